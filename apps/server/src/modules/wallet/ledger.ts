import type { Database } from '@/db/client.ts';
import { systemClock, type Clock } from '@/lib/clock.ts';
import { sqlStateOf } from '@/lib/db-errors.ts';
import { createHolds } from './holds.ts';
import { IdempotencyReplay, LedgerRejection, REFUSED_SQLSTATE } from './ledger.errors.ts';
import { createLedgerRepository } from './ledger.repository.ts';

// The errors every caller of the ledger handles, where they always were.
export { IdempotencyReplay, LedgerRejection } from './ledger.errors.ts';

/** One side of a movement. Member accounts are locked before system accounts (one global order). */
export interface Leg {
  accountId: number;
  asset: string;
  /** Signed minor units: negative takes from the account, positive gives to it. */
  amount: bigint;
  /** System accounts (house shards, pools) are updated after member accounts. */
  system: boolean;
}

export interface Movement {
  merchantId: number;
  kind: string;
  /** Idempotency scope and key: unique per merchant. */
  scope: string;
  key: string;
  requestHash: string;
  legs: readonly Leg[];
  relatedId?: number | null;
  memo?: Record<string, string | number | boolean | null> | null;
}

export interface Posted {
  journalId: number;
  /** Balance after the movement per account id. */
  balances: Map<number, bigint>;
}

/** Number of house sub-accounts per asset; a member's bets and wins go to one, by member id. */
export const HOUSE_SHARDS = 16;
export const houseShardOf = (memberId: number): number => memberId % HOUSE_SHARDS;

const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 6;

/** Checks a movement's shape before any database work: non-zero legs that sum to zero per asset. */
export function checkBalanced(legs: readonly Leg[]): void {
  if (legs.length === 0) throw new Error('a movement needs legs');
  const sums = new Map<string, bigint>();
  for (const leg of legs) {
    if (leg.amount === 0n) throw new Error('a leg of zero');
    sums.set(leg.asset, (sums.get(leg.asset) ?? 0n) + leg.amount);
  }
  for (const [asset, sum] of sums)
    if (sum !== 0n) throw new Error(`movement does not balance in ${asset}`);
}

/** Merges legs on the same account and orders them: member accounts, then system accounts, by id. */
function lockOrder(legs: readonly Leg[]): Leg[] {
  const merged = new Map<number, Leg>();
  for (const leg of legs) {
    const seen = merged.get(leg.accountId);
    merged.set(leg.accountId, seen ? { ...seen, amount: seen.amount + leg.amount } : { ...leg });
  }
  return [...merged.values()]
    .filter((l) => l.amount !== 0n)
    .sort((a, b) => Number(a.system) - Number(b.system) || a.accountId - b.accountId);
}

/**
 * The transfer service every module uses for any movement (design/money.md §1-3, §8, §15): `post`
 * writes the journal (the idempotency claim), its entries and the balances in one statement that fails
 * whole; `hold`, `capture` and `release` set money aside and resolve it once; deadlocks and
 * serialization failures are retried in one place with the same key.
 */
export function createLedger(db: Database, clock: Clock = systemClock) {
  return {
    ...createHolds(clock),
    /** Runs `fn` in one transaction, retrying it whole on deadlock or serialization failure. */
    async run<T>(fn: (tx: Database) => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await db.transaction(fn);
        } catch (err) {
          const state = sqlStateOf(err);
          if (!state || !RETRYABLE_SQLSTATES.has(state.code) || attempt >= MAX_ATTEMPTS) throw err;
          await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
        }
      }
    },
    /**
     * Runs `fn` as one statement in its own implicit transaction (a database function doing a whole
     * movement: one round trip), retrying it on deadlock or serialization failure.
     */
    async runStatement<T>(fn: (scope: Database) => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await fn(db);
        } catch (err) {
          const state = sqlStateOf(err);
          if (!state || !RETRYABLE_SQLSTATES.has(state.code) || attempt >= MAX_ATTEMPTS) throw err;
          await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
        }
      }
    },
    /**
     * Posts a movement inside the caller's transaction, all or nothing. Throws IdempotencyReplay when
     * the key exists (nothing written) and LedgerRejection when a leg is refused (a member account
     * would go below zero): the statement failed whole, and on PostgreSQL the transaction can only
     * roll back, so nothing partial can be committed even by a caller that catches the error. Store the
     * rejection with `reject` after the transaction.
     */
    async post(tx: Database, m: Movement): Promise<Posted> {
      checkBalanced(m.legs);
      let applied;
      try {
        applied = await createLedgerRepository(tx).post({
          merchantId: m.merchantId,
          kind: m.kind,
          scope: m.scope,
          key: m.key,
          requestHash: m.requestHash,
          relatedId: m.relatedId ?? null,
          memo: m.memo ?? null,
          legs: lockOrder(m.legs),
        });
      } catch (err) {
        if (sqlStateOf(err)?.code === REFUSED_SQLSTATE)
          throw new LedgerRejection('INSUFFICIENT_FUNDS', { cause: err });
        throw err;
      }
      const first = applied[0];
      if (!first) throw new IdempotencyReplay();
      const balances = new Map(applied.map((a) => [a.accountId, a.balanceAfter]));
      return { journalId: first.journalId, balances };
    },
    /**
     * Stores a business rejection under the key (a journal row without entries), so a retry replays
     * it. Runs in its own transaction: call it after the refused movement's transaction ended (PGlite
     * has one connection). Throws IdempotencyReplay when the key exists: whatever got there first is
     * the outcome, and the caller replays it.
     */
    async reject(m: Omit<Movement, 'legs'>, code: string): Promise<void> {
      const id = await createLedgerRepository(db).insertJournal({
        merchantId: m.merchantId,
        kind: m.kind,
        scope: m.scope,
        key: m.key,
        requestHash: m.requestHash,
        outcome: 'rejected',
        rejection: code,
        relatedId: m.relatedId ?? null,
        memo: m.memo ?? null,
      });
      if (id === null) throw new IdempotencyReplay();
    },
    repository: (scope?: Database) => createLedgerRepository(scope ?? db),
  };
}
export type Ledger = ReturnType<typeof createLedger>;
