import { z } from 'zod';
import {
  httpUrl,
  minorAmount,
  PSP_LANGUAGES,
  positiveMinorAmount,
  pspAccountId,
  pspCurrency,
  pspFailureReason,
  pspId,
  pspReference,
  pspTime,
} from './common.ts';

/** How the payer pays: the channel decides the action the payer takes. */
export const PSP_CHANNELS = ['QR', 'REDIRECT', 'BANK_TRANSFER', 'CRYPTO', 'EWALLET'] as const;
export type PspChannel = (typeof PSP_CHANNELS)[number];

/** The wire's QR-style bank types (wire-api §5.2, `MCSFE_depositByQRImageUrl`). */
export const QR_BANK_TYPES = ['PAYID', 'WECHAT', 'TBQR', 'VA', 'WCFQR', 'ALIFQR', 'KAMI'] as const;
/** Launch-URL bank types (`MCSFE_depositByLaunchUrl`): the payer is sent to a hosted page. */
export const REDIRECT_BANK_TYPES = ['MPESA', 'ONLINE_BANKING'] as const;
/** Manual transfer by account name (`MCSFE_manualTransferByAccountName`). */
export const BANK_TRANSFER_BANK_TYPES = ['BANK'] as const;
/** Crypto deposits (`MCSFE_depositVirtualWallet`): BTC on Bitcoin, TRX = USDT on TRON (TRC-20). */
export const CRYPTO_BANK_TYPES = ['BTC', 'TRX'] as const;
/** E-wallets of the platform's markets, opened by a deep link. */
export const EWALLET_BANK_TYPES = [
  'GCASH',
  'MAYA',
  'TRUEMONEY',
  'MOMO',
  'ZALOPAY',
  'DANA',
  'OVO',
  'KBZPAY',
  'WAVEPAY',
] as const;
export type EwalletType = (typeof EWALLET_BANK_TYPES)[number];

/** Crypto networks and the asset a crypto deposit is paid in. */
export const CRYPTO_NETWORKS = ['BTC', 'TRON'] as const;
export const CRYPTO_ASSETS = ['BTC', 'USDT'] as const;

const paymentBase = z.strictObject({
  /** The merchant account (its secret signs this call and the callbacks). */
  merchantAccountId: pspAccountId,
  /** Our order reference: the idempotency key together with the account. */
  orderReference: pspReference,
  amount: positiveMinorAmount,
  currency: pspCurrency,
  /** Where the PSP posts the signed result (callback). */
  callbackUrl: httpUrl,
  /** Where the hosted page sends the payer back. */
  returnUrl: httpUrl,
  /** After this the payment can no longer be paid from the hosted page (it expires). */
  expiresAt: pspTime,
  /** The hosted page's language (default EN). */
  language: z.enum(PSP_LANGUAGES).optional(),
  /** The name the payer's bank account carries (required for bank transfers). */
  payerName: z.string().trim().min(1).max(100).optional(),
});

/** `POST /api/v1/payments`: one payment per (merchant account, order reference). */
export const createPaymentRequest = z.discriminatedUnion('channel', [
  paymentBase.extend({ channel: z.literal('QR'), bankType: z.enum(QR_BANK_TYPES) }),
  paymentBase.extend({ channel: z.literal('REDIRECT'), bankType: z.enum(REDIRECT_BANK_TYPES) }),
  paymentBase.extend({
    channel: z.literal('BANK_TRANSFER'),
    bankType: z.enum(BANK_TRANSFER_BANK_TYPES),
    payerName: z.string().trim().min(1).max(100),
  }),
  paymentBase.extend({ channel: z.literal('CRYPTO'), bankType: z.enum(CRYPTO_BANK_TYPES) }),
  paymentBase.extend({ channel: z.literal('EWALLET'), bankType: z.enum(EWALLET_BANK_TYPES) }),
]);
export type CreatePaymentRequest = z.infer<typeof createPaymentRequest>;

/** What the payer does next, by channel. */
export const paymentAction = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('QR'),
    /** The text the QR code carries (the hosted page's URL). */
    qrPayload: z.string(),
    /** The QR code as a PNG data URL, ready for an `<img>`. */
    qrImage: z.string().startsWith('data:image/png;base64,'),
    pageUrl: httpUrl,
  }),
  z.object({ type: z.literal('REDIRECT'), url: httpUrl }),
  z.object({
    type: z.literal('BANK_TRANSFER'),
    bankName: z.string(),
    accountName: z.string(),
    accountNumber: z.string(),
    /** The payer writes this in the transfer's remark so the PSP can match it. */
    reference: z.string(),
    amount: minorAmount,
    currency: pspCurrency,
    expiresAt: pspTime,
    pageUrl: httpUrl,
  }),
  z.object({
    type: z.literal('CRYPTO'),
    network: z.enum(CRYPTO_NETWORKS),
    asset: z.enum(CRYPTO_ASSETS),
    address: z.string(),
    /** The crypto amount to send, a decimal string in the asset's units. */
    amount: z.string().regex(/^\d+(\.\d+)?$/),
    expiresAt: pspTime,
    pageUrl: httpUrl,
  }),
  z.object({
    type: z.literal('EWALLET'),
    wallet: z.enum(EWALLET_BANK_TYPES),
    /** A universal link: opens the wallet app where installed, the hosted page elsewhere. */
    deepLink: httpUrl,
  }),
]);
export type PaymentAction = z.infer<typeof paymentAction>;

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment as the PSP answers it (create and status). */
export const pspPayment = z.object({
  /** The PSP transaction id. */
  id: pspId,
  merchantAccountId: pspAccountId,
  orderReference: pspReference,
  channel: z.enum(PSP_CHANNELS),
  bankType: z.string(),
  amount: positiveMinorAmount,
  currency: pspCurrency,
  status: z.enum(PAYMENT_STATUSES),
  /** What the payer actually paid (may differ from `amount`); null until paid. */
  paidAmount: minorAmount.nullable(),
  failureReason: pspFailureReason.nullable(),
  createdAt: pspTime,
  expiresAt: pspTime,
  /** When it was paid, failed or expired. */
  completedAt: pspTime.nullable(),
  action: paymentAction,
  /** True for the sandbox: no real money moves. */
  sandbox: z.boolean(),
});
export type PspPayment = z.infer<typeof pspPayment>;
