import { z } from 'zod';
import { defineCall } from './call.ts';
import {
  BANK_TRANSFER_BANK_TYPES,
  CRYPTO_ASSETS,
  CRYPTO_BANK_TYPES,
  CRYPTO_NETWORKS,
  EWALLET_BANK_TYPES,
  PSP_CHANNELS,
  QR_BANK_TYPES,
  REDIRECT_BANK_TYPES,
  type PspChannel,
} from './psp/payments.ts';
import { wireAmountSchema } from './wire-amount.ts';

/**
 * Deposits (wire-api §5.2, design/money.md §11, decision 0044): the member's deposit settings, one
 * call per kind of payment (QR, launch URL, manual bank transfer, crypto), the order's status and the
 * member's deposit records. Money in answers is the wire's exact decimal number (decision 0033).
 */

/** Every bank type a deposit channel can have, and the channel it belongs to. */
export const DEPOSIT_BANK_TYPES = [
  ...QR_BANK_TYPES,
  ...REDIRECT_BANK_TYPES,
  ...BANK_TRANSFER_BANK_TYPES,
  ...CRYPTO_BANK_TYPES,
  ...EWALLET_BANK_TYPES,
] as const;
export type DepositBankType = (typeof DEPOSIT_BANK_TYPES)[number];

export const channelOfBankType = (bankType: string): PspChannel | null => {
  const is = (list: readonly string[]) => list.includes(bankType);
  if (is(QR_BANK_TYPES)) return 'QR';
  if (is(REDIRECT_BANK_TYPES)) return 'REDIRECT';
  if (is(BANK_TRANSFER_BANK_TYPES)) return 'BANK_TRANSFER';
  if (is(CRYPTO_BANK_TYPES)) return 'CRYPTO';
  if (is(EWALLET_BANK_TYPES)) return 'EWALLET';
  return null;
};

/** The wire call that creates a deposit of each channel (an e-wallet opens by a launch URL). */
export const DEPOSIT_CALL_OF_CHANNEL = {
  QR: 'QR_IMAGE',
  REDIRECT: 'LAUNCH_URL',
  EWALLET: 'LAUNCH_URL',
  BANK_TRANSFER: 'MANUAL_TRANSFER',
  CRYPTO: 'VIRTUAL_WALLET',
} as const satisfies Record<PspChannel, string>;
export type DepositCallKind = (typeof DEPOSIT_CALL_OF_CHANNEL)[PspChannel];

/** A payment order's life (money.md §11): created → pending → paid | failed | expired. */
export const DEPOSIT_ORDER_STATUSES = ['created', 'pending', 'paid', 'failed', 'expired'] as const;
export type DepositOrderStatus = (typeof DEPOSIT_ORDER_STATUSES)[number];

/** One deposit channel the member may use. */
export const depositChannelSchema = z.object({
  bankType: z.enum(DEPOSIT_BANK_TYPES),
  channel: z.enum(PSP_CHANNELS),
  /** Which deposit call creates its orders. */
  call: z.enum(['QR_IMAGE', 'LAUNCH_URL', 'MANUAL_TRANSFER', 'VIRTUAL_WALLET']),
  /** The channel's display name (the merchant's, not translated). */
  name: z.string(),
  minAmount: wireAmountSchema,
  maxAmount: wireAmountSchema,
  /** The fee taken from the deposit, in percent (e.g. 1.5). */
  feePercent: z.number(),
  quickAmounts: z.array(wireAmountSchema),
  /** How long an order stays payable. */
  expiryMinutes: z.number().int(),
  /** The payment provider behind it is the sandbox: no real money moves. */
  sandbox: z.boolean(),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;

export const depositSettingsValueSchema = z.object({
  /** `N` when the merchant turned deposits off or has no open channel. */
  allowDeposit: z.enum(['Y', 'N']),
  totalDepositSuccessCount: z.number().int(),
  depositInfo: z.array(depositChannelSchema),
  currency: z.string(),
});
export type DepositSettingsValue = z.infer<typeof depositSettingsValueSchema>;

export const depositSettings = defineCall({
  paths: ['/wps/relay/MCSFE_getDepositSettings', '/wps/relay/MCS2_getDepositSettings'],
  methods: ['GET'],
  auth: 'session',
  summary: "The member's deposit channels, their limits and fees, and whether deposits are open",
  value: depositSettingsValueSchema,
});

/** A request amount: a decimal number (or its text) in the currency, at most 2 decimals. */
const requestAmount = z.union([z.number(), z.string().trim().min(1).max(40)]);

const depositRequestBase = z.object({
  /** The member depositing; when sent it must be the signed-in member. */
  targetUsername: z.string().max(64).optional(),
  amount: requestAmount,
  bankType: z.string().min(1).max(32),
  // Sent by the platform's clients; the channel is chosen by bankType alone here.
  bankCode: z.string().max(64).optional(),
  vendorId: z.union([z.string().max(64), z.number()]).optional(),
  mcsBankCode: z.string().max(64).optional(),
  showQrImageOnly: z.union([z.boolean(), z.string().max(8)]).optional(),
  token: z.string().max(512).optional(),
  /** The hosted page's language (the request's Language header otherwise). */
  language: z.string().max(8).optional(),
});
export const depositRequestSchema = depositRequestBase;
export type DepositRequest = z.infer<typeof depositRequestSchema>;
export const manualTransferRequestSchema = depositRequestBase.extend({
  /** The name on the payer's bank account (the PSP matches the transfer by it). */
  payeeName: z.string().trim().min(1).max(100),
});
export type ManualTransferRequest = z.infer<typeof manualTransferRequestSchema>;

/** What the payer does next, as the site renders it. */
export const depositActionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('QR'),
    /** The QR code as a PNG data URL. */
    qrImageUrl: z.string(),
    /** The text the QR code carries. */
    qrPayload: z.string(),
    pageUrl: z.string(),
  }),
  z.object({ type: z.literal('REDIRECT'), launchUrl: z.string() }),
  z.object({ type: z.literal('EWALLET'), wallet: z.string(), launchUrl: z.string() }),
  z.object({
    type: z.literal('BANK_TRANSFER'),
    bankName: z.string(),
    accountName: z.string(),
    accountNumber: z.string(),
    /** Written in the transfer's remark so the PSP can match it. */
    reference: z.string(),
    pageUrl: z.string(),
  }),
  z.object({
    type: z.literal('CRYPTO'),
    network: z.enum(CRYPTO_NETWORKS),
    asset: z.enum(CRYPTO_ASSETS),
    address: z.string(),
    /** The crypto amount to send, a decimal string in the asset's units. */
    cryptoAmount: z.string(),
    pageUrl: z.string(),
  }),
]);
export type DepositAction = z.infer<typeof depositActionSchema>;

