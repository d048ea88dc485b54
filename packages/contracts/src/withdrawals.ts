import { z } from 'zod';
import { defineCall } from './call.ts';
import { smsSentValueSchema } from './verification.ts';
import { wireAmountSchema } from './wire-amount.ts';

/**
 * Withdrawals (wire-api §5.3, design/money.md §12, docs/decisions/0047-0049): payees (bank cards,
 * e-wallets, crypto addresses), the withdrawal password, settings, the fee preview, the request and the
 * member's records. Every call needs a live session and a real (not trial) account.
 */

const money = wireAmountSchema;

/** Payee kinds: bank card, e-wallet, virtual (crypto) — the site's bank types (wire-api §5.3). */
export const payeeTypes = ['B', 'E', 'V'] as const;
export type PayeeTypeCode = (typeof payeeTypes)[number];
/** The fee preview's and the per-card config's names for the same kinds. */
export const withdrawTypes = ['BC', 'EW', 'VW'] as const;
export type WithdrawType = (typeof withdrawTypes)[number];
export const withdrawTypeOf = (t: PayeeTypeCode): WithdrawType =>
  t === 'B' ? 'BC' : t === 'E' ? 'EW' : 'VW';
export const payeeTypeOf = (t: WithdrawType): PayeeTypeCode =>
  t === 'BC' ? 'B' : t === 'EW' ? 'E' : 'V';

export const withdrawalStatuses = [
  'requested',
  'approved',
  'rejected',
  'paying',
  'paid',
  'failed',
  'cancelled',
] as const;
export type WithdrawalStatusCode = (typeof withdrawalStatuses)[number];

/** A bank, wallet or network a member may bind (`GET /wps/system/withdrawBanks`). */
export const withdrawBankSchema = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  bankType: z.enum(payeeTypes),
});
export type WithdrawBank = z.infer<typeof withdrawBankSchema>;

export const withdrawBanks = defineCall({
  paths: ['/wps/system/withdrawBanks'],
  methods: ['GET'],
  auth: 'session',
  summary: 'The banks, e-wallets and crypto networks a payee can be bound to',
  query: z.object({ bankType: z.enum(payeeTypes).optional() }),
  value: z.array(withdrawBankSchema),
});

/** A bound payee, masked (only the last 4 characters), with its withdrawal limits for today. */
export const bankCardSchema = z.object({
  id: z.number().int(),
  bankType: z.enum(payeeTypes),
  cardType: z.enum(withdrawTypes),
  bankCode: z.string(),
  bankName: z.string(),
  /** `****1234`. */
  maskedAccount: z.string(),
  /** Masked account holder name (null for crypto addresses). */
  accountName: z.string().nullable(),
  isWithdrawActive: z.boolean(),
  maintenanceStartTime: z.number().int().nullable(),
  maintenanceEndTime: z.number().int().nullable(),
  minWithdrawal: money,
  maxWithdrawal: money,
  /** What today's requests leave of the daily amount (one total for all kinds, decision 0065). */
  remainingWithdrawAmount: money,
  /** The same total, under the names the site reads for e-wallets and crypto. */
  remainingEWalletWithdrawAmount: money,
  remainingVirtualWithdrawAmount: money,
  /** Requests of this card's kind left today, and the kind's daily count. */
  remainingTransactionTimes: z.number().int(),
  maxTransactionTimes: z.number().int(),
  createdAt: z.number().int(),
});
export type BankCard = z.infer<typeof bankCardSchema>;

/** The member's payees (decision 0047: a GET on the legacy bank card path lists them). */
export const bankCards = defineCall({
  paths: ['/wps/member/bankCard'],
  methods: ['GET'],
  auth: 'session',
  summary: "The member's bound bank cards, e-wallets and crypto addresses (masked)",
  value: z.object({ list: z.array(bankCardSchema), maxCount: z.number().int() }),
});

/** Binds a payee. The holder name must equal the member's real name (set in the security centre first). */
export const bindBankCardBodySchema = z.object({
  bankType: z.enum(payeeTypes).default('B'),
  bankCode: z.string().trim().min(1).max(20),
  /** Card or account number, wallet number or crypto address (spaces are ignored). */
  accountNumber: z.string().trim().min(4).max(90),
  /** The holder's name; must match the real name (not asked for crypto addresses). */
  payeeName: z.string().trim().max(128).optional(),
});
export type BindBankCardBody = z.infer<typeof bindBankCardBodySchema>;

