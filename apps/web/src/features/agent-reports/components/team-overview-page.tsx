import { teamPeriods, type TeamPeriod } from '@monsoon/contracts/agent-reports';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/ui/tabs';
import { teamOverviewQuery } from '@/features/agent-reports/api/get-team-overview';
import { OverviewCards } from './overview-cards';
import { ReportBody } from './report-body';
import pageStyles from '@/components/records/records-page.module.css';
import styles from './agent-reports.module.css';

// The chart is drawn by its own chunk, loaded once there are figures to draw.
const OverviewChart = lazy(async () => ({
  default: (await import('./overview-chart')).OverviewChart,
}));

/**
 * The agent centre's agentTeamOverview page: the period tabs (today, yesterday, this week, this
 * month in the merchant's business days), the team's figures as cards, and for a week or a month
 * valid bet and win/loss per day as a chart.
 */
export function TeamOverviewPage() {
  const { t } = useTranslation('agentReports');
  const [period, setPeriod] = useState<TeamPeriod>('today');
  const query = useQuery(teamOverviewQuery(period));
  const data = query.data;
  return (
    <div className={pageStyles.page}>
      <Tabs
        label={t('overview.periodLabel')}
        variant="pill"
        value={period}
        onChange={setPeriod}
        items={teamPeriods.map((p) => ({ key: p, label: t(`overview.periods.${p}`) }))}
      />
      <ReportBody
        pending={query.isPending}
        error={query.isError ? query.error : null}
        empty={false}
        stale={query.isPlaceholderData}
        fetching={query.isFetching}
        onRetry={() => void query.refetch()}
      >
        {data ? (
          <div className={pageStyles.page}>
            <p className={styles.range}>
              {data.startDate === data.endDate
                ? data.startDate
                : t('overview.range', { start: data.startDate, end: data.endDate })}
            </p>
            <OverviewCards data={data} />
            {data.days.length > 1 ? (
              <Suspense fallback={null}>
                <OverviewChart days={data.days} />
              </Suspense>
            ) : null}
          </div>
        ) : null}
      </ReportBody>
    </div>
  );
}
