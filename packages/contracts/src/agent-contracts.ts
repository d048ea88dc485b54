import { z } from 'zod';
import { defineCall } from './call.ts';
import { wireAmountSchema } from './wire-amount.ts';

/**
 * Agent contracts (design/money.md §13, decision 0068): an upline offers a direct downline a contract
 * of one kind; the downline accepts or rejects; either side may ask to end it. Rates are basis points
 * (1/100 of a percent) on a base that depends on the kind; tiers pick the rate by the period's base
 * and active members.
 */

const money = wireAmountSchema;

export const CONTRACT_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export const contractKindSchema = z.enum(CONTRACT_KINDS);
export type ContractKind = z.infer<typeof contractKindSchema>;

/** A dividend's period (spec §9: daily, weekly, half-monthly, monthly). */
export const DIVIDEND_PERIODS = ['daily', 'weekly', 'half-monthly', 'monthly'] as const;
/** What a real-time salary is computed on per lottery round (spec §1). */
export const REALTIME_BASES = ['profit', 'loss', 'single'] as const;

export const CONTRACT_STATUSES = [
  'pending',
  'active',
  'rejected',
  'terminated',
  'withdrawn',
] as const;
export const contractStatusSchema = z.enum(CONTRACT_STATUSES);
export type ContractStatus = z.infer<typeof contractStatusSchema>;

/** At most this many tiers in one contract. */
export const MAX_CONTRACT_TIERS = 10;

/** A rate in basis points: 0 to 10,000 (100 %). */
export const rateBpSchema = z.number().int().min(0).max(10_000);

/** A threshold as typed, in the currency's major unit with at most 2 decimals (`"10000"`, `"500.50"`). */
const thresholdSchema = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,2})?$/, 'a decimal amount with at most 2 decimals');

/** One tier as a client sends it. */
export const contractTierInputSchema = z.object({
  /** The period's base (team valid bet, net loss...) from which the tier applies. */
  minBase: thresholdSchema,
  /** Members of the team with a valid bet in the period, from which the tier applies. */
  minActiveMembers: z.number().int().min(0).max(1_000_000),
  rateBp: rateBpSchema,
});

/** The terms of a contract as a client sends them (an offer, an operator's grant). */
export const contractTermsInputSchema = z.object({
  tiers: z.array(contractTierInputSchema).min(1).max(MAX_CONTRACT_TIERS),
  /** Dividends only: the period paid. */
  period: z.enum(DIVIDEND_PERIODS).optional(),
  /** Real-time salary only: the base per round. */
  base: z.enum(REALTIME_BASES).optional(),
});
export type ContractTermsInput = z.infer<typeof contractTermsInputSchema>;

/** One tier as the server answers it. */
export const contractTierSchema = z.object({
  minBase: money,
  minActiveMembers: z.number().int(),
  rateBp: z.number().int(),
});

export const contractTermsSchema = z.object({
  tiers: z.array(contractTierSchema),
  period: z.enum(DIVIDEND_PERIODS).nullable(),
  base: z.enum(REALTIME_BASES).nullable(),
  /** The highest rate of the tiers. */
  maxRateBp: z.number().int(),
});
export type ContractTerms = z.infer<typeof contractTermsSchema>;

