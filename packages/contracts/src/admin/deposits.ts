import { z } from 'zod';
import { DEPOSIT_BANK_TYPES, DEPOSIT_ORDER_STATUSES } from '../deposits.ts';
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
 * The back office's deposit screens (design/money.md §11): the channels with their limits and fees,
 * the merchant's deposit switch, and the payment orders with their PSP events and review flags.
 */

/** A deposit channel as the operator edits it (amounts as exact decimal text). */
export const adminDepositChannelSchema = z.object({
  id: z.number().int(),
  bankType: z.string(),
  channel: z.string(),
  name: z.string(),
  pspCode: z.string(),
  /** The PSP is configured on this server (otherwise members cannot use the channel). */
  pspConfigured: z.boolean(),
  sandbox: z.boolean(),
  enabled: z.boolean(),
  minAmount: moneyText,
  maxAmount: moneyText,
  /** Basis points of the paid amount (150 = 1.5 %). */
  feeBps: z.number().int(),
  quickAmounts: z.array(moneyText),
  expiryMinutes: z.number().int(),
  updatedAt: isoTime,
});
export type AdminDepositChannel = z.infer<typeof adminDepositChannelSchema>;

export const adminDepositChannelsValue = z.object({
  /** The merchant's deposit switch. */
  enabled: z.boolean(),
  currency: z.string(),
  items: z.array(adminDepositChannelSchema),
  /** The PSPs configured on this server: a new channel is added at one of them. */
  pspCodes: z.array(z.string()),
});

export const adminDepositChannels = defineAdminCall({
  paths: ['/admin/api/deposits/channels'],
  methods: ['GET'],
  auth: 'operator',
  permission: 'deposits.read',
  summary: "The merchant's deposit channels, limits, fees and its deposit switch",
  value: adminDepositChannelsValue,
});

/** A positive decimal amount of at most 2 decimals. */
const amountText = z
  .string()
  .trim()
  .regex(/^\d{1,13}(?:\.\d{1,2})?$/);

export const adminUpdateDepositChannel = defineAdminCall({
  paths: ['/admin/api/deposits/channels/:id'],
  methods: ['PUT'],
  auth: 'operator',
  permission: 'deposits.write',
  summary: "Changes a channel's switch, limits, fee or quick amounts (audited)",
  params: idParamsSchema,
  body: z
    .object({
      enabled: z.boolean().optional(),
      minAmount: amountText.optional(),
      maxAmount: amountText.optional(),
      feeBps: z.number().int().min(0).max(10_000).optional(),
      quickAmounts: z.array(amountText).max(12).optional(),
    })
    .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'no changes' }),
  value: adminDepositChannelSchema,
});

/** A new channel: one bank type of the PSP's (its kind of payment follows from it). */
export const adminCreateDepositChannel = defineAdminCall({
  paths: ['/admin/api/deposits/channels'],
  methods: ['POST'],
  auth: 'operator',
  permission: 'deposits.channels',
  summary: 'Adds a deposit channel at a configured PSP (audited)',
  body: z.object({
    bankType: z.enum(DEPOSIT_BANK_TYPES),
    pspCode: z.string().trim().min(1).max(32),
    name: z.string().trim().min(1).max(60),
    enabled: z.boolean(),
    minAmount: amountText,
    maxAmount: amountText,
    feeBps: z.number().int().min(0).max(10_000),
    quickAmounts: z.array(amountText).max(12),
    /** Minutes a member has to pay an order of this channel. */
    expiryMinutes: z.number().int().min(1).max(10_080),
    /** Where it appears in the member's list (lowest first). */
    sortOrder: z.number().int().min(0).max(1000),
  }),
  value: adminDepositChannelSchema,
});

/**
 * Removes a channel (decision 0058): refused while any of its orders is open; members no longer see it,
 * its past orders keep it, and its bank type may be added again.
 */
