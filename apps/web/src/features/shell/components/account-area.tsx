import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Balance } from '@/components/balance/balance';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useActionGate } from '@/hooks/use-action-gate';
import { useSiteSettings } from '@/lib/api/system-status';
import { withMemberCentrePage } from '@/lib/member-centre';
import { useSessionStore } from '@/stores/session-store';
import { UserMenu } from './user-menu';
import styles from './header.module.css';

/** Logged in: deposit (when the member centre is shown), balance, user menu (spec §2 header top). */
export function AccountArea() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const member = useSessionStore((s) => s.member);
  const settings = useSiteSettings();
  const navigate = useNavigate();
  const location = useLocation();
  const gate = useActionGate();
  if (!token) return null;
  if (!member) return <Spinner size="sm" label={t('common.loading')} />;
  return (
    <div className={styles.account}>
      {settings?.isShowMC ? (
        <Button
          size="sm"
          variant="gold"
          className={styles.deposit}
          icon={<Wallet size={15} aria-hidden />}
          aria-label={t('header.deposit')}
          onClick={() => gate(() => void navigate(withMemberCentrePage(location, 'depositv2')))}
        >
          <span className={styles.depositLabel}>{t('header.deposit')}</span>
        </Button>
      ) : null}
      <Balance token={token} />
      <UserMenu member={member} />
    </div>
  );
}
