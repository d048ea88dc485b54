import type { TransactionType } from '@monsoon/contracts/transactions';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { formatAmount } from '@/lib/format';
import { transactionsQuery } from '@/features/transactions/api/get-transactions';
import { rangeProblem, TransactionFilters, type DateRange } from './transaction-filters';
import { TransactionTable } from './transaction-table';
import styles from '@/components/records/records-page.module.css';

/** Green for money in, red for money out, plain for zero. */
const toneOf = (amount: number): string | undefined =>
  amount > 0 ? styles.credit : amount < 0 ? styles.debit : undefined;

/**
 * The member centre's transactionHistory page: every movement of the member's wallet, filtered by type
 * and range (presets of 7 and 30 days), newest first, paged, with the totals of the range.
 */
export function TransactionHistoryPage() {
  const { t } = useTranslation(['member', 'errors']);
  const [type, setType] = useState<TransactionType | ''>('');
  // null: the server's default range (the merchant's last 7 days), read back from the first answer.
  const [range, setRange] = useState<DateRange | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const invalid = range !== null && rangeProblem(range);
  const [asked, setAsked] = useState<DateRange | null>(null);
  const query = useQuery(transactionsQuery({ type: type || undefined, ...(asked ?? {}), pageNo }));
  const data = query.data;
  const shownRange = range ?? (data ? { startDate: data.startDate, endDate: data.endDate } : null);

  const changeRange = (next: DateRange) => {
    setRange(next);
    setPageNo(1);
    if (!rangeProblem(next)) setAsked(next);
  };
  let body;
  if (query.isPending)
    body = (
      <div className={styles.pending}>
        <Spinner size="lg" label={t('member:centre.loading')} />
      </div>
    );
  else if (query.isError)
    body = (
      <ErrorState
        title={t('member:transactions.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data.list.length === 0)
    body = (
      <EmptyState
        title={t('member:transactions.empty')}
        text={t('member:transactions.emptyHint')}
      />
    );
  else
    body = (
      <>
        <TransactionTable list={query.data.list} />
        <Pager page={pageNo} pages={query.data.totalPages} onPage={setPageNo} />
      </>
    );
  return (
    <div className={styles.page}>
      <TransactionFilters
        type={type}
        onType={(next) => (setType(next), setPageNo(1))}
        range={shownRange}
        today={data?.today ?? null}
        onRange={changeRange}
        invalid={invalid}
      />
      {data ? (
        <dl className={styles.summary}>
          <div>
            <dt>{t('member:transactions.totalIn')}</dt>
            <dd className={toneOf(data.summary.totalIn)}>{formatAmount(data.summary.totalIn)}</dd>
          </div>
          <div>
            <dt>{t('member:transactions.totalOut')}</dt>
            <dd className={toneOf(data.summary.totalOut)}>{formatAmount(data.summary.totalOut)}</dd>
          </div>
          <div>
            <dt>{t('member:transactions.net')}</dt>
            <dd>{formatAmount(data.summary.net)}</dd>
          </div>
          <div>
            <dt>{t('member:transactions.count')}</dt>
            <dd>{data.totalCount}</dd>
          </div>
        </dl>
      ) : null}
      <div
        className={query.isPlaceholderData ? styles.stale : undefined}
        aria-busy={query.isFetching}
      >
        {body}
      </div>
    </div>
  );
}
