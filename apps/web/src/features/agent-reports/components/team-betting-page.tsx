import { productTypes, type ProductTypeCode } from '@monsoon/contracts/records';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/ui/pager';
import { Select } from '@/components/ui/select';
import { teamBettingQuery } from '@/features/agent-reports/api/get-team-betting';
import { showMoney, showProfit, signOf } from '@/features/agent-reports/lib/money';
import { useReportFilters } from '@/features/agent-reports/lib/use-report-filters';
import { BettingTable } from './betting-table';
import { ReportBody } from './report-body';
import { ReportFilters } from './report-filters';
import { SummaryList } from './summary-list';
import pageStyles from '@/components/records/records-page.module.css';
import styles from './agent-reports.module.css';

type View = 'product' | 'member';

/**
 * The agent centre's personalHistoryCopy page (team betting): the team's bets over a range, per
 * product or per member (paged), for one product or member if asked, with the totals.
 */
export function TeamBettingPage() {
  const { t } = useTranslation(['agentReports', 'member']);
  const filters = useReportFilters();
  const [view, setView] = useState<View>('product');
  const [product, setProduct] = useState<ProductTypeCode | ''>('');
  const query = useQuery(
    teamBettingQuery({
      ...filters.asked,
      view,
      productType: product || undefined,
      account: filters.account,
      pageNo: filters.pageNo,
    }),
  );
  const data = query.data;
  return (
    <div className={pageStyles.page}>
      <ReportFilters filters={filters} answered={data} today={data?.today ?? null} withAccount>
        <Select
          label={t('agentReports:betting.view')}
          className={styles.select}
          value={view}
          onChange={(e) =>
            filters.refilter(() => setView(e.target.value === 'member' ? 'member' : 'product'))
          }
          options={[
            { value: 'product', label: t('agentReports:betting.byProduct') },
            { value: 'member', label: t('agentReports:betting.byMember') },
          ]}
        />
        <Select
          label={t('agentReports:common.product')}
          className={styles.select}
          value={product}
          onChange={(e) =>
            filters.refilter(() => setProduct(productTypes.find((p) => p === e.target.value) ?? ''))
          }
          options={[
            { value: '', label: t('agentReports:common.allProducts') },
            ...productTypes.map((p) => ({ value: p, label: t(`member:records.products.${p}`) })),
          ]}
        />
      </ReportFilters>
      {data ? (
        <SummaryList
          label={t('agentReports:common.total')}
          items={[
            { label: t('agentReports:common.betAmount'), value: showMoney(data.summary.betAmount) },
            { label: t('agentReports:common.validBet'), value: showMoney(data.summary.validBet) },
            { label: t('agentReports:common.win'), value: showMoney(data.summary.winAmount) },
            {
              label: t('agentReports:common.profit'),
              value: showProfit(data.summary.profit),
              tone: signOf(data.summary.profit),
            },
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
            <BettingTable view={data.view} list={data.list} />
            <Pager page={filters.pageNo} pages={data.totalPages} onPage={filters.setPageNo} />
          </>
        ) : null}
      </ReportBody>
    </div>
  );
}
