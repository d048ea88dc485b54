import { transactionTypes, type TransactionType } from '@monsoon/contracts/transactions';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/ui/pager';
import { Select } from '@/components/ui/select';
import { formatAmount } from '@/lib/format';
import { teamTransactionsQuery } from '@/features/agent-reports/api/get-team-transactions';
import { useReportFilters } from '@/features/agent-reports/lib/use-report-filters';
import { ReportBody } from './report-body';
import { ReportFilters } from './report-filters';
import { SummaryList } from './summary-list';
import { TeamTransactionTable } from './team-transaction-table';
import pageStyles from '@/components/records/records-page.module.css';
import styles from './agent-reports.module.css';

const sign = (n: number): 1 | -1 | 0 => (n > 0 ? 1 : n < 0 ? -1 : 0);

/**
 * The agent centre's agentDownlineTransactionDetailsCopy page: the team members' wallet movements
 * (deposits, withdrawals, transfers, games) over a range, by member and type, newest first, paged.
 */
export function TeamTransactionsPage() {
  const { t } = useTranslation(['agentReports', 'member']);
  const filters = useReportFilters();
  const [type, setType] = useState<TransactionType | ''>('');
  const query = useQuery(
    teamTransactionsQuery({
      ...filters.asked,
      account: filters.account,
      type: type || undefined,
      pageNo: filters.pageNo,
    }),
  );
  const data = query.data;
  return (
    <div className={pageStyles.page}>
      <ReportFilters filters={filters} answered={data} today={data?.today ?? null} withAccount>
        <Select
          label={t('member:transactions.type')}
          className={styles.select}
          value={type}
          onChange={(e) =>
            filters.refilter(() =>
              setType(transactionTypes.find((ty) => ty === e.target.value) ?? ''),
            )
          }
          options={[
            { value: '', label: t('member:transactions.allTypes') },
            ...transactionTypes.map((ty) => ({
              value: ty,
              label: t(`member:transactions.types.${ty}`),
            })),
          ]}
        />
      </ReportFilters>
      {data ? (
        <SummaryList
          label={t('agentReports:common.total')}
          items={[
            {
              label: t('member:transactions.totalIn'),
              value: formatAmount(data.summary.totalIn),
              tone: sign(data.summary.totalIn),
            },
            {
              label: t('member:transactions.totalOut'),
              value: formatAmount(data.summary.totalOut),
              tone: sign(data.summary.totalOut),
            },
            { label: t('member:transactions.net'), value: formatAmount(data.summary.net) },
            { label: t('member:transactions.count'), value: data.totalCount },
          ]}
        />
      ) : null}
      <ReportBody
        pending={query.isPending}
        error={query.isError ? query.error : null}
        empty={data?.list.length === 0}
        stale={query.isPlaceholderData}
        fetching={query.isFetching}
        onRetry={() => void query.refetch()}
      >
        {data ? (
          <>
            <TeamTransactionTable list={data.list} />
            <Pager page={filters.pageNo} pages={data.totalPages} onPage={filters.setPageNo} />
          </>
        ) : null}
      </ReportBody>
    </div>
  );
}
