import { z } from 'zod';
import { withdrawalStatuses } from '../withdrawals.ts';
import { defineAdminCall } from './call.ts';
import {
  idParamsSchema,
  isoTime,
  moneyText,
  pageOf,
  pageQuerySchema,
  reasonSchema,
} from './common.ts';

/** A withdrawal in the operator's queue (the payee masked: only its last 4 characters). */
export const adminWithdrawalSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberUsername: z.string(),
  asset: z.string(),
  amount: moneyText,
  fee: moneyText,
  netAmount: moneyText,
  status: z.enum(withdrawalStatuses),
  payeeType: z.enum(['B', 'E', 'V']),
  bankCode: z.string(),
  maskedAccount: z.string(),
  accountName: z.string().nullable(),
  rejectReason: z.string().nullable(),
  failureReason: z.string().nullable(),
  pspPayoutId: z.string().nullable(),
  /**
   * Set when an operator should look at it: free text when the PSP reported what the withdrawal
   * cannot take (paid after failed), `payout.retries` when the PSP did not clearly answer its payout
   * after many attempts (the money stays held; decision 0056).
   */
  reviewReason: z.string().nullable(),
  /** Sent to a PSP that has not ended it: an operator may end it by hand (decision 0064). */
  payoutEndable: z.boolean(),
  createdAt: isoTime,
  updatedAt: isoTime,
  decidedAt: isoTime.nullable(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

/** What an operator weighs before approving. */
export const withdrawalRiskSchema = z.object({
  /** Deposits credited in the 7 days before the request. */
  recentDepositCount: z.number().int(),
  recentDepositTotal: moneyText,
  lastPaidWithdrawalAt: isoTime.nullable(),
  /** Valid bets settled since the last paid withdrawal (or ever). */
  turnoverSinceLastWithdrawal: moneyText,
  /** Other members who signed in from the request's device. */
  sameDeviceMembers: z.array(z.string()),
  /** Other members who bound the same account number. */
  samePayeeMembers: z.array(z.string()),
});
export type WithdrawalRisk = z.infer<typeof withdrawalRiskSchema>;

export const adminWithdrawals = defineAdminCall({
  paths: ['/admin/api/withdrawals'],
  methods: ['GET'],
  auth: 'operator',
  permission: 'withdrawals.read',
  summary: 'The withdrawal queue, newest first',
  query: pageQuerySchema.extend({
    status: z.enum(withdrawalStatuses).optional(),
    memberId: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 53 - 1)
      .optional(),
    /** `true`: only withdrawals flagged for review. */
    review: z.enum(['true']).optional(),
  }),
  value: pageOf(adminWithdrawalSchema),
});

export const adminWithdrawal = defineAdminCall({
  paths: ['/admin/api/withdrawals/:id'],
  methods: ['GET'],
  auth: 'operator',
  permission: 'withdrawals.read',
  summary: 'One withdrawal with its risk notes',
  params: idParamsSchema,
  value: z.object({ withdrawal: adminWithdrawalSchema, risk: withdrawalRiskSchema }),
});

export const adminApproveWithdrawal = defineAdminCall({
  paths: ['/admin/api/withdrawals/:id/approve'],
  methods: ['POST'],
  auth: 'operator',
  permission: 'withdrawals.decide',
  summary: 'Approves a requested withdrawal and asks the PSP for its payout (once, whoever races)',
  params: idParamsSchema,
  body: z.object({}).optional(),
  value: adminWithdrawalSchema,
});

export const adminRejectWithdrawal = defineAdminCall({
  paths: ['/admin/api/withdrawals/:id/reject'],
  methods: ['POST'],
  auth: 'operator',
  permission: 'withdrawals.decide',
  summary: "Rejects a requested withdrawal with a reason; the member's money is released",
  params: idParamsSchema,
  body: z.object({ reason: reasonSchema }),
  value: adminWithdrawalSchema,
});

/**
 * Ends by hand a payout the PSP never answers (decision 0064): what the operator found out from the
 * PSP or the bank. The PSP is asked once more first; its answer wins (`admin.payout.answered`).
 */
export const adminEndPayout = defineAdminCall({
  paths: ['/admin/api/withdrawals/:id/end-payout'],
  methods: ['POST'],
  auth: 'operator',
  permission: 'withdrawals.decide',
  summary:
    "Ends a payout the PSP never answered: paid (the money leaves as paid) or failed (the member's money released)",
  params: idParamsSchema,
  body: z.object({ outcome: z.enum(['paid', 'failed']), reason: reasonSchema }),
  value: adminWithdrawalSchema,
});
