import type {
  IncomeKind,
  IncomeQuery,
  TeamBettingQuery,
  TeamOverviewQuery,
  TeamTransactionsQuery,
  UserProfitQuery,
} from '@monsoon/contracts/agent-reports';
import type { Database } from '@/db/client.ts';
import { businessDayOf } from '@/lib/business-day.ts';
import type { Clock } from '@/lib/clock.ts';
import { AppError } from '@/lib/errors.ts';
import type { ContentService } from '@/modules/content/content.service.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import { requireAgent, requireRealAccount } from '@/modules/member/member.roles.ts';
import type { SessionInfo } from '@/modules/session/session.types.ts';
import { filterOfType } from '@/modules/wallet/transaction-types.ts';
import { createBettingRepository } from './reports.betting.repository.ts';
import { createIncomeRepository } from './reports.income.repository.ts';
import { createOverviewRepository } from './reports.overview.repository.ts';
import { createProfitRepository } from './reports.profit.repository.ts';
import { periodRange, reportRange, type ReportRange } from './reports.range.ts';
import { createScopeRepository } from './reports.scope.repository.ts';
import type { TeamScope } from './reports.sql.ts';
import { createTeamTransactionsRepository } from './reports.transactions.repository.ts';

/** The settlement kinds (LIKE patterns) of each contract kind's earnings (decision 0068). */
export const settlementKindsOf: Record<IncomeKind, string> = {
  dividend: 'dividend.%',
  daily: 'salary.daily',
  hourly: 'salary.hourly',
  realtime: 'salary.realtime',
};

/** A page's limit and offset. */
const paging = (q: { pageNo: number; pageSize: number }) =>
  [q.pageSize, (q.pageNo - 1) * q.pageSize] as const;

/**
 * The agent centre's reports (decision 0068): every call is an agent's (a trial account answers
 * in_need_true_account, a plain member error_not_agent) and reads the caller's team only; an `account`
 * outside it answers agent.downline.not.found, as one that does not exist.
 */
export function createAgentReportsService(deps: {
  db: Database;
  clock: Clock;
  content: ContentService;
}) {
  const { db, clock, content } = deps;
  const scopeRepo = createScopeRepository(db);
  const overviewRepo = createOverviewRepository(db);
  const bettingRepo = createBettingRepository(db);
  const profitRepo = createProfitRepository(db);
  const incomeRepo = createIncomeRepository(db);
  const transactionsRepo = createTeamTransactionsRepository(db);

  const agentOnly = (session: SessionInfo): void => {
    requireRealAccount(session);
    requireAgent(session);
  };
  const todayOf = (merchant: MerchantRow) => businessDayOf(clock.now(), merchant.timeZone);

  /** The team scope of a checked caller over a range, narrowed to `account` when given. */
  async function scopeOf(
    merchant: MerchantRow,
    session: SessionInfo,
    range: ReportRange,
    account: string | undefined,
  ): Promise<TeamScope> {
    let memberId: number | null = null;
    if (account !== undefined) {
      const found = await scopeRepo.teamMember(merchant.id, session.memberId, account);
      if (!found) throw new AppError('agent.downline.not.found');
      memberId = found.memberId;
    }
    return {
      merchantId: merchant.id,
      agentId: session.memberId,
      memberId,
      asset: merchant.currency,
      fromDay: range.startDate,
      toDay: range.endDate,
      from: range.from,
      to: range.to,
    };
  }

  /** A range query's checked range and scope. */
  async function rangedScope(
    merchant: MerchantRow,
    session: SessionInfo,
    q: {
      startDate?: string | undefined;
      endDate?: string | undefined;
      account?: string | undefined;
    },
  ) {
    agentOnly(session);
    const range = reportRange(q, todayOf(merchant), merchant.timeZone);
    return { range, scope: await scopeOf(merchant, session, range, q.account) };
  }

  return {
    /** The team overview of one period (team size, members, money, bets, a series per day). */
    async overview(merchant: MerchantRow, session: SessionInfo, q: TeamOverviewQuery) {
      agentOnly(session);
      const range = periodRange(q.period, todayOf(merchant), merchant.timeZone);
      const scope = await scopeOf(merchant, session, range, undefined);
      return { range, figures: await overviewRepo.figures(scope), currency: merchant.currency };
    },

    /** The team's bets per product, or one page per member, with the totals. */
    async betting(merchant: MerchantRow, session: SessionInfo, q: TeamBettingQuery) {
      const { range, scope } = await rangedScope(merchant, session, q);
      const product = q.productType ?? null;
      const page =
        q.view === 'product'
          ? await bettingRepo.byProduct(scope, product)
          : await bettingRepo.byMember(scope, product, ...paging(q));
      return { range, currency: merchant.currency, ...page };
    },

    /** Each team member's bets and money over the range, one page. */
    async profit(merchant: MerchantRow, session: SessionInfo, q: UserProfitQuery) {
      const { range, scope } = await rangedScope(merchant, session, q);
      const r = await profitRepo.page(scope, ...paging(q));
      return { range, currency: merchant.currency, ...r };
    },

    /** The caller's own contract earnings computed in the range, one page, with totals per kind. */
    async income(merchant: MerchantRow, session: SessionInfo, q: IncomeQuery) {
      agentOnly(session);
      const range = reportRange(q, todayOf(merchant), merchant.timeZone);
      const filter = {
        merchantId: merchant.id,
        agentId: session.memberId,
        from: range.from,
        to: range.to,
        kinds: q.kind ? [settlementKindsOf[q.kind]] : null,
      };
      const rows = await incomeRepo.page(filter, ...paging(q));
      const sums = await incomeRepo.sumsByKind(filter);
      return { range, currency: merchant.currency, rows, sums };
    },

    /** The team's wallet movements in the range, one page, with the totals. */
    async transactions(merchant: MerchantRow, session: SessionInfo, q: TeamTransactionsQuery) {
      const { range, scope } = await rangedScope(merchant, session, q);
      const filter = { ...scope, type: q.type ? filterOfType(q.type) : null };
      const rows = await transactionsRepo.page(filter, ...paging(q));
      const totals = await transactionsRepo.totals(filter);
      return { range, currency: merchant.currency, rows, totals };
    },

    /** The live agent notices (announcement type AG) of the merchant. */
    async announcements(merchant: MerchantRow, session: SessionInfo) {
      agentOnly(session);
      return content.agentNotices(merchant);
    },
  };
}
export type AgentReportsService = ReturnType<typeof createAgentReportsService>;
