import { z } from 'zod';
import { c2cMatchStatuses } from '../c2c.ts';
import { defineAdminCall } from './call.ts';
import {
  idParamsSchema,
  isoTime,
  moneyText,
  pageOf,
  pageQuerySchema,
  reasonSchema,
} from './common.ts';

/** A C2C match as the operator sees it (decision 0055): both members, the money, the proofs. */
export const adminC2cMatchSchema = z.object({
  id: z.number().int(),
  depositId: z.number().int(),
  withdrawalId: z.number().int(),
  depositorId: z.number().int(),
  depositorUsername: z.string(),
  withdrawerId: z.number().int(),
  withdrawerUsername: z.string(),
  asset: z.string(),
  amount: moneyText,
  confirmedAmount: moneyText.nullable(),
  status: z.enum(c2cMatchStatuses),
  confirmBy: isoTime.nullable(),
  resolvedBy: z.string().nullable(),
  /** Proof ids: the depositor's payment and the withdrawer's non-receipt. */
  paymentProofs: z.array(z.number().int()),
  nonReceiptProofs: z.array(z.number().int()),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type AdminC2cMatch = z.infer<typeof adminC2cMatchSchema>;

export const adminC2cMatches = defineAdminCall({
  paths: ['/admin/api/c2c/matches'],
  methods: ['GET'],
  auth: 'operator',
  permission: 'withdrawals.read',
  summary: 'C2C matches, newest first (disputes: status `disputed`)',
  query: pageQuerySchema.extend({ status: z.enum(c2cMatchStatuses).optional() }),
  value: pageOf(adminC2cMatchSchema),
});

/** One proof image, base64 with its kind. */
export const adminC2cProof = defineAdminCall({
  paths: ['/admin/api/c2c/proofs/:id'],
  methods: ['GET'],
  auth: 'operator',
  permission: 'withdrawals.read',
  summary: 'One C2C proof image (base64)',
  params: idParamsSchema,
  value: z.object({
    id: z.number().int(),
    side: z.enum(['payment', 'non_receipt']),
    mime: z.enum(['image/png', 'image/jpeg']),
    data: z.string(),
  }),
});

/**
 * Decides a dispute (decision 0055): `received` moves the whole match to the depositor (final, like a
 * forced receipt); `not_received` refuses the deposit's part and returns the money to the withdrawal.
 */
export const adminDecideC2c = defineAdminCall({
  paths: ['/admin/api/c2c/matches/:id/decide'],
  methods: ['POST'],
  auth: 'operator',
  permission: 'withdrawals.decide',
  summary: 'Decides a disputed C2C match: received or not received (once, audited)',
  params: idParamsSchema,
  body: z.object({ outcome: z.enum(['received', 'not_received']) }),
  value: adminC2cMatchSchema,
});

/** A C2C withdrawal in the pool as the operator sees it (decision 0061). */
export const adminC2cPoolItemSchema = z.object({
  withdrawalId: z.number().int(),
  memberId: z.number().int(),
  memberUsername: z.string(),
  asset: z.string(),
  status: z.enum(['paying', 'paid', 'cancelled']),
  netAmount: moneyText,
  received: moneyText,
  inFlight: moneyText,
  open: moneyText,
  cancelledAmount: moneyText.nullable(),
  penalty: moneyText.nullable(),
  /** `member` or `operator:<id>`. */
  cancelledBy: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledAt: isoTime.nullable(),
  createdAt: isoTime,
});
export type AdminC2cPoolItem = z.infer<typeof adminC2cPoolItemSchema>;

export const adminC2cPool = defineAdminCall({
  paths: ['/admin/api/c2c/pool'],
  methods: ['GET'],
  auth: 'operator',
  permission: 'withdrawals.read',
  summary: 'C2C withdrawals being paid (open, in flight) or cancelled, newest first',
  query: pageQuerySchema.extend({ state: z.enum(['open', 'cancelled', 'all']).default('open') }),
  value: pageOf(adminC2cPoolItemSchema),
});

/**
 * Cancels the open part of a C2C withdrawal with a reason (decision 0061): released to the member in
 * full (no penalty on an operator's cancel); matches in flight finish as usual. Once, audited.
 */
export const adminCancelC2cWithdrawal = defineAdminCall({
  paths: ['/admin/api/c2c/withdrawals/:id/cancel'],
  methods: ['POST'],
  auth: 'operator',
  permission: 'withdrawals.decide',
  summary:
    "Cancels the part of a C2C withdrawal still open in the pool (the member's money released)",
  params: idParamsSchema,
  body: z.object({ reason: reasonSchema }),
  value: adminC2cPoolItemSchema,
});
