import {
  addDays,
  localHourStart,
  periodOfDay,
  previousPeriod,
  type PeriodKind,
} from '@/lib/business-day.ts';

/** A period a pay run covers: its key (the run's period) and its [start, end) in UTC. */
export interface PayPeriod {
  key: string;
  start: Date;
  end: Date;
  /** Business days it spans (day-based periods read the member-day rollup). */
  firstDay?: string;
  lastDay?: string;
}

/** A period is paid once it ended this long ago: facts of bets settled at its end have committed. */
export const PAY_GRACE_MS = 60_000;
/** Real-time salary windows: 5 minutes of lottery rounds by draw time (spec §1, §9). */
export const REALTIME_WINDOW_MS = 5 * 60_000;
const HOUR_MS = 3_600_000;

/** `2026-11-26T13:05Z`: an instant's UTC minute, the key of hour and round windows. */
const minuteKey = (at: Date): string => `${at.toISOString().slice(0, 16)}Z`;

/** The last `count` complete real-time windows before `now − grace`, oldest first. */
export function realtimeWindows(now: Date, count: number): PayPeriod[] {
  const last = Math.floor((now.getTime() - PAY_GRACE_MS) / REALTIME_WINDOW_MS) * REALTIME_WINDOW_MS;
  const out: PayPeriod[] = [];
  for (let i = count; i >= 1; i -= 1) {
    const start = new Date(last - i * REALTIME_WINDOW_MS);
    out.push({ key: minuteKey(start), start, end: new Date(start.getTime() + REALTIME_WINDOW_MS) });
  }
  return out;
}

/** The last `count` complete local hours before `now − grace` in the zone, oldest first. */
export function completeHours(now: Date, timeZone: string, count: number): PayPeriod[] {
  const current = localHourStart(new Date(now.getTime() - PAY_GRACE_MS), timeZone).getTime();
  const out: PayPeriod[] = [];
  for (let i = count; i >= 1; i -= 1) {
    const start = new Date(current - i * HOUR_MS);
    out.push({ key: minuteKey(start), start, end: new Date(start.getTime() + HOUR_MS) });
  }
  return out;
}

/** The last `count` complete periods of a kind before `now − grace` in the zone, oldest first. */
export function completePeriods(
  kind: PeriodKind,
  now: Date,
  timeZone: string,
  count: number,
): PayPeriod[] {
  const out: PayPeriod[] = [];
  let p = previousPeriod(kind, new Date(now.getTime() - PAY_GRACE_MS), timeZone);
  for (let i = 0; i < count; i += 1) {
    out.unshift({
      key: p.key,
      start: p.start,
      end: p.end,
      firstDay: p.firstDay,
      lastDay: p.lastDay,
    });
    p = periodOfDay(kind, addDays(p.firstDay, -1), timeZone);
  }
  return out;
}