export const adminRemoveDepositChannel = defineAdminCall({
  paths: ['/admin/api/deposits/channels/:id/remove'],
  methods: ['POST'],
  auth: 'operator',
  permission: 'deposits.channels',
  summary: 'Removes a deposit channel without open orders, with a reason (audited)',
  params: idParamsSchema,
  body: z.object({ reason: reasonSchema }),
  value: adminDepositChannelsValue,
});

export const adminUpdateDepositSettings = defineAdminCall({
  paths: ['/admin/api/deposits/settings'],
  methods: ['PUT'],
  auth: 'operator',
  permission: 'deposits.write',
  summary: "Turns the merchant's deposits on or off (audited)",
  body: z.object({ enabled: z.boolean() }),
  value: adminDepositChannelsValue,
});

/** A payment order in the operator's list. */
export const adminPaymentOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  bankType: z.string(),
  channel: z.string(),
  pspCode: z.string(),
  pspTxId: z.string().nullable(),
  status: z.enum(DEPOSIT_ORDER_STATUSES),
  amount: moneyText,
  paidAmount: moneyText.nullable(),
  feeAmount: moneyText.nullable(),
  currency: z.string(),
  createdAt: isoTime,
  expiresAt: isoTime,
  completedAt: isoTime.nullable(),
  failureReason: z.string().nullable(),
  /** Why an operator should look at it: `late` (paid after expiry), `amount` (paid ≠ asked). */
  reviewReason: z.string().nullable(),
  /** How an operator resolved the flag (null while it is open, or when there is none). */
  reviewResolution: z
    .object({ operatorUsername: z.string().nullable(), at: isoTime, note: z.string() })
    .nullable(),
  journalId: z.number().int().nullable(),
  sandbox: z.boolean(),
});
export type AdminPaymentOrder = z.infer<typeof adminPaymentOrderSchema>;

export const adminPaymentEventSchema = z.object({
  id: z.number().int(),
  source: z.string(),
  eventId: z.string().nullable(),
  pspTxId: z.string(),
  status: z.string(),
  amount: moneyText,
  paidAmount: moneyText.nullable(),
  currency: z.string(),
  outcome: z.string(),
  createdAt: isoTime,
});

export const adminPaymentOrders = defineAdminCall({
  paths: ['/admin/api/deposits/orders'],
  methods: ['GET'],
  auth: 'operator',
  permission: 'deposits.read',
  summary: 'Payment orders, newest first, by member, status, review flag, order number and date',
  query: pageQuerySchema.extend({
    username: z.string().trim().min(1).max(64).optional(),
    orderNo: z.string().trim().min(1).max(64).optional(),
    status: z.enum(DEPOSIT_ORDER_STATUSES).optional(),
    /** `true`: only orders flagged for review and not resolved; `resolved`: resolved flags. */
    review: z.enum(['true', 'false', 'resolved']).optional(),
    /** yyyy-MM-dd, UTC days, both included. */
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  }),
  value: pageOf(adminPaymentOrderSchema),
});

export const adminPaymentOrder = defineAdminCall({
  paths: ['/admin/api/deposits/orders/:id'],
  methods: ['GET'],
  auth: 'operator',
  permission: 'deposits.read',
  summary: 'One payment order with every PSP event applied to it',
  params: idParamsSchema,
  value: adminPaymentOrderSchema.extend({ events: z.array(adminPaymentEventSchema) }),
});

/** Resolves an order's open review flag with a note (the reason stays, marked resolved). */
export const adminResolvePaymentOrderReview = defineAdminCall({
  paths: ['/admin/api/deposits/orders/:id/resolve'],
  methods: ['POST'],
  auth: 'operator',
  permission: 'deposits.review',
  summary: "Resolves a payment order's review flag with a note (audited)",
  params: idParamsSchema,
  body: z.object({ note: reasonSchema }),
  value: adminPaymentOrderSchema.extend({ events: z.array(adminPaymentEventSchema) }),
});
