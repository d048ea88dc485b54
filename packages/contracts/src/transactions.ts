import { z } from 'zod';
import { defineCall } from './call.ts';

/**
 * The member's transaction history (`ODSFE2_MemTransDet`, module MEMTRANS3): every movement of the
 * member's wallet, newest first. The server maps each ledger journal kind to one of these types
 * (apps/server/src/modules/wallet/transaction-types.ts); a kind it does not know yet shows as OTHER.
 */
export const transactionTypes = [
  'GAME_BET',
  'GAME_WIN',
  'GAME_REFUND',
  'LOTTERY_BET',
  'LOTTERY_PAYOUT',
  'LOTTERY_REFUND',
  'DEPOSIT',
  'WITHDRAWAL',
  'WITHDRAWAL_HOLD',
  'WITHDRAWAL_RELEASE',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'ADJUSTMENT',
  'BONUS',
  'PENALTY',
  'OTHER',
] as const;
export type TransactionType = (typeof transactionTypes)[number];

/** Longest range one request may ask for, in days (the site's presets are 7 and 30 days). */
export const MAX_TRANSACTION_RANGE_DAYS = 93;

/** yyyy-MM-dd, a day of the merchant's calendar. */
const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');

/** One movement of the member's wallet. */
export const transactionRecordSchema = z.object({
  /** The movement's number (the journal id): what support asks for. */
  transactionNo: z.string(),
  /** Epoch ms. */
  time: z.number().int(),
  type: z.enum(transactionTypes),
  /** Signed: positive credits the wallet, negative debits it. */
  amount: z.number(),
  /** The wallet's balance right after this movement. */
  balanceAfter: z.number(),
  currency: z.string(),
});
export type TransactionRecord = z.infer<typeof transactionRecordSchema>;

export const transactionHistoryQuerySchema = z.object({
  /** One type, or all when absent. */
  type: z.enum(transactionTypes).optional(),
  /** First day (merchant's time zone); defaults to 6 days before endDate. */
  startDate: dayText.optional(),
  /** Last day, included; defaults to the merchant's today. */
  endDate: dayText.optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TransactionHistoryQuery = z.infer<typeof transactionHistoryQuerySchema>;

export const transactionHistoryValueSchema = z.object({
  list: z.array(transactionRecordSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  /** The range actually read (defaults filled in). */
  startDate: dayText,
  endDate: dayText,
  /** The merchant's today, from which the site counts its date presets. */
  today: dayText,
  /** Sums over the whole filtered range, not only the page. */
  summary: z.object({
    /** Sum of the credits (zero or positive). */
    totalIn: z.number(),
    /** Sum of the debits (zero or negative). */
    totalOut: z.number(),
    /** totalIn + totalOut. */
    net: z.number(),
  }),
  currency: z.string(),
});
export type TransactionHistoryValue = z.infer<typeof transactionHistoryValueSchema>;

export const transactionHistory = defineCall({
  paths: ['/wps/relay/ODSFE2_MemTransDet'],
  methods: ['GET'],
  modId: 'MEMTRANS3',
  auth: 'session',
  summary: "The member's wallet movements in a date range, filtered by type, newest first",
  query: transactionHistoryQuerySchema,
  value: transactionHistoryValueSchema,
});
