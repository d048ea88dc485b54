import { MAX_AGENT_REPORT_RANGE_DAYS } from '@monsoon/contracts/agent-reports';
import type { ReactNode } from 'react';
import { DateRangeFilter } from '@/components/records/date-range-filter';
import type { DateRange } from '@/lib/date-range';
import type { ReportFilterState } from '@/features/agent-reports/lib/use-report-filters';
import { AccountSearch } from './account-search';
import pageStyles from '@/components/records/records-page.module.css';

/**
 * A report's filter bar: the page's own selects (`children`), the account search when the report
 * takes one, the presets of spec §9 (last 7 and 30 days) and the two dates.
 */
export function ReportFilters({
  filters,
  answered,
  today,
  withAccount,
  children,
}: {
  filters: ReportFilterState;
  /** The range of the last answer (the server's default until one is chosen). */
  answered: DateRange | undefined;
  today: string | null;
  withAccount: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={pageStyles.filters}>
      {children}
      {withAccount ? (
        <AccountSearch account={filters.account} onAccount={filters.changeAccount} />
      ) : null}
      <DateRangeFilter
        range={filters.shownRange(answered)}
        today={today}
        onRange={filters.changeRange}
        invalid={filters.invalid}
        maxDays={MAX_AGENT_REPORT_RANGE_DAYS}
      />
    </div>
  );
}