export const bindBankCard = defineCall({
  paths: ['/wps/member/bankCard'],
  methods: ['PUT', 'POST'],
  auth: 'session',
  encrypted: true,
  summary: 'Binds a bank card, e-wallet or crypto address',
  body: bindBankCardBodySchema,
  value: bankCardSchema,
});

export const hasWithdrawalPassword = defineCall({
  paths: ['/wps/member/hasWithdrawalPassword'],
  methods: ['GET'],
  auth: 'session',
  summary: 'Whether the member has set a withdrawal (payment) password',
  value: z.boolean(),
});

/** 6 to 20 characters; the site's form asks for digits and letters. */
export const paymentPasswordText = z.string().min(6).max(20);

/** Sets the withdrawal password (none yet) or changes it (`oldPassword` required once one is set). */
export const setPaymentPassword = defineCall({
  paths: ['/wps/member/paymentPassword'],
  methods: ['POST', 'PUT'],
  auth: 'session',
  encrypted: true,
  summary: 'Sets or changes the withdrawal password',
  body: z.object({
    oldPassword: z.string().max(64).optional(),
    password: paymentPasswordText,
    confirmPassword: z.string().max(64),
  }),
  value: z.object({ hasWithdrawalPassword: z.literal(true) }),
});

/** Texts a code to the member's bound mobile number to reset the withdrawal password. */
export const paymentPasswordCode = defineCall({
  paths: ['/wps/verification/sms/paymentPassword'],
  methods: ['POST'],
  modId: 'VERIFICATION3',
  auth: 'session',
  summary: "Sends a code to the member's mobile number to reset the withdrawal password",
  value: smsSentValueSchema,
});

/**
 * Texts a code to the member's bound mobile number to confirm a withdrawal, where the settings'
 * `mobileVerificationType` asks for one (decision 0065: wire-api §5.3 names no send call).
 */
export const withdrawCode = defineCall({
  paths: ['/wps/verification/sms/withdraw'],
  methods: ['POST'],
  auth: 'session',
  summary: "Sends a code to the member's mobile number to confirm a withdrawal",
  value: smsSentValueSchema,
});

export const resetPaymentPassword = defineCall({
  paths: ['/wps/member/paymentPassword/sms'],
  methods: ['POST'],
  auth: 'session',
  encrypted: true,
  summary: 'Resets the withdrawal password with the code sent to the mobile number',
  body: z.object({
    verificationCode: z.string().trim().min(4).max(8),
    password: paymentPasswordText,
    confirmPassword: z.string().max(64),
  }),
  value: z.object({ hasWithdrawalPassword: z.literal(true) }),
});

const yn = z.enum(['Y', 'N']);

/** `MCSFE_getWithdrawSettings` (wire-api §5.3): what the withdraw page reads. */
export const withdrawSettingsValueSchema = z.object({
  allowWithdraw: yn,
  /** Bank limits per request; the e-wallet and crypto ones follow (decision 0065). */
  minimumAmount: money,
  maximumAmount: money,
  eWalletMinAmount: money,
  eWalletMaxAmount: money,
  virtualMinAmount: money,
  virtualMaxAmount: money,
  /** Requests per member per day of each kind, counted apart. */
  dailyWithdrawMaxCount: z.number().int(),
  eWalletDailyWithdrawMaxCount: z.number().int(),
  virtualDailyWithdrawMaxCount: z.number().int(),
  dailyWithdrawMaxAmount: money,
  /** What today's requests leave (all payee kinds together). */
  remainingWithdrawAmount: money,
  /** Bank requests left today (each card answers its own kind's). */
  remainingTransactionTimes: z.number().int(),
  precautionNote: z.string().nullable(),
  c2cEnabled: yn,
  /**
   * C2C: percent of the part a member cancels from the pool, kept by the house (decision 0062); the
   * withdraw page's success note quotes it.
   */
  withdrawPenaltyCharge: z.number(),
  withdrawExceedChargeMsg: z.string().nullable(),
  /** The fee, percent of the amount (the preview call computes it exactly). */
  withdrawChargePercent: z.number(),
  /** HH:mm in the merchant's time zone; equal times mean all day. */
  withdrawDateFrom: z.string(),
  withdrawDateTo: z.string(),
  /** Whether now is inside the window. */
  withinWithdrawTime: z.boolean(),
  withdrawTimeMsg: z.string().nullable(),
  /**
   * When a request needs `verificationCode` (sent by `withdrawCode`): never, always, or from
   * `mobileVerificationWithdrawAmount` up (that amount included).
   */
  mobileVerificationType: z.enum(['NONE', 'EVERY_WITHDRAWAL', 'WITHDRAW_AMOUNT']),
  mobileVerificationWithdrawAmount: money.nullable(),
  /**
   * Bank requests: `Y` with `fixedWithdrawAmounts` means only those amounts; `amountLimitFlag` `Y` means
   * any amount from the minimum to the maximum instead. The same three per e-wallet and crypto.
   */
  fixedAmountFlag: yn,
  fixedWithdrawAmounts: z.array(money),
  amountLimitFlag: yn,
  ewalletFixedAmountFlag: yn,
  ewalletFixedWithdrawAmounts: z.array(money),
  ewalletAmountLimitFlag: yn,
  virtualFixedAmountFlag: yn,
  virtualFixedWithdrawAmounts: z.array(money),
  virtualAmountLimitFlag: yn,
  hasWithdrawalPassword: z.boolean(),
  /** Whether the real name is set (binding a bank card needs it). */
  hasRealName: z.boolean(),
  maxBankCards: z.number().int(),
  bankCards: z.array(bankCardSchema),
  currency: z.string(),
  /** Available balance (balance minus holds). */
  availableBalance: money,
});
export type WithdrawSettingsValue = z.infer<typeof withdrawSettingsValueSchema>;

