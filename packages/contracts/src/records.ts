import { z } from 'zod';
import { defineCall } from './call.ts';
import { wireAmountSchema } from './wire-amount.ts';

/**
 * The member's betting records and P&L, read from wager facts (design/money.md §9, decision 0052): the
 * member-centre pages personalHistoryCopy and personalProfit. Days are business days of the merchant's
 * time zone; a bet belongs to the day it was settled.
 */

const money = wireAmountSchema;

/** The product types of wager facts (money.md §9). */
export const productTypes = [
  'RNG',
  'FISH',
  'PVP',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
] as const;
export type ProductTypeCode = (typeof productTypes)[number];

/** Longest range one request may ask for, in days. */
export const MAX_RECORD_RANGE_DAYS = 93;

const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');

const rangeQuery = {
  /** First business day; defaults to 6 days before endDate. */
  startDate: dayText.optional(),
  /** Last business day, included; defaults to the merchant's today. */
  endDate: dayText.optional(),
  /** One product, or all when absent. */
  productType: z.enum(productTypes).optional(),
};

/** Sums of bets: stake, valid bet, payout and the member's P&L (payout - valid bet). */
export const betTotalsSchema = z.object({
  betAmount: money,
  validBet: money,
  winAmount: money,
  /** winAmount - validBet: positive when the member won. */
  profit: money,
  count: z.number().int(),
});

export const betRecordSchema = z.object({
  /** The wager fact's id. */
  betNo: z.string(),
  productType: z.enum(productTypes),
  vendor: z.string(),
  gameCode: z.string(),
  betAmount: money,
  validBet: money,
  winAmount: money,
  profit: money,
  /** Epoch ms. */
  betTime: z.number().int(),
  settleTime: z.number().int(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

const rangeValue = {
  startDate: dayText,
  endDate: dayText,
  /** The merchant's today, from which the site counts its date presets. */
  today: dayText,
  currency: z.string(),
};

export const betRecordsQuerySchema = z.object({
  ...rangeQuery,
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type BetRecordsQuery = z.infer<typeof betRecordsQuerySchema>;

export const betRecordsValueSchema = z.object({
  list: z.array(betRecordSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  /** Over the whole filtered range, not only the page. */
  summary: betTotalsSchema,
  ...rangeValue,
});
export type BetRecordsValue = z.infer<typeof betRecordsValueSchema>;

export const betRecords = defineCall({
  paths: ['/wps/relay/ODSFE2_getPersonalHistory'],
  methods: ['GET'],
  modId: 'BETREC3',
  auth: 'session',
  summary: "The member's settled bets of every product in a range of business days, newest first",
  query: betRecordsQuerySchema,
  value: betRecordsValueSchema,
});

export const personalProfitQuerySchema = z.object(rangeQuery);
export type PersonalProfitQuery = z.infer<typeof personalProfitQuerySchema>;

export const personalProfitValueSchema = z.object({
  /** One row per product with bets in the range, in the order of `productTypes`. */
  products: z.array(betTotalsSchema.extend({ productType: z.enum(productTypes) })),
  total: betTotalsSchema,
  ...rangeValue,
});
export type PersonalProfitValue = z.infer<typeof personalProfitValueSchema>;

export const personalProfit = defineCall({
  paths: ['/wps/relay/ODSFE2_getPersonalProfit'],
  methods: ['GET'],
  modId: 'BETREC3',
  auth: 'session',
  summary: "The member's P&L per product over a range of business days (from the day totals)",
  query: personalProfitQuerySchema,
  value: personalProfitValueSchema,
});
