import { z } from 'zod';
import { defineCall } from './call.ts';
import { wireAmountSchema } from './wire-amount.ts';

/** Wallet type ids of the balance rows: 2 is the main wallet (wire reference §5). */
export const MAIN_WALLET_TYPE = 2;

/** Money in the currency, exact at any size (decision 0033). */
const money = wireAmountSchema;

export const balanceRowSchema = z.object({
  accountTypeId: z.number().int(),
  /** Available (balance minus holds), decimal in the currency. */
  availBalance: money,
  balance: money,
  frozenBalance: money,
  currency: z.string(),
});

export const balanceValueSchema = z.object({
  sumBalance: money,
  balance: z.array(balanceRowSchema),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type BalanceValue = z.infer<typeof balanceValueSchema>;

export const walletBalance = defineCall({
  paths: ['/wps/v2/wallets/balance', '/wps/wallets/balance', '/wps/wallets'],
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'session',
  summary: "The member's balance (main wallet; FUN for trial accounts)",
  query: z.object({ typeId: z.coerce.number().int().optional() }),
  value: balanceValueSchema,
});

/** Contract flags (agent salary/dividend offers arrive with the agent issue: all 0 until then). */
export const consolidatedFundsValueSchema = z.object({
  balance: money,
  currency: z.string(),
  currencySymbol: z.string(),
  dailysalreqtype: z.number().int(),
  divtypereq: z.number().int(),
  contracthoursalreq: z.number().int(),
  realtimesalreqtype: z.number().int(),
  contractmrdailysalinfotype: z.number().int(),
  contracthoursalinfo: z.number().int(),
  dailysalinfotype: z.number().int(),
  divtypeinfo: z.number().int(),
});

export const consolidatedFunds = defineCall({
  paths: ['/wps/member/info/funds/consolidated'],
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'session',
  summary: 'Balance and contract flags (also a fallback balance source)',
  value: consolidatedFundsValueSchema,
});

export const merchantWallet = defineCall({
  paths: ['/wps/relay/GCS_merchantWallet'],
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'session',
  summary: 'Whether the merchant runs a single shared wallet',
  value: z.object({ isSingle: z.boolean() }),
});

const dateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, 'yyyy-MM-dd or yyyy-MM-dd HH:mm:ss');

/** One game round of the member (betting record). */
export const roundRecordSchema = z.object({
  roundId: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  currency: z.string(),
  /** Stake net of rolled-back bets. */
  betAmount: money,
  winAmount: money,
  /** winAmount - betAmount. */
  netAmount: money,
  status: z.enum(['open', 'closed']),
  /** Epoch ms. */
  betTime: z.number().int(),
  settleTime: z.number().int().nullable(),
});

export const bettingRecords = defineCall({
  paths: ['/wps/relay/ODSFE2_getBettingRecords'],
  methods: ['GET'],
  modId: 'BETREC3',
  auth: 'session',
  summary: "The member's game rounds in a date range (betting record and P&L pages), newest first",
  query: z.object({
    startDate: dateText,
    endDate: dateText,
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: z.object({
    list: z.array(roundRecordSchema),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
    /** Sums over the whole range (not only the page). */
    summary: z.object({ betAmount: money, winAmount: money, netAmount: money }),
  }),
});
