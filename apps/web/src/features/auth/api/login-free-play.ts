import type { loginFreePlay } from '@monsoon/contracts/session';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { wireCall } from '@/lib/wire-call';

// Wire facts only: the button sits in the header's inline form (no zod on the first load, decision 0010).
const freePlayCall = wireCall<typeof loginFreePlay>({
  paths: ['/wps/session/login/freeplay'],
  methods: ['POST'],
  modId: 'FREEPLAY3',
  auth: 'public',
});

/** The client's OS as the platform reports it (sent with free play). */
function clientOs(): string {
  const ua = navigator.userAgent;
  if (/android/i.test(ua)) return 'Android';
  if (/iphone|ipad|ipod/i.test(ua)) return 'iOS';
  if (/windows/i.test(ua)) return 'Windows';
  if (/mac os/i.test(ua)) return 'MacOS';
  if (/linux/i.test(ua)) return 'Linux';
  return 'Other';
}

/** POST /wps/session/login/freeplay (os, platform W): a trial account with a session. */
export const postLoginFreePlay = () =>
  callApi(freePlayCall, { body: { os: clientOs(), platform: 'W' } });

/** The free-play login as a mutation. */
export const useLoginFreePlayMutation = () => useMutation({ mutationFn: postLoginFreePlay });
