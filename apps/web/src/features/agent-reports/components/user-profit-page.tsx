import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/ui/pager';
import { userProfitQuery } from '@/features/agent-reports/api/get-user-profit';
import { showMoney, showProfit, signOf } from '@/features/agent-reports/lib/money';
import { useReportFilters } from '@/features/agent-reports/lib/use-report-filters';
import { ProfitTable } from './profit-table';
import { ReportBody } from './report-body';
import { ReportFilters } from './report-filters';
import { SummaryList } from './summary-list';
import pageStyles from '@/components/records/records-page.module.css';

/**
 * The agent centre's palStatementsAgentCopy page (user P&L): each team member with bets, deposits or
 * withdrawals in the range (every product), by valid bet, paged, one member when searched, with the
 * totals of the whole team.
 */
export function UserProfitPage() {
  const { t } = useTranslation('agentReports');
  const filters = useReportFilters();
  const query = useQuery(
    userProfitQuery({ ...filters.asked, account: filters.account, pageNo: filters.pageNo }),
  );
  const data = query.data;
  return (
    <div className={pageStyles.page}>
      <ReportFilters filters={filters} answered={data} today={data?.today ?? null} withAccount />
      {data ? (
        <SummaryList
          label={t('common.total')}
          items={[
            { label: t('common.validBet'), value: showMoney(data.summary.validBet) },
            {
              label: t('common.profit'),
              value: showProfit(data.summary.profit),
              tone: signOf(data.summary.profit),
            },
            { label: t('profit.deposits'), value: showMoney(data.summary.depositAmount) },
            { label: t('profit.withdrawals'), value: showMoney(data.summary.withdrawalAmount) },
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
            <ProfitTable list={data.list} />
            <Pager page={filters.pageNo} pages={data.totalPages} onPage={filters.setPageNo} />
          </>
        ) : null}
      </ReportBody>
    </div>
  );
}
