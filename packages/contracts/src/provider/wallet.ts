import { z } from 'zod';
import { ExactNumber, stringifyExact } from '../exact-number.ts';

/**
 * The vendor wallet API (design/money.md §4): `POST /provider/v1/{vendor}/{action}`. One source for the
 * server that answers it, our studio that calls it, and the tests. Amounts are integers in minor units
 * of the session's currency, carried as JSON integers: amounts a vendor sends must be safe integers
 * (below 2^53; larger ones are refused), balances the server answers are exact at any size.
 */
export const WALLET_ACTIONS = ['authenticate', 'balance', 'bet', 'win', 'rollback'] as const;
export type WalletAction = (typeof WALLET_ACTIONS)[number];

export const WALLET_STATUSES = [
  'OK',
  'INVALID_SIGNATURE',
  'INVALID_REQUEST',
  'INVALID_TOKEN',
  'PLAYER_NOT_FOUND',
  'INSUFFICIENT_FUNDS',
  'DUPLICATE_CONFLICT',
  'BET_NOT_FOUND',
  'PLAYER_BLOCKED',
  /** The round has ended (closed by `roundFinished`, or refunded in full): no bet, win or refund. */
  'ROUND_CLOSED',
  'INTERNAL_ERROR',
] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];

/** Statuses a caller should retry with the same ids (the outcome is unknown). */
export const RETRYABLE_STATUSES: readonly WalletStatus[] = ['INTERNAL_ERROR'];

const id = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces');
const amount = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const token = z.string().min(1).max(256);

export const authenticateBody = z.strictObject({ token });
export const balanceBody = z.strictObject({ playerId: id, token: token.optional() });
export const betBody = z.strictObject({
  transactionId: id,
  roundId: id,
  playerId: id,
  token,
  gameCode: id,
  amount: amount.positive(),
});
export const winBody = z.strictObject({
  transactionId: id,
  roundId: id,
  playerId: id,
  gameCode: id,
  amount,
  roundFinished: z.boolean(),
  token: token.optional(),
});
export const rollbackBody = z.strictObject({
  transactionId: id,
  referenceTransactionId: id,
  roundId: id,
  playerId: id,
  token: token.optional(),
  gameCode: id.optional(),
});

export const walletBodies = {
  authenticate: authenticateBody,
  balance: balanceBody,
  bet: betBody,
  win: winBody,
  rollback: rollbackBody,
} as const satisfies Record<WalletAction, z.ZodType>;
export type WalletBody<A extends WalletAction> = z.infer<(typeof walletBodies)[A]>;

/** Every answer, success or failure, carries status, balance and currency. */
export const walletAnswer = z.object({
  status: z.enum(WALLET_STATUSES),
  balance: z.number().int(),
  currency: z.string(),
  /** Our journal's id on success of bet, win and rollback. */
  transactionId: z.string().optional(),
  /** authenticate only. */
  playerId: z.string().optional(),
  language: z.string().optional(),
  message: z.string().optional(),
});
export type WalletAnswer = z.infer<typeof walletAnswer>;

/**
 * An answer as the server writes it: the balance in bigint minor units, exact at any size (decision
 * 0033). Vendors read it back with `walletAnswer` (a balance beyond 2^53 needs an exact JSON reader).
 */
export type WalletReply = Omit<WalletAnswer, 'balance'> & { balance: bigint };

/** The JSON text of an answer, its balance written digit for digit. */
export function writeWalletReply(reply: WalletReply): string {
  return stringifyExact({ ...reply, balance: new ExactNumber(reply.balance.toString()) });
}

/** HTTP status of an answer: 401 bad signature, 400 malformed, 500 retryable, 200 business outcomes. */
export function walletHttpStatus(status: WalletStatus): number {
  if (status === 'INVALID_SIGNATURE') return 401;
  if (status === 'INVALID_REQUEST') return 400;
  if (status === 'INTERNAL_ERROR') return 500;
  return 200;
}

/** Launch modes: real money, the FUN asset of trial accounts, or a visitor's demo without the wallet. */
export const LAUNCH_MODES = ['real', 'fun', 'demo'] as const;
export type LaunchMode = (typeof LAUNCH_MODES)[number];

/** Server → vendor, signed like the wallet calls: `POST {vendor base}/launch`. */
export const launchRequest = z.strictObject({
  /** The launch token (absent for demo play). */
  token: token.optional(),
  playerId: id.optional(),
  gameCode: id,
  currency: z.string().min(1).max(8),
  language: z.string().min(2).max(8),
  lobbyUrl: z.string().max(2048),
  mode: z.enum(LAUNCH_MODES),
});
export type LaunchRequest = z.infer<typeof launchRequest>;
/** The game URL becomes an iframe's `src`: only http(s). */
export const launchAnswer = z.object({
  url: z
    .string()
    .url()
    .refine((u) => /^https?:\/\//i.test(u), 'an http or https URL'),
});
export type LaunchAnswer = z.infer<typeof launchAnswer>;
