import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { HomePage } from '@/features/home/components/home-page';
import { openModal } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';

/** / , /index.html, /home. */
export function HomeRoute() {
  return <HomePage />;
}

/** /login: the home page with the login popup (spec §2). */
export function LoginRoute() {
  const token = useSessionStore((s) => s.token);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || token) return;
    opened.current = true;
    openModal('login', {});
  }, [token]);
  return <HomePage />;
}

/** /register, /register.html: the home page with the register popup; invite and referral codes from the URL. */
export function RegisterRoute() {
  const [params] = useSearchParams();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const inviteCode = params.get('affiliateCode') ?? params.get('code') ?? undefined;
    const referralCode = params.get('referralCode') ?? undefined;
    openModal('register', {
      ...(inviteCode ? { inviteCode } : {}),
      ...(referralCode ? { referralCode } : {}),
    });
  }, [params]);
  return <HomePage />;
}
