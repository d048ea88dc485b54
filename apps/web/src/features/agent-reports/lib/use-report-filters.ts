import { MAX_AGENT_REPORT_RANGE_DAYS } from '@monsoon/contracts/agent-reports';
import { useState } from 'react';
import { rangeProblem, type DateRange } from '@/lib/date-range';

/** Whether a range can be asked for: start not after end, at most MAX_AGENT_REPORT_RANGE_DAYS days. */
export const reportRangeProblem = (range: DateRange): boolean =>
  rangeProblem(range, MAX_AGENT_REPORT_RANGE_DAYS);

/**
 * The range, account and page of a report page. The range starts as the server's default (the
 * merchant's last 7 days, read back from the first answer); a range the server would refuse is shown
 * as invalid and not asked for. Any change of filter goes back to page 1.
 */
export function useReportFilters() {
  const [range, setRange] = useState<DateRange | null>(null);
  const [asked, setAsked] = useState<DateRange | null>(null);
  const [account, setAccount] = useState<string | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  return {
    /** The range to send (empty: the server's default). */
    asked: asked ?? {},
    account,
    pageNo,
    setPageNo,
    invalid: range !== null && reportRangeProblem(range),
    /** The range to show: the one chosen, else the one the server answered. */
    shownRange: (answered: DateRange | undefined): DateRange | null => range ?? answered ?? null,
    changeRange(next: DateRange) {
      setRange(next);
      setPageNo(1);
      if (!reportRangeProblem(next)) setAsked(next);
    },
    changeAccount(next: string) {
      setAccount(next.trim() === '' ? undefined : next.trim());
      setPageNo(1);
    },
    /** Runs a filter change and goes back to page 1. */
    refilter(change: () => void) {
      change();
      setPageNo(1);
    },
  };
}
export type ReportFilterState = ReturnType<typeof useReportFilters>;
