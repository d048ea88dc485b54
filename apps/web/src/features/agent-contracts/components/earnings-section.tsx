import type { ContractKind } from '@monsoon/contracts/agent-contracts';
import { MAX_RECORD_RANGE_DAYS } from '@monsoon/contracts/records';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/records/date-range-filter';
import pageStyles from '@/components/records/records-page.module.css';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { rangeProblem, type DateRange } from '@/lib/date-range';
import { contractEarningsQuery } from '@/features/agent-contracts/api/get-contract-earnings';
import { showMoney } from '@/features/agent-contracts/lib/rates';
import { EarningsTable } from './earnings-table';

/**
 * Every settlement of the agent's contract of a kind in a range (the records pages' presets and
 * dates; the server's default range until one is chosen), newest first, paged, with the range's sums.
 */
export function EarningsSection({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agentContracts');
  const [range, setRange] = useState<DateRange | null>(null);
  const [asked, setAsked] = useState<DateRange | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(contractEarningsQuery({ kind, ...(asked ?? {}), pageNo }));
  const data = query.data;
  const shownRange = range ?? (data ? { startDate: data.startDate, endDate: data.endDate } : null);
  const invalid = range !== null && rangeProblem(range, MAX_RECORD_RANGE_DAYS);
  let body;
  if (query.isPending)
    body = (
      <div className={pageStyles.pending}>
        <Spinner size="lg" label={t('loading')} />
      </div>
    );
  else if (query.isError)
    body = <ErrorState title={t('earnings.loadFailed')} onRetry={() => void query.refetch()} />;
  else if (query.data.list.length === 0)
    body = <EmptyState compact title={t('earnings.none')} text={t('earnings.noneHint')} />;
  else body = <EarningsTable kind={kind} list={query.data.list} />;
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.filters}>
        <DateRangeFilter
          range={shownRange}
          today={data?.today ?? null}
          invalid={invalid}
          maxDays={MAX_RECORD_RANGE_DAYS}
          onRange={(next) => {
            setRange(next);
            setPageNo(1);
            if (!rangeProblem(next, MAX_RECORD_RANGE_DAYS)) setAsked(next);
          }}
        />
      </div>
      {data ? (
        <dl className={pageStyles.summary}>
          <div>
            <dt>{t('earnings.totalBase')}</dt>
            <dd>{showMoney(data.summary.base)}</dd>
          </div>
          <div>
            <dt>{t('earnings.totalAmount')}</dt>
            <dd className={pageStyles.credit}>{showMoney(data.summary.amount)}</dd>
          </div>
          <div>
            <dt>{t('earnings.totalPending')}</dt>
            <dd>{showMoney(data.summary.pending)}</dd>
          </div>
        </dl>
      ) : null}
      <div
        className={query.isPlaceholderData ? pageStyles.stale : undefined}
        aria-busy={query.isFetching}
      >
        {body}
      </div>
      {data ? (
        <Pager
          page={data.pageNo}
          pages={Math.ceil(data.totalCount / data.pageSize)}
          onPage={setPageNo}
        />
      ) : null}
    </div>
  );
}
