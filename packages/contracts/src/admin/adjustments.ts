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

export const adjustmentStatuses = ['pending', 'approved', 'rejected'] as const;
export const adjustmentDirections = ['credit', 'debit'] as const;
/**
 * What an adjustment corrects: the member's balance, or an agent's income (salary and dividends,
 * decision 0068), which reports count as income and the agent's expense account pays.
 */
export const adjustmentCategories = ['balance', 'agent.income'] as const;
export type AdjustmentCategory = (typeof adjustmentCategories)[number];

/** A manual adjustment: asked for by one operator, approved or rejected by another. */
export const adjustmentSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberUsername: z.string(),
  asset: z.string(),
  direction: z.enum(adjustmentDirections),
  category: z.enum(adjustmentCategories),
  /** Positive amount in the asset's scale. */
  amount: moneyText,
  reason: z.string(),
  status: z.enum(adjustmentStatuses),
  requestedBy: z.string(),
  requestedAt: isoTime,
  decidedBy: z.string().nullable(),
  decidedAt: isoTime.nullable(),
  decisionNote: z.string().nullable(),
  /** The ledger movement an approval posted. */
  journalId: z.number().int().nullable(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

export const adminAdjustments = defineAdminCall({
  paths: ['/admin/api/adjustments'],
  methods: ['GET'],
  auth: 'operator',
  permission: 'adjustments.read',
  summary: 'Manual adjustments, newest first',
  query: pageQuerySchema.extend({
    status: z.enum(adjustmentStatuses).optional(),
    category: z.enum(adjustmentCategories).optional(),
    memberId: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 53 - 1)
      .optional(),
  }),
  value: pageOf(adjustmentSchema),
});

export const adminRequestAdjustment = defineAdminCall({
  paths: ['/admin/api/adjustments'],
  methods: ['POST'],
  auth: 'operator',
  permission: 'adjustments.request',
  summary: "Asks for a manual credit or debit of a member's balance (another operator approves)",
  body: z.object({
    memberId: z
      .number()
      .int()
      .positive()
      .max(2 ** 53 - 1),
    /** Defaults to the merchant's currency. */
    asset: z.string().trim().min(1).max(16).optional(),
    direction: z.enum(adjustmentDirections),
    /** Defaults to `balance`; `agent.income` only for agents. */
    category: z.enum(adjustmentCategories).default('balance'),
    /** Decimal text, e.g. "150.00"; positive, at most the asset's decimals. */
    amount: z
      .string()
      .trim()
      .regex(/^\d{1,13}(?:\.\d{1,8})?$/),
    reason: reasonSchema,
  }),
  value: adjustmentSchema,
});

export const adminApproveAdjustment = defineAdminCall({
  paths: ['/admin/api/adjustments/:id/approve'],
  methods: ['POST'],
  auth: 'operator',
  permission: 'adjustments.decide',
  summary: 'Approves an adjustment: posts exactly one ledger movement',
  params: idParamsSchema,
  body: z.object({ note: z.string().trim().max(500).optional() }),
  value: adjustmentSchema,
});

export const adminRejectAdjustment = defineAdminCall({
  paths: ['/admin/api/adjustments/:id/reject'],
  methods: ['POST'],
  auth: 'operator',
  permission: 'adjustments.decide',
  summary: 'Rejects an adjustment with a reason; no money moves',
  params: idParamsSchema,
  body: z.object({ note: reasonSchema }),
  value: adjustmentSchema,
});