/** A payment order as the member sees it. */
export const depositOrderSchema = z.object({
  orderNo: z.string(),
  status: z.enum(DEPOSIT_ORDER_STATUSES),
  bankType: z.string(),
  channel: z.enum(PSP_CHANNELS),
  /** What was asked for. */
  amount: wireAmountSchema,
  /** The fee (of the paid amount once paid, of the asked amount before). */
  fee: wireAmountSchema,
  /** What reached the wallet; null until paid. */
  creditedAmount: wireAmountSchema.nullable(),
  currency: z.string(),
  /** Epoch ms. */
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  completedAt: z.number().int().nullable(),
  /** The payer's next step while pending; null afterwards. */
  action: depositActionSchema.nullable(),
  sandbox: z.boolean(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

const depositCall = <const P extends string>(name: P) =>
  [`/wps/relay/MCSFE_${name}`, `/wps/relay/MCS2_${name}`] as const;

export const depositByQrImageUrl = defineCall({
  paths: depositCall('depositByQRImageUrl'),
  methods: ['POST'],
  modId: 'DPSTBAS3',
  auth: 'session',
  summary: 'Creates a QR deposit order and answers its QR code',
  body: depositRequestSchema,
  value: depositOrderSchema,
});

export const depositByLaunchUrl = defineCall({
  paths: depositCall('depositByLaunchUrl'),
  methods: ['POST'],
  modId: 'DPSTBAS3',
  auth: 'session',
  summary:
    "Creates a deposit order paid on the PSP's page or an e-wallet, answering its launch URL",
  body: depositRequestSchema,
  value: depositOrderSchema,
});

export const manualTransferByAccountName = defineCall({
  paths: depositCall('manualTransferByAccountName'),
  methods: ['POST'],
  modId: 'DPSTBAS3',
  auth: 'session',
  summary: 'Creates a manual bank transfer order and answers the bank details to pay to',
  body: manualTransferRequestSchema,
  value: depositOrderSchema,
});

export const depositVirtualWallet = defineCall({
  paths: depositCall('depositVirtualWallet'),
  methods: ['POST'],
  modId: 'DPSTBAS3',
  auth: 'session',
  summary: 'Creates a crypto deposit order (BTC, TRX) and answers the address to pay to',
  body: depositRequestSchema,
  value: depositOrderSchema,
});

/** The calls that create a deposit, by kind. */
export const DEPOSIT_CALLS = {
  QR_IMAGE: depositByQrImageUrl,
  LAUNCH_URL: depositByLaunchUrl,
  MANUAL_TRANSFER: manualTransferByAccountName,
  VIRTUAL_WALLET: depositVirtualWallet,
} as const;

/** One order of the member, polled by the site until it is paid, failed or expired (decision 0044). */
export const depositOrderStatus = defineCall({
  paths: ['/wps/relay/MCSFE_getDepositOrder'],
  methods: ['GET'],
  modId: 'DPSTBAS3',
  auth: 'session',
  summary: "One of the member's deposit orders, with its status",
  query: z.object({ orderNo: z.string().min(1).max(64) }),
  value: depositOrderSchema,
});

/** Records page size (the site's list). */
export const DEPOSIT_RECORDS_PAGE_SIZE = 10;

export const depositRecordSchema = depositOrderSchema.omit({ action: true });
export type DepositRecord = z.infer<typeof depositRecordSchema>;

export const depositRecordsValueSchema = z.object({
  list: z.array(depositRecordSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});
export type DepositRecordsValue = z.infer<typeof depositRecordsValueSchema>;

export const depositRecords = defineCall({
  paths: ['/wps/relay/MCSFE_getDepositRecords', '/wps/report/depositTransaction'],
  methods: ['GET'],
  modId: 'DPSTBAS3',
  auth: 'session',
  summary: "The member's deposit orders, newest first",
  query: z.object({
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(DEPOSIT_RECORDS_PAGE_SIZE),
    status: z.enum(DEPOSIT_ORDER_STATUSES).optional(),
  }),
  value: depositRecordsValueSchema,
});
