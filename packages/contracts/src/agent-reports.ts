import { z } from 'zod';
import { defineCall } from './call.ts';
import { textNoticeSchema } from './content.ts';
import { productTypes } from './records.ts';
import { transactionRecordSchema, transactionTypes } from './transactions.ts';
import { wireAmountSchema } from './wire-amount.ts';

/**
 * The agent centre's reports (wire-api §10.2, §10.3; decision 0068): team overview, team betting, user
 * P&L, the agent's own income, the team's transactions and the agent notices. Every report covers the
 * caller's team: the caller itself (level 0) and every descendant in `member_tree`. Bets come from the
 * wager-fact rollup (member-day totals, money.md §9), days are business days of the merchant's time
 * zone, and P&L is always the players' view: win − valid bet, positive when the team won.
 * An `account` outside the caller's team answers `agent.downline.not.found`, as one that does not exist.
 */

const money = wireAmountSchema;
const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');

/** Longest range one report may ask for, in days (about three months). */
export const MAX_AGENT_REPORT_RANGE_DAYS = 93;

/** An optional account filter: blank means none. */
const accountParam = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().min(1).max(64).optional(),
);

const rangeQuery = {
  /** First business day; defaults to 6 days before endDate. */
  startDate: dayText.optional(),
  /** Last business day, included; defaults to the merchant's today. */
  endDate: dayText.optional(),
};
const pageQuery = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
const rangeValue = {
  startDate: dayText,
  endDate: dayText,
  /** The merchant's today, from which the site counts its date presets. */
  today: dayText,
  currency: z.string(),
};
const pageValue = {
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
};

/** Sums of bets: stake, valid bet, win and the players' P&L (win − valid bet). */
export const teamBetTotalsSchema = z.object({
  betAmount: money,
  validBet: money,
  winAmount: money,
  /** winAmount − validBet: positive when the players won. */
  profit: money,
  count: z.number().int(),
});

// ---- Team overview -------------------------------------------------------------------------------

/** The overview's periods: business days of the merchant, the week from Monday, the month from the 1st. */
export const teamPeriods = ['today', 'yesterday', 'thisWeek', 'thisMonth'] as const;
export type TeamPeriod = (typeof teamPeriods)[number];

export const teamOverviewQuerySchema = z.object({
  period: z.enum(teamPeriods).default('today'),
});
export type TeamOverviewQuery = z.infer<typeof teamOverviewQuerySchema>;

export const teamOverviewDaySchema = z.object({
  date: dayText,
  validBet: money,
  /** The players' P&L of the day (win − valid bet). */
  profit: money,
});
export type TeamOverviewDay = z.infer<typeof teamOverviewDaySchema>;

export const teamOverviewValueSchema = z.object({
  period: z.enum(teamPeriods),
  /** Downlines at every level, the agent not counted (now, not at the period's end). */
  teamSize: z.number().int(),
  /** Downlines who registered in the period. */
  newMembers: z.number().int(),
  /** Team members (the agent included) with a valid bet in the period. */
  activeMembers: z.number().int(),
  /** Team members (the agent included) whose first deposit ever was credited in the period. */
  firstDepositMembers: z.number().int(),
  /** Deposits credited to the team's wallets (PSP orders paid, less their fee; C2C receipts). */
  depositAmount: money,
  /** Withdrawals paid out of the team's wallets (PSP payouts paid; C2C receipts confirmed). */
  withdrawalAmount: money,
  validBet: money,
  winAmount: money,
  /** The players' P&L (win − valid bet): positive when the team won, negative when the house did. */
  profit: money,
  /** One entry per business day of the period, oldest first, days without bets at 0. */
  days: z.array(teamOverviewDaySchema),
  ...rangeValue,
});
export type TeamOverviewValue = z.infer<typeof teamOverviewValueSchema>;

