import { z } from 'zod';
import { defineAdminCall } from './call.ts';
import {
  idParamsSchema,
  isoTime,
  moneyText,
  pageOf,
  pageQuerySchema,
  reasonSchema,
} from './common.ts';

/**
 * Salary and dividend settlement runs in the back office (design/money.md §10, decision 0068): the
 * engine's runs of the agent kinds with their totals, a run's payments and the contract earnings
 * behind them, and the re-run of a run that failed (open after its period ended).
 */

/** The settlement kinds that pay agents. */
export const agentSettlementKinds = [
  'salary.realtime',
  'salary.hourly',
  'salary.daily',
  'dividend.daily',
  'dividend.weekly',
  'dividend.half-monthly',
  'dividend.monthly',
] as const;
export type AgentSettlementKind = (typeof agentSettlementKinds)[number];

export const settlementRunStatuses = ['open', 'settled'] as const;

/** A run with what it paid so far. */
export const settlementRunSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  period: z.string(),
  status: z.enum(settlementRunStatuses),
  createdAt: isoTime,
  settledAt: isoTime.nullable(),
  /** Payments (one per beneficiary and asset). */
  items: z.number().int(),
  /** What the payments moved, per asset. */
  totals: z.array(z.object({ asset: z.string(), amount: moneyText })),
  /** Accruals of the run's period still unpaid. */
  unpaid: z.number().int(),
  /** Open although its period ended: it failed, and an operator may run it again. */
  rerunnable: z.boolean(),
});
export type SettlementRun = z.infer<typeof settlementRunSchema>;

export const adminSettlementRuns = defineAdminCall({
  paths: ['/admin/api/settlement-runs'],
  methods: ['GET'],
  auth: 'operator',
  permission: 'settlements.read',
  summary: 'Salary and dividend runs, newest first, by kind, status and period (its beginning)',
  query: pageQuerySchema.extend({
    kind: z.enum(agentSettlementKinds).optional(),
    status: z.enum(settlementRunStatuses).optional(),
    period: z
      .string()
      .trim()
      .max(32)
      .regex(/^[\w:-]*$/)
      .optional(),
  }),
  value: pageOf(settlementRunSchema),
});

export const adminSettlementRun = defineAdminCall({
  paths: ['/admin/api/settlement-runs/:id'],
  methods: ['GET'],
  auth: 'operator',
  permission: 'settlements.read',
  summary: 'One salary or dividend run with its totals',
  params: idParamsSchema,
  value: settlementRunSchema,
});

/** One payment of a run: the beneficiary, what it was paid and the journal that paid it. */
export const settlementItemSchema = z.object({
  beneficiaryId: z.number().int(),
  account: z.string().nullable(),
  asset: z.string(),
  amount: moneyText,
  accruals: z.number().int(),
  /** Null when the accruals summed to zero. */
  journalId: z.number().int().nullable(),
  createdAt: isoTime,
});

export const adminSettlementRunItems = defineAdminCall({
  paths: ['/admin/api/settlement-runs/:id/items'],
  methods: ['GET'],
  auth: 'operator',
  permission: 'settlements.read',
  summary: "A run's payments, by beneficiary",
  params: idParamsSchema,
  query: pageQuerySchema,
  value: pageOf(settlementItemSchema),
});

/** What one contract earned its agent in the run's period, and how it was measured. */
export const settlementEarningSchema = z.object({
  earningId: z.number().int(),
  contractId: z.number().int(),
  agentId: z.number().int(),
  account: z.string().nullable(),
  /** A real-time salary's lottery round. */
  drawId: z.number().int().nullable(),
  asset: z.string(),
  base: moneyText,
  teamValidBet: moneyText,
  teamProfitLoss: moneyText,
  activeMembers: z.number().int(),
  rateBp: z.number().int(),
  gross: moneyText,
  downlineShare: moneyText,
  amount: moneyText,
  createdAt: isoTime,
});
export type SettlementEarning = z.infer<typeof settlementEarningSchema>;

export const adminSettlementRunEarnings = defineAdminCall({
  paths: ['/admin/api/settlement-runs/:id/earnings'],
  methods: ['GET'],
  auth: 'operator',
  permission: 'settlements.read',
  summary: "The contract earnings of the run's kind and period, by agent",
  params: idParamsSchema,
  query: pageQuerySchema,
  value: pageOf(settlementEarningSchema),
});

export const adminRerunSettlementRun = defineAdminCall({
  paths: ['/admin/api/settlement-runs/:id/rerun'],
  methods: ['POST'],
  auth: 'operator',
  permission: 'settlements.rerun',
  summary: 'Runs a failed run again: pays what is still unpaid, exactly once, and closes it',
  params: idParamsSchema,
  body: z.object({ reason: reasonSchema }),
  value: z.object({
    /** Payments this re-run made. */
    items: z.number().int(),
    /** What they moved, in the merchant's currency. */
    amount: moneyText,
    closed: z.boolean(),
    run: settlementRunSchema,
  }),
});
