import {
  MAX_TRANSACTION_RANGE_DAYS,
  type TransactionHistoryQuery,
} from '@monsoon/contracts/transactions';
import type { Database } from '@/db/client.ts';
import type { Clock } from '@/lib/clock.ts';
import { invalidRequest } from '@/lib/errors.ts';
import { addDays, businessDayOf, dayRange, isCalendarDay } from '@/lib/business-day.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import { requireRealAccount } from '@/modules/member/member.roles.ts';
import type { SessionInfo } from '@/modules/session/session.types.ts';
import { filterOfType } from './transaction-types.ts';
import { createTransactionsRepository } from './transactions.repository.ts';

/** Days of the default range: the last 7 days, today included (the site's first preset). */
const DEFAULT_DAYS = 7;

/** The days of a range, both included: `2025-03-01`..`2025-03-07` is 7. */
const daysBetween = (start: string, end: string): number =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * The member's transaction history (MEMTRANS3): every movement of the member's own wallet in the
 * merchant's currency, by days of the merchant's calendar, filtered by type, newest first.
 */
export function createTransactionsService(db: Database, clock: Clock) {
  const repo = createTransactionsRepository(db);
  return {
    /** One page with the totals of the whole filtered range; real accounts only. */
    async history(merchant: MerchantRow, session: SessionInfo, query: TransactionHistoryQuery) {
      requireRealAccount(session);
      const today = businessDayOf(clock.now(), merchant.timeZone);
      const endDate = query.endDate ?? today;
      const startDate = query.startDate ?? addDays(endDate, 1 - DEFAULT_DAYS);
      if (!isCalendarDay(startDate)) throw invalidRequest({ startDate: 'not a calendar day' });
      if (!isCalendarDay(endDate)) throw invalidRequest({ endDate: 'not a calendar day' });
      const days = daysBetween(startDate, endDate);
      if (days < 1) throw invalidRequest({ endDate: 'must not be before startDate' });
      if (days > MAX_TRANSACTION_RANGE_DAYS)
        throw invalidRequest({ endDate: `a range is at most ${MAX_TRANSACTION_RANGE_DAYS} days` });
      const filter = {
        merchantId: merchant.id,
        memberId: session.memberId,
        asset: merchant.currency,
        from: dayRange(startDate, merchant.timeZone).start,
        to: dayRange(endDate, merchant.timeZone).end,
        type: query.type ? filterOfType(query.type) : null,
      };
      const rows = await repo.page(filter, query.pageSize, (query.pageNo - 1) * query.pageSize);
      const totals = await repo.totals(filter);
      return { rows, totals, startDate, endDate, today, currency: merchant.currency };
    },
  };
}
export type TransactionsService = ReturnType<typeof createTransactionsService>;