export const teamOverview = defineCall({
  paths: ['/wps/relay/MCSFE_getTeamOverview'],
  methods: ['GET'],
  auth: 'session',
  summary:
    "The agent's team in a period: size, new, active and first-deposit members, money and bets",
  query: teamOverviewQuerySchema,
  value: teamOverviewValueSchema,
});

// ---- Team betting --------------------------------------------------------------------------------

/** Rows of the team-betting report: one per product, or one per team member. */
export const teamBettingViews = ['product', 'member'] as const;

export const teamBettingQuerySchema = z.object({
  ...rangeQuery,
  /** One product, or all when absent. */
  productType: z.enum(productTypes).optional(),
  /** One team member (username), or the whole team when absent. */
  account: accountParam,
  view: z.enum(teamBettingViews).default('product'),
  ...pageQuery,
});
export type TeamBettingQuery = z.infer<typeof teamBettingQuerySchema>;

export const teamBettingRowSchema = teamBetTotalsSchema.extend({
  /** The product of a `product` row; null on a `member` row (its products summed). */
  productType: z.enum(productTypes).nullable(),
  /** The member of a `member` row; null on a `product` row. */
  account: z.string().nullable(),
  /** Levels below the agent (0: the agent itself) of a `member` row. */
  level: z.number().int().nullable(),
});
export type TeamBettingRow = z.infer<typeof teamBettingRowSchema>;

export const teamBettingValueSchema = z.object({
  view: z.enum(teamBettingViews),
  /** Products in the order of `productTypes`; members by valid bet, largest first. */
  list: z.array(teamBettingRowSchema),
  ...pageValue,
  /** Over the whole filter, not only the page. */
  summary: teamBetTotalsSchema,
  ...rangeValue,
});
export type TeamBettingValue = z.infer<typeof teamBettingValueSchema>;

export const teamBetting = defineCall({
  paths: ['/wps/report/teamPVPRNGBetting', '/wps/report/teamPVPFishingPNL'],
  methods: ['GET'],
  auth: 'session',
  summary: "The agent's team's bets per product or per member over a range of business days",
  query: teamBettingQuerySchema,
  value: teamBettingValueSchema,
});

// ---- User P&L ------------------------------------------------------------------------------------

export const userProfitQuerySchema = z.object({
  ...rangeQuery,
  /** One team member (username), or every member with activity in the range. */
  account: accountParam,
  ...pageQuery,
});
export type UserProfitQuery = z.infer<typeof userProfitQuerySchema>;

const userProfitTotals = {
  validBet: money,
  winAmount: money,
  /** winAmount − validBet (the player's view). */
  profit: money,
  depositAmount: money,
  withdrawalAmount: money,
  /** Bets. */
  count: z.number().int(),
};

export const userProfitRowSchema = z.object({
  account: z.string(),
  /** Levels below the agent (0: the agent itself). */
  level: z.number().int(),
  ...userProfitTotals,
});
export type UserProfitRow = z.infer<typeof userProfitRowSchema>;

export const userProfitValueSchema = z.object({
  /** Members with bets, deposits or withdrawals in the range (the one asked for always), by valid bet. */
  list: z.array(userProfitRowSchema),
  ...pageValue,
  summary: z.object(userProfitTotals),
  ...rangeValue,
});
export type UserProfitValue = z.infer<typeof userProfitValueSchema>;

export const userProfit = defineCall({
  paths: ['/wps/report/downlineLottoPNL'],
  methods: ['GET'],
  auth: 'session',
  summary:
    "Each team member's valid bet, win, P&L, deposits and withdrawals over a range (every product)",
  query: userProfitQuerySchema,
  value: userProfitValueSchema,
});

// ---- My income -----------------------------------------------------------------------------------

/** The contract kinds an earning belongs to (decision 0068). */
export const incomeKinds = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type IncomeKind = (typeof incomeKinds)[number];

/** `issued`: the settlement run paid it; `pending`: written, not paid yet. */
export const incomeStatuses = ['pending', 'issued'] as const;

