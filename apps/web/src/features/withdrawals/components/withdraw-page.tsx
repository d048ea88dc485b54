import { useQuery } from '@tanstack/react-query';
import { CreditCard, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useOpenMemberCentrePage } from '@/lib/member-centre';
import { withdrawSettingsQuery } from '@/features/withdrawals/api/withdrawals-api';
import { WithdrawForm } from './withdraw-form';
import { WithdrawRecords } from './withdraw-records';
import styles from './withdrawals.module.css';

/**
 * The member centre's withdraw page (spec §2 `withdraw`): a bound payee, an amount within the limits
 * with its fee, the withdrawal password, then the result; prompts to set a withdrawal password or bind
 * a card first; the member's withdrawal records with their states.
 */
export function WithdrawPage() {
  const { t } = useTranslation(['member', 'errors']);
  const settings = useQuery(withdrawSettingsQuery());
  const openPage = useOpenMemberCentrePage();
  if (settings.isPending)
    return (
      <div className={styles.pending}>
        <Spinner size="lg" label={t('member:centre.loading')} />
      </div>
    );
  if (settings.isError)
    return (
      <ErrorState title={t('member:withdraw.loadFailed')} onRetry={() => void settings.refetch()} />
    );
  const s = settings.data;
  const missing: { key: string; icon: React.ReactNode; text: string; action: string }[] = [];
  if (!s.hasWithdrawalPassword)
    missing.push({
      key: 'password',
      icon: <KeyRound size={18} aria-hidden />,
      text: t('member:withdraw.needPassword'),
      action: t('member:withdraw.setPassword'),
    });
  if (s.bankCards.length === 0)
    missing.push({
      key: 'card',
      icon: <CreditCard size={18} aria-hidden />,
      text: s.hasRealName ? t('member:withdraw.needCard') : t('member:withdraw.needRealName'),
      action: t('member:withdraw.bindCard'),
    });
  return (
    <div className={styles.page}>
      {s.allowWithdraw === 'N' ? (
        <p className={styles.notice} role="status">
          {t('member:withdraw.disabled')}
        </p>
      ) : null}
      {s.precautionNote ? <p className={styles.note}>{s.precautionNote}</p> : null}
      {missing.length > 0 ? (
        <section className={styles.card} aria-labelledby="withdraw-missing">
          <h4 id="withdraw-missing" className={styles.sectionTitle}>
            {t('member:withdraw.beforeTitle')}
          </h4>
          <ul className={styles.missing}>
            {missing.map((m) => (
              <li key={m.key}>
                {m.icon}
                <span>{m.text}</span>
                <Button size="sm" onClick={() => openPage('securityCenter')}>
                  {m.action}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <WithdrawForm settings={s} onBindCard={() => openPage('securityCenter')} />
      )}
      <WithdrawRecords />
    </div>
  );
}
