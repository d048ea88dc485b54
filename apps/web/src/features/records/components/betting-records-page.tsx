import type { ProductTypeCode } from '@monsoon/contracts/records';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { betRecordsQuery } from '@/features/records/api/get-bet-records';
import type { DateRange } from '@/lib/date-range';
import { BetTable } from './bet-table';
import { RecordFilters, recordRangeProblem } from './record-filters';
import { RecordsSummary } from './records-summary';
import styles from '@/components/records/records-page.module.css';

/**
 * The member centre's personalHistoryCopy page (betting records): the member's settled bets of every
 * product from wager facts, by product and range (presets of 7 and 30 days), newest first, paged, with
 * the totals of bet, valid bet, win and P&L over the range.
 */
export function BettingRecordsPage() {
  const { t } = useTranslation('member');
  const [product, setProduct] = useState<ProductTypeCode | ''>('');
  // null: the server's default range (the merchant's last 7 days), read back from the first answer.
  const [range, setRange] = useState<DateRange | null>(null);
  const [asked, setAsked] = useState<DateRange | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(
    betRecordsQuery({ productType: product || undefined, ...(asked ?? {}), pageNo }),
  );
  const data = query.data;
  const shownRange = range ?? (data ? { startDate: data.startDate, endDate: data.endDate } : null);
  const changeRange = (next: DateRange) => {
    setRange(next);
    setPageNo(1);
    if (!recordRangeProblem(next)) setAsked(next);
  };
  let body;
  if (query.isPending)
    body = (
      <div className={styles.pending}>
        <Spinner size="lg" label={t('centre.loading')} />
      </div>
    );
  else if (query.isError)
    body = <ErrorState title={t('records.loadFailed')} onRetry={() => void query.refetch()} />;
  else if (query.data.list.length === 0)
    body = <EmptyState title={t('records.empty')} text={t('records.emptyHint')} />;
  else
    body = (
      <>
        <BetTable list={query.data.list} />
        <Pager page={pageNo} pages={query.data.totalPages} onPage={setPageNo} />
      </>
    );
  return (
    <div className={styles.page}>
      <RecordFilters
        product={product}
        onProduct={(next) => (setProduct(next), setPageNo(1))}
        range={shownRange}
        today={data?.today ?? null}
        onRange={changeRange}
        invalid={range !== null && recordRangeProblem(range)}
      />
      {data ? <RecordsSummary totals={data.summary} /> : null}
      <div
        className={query.isPlaceholderData ? styles.stale : undefined}
        aria-busy={query.isFetching}
      >
        {body}
      </div>
    </div>
  );
}