export const incomeQuerySchema = z.object({
  ...rangeQuery,
  kind: z.enum(incomeKinds).optional(),
  ...pageQuery,
});
export type IncomeQuery = z.infer<typeof incomeQuerySchema>;

export const incomeRowSchema = z.object({
  id: z.string(),
  kind: z.enum(incomeKinds),
  /** The settlement run's kind: `salary.daily`, `dividend.weekly`... */
  settlementKind: z.string(),
  /** The period paid (decision 0068): `2026-11-25`, `2026-11-25T05:00Z`, `2026-W48`, `2026-11-H2`... */
  period: z.string(),
  /** A real-time salary's lottery round (its period is the 5-minute window of the round's draw). */
  drawId: z.string().nullable(),
  /** What the rate applies to (team valid bet, team net loss...). */
  base: money,
  teamValidBet: money,
  /** The team's P&L of the period as the contract measured it. */
  teamProfitLoss: money,
  activeMembers: z.number().int(),
  /** Basis points: 150 = 1.5 %. */
  rateBp: z.number().int(),
  gross: money,
  /** What the direct downlines' own contracts took of the gross. */
  downlineShare: money,
  amount: money,
  status: z.enum(incomeStatuses),
  /** When the earning was computed, epoch ms. */
  createdAt: z.number().int(),
});
export type IncomeRow = z.infer<typeof incomeRowSchema>;

const incomeTotals = {
  count: z.number().int(),
  amount: money,
  pending: money,
  issued: money,
};

export const incomeValueSchema = z.object({
  /** Newest first. */
  list: z.array(incomeRowSchema),
  ...pageValue,
  /** Totals per kind over the whole filter, in the order of `incomeKinds`, kinds with earnings only. */
  byKind: z.array(z.object({ kind: z.enum(incomeKinds), ...incomeTotals })),
  summary: z.object(incomeTotals),
  ...rangeValue,
});
export type IncomeValue = z.infer<typeof incomeValueSchema>;

export const income = defineCall({
  paths: ['/wps/report/income'],
  methods: ['GET'],
  auth: 'session',
  summary:
    "The agent's contract earnings (salaries, dividends) computed in a range, with their status",
  query: incomeQuerySchema,
  value: incomeValueSchema,
});

// ---- Transaction details -------------------------------------------------------------------------

export const teamTransactionsQuerySchema = z.object({
  ...rangeQuery,
  account: accountParam,
  type: z.enum(transactionTypes).optional(),
  ...pageQuery,
});
export type TeamTransactionsQuery = z.infer<typeof teamTransactionsQuerySchema>;

export const teamTransactionSchema = transactionRecordSchema.extend({ account: z.string() });
export type TeamTransaction = z.infer<typeof teamTransactionSchema>;

export const teamTransactionsValueSchema = z.object({
  /** Newest first. */
  list: z.array(teamTransactionSchema),
  ...pageValue,
  summary: z.object({ totalIn: z.number(), totalOut: z.number(), net: z.number() }),
  ...rangeValue,
});
export type TeamTransactionsValue = z.infer<typeof teamTransactionsValueSchema>;

export const teamTransactions = defineCall({
  paths: ['/wps/report/downlineTransaction'],
  methods: ['GET'],
  auth: 'session',
  summary:
    "The team members' wallet movements in a range, filtered by member and type, newest first",
  query: teamTransactionsQuerySchema,
  value: teamTransactionsValueSchema,
});

// ---- Agent notices -------------------------------------------------------------------------------

/** The announcement type of notices only agents see (never in the public feed). */
export const AGENT_ANNOUNCEMENT_TYPE = 'AG';

export const agentAnnouncements = defineCall({
  paths: ['/wps/relay/MCSFE_getAgentAnnouncements'],
  methods: ['GET'],
  modId: 'AGEANNOUNCE3',
  auth: 'session',
  summary: 'The live notices for agents (announcement type AG), in the request language',
  value: z.array(textNoticeSchema),
});