export const withdrawSettings = defineCall({
  paths: ['/wps/relay/MCSFE_getWithdrawSettings'],
  methods: ['GET'],
  auth: 'session',
  summary: 'Withdrawal limits, window, fees and the bound payees with their limits',
  query: z.object({ groupId: z.coerce.number().int().optional() }),
  value: withdrawSettingsValueSchema,
});

/** `getCalculatedWithdrawCharges` (decision 0047 names its relay path): the value is the fee. */
export const withdrawCharges = defineCall({
  paths: ['/wps/relay/MCSFE_getCalculatedWithdrawCharges'],
  methods: ['GET'],
  auth: 'session',
  summary: 'The fee a withdrawal of this amount and kind would pay',
  query: z.object({
    withdrawAmount: z.string().regex(/^\d{1,13}(\.\d{1,2})?$/, 'a decimal amount'),
    withdrawType: z.enum(withdrawTypes).default('BC'),
  }),
  value: money,
});

/** The request body of a withdrawal (wire-api §5.3). */
export const withdrawBodySchema = z.object({
  /** Decimal; more decimals than the currency has is `withdraw.amount.invalid`. */
  amount: z.union([
    money,
    z
      .string()
      .trim()
      .regex(/^\d{1,13}(\.\d{1,8})?$/),
  ]),
  bankCardId: z.coerce.number().int().positive(),
  password: z.string().max(64).default(''),
  verificationCode: z.string().max(8).optional(),
  firebaseIdToken: z.string().max(4096).optional(),
  virtualAmount: z.union([money, z.string()]).optional(),
  groupId: z.coerce.number().int().optional(),
});
export type WithdrawBody = z.infer<typeof withdrawBodySchema>;

/** One withdrawal as the member sees it. */
export const withdrawalRecordSchema = z.object({
  id: z.number().int(),
  /** `W` + id: what support asks for. */
  orderNo: z.string(),
  amount: money,
  fee: money,
  /** What the payee receives. */
  netAmount: money,
  currency: z.string(),
  status: z.enum(withdrawalStatuses),
  bankType: z.enum(payeeTypes),
  bankName: z.string(),
  maskedAccount: z.string(),
  /** The operator's reason for a rejection (shown to the member). */
  remark: z.string().nullable(),
  createTime: z.number().int(),
  updateTime: z.number().int(),
});
export type WithdrawalRecord = z.infer<typeof withdrawalRecordSchema>;

export const withdraw = defineCall({
  paths: ['/wps/v2/transaction/withdraw', '/wps/transaction/withdraw'],
  methods: ['POST'],
  auth: 'session',
  encrypted: true,
  summary:
    'Asks for a withdrawal: every check, then a hold on the amount (Idempotency-Key header, or `t`)',
  query: z.object({ t: z.coerce.number().int().positive().optional() }),
  body: withdrawBodySchema,
  value: withdrawalRecordSchema,
});

export const withdrawRecords = defineCall({
  paths: ['/wps/relay/MCSFE_getWithdrawTransactionReport', '/wps/report/withdrawTransaction'],
  methods: ['GET'],
  auth: 'session',
  summary: "The member's withdrawals, newest first",
  query: z.object({
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
    status: z.enum(withdrawalStatuses).optional(),
  }),
  value: z.object({
    list: z.array(withdrawalRecordSchema),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  }),
});
