import type { AdminPaymentOrder } from '@monsoon/contracts/admin/deposits';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/card';
import styles from './deposits.module.css';

/** The review reasons (`late,amount`) as the operator reads them (unknown ones as written). */
export function reviewText(
  t: (key: 'deposits.reviewReasons.late' | 'deposits.reviewReasons.amount') => string,
  reasons: string,
): string {
  return reasons
    .split(',')
    .map((r) =>
      r === 'late'
        ? t('deposits.reviewReasons.late')
        : r === 'amount'
          ? t('deposits.reviewReasons.amount')
          : r,
    )
    .join(', ');
}

/** An order's review flag in a list: open (to look at) or resolved (by whom). */
export function ReviewState({ order: o }: { order: AdminPaymentOrder }) {
  const { t } = useTranslation();
  if (!o.reviewReason) return <>—</>;
  const reasons = reviewText(t, o.reviewReason);
  if (!o.reviewResolution) return <Badge tone="warning">{reasons}</Badge>;
  return (
    <>
      <Badge tone="success">{t('deposits.resolved')}</Badge>
      <div className={styles.muted}>
        {t('deposits.resolvedReasonBy', {
          reasons,
          operator: o.reviewResolution.operatorUsername ?? '—',
        })}
      </div>
    </>
  );
}
