import { formatMoney, wireToMinor } from '@monsoon/contracts/money';
import type { WithdrawalStatusCode } from '@monsoon/contracts/withdrawals';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { withdrawRecordsQuery } from '@/features/withdrawals/api/withdrawals-api';
import styles from './withdrawals.module.css';

const toneOf: Record<WithdrawalStatusCode, string | undefined> = {
  requested: styles.pendingTone,
  approved: styles.pendingTone,
  paying: styles.pendingTone,
  paid: styles.okTone,
  rejected: styles.badTone,
  failed: styles.badTone,
  cancelled: styles.badTone,
};

/** The member's withdrawals with their states, newest first, paged. */
export function WithdrawRecords() {
  const { t } = useTranslation(['member', 'errors']);
  const [pageNo, setPageNo] = useState(1);
  const records = useQuery(withdrawRecordsQuery(pageNo));
  let body;
  if (records.isPending)
    body = (
      <div className={styles.pending}>
        <Spinner label={t('member:centre.loading')} />
      </div>
    );
  else if (records.isError)
    body = (
      <ErrorState
        title={t('member:withdraw.recordsFailed')}
        onRetry={() => void records.refetch()}
      />
    );
  else if (records.data.list.length === 0)
    body = <EmptyState compact title={t('member:withdraw.recordsEmpty')} />;
  else
    body = (
      <>
        <ul className={styles.records}>
          {records.data.list.map((r) => (
            <li key={r.id} className={styles.record}>
              <div className={styles.recordMain}>
                <span className={styles.recordAmount}>{formatMoney(wireToMinor(r.amount))}</span>
                <span className={`${styles.status} ${toneOf[r.status] ?? ''}`}>
                  {t(`member:withdraw.statuses.${r.status}`)}
                </span>
              </div>
              <div className={styles.recordMeta}>
                <span>{r.orderNo}</span>
                <span>
                  {r.bankName} {r.maskedAccount}
                </span>
                <span>{formatDateTime(r.createTime)}</span>
                <span>
                  {t('member:withdraw.fee')} {formatMoney(wireToMinor(r.fee))}
                </span>
              </div>
              {r.remark ? (
                <p className={styles.remark}>
                  {t('member:withdraw.remark')}: {r.remark}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
        <Pager page={pageNo} pages={records.data.totalPages} onPage={setPageNo} />
      </>
    );
  return (
    <section aria-labelledby="withdraw-records-title">
      <h4 id="withdraw-records-title" className={styles.sectionTitle}>
        {t('member:withdraw.recordsTitle')}
      </h4>
      <div aria-busy={records.isFetching}>{body}</div>
    </section>
  );
}