/** A contract as either side sees it. */
export const contractSchema = z.object({
  contractId: z.number().int(),
  kind: contractKindSchema,
  status: contractStatusSchema,
  /** The upline's account; null for a contract the operator granted. */
  upline: z.string().nullable(),
  downline: z.string(),
  terms: contractTermsSchema,
  /** Who asked to end it while the other side has not answered. */
  terminationRequestedBy: z.enum(['upline', 'downline']).nullable(),
  /** Epoch ms. */
  createdAt: z.number().int(),
  respondedAt: z.number().int().nullable(),
  endedAt: z.number().int().nullable(),
  /** `terminated`, `replaced`, `higher_rate`, `operator`... */
  endReason: z.string().nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

/** A downline contract that accepting an offer would end (its rate is above the offered one). */
export const endangeredContractSchema = z.object({
  contractId: z.number().int(),
  downline: z.string(),
  maxRateBp: z.number().int(),
});

/** What the member has to answer: a new contract, or the upline's request to end the current one. */
export const contractRequestSchema = z.object({
  type: z.enum(['new', 'termination']),
  contract: contractSchema,
  /** For a new contract: the member's downline contracts that accepting ends (spec §4's warning). */
  wouldTerminate: z.array(endangeredContractSchema),
});
export type ContractRequest = z.infer<typeof contractRequestSchema>;

/** The prompt calls' input: no action (or `info`) reads; the others answer the request or ask to end. */
export const contractProcessInputSchema = z.object({
  action: z.enum(['info', 'accept', 'reject', 'terminate']).default('info'),
  /** The contract the action is about (the request's, or the one in force for `terminate`). */
  contractId: z.coerce.number().int().positive().optional(),
});
export type ContractProcessInput = z.infer<typeof contractProcessInputSchema>;

export const contractProcessValueSchema = z.object({
  kind: contractKindSchema,
  /** The member's contract in force, if any. */
  contract: contractSchema.nullable(),
  /** What waits for the member's answer, if anything. */
  request: contractRequestSchema.nullable(),
  /** What the action did: null for `info`. */
  outcome: z.enum(['accepted', 'rejected', 'terminated', 'termination.requested']).nullable(),
});
export type ContractProcessValue = z.infer<typeof contractProcessValueSchema>;

const processCall = <const P extends readonly [string, ...string[]], const M extends string>(
  paths: P,
  modId: M,
  kind: ContractKind,
) =>
  defineCall({
    paths,
    // The desktop sends GET for dividends and daily salary, POST for the others; both are answered.
    methods: kind === 'dividend' || kind === 'daily' ? ['GET', 'POST'] : ['POST', 'GET'],
    modId,
    auth: 'session',
    summary: `The member's ${kind} contract: read it, answer the upline's request, or ask to end it`,
    query: contractProcessInputSchema,
    body: contractProcessInputSchema.optional(),
    value: contractProcessValueSchema,
  });

export const processDividendContract = processCall(
  ['/wps/relay/MCSFE_processContractDividend', '/wps/relay/MCS2_processDividendReq'],
  'SIGNCONDIV3',
  'dividend',
);
export const processDailySalaryContract = processCall(
  ['/wps/relay/MCSFE_processDailySalaryContract', '/wps/relay/MCS2_processDailySalContract'],
  'DAILYSALCONT3',
  'daily',
);
export const processHourlySalaryContract = processCall(
  ['/wps/relay/MCSFE_processContractHourSalary', '/wps/relay/MCS2_processContractHourSalary'],
  'HOURSAL3',
  'hourly',
);
export const processRealtimeSalaryContract = processCall(
  ['/wps/relay/MCSFE_processRealTimeSalaryContract'],
  'RTSALARY3',
  'realtime',
);

/** The four prompt calls by kind. */
export const contractProcessCalls = {
  dividend: processDividendContract,
  daily: processDailySalaryContract,
  hourly: processHourlySalaryContract,
  realtime: processRealtimeSalaryContract,
} as const;

/** A direct downline as the contract pages list it. */
export const contractDownlineSchema = z.object({
  memberId: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  isAgent: z.number().int(),
  /** Its contract of this kind in force. */
  contract: contractSchema.nullable(),
  /** An offer of this kind waiting for its answer. */
  pending: contractSchema.nullable(),
});

export const agentContractsValueSchema = z.object({
  kind: contractKindSchema,
  /** The caller's own contract of this kind in force (what it may offer below). */
  mine: contractSchema.nullable(),
  /** Whether the caller may offer this kind to its direct downlines (its type and its own contract). */
  canOffer: z.boolean(),
  downlines: z.array(contractDownlineSchema),
});
export type AgentContractsValue = z.infer<typeof agentContractsValueSchema>;

export const agentContracts = defineCall({
  paths: ['/wps/relay/MCSFE_getAgentContracts'],
  methods: ['GET'],
  modId: 'AGENTPOLICY3',
  auth: 'session',
  summary: "The agent's contract of a kind and its direct downlines' contracts and offers",
  query: z.object({ kind: contractKindSchema }),
  value: agentContractsValueSchema,
});

export const offerContract = defineCall({
  paths: ['/wps/relay/MCSFE_offerAgentContract'],
  methods: ['POST'],
  modId: 'AGENTPOLICY3',
  auth: 'session',
  summary: 'Offers (or adjusts) a contract to a direct downline; the downline accepts or rejects',
  body: z.object({
    kind: contractKindSchema,
    downlineId: z.number().int().positive(),
    terms: contractTermsInputSchema,
  }),
  value: contractSchema,
});

export const requestContractTermination = defineCall({
  paths: ['/wps/relay/MCSFE_requestContractTermination'],
  methods: ['POST'],
  modId: 'AGENTPOLICY3',
  auth: 'session',
  summary:
    "The upline asks to end a direct downline's contract (or withdraws an offer not yet answered)",
  body: z.object({ contractId: z.number().int().positive() }),
  value: contractSchema,
});

/** One earning of a contract: what a period paid (or will pay) and how it was measured. */
export const contractEarningSchema = z.object({
  earningId: z.number().int(),
  contractId: z.number().int(),
  /** The settlement kind: `salary.realtime`, `salary.hourly`, `salary.daily`, `dividend.weekly`... */
  kind: z.string(),
  period: z.string(),
  /** A real-time salary's lottery round. */
  drawId: z.number().int().nullable(),
  base: money,
  teamValidBet: money,
  teamProfitLoss: money,
  activeMembers: z.number().int(),
  rateBp: z.number().int(),
  gross: money,
  downlineShare: money,
  amount: money,
  /** `pending` until the run pays it, then `issued`. */
  status: z.enum(['pending', 'issued']),
  /** Epoch ms. */
  createdAt: z.number().int(),
});
export type ContractEarning = z.infer<typeof contractEarningSchema>;

const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');

export const contractEarnings = defineCall({
  paths: ['/wps/relay/MCSFE_getContractEarnings'],
  methods: ['GET'],
  modId: 'AGENTPOLICY3',
  auth: 'session',
  summary: "The agent's earnings of one contract kind in a date range, newest first",
  query: z.object({
    kind: contractKindSchema,
    startDate: dayText.optional(),
    endDate: dayText.optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: z.object({
    list: z.array(contractEarningSchema),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    startDate: dayText,
    endDate: dayText,
    today: dayText,
    /** Sums over the whole range. */
    summary: z.object({ base: money, amount: money, pending: money }),
    currency: z.string(),
  }),
});
