import type { DepositRecord } from '@monsoon/contracts/deposits';
import { formatMoney } from '@monsoon/contracts/money';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import tableStyles from '@/components/ui/records-table.module.css';
import { formatDateTime } from '@/lib/format';
import { depositRecordsQuery } from '@/features/deposits/api/deposits';
import { minorOf } from '@/features/deposits/lib/amount';
import styles from './deposits.module.css';

const statusClass = (status: DepositRecord['status']): string | undefined =>
  status === 'paid'
    ? styles.ok
    : status === 'failed' || status === 'expired'
      ? styles.bad
      : undefined;

/** The member's deposit orders: time, channel, amount, credited and status, newest first, paged. */
export function DepositRecords() {
  const { t } = useTranslation('member');
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(depositRecordsQuery(pageNo));
  if (query.isPending)
    return (
      <div className={styles.pending}>
        <Spinner size="lg" label={t('centre.loading')} />
      </div>
    );
  if (query.isError)
    return <ErrorState title={t('deposits.recordsFailed')} onRetry={() => void query.refetch()} />;
  if (query.data.list.length === 0)
    return <EmptyState title={t('deposits.recordsEmpty')} text={t('deposits.recordsEmptyHint')} />;
  return (
    <div
      className={query.isPlaceholderData ? styles.stale : undefined}
      aria-busy={query.isFetching}
    >
      <table className={tableStyles.table}>
        <thead>
          <tr>
            <th scope="col">{t('deposits.time')}</th>
            <th scope="col">{t('deposits.channel')}</th>
            <th scope="col" className={tableStyles.num}>
              {t('deposits.amount')}
            </th>
            <th scope="col" className={tableStyles.num}>
              {t('deposits.credited')}
            </th>
            <th scope="col">{t('deposits.status')}</th>
            <th scope="col">{t('deposits.orderNo')}</th>
          </tr>
        </thead>
        <tbody>
          {query.data.list.map((r) => (
            <tr key={r.orderNo} data-testid="deposit-record">
              <td data-label={t('deposits.time')}>{formatDateTime(r.createdAt)}</td>
              <td data-label={t('deposits.channel')}>{t(`deposits.channels_.${r.channel}`)}</td>
              <td data-label={t('deposits.amount')} className={tableStyles.num}>
                {formatMoney(minorOf(r.amount))}
              </td>
              <td data-label={t('deposits.credited')} className={tableStyles.num}>
                {r.creditedAmount === null ? '—' : formatMoney(minorOf(r.creditedAmount))}
              </td>
              <td data-label={t('deposits.status')} className={statusClass(r.status)}>
                {t(`deposits.statuses.${r.status}`)}
              </td>
              <td data-label={t('deposits.orderNo')} className={styles.orderNo}>
                {r.orderNo}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={pageNo} pages={query.data.totalPages} onPage={setPageNo} />
    </div>
  );
}
