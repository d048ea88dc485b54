import {
  MAX_TRANSACTION_RANGE_DAYS,
  type TransactionHistoryQuery,
} from '@monsoon/contracts/transactions';
import type { Database } from '@/db/client.ts';
import type { Clock } from '@/lib/clock.ts';
import { resolveDays } from '@/lib/day-range.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import { requireRealAccount } from '@/modules/member/member.roles.ts';
import type { SessionInfo } from '@/modules/session/session.types.ts';
import { filterOfType } from './transaction-types.ts';
import { createTransactionsRepository } from './transactions.repository.ts';

/** Days of the default range: the last 7 days, today included (the site's first preset). */
const DEFAULT_DAYS = 7;

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
      const days = resolveDays(query, clock.now(), merchant.timeZone, {
        defaultDays: DEFAULT_DAYS,
        maxDays: MAX_TRANSACTION_RANGE_DAYS,
      });
      const { startDate, endDate, today } = days;
      const filter = {
        merchantId: merchant.id,
        memberId: session.memberId,
        asset: merchant.currency,
        from: days.from,
        to: days.to,
        type: query.type ? filterOfType(query.type) : null,
      };
      const rows = await repo.page(filter, query.pageSize, (query.pageNo - 1) * query.pageSize);
      const totals = await repo.totals(filter);
      return { rows, totals, startDate, endDate, today, currency: merchant.currency };
    },
  };
}
export type TransactionsService = ReturnType<typeof createTransactionsService>;
