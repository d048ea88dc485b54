import { MAX_RECORD_RANGE_DAYS, productTypes } from '@monsoon/contracts/records';
import type { BetRecordsQuery, PersonalProfitQuery } from '@monsoon/contracts/records';
import type { Database } from '@/db/client.ts';
import { addDays, businessDayOf, dayRange, isCalendarDay } from '@/lib/business-day.ts';
import type { Clock } from '@/lib/clock.ts';
import { invalidRequest } from '@/lib/errors.ts';
import type { FactsService } from '@/modules/facts/facts.service.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import { requireRealAccount } from '@/modules/member/member.roles.ts';
import type { SessionInfo } from '@/modules/session/session.types.ts';
import { createRecordsRepository, type FactTotals } from './records.repository.ts';

/** Days of the default range: the last 7 days, today included (the first preset of spec §9). */
const DEFAULT_DAYS = 7;

const daysBetween = (start: string, end: string): number =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;

/** A range of business days, checked, with the merchant's today. */
export interface DayRange {
  startDate: string;
  endDate: string;
  today: string;
}

/**
 * The member's betting records and P&L (decision 0052), from wager facts: records read the facts
 * themselves (every settled bet at once), the P&L reads the member-day totals that the facts' consumer
 * builds. Both count a bet on the business day it settled, in the merchant's time zone.
 */
export function createRecordsService(deps: { db: Database; clock: Clock; facts: FactsService }) {
  const { clock, facts } = deps;
  const repo = createRecordsRepository(deps.db);

  const rangeOf = (
    merchant: MerchantRow,
    q: { startDate?: string | undefined; endDate?: string | undefined },
  ): DayRange => {
    const today = businessDayOf(clock.now(), merchant.timeZone);
    const endDate = q.endDate ?? today;
    const startDate = q.startDate ?? addDays(endDate, 1 - DEFAULT_DAYS);
    if (!isCalendarDay(startDate)) throw invalidRequest({ startDate: 'not a calendar day' });
    if (!isCalendarDay(endDate)) throw invalidRequest({ endDate: 'not a calendar day' });
    const days = daysBetween(startDate, endDate);
    if (days < 1) throw invalidRequest({ endDate: 'must not be before startDate' });
    if (days > MAX_RECORD_RANGE_DAYS)
      throw invalidRequest({ endDate: `a range is at most ${MAX_RECORD_RANGE_DAYS} days` });
    return { startDate, endDate, today };
  };

  return {
    /** One page of settled bets, newest first, with the totals of the whole range. */
    async bets(merchant: MerchantRow, session: SessionInfo, q: BetRecordsQuery) {
      requireRealAccount(session);
      const range = rangeOf(merchant, q);
      const filter = {
        merchantId: merchant.id,
        memberId: session.memberId,
        asset: merchant.currency,
        from: dayRange(range.startDate, merchant.timeZone).start,
        to: dayRange(range.endDate, merchant.timeZone).end,
        productType: q.productType ?? null,
      };
      const rows = await repo.page(filter, q.pageSize, (q.pageNo - 1) * q.pageSize);
      const totals = await repo.totals(filter);
      return { rows, totals, range, currency: merchant.currency };
    },

    /** Totals per product over the range, from the member-day totals. */
    async profit(merchant: MerchantRow, session: SessionInfo, q: PersonalProfitQuery) {
      requireRealAccount(session);
      const range = rangeOf(merchant, q);
      const days = await facts.memberDayTotals({
        merchantId: merchant.id,
        memberId: session.memberId,
        fromDay: range.startDate,
        toDay: range.endDate,
      });
      const byProduct = new Map<string, FactTotals>();
      const total: FactTotals = { stake: 0n, validBet: 0n, payout: 0n, count: 0 };
      for (const d of days) {
        if (d.asset !== merchant.currency) continue;
        if (q.productType !== undefined && d.productType !== q.productType) continue;
        const sum = byProduct.get(d.productType) ?? {
          stake: 0n,
          validBet: 0n,
          payout: 0n,
          count: 0,
        };
        for (const s of [sum, total]) {
          s.stake += d.stake;
          s.validBet += d.validBet;
          s.payout += d.payout;
          s.count += d.count;
        }
        byProduct.set(d.productType, sum);
      }
      const products = productTypes.flatMap((p) => {
        const sum = byProduct.get(p);
        return sum ? [{ productType: p, ...sum }] : [];
      });
      return { products, total, range, currency: merchant.currency };
    },
  };
}
export type RecordsService = ReturnType<typeof createRecordsService>;
