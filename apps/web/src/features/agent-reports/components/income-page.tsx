import { incomeKinds, type IncomeKind } from '@monsoon/contracts/agent-reports';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/ui/pager';
import { Select } from '@/components/ui/select';
import { incomeQuery } from '@/features/agent-reports/api/get-income';
import { showMoney } from '@/features/agent-reports/lib/money';
import { useReportFilters } from '@/features/agent-reports/lib/use-report-filters';
import { IncomeTable } from './income-table';
import { ReportBody } from './report-body';
import { ReportFilters } from './report-filters';
import { SummaryList } from './summary-list';
import pageStyles from '@/components/records/records-page.module.css';
import styles from './agent-reports.module.css';

/**
 * The agent centre's agentRevenueReport page (my income): the agent's own contract earnings computed
 * in the range (salaries and dividends; transfers from the upline are not income), by kind, with
 * their status (pending until the settlement run pays them) and the totals per kind.
 */
export function IncomePage() {
  const { t } = useTranslation('agentReports');
  const filters = useReportFilters();
  const [kind, setKind] = useState<IncomeKind | ''>('');
  const query = useQuery(
    incomeQuery({ ...filters.asked, kind: kind || undefined, pageNo: filters.pageNo }),
  );
  const data = query.data;
  return (
    <div className={pageStyles.page}>
      <ReportFilters
        filters={filters}
        answered={data}
        today={data?.today ?? null}
        withAccount={false}
      >
        <Select
          label={t('income.kind')}
          className={styles.select}
          value={kind}
          onChange={(e) =>
            filters.refilter(() => setKind(incomeKinds.find((k) => k === e.target.value) ?? ''))
          }
          options={[
            { value: '', label: t('income.allKinds') },
            ...incomeKinds.map((k) => ({ value: k, label: t(`income.kinds.${k}`) })),
          ]}
        />
      </ReportFilters>
      {data ? (
        <SummaryList
          label={t('common.total')}
          items={[
            { label: t('income.totalAmount'), value: showMoney(data.summary.amount) },
            { label: t('income.statuses.issued'), value: showMoney(data.summary.issued) },
            { label: t('income.statuses.pending'), value: showMoney(data.summary.pending) },
            ...data.byKind.map((k) => ({
              label: t(`income.kinds.${k.kind}`),
              value: showMoney(k.amount),
            })),
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
            <IncomeTable list={data.list} />
            <Pager page={filters.pageNo} pages={data.totalPages} onPage={filters.setPageNo} />
          </>
        ) : null}
      </ReportBody>
    </div>
  );
}
