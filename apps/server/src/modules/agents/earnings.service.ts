import type { ContractKind } from '@monsoon/contracts/agent-contracts';
import type { Database } from '@/db/client.ts';
import type { Clock } from '@/lib/clock.ts';
import { resolveDays, type ResolvedDays } from '@/lib/day-range.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import { requireRealAccount } from '@/modules/member/member.roles.ts';
import type { SessionInfo } from '@/modules/session/session.types.ts';
import { createEarningsRepository, type EarningRow } from './earnings.repository.ts';

/** The settlement kinds of a contract kind: one, or a prefix for dividends of every period. */
export const SETTLEMENT_KIND_OF: Record<ContractKind, string> = {
  realtime: 'salary.realtime',
  hourly: 'salary.hourly',
  daily: 'salary.daily',
  dividend: 'dividend.',
};

/** One page of an agent's earnings with the range's totals. */
export interface EarningsPage {
  rows: EarningRow[];
  totals: { count: number; base: bigint; amount: bigint; pending: bigint };
  days: ResolvedDays;
  pageNo: number;
  pageSize: number;
}

/** An agent's earnings of one contract kind (the salary and dividend pages' settlement lists). */
export function createEarningsService(deps: { db: Database; clock: Clock }) {
  const repo = createEarningsRepository(deps.db);
  return {
    /** Earnings computed in the range (the merchant's days), newest first, with totals. */
    async list(
      merchant: MerchantRow,
      session: SessionInfo,
      q: {
        kind: ContractKind;
        startDate?: string;
        endDate?: string;
        pageNo: number;
        pageSize: number;
      },
    ): Promise<EarningsPage> {
      requireRealAccount(session);
      const days = resolveDays(q, deps.clock.now(), merchant.timeZone, {
        defaultDays: 7,
        maxDays: 93,
      });
      const filter = {
        merchantId: merchant.id,
        agentId: session.memberId,
        kind: SETTLEMENT_KIND_OF[q.kind],
        from: days.from,
        to: days.to,
      };
      const rows = await repo.page(filter, q.pageSize, (q.pageNo - 1) * q.pageSize);
      return {
        rows,
        totals: await repo.totals(filter),
        days,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      };
    },
  };
}
export type EarningsService = ReturnType<typeof createEarningsService>;
