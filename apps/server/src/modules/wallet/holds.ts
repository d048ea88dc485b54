import type { Database } from '@/db/client.ts';
import type { Clock } from '@/lib/clock.ts';
import { sqlStateOf } from '@/lib/db-errors.ts';
import { sha256 } from '@/lib/ids.ts';
import {
  HoldRefusal,
  IdempotencyConflict,
  LedgerRejection,
  REFUSED_SQLSTATE,
} from './ledger.errors.ts';
import { createHoldsRepository, type Hold } from './holds.repository.ts';

/** What `hold` sets aside. The account's merchant scopes the key. */
export interface HoldRequest {
  accountId: number;
  asset: string;
  /** Minor units, > 0; needs `balance - held >= amount` on the account. */
  amount: bigint;
  /** Idempotency scope and key: unique per merchant and scope (e.g. `withdrawal`, the request's id). */
  scope: string;
  key: string;
  /** The caller's hash of every field that matters: the same key with another hash is a conflict. */
  requestHash: string;
  /** What the money is held for, and the caller's record of it. */
  purpose: string;
  reference?: string | null;
  /** When the auto-confirm job may capture it (null: never by itself). */
  autoConfirmAt?: Date | null;
}

/** Where a captured amount goes: credits (and fees) that sum to the captured amount in the hold's asset. */
export interface CaptureLeg {
  accountId: number;
  asset: string;
  amount: bigint;
}

export interface CaptureRequest {
  holdId: number;
  /** 0 < amount <= the hold's amount; the rest is released. */
  amount: bigint;
  /** Idempotency key of this resolution (the same key replays; another request under it conflicts). */
  key: string;
  /** The movement's journal kind (`withdrawal.payout`, `c2c.transfer`...). */
  kind: string;
  legs: readonly CaptureLeg[];
  memo?: Record<string, string | number | boolean | null> | null;
}

export interface ReleaseRequest {
  holdId: number;
  key: string;
}

/** A hold and whether this call only replayed an earlier identical one. */
export interface HoldOutcome {
  hold: Hold;
  replayed: boolean;
}

const hashOf = (fields: readonly unknown[]): string =>
  sha256(JSON.stringify(fields, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));

/** Checks a capture's legs before any database work: non-zero, one asset, summing to the amount. */
function checkCapture(r: CaptureRequest): void {
  if (r.amount <= 0n) throw new Error('a capture of nothing: release the hold instead');
  if (r.legs.length === 0) throw new Error('a capture needs legs');
  const assets = new Set(r.legs.map((l) => l.asset));
  const sum = r.legs.reduce((total, l) => total + l.amount, 0n);
  if (assets.size !== 1 || r.legs.some((l) => l.amount === 0n) || sum !== r.amount)
    throw new Error('capture legs must be non-zero, in one asset, and sum to the captured amount');
}

/**
 * Holds (design/money.md §8), next to `post`: each call is one statement inside the caller's
 * transaction (a database function of migration 0010), idempotent by key; resolving is a
 * compare-and-set on `status = 'pending'` under the hold's row lock, so a hold resolves at most once.
 */
export function createHolds(clock: Clock) {
  /** The answer for a hold that was not pending: a replay of the same resolution, or a refusal. */
  const resolvedBefore = async (
    tx: Database,
    holdId: number,
    key: string,
    requestHash: string,
  ): Promise<HoldOutcome> => {
    const hold = await createHoldsRepository(tx).find(holdId);
    if (!hold) throw new HoldRefusal('HOLD_NOT_FOUND', null);
    if (hold.resolutionKey !== key) throw new HoldRefusal('HOLD_RESOLVED', hold);
    if (hold.resolutionHash !== requestHash) throw new IdempotencyConflict(key);
    return { hold, replayed: true };
  };

  const found = async (tx: Database, holdId: number): Promise<Hold> => {
    const hold = await createHoldsRepository(tx).find(holdId);
    if (!hold) throw new Error(`hold ${holdId} vanished inside its transaction`);
    return hold;
  };

  return {
    /**
     * Sets `amount` aside on the account (`held` rises). Throws LedgerRejection('INSUFFICIENT_FUNDS')
     * when `balance - held < amount` (nothing written, the statement failed whole) and
     * IdempotencyConflict when the key names another request; the same request replays its hold.
     */
    async hold(tx: Database, r: HoldRequest): Promise<HoldOutcome> {
      if (r.amount <= 0n) throw new Error('a hold of nothing');
      let claimed;
      try {
        claimed = await createHoldsRepository(tx).hold({
          ...r,
          reference: r.reference ?? null,
          autoConfirmAt: r.autoConfirmAt ?? null,
          at: clock.now(),
        });
      } catch (err) {
        if (sqlStateOf(err)?.code === REFUSED_SQLSTATE)
          throw new LedgerRejection('INSUFFICIENT_FUNDS', { cause: err });
        throw err;
      }
      if (!claimed) throw new Error(`account ${r.accountId} does not exist`);
      const hold = await found(tx, claimed.holdId);
      if (!claimed.created && hold.requestHash !== r.requestHash)
        throw new IdempotencyConflict(r.key);
      return { hold, replayed: !claimed.created };
    },

    /**
     * Posts `amount` of a pending hold from its account to `legs` as one movement (journal scope
     * `hold.capture`, key = the hold's id) and releases the rest. Throws HoldRefusal (not found,
     * resolved by another request, more than held) or IdempotencyConflict; the same request replays.
     */
    async capture(tx: Database, r: CaptureRequest): Promise<HoldOutcome & { journalId: number }> {
      checkCapture(r);
      const requestHash = hashOf(['capture', r.holdId, r.amount, r.kind, r.legs, r.memo ?? null]);
      const outcome = await createHoldsRepository(tx).capture({
        ...r,
        requestHash,
        memo: { ...r.memo, holdId: r.holdId },
        at: clock.now(),
      });
      if (outcome === 'NOT_FOUND') throw new HoldRefusal('HOLD_NOT_FOUND', null);
      if (outcome === 'EXCEEDS')
        throw new HoldRefusal('CAPTURE_EXCEEDS_HOLD', await found(tx, r.holdId));
      const result =
        outcome === 'OK'
          ? { hold: await found(tx, r.holdId), replayed: false }
          : await resolvedBefore(tx, r.holdId, r.key, requestHash);
      const journalId = result.hold.journalId;
      if (journalId === null) throw new Error(`hold ${r.holdId} was captured without a journal`);
      return { ...result, journalId };
    },

    /** Gives a pending hold back whole (`held` falls). Throws like `capture`; the same request replays. */
    async release(tx: Database, r: ReleaseRequest): Promise<HoldOutcome> {
      const requestHash = hashOf(['release', r.holdId]);
      const outcome = await createHoldsRepository(tx).release({
        ...r,
        requestHash,
        at: clock.now(),
      });
      if (outcome === 'NOT_FOUND') throw new HoldRefusal('HOLD_NOT_FOUND', null);
      if (outcome === 'OK') return { hold: await found(tx, r.holdId), replayed: false };
      return resolvedBefore(tx, r.holdId, r.key, requestHash);
    },

    /** Sets (or clears) when a pending hold auto-confirms; false when it is no longer pending. */
    scheduleAutoConfirm: (tx: Database, r: { holdId: number; at: Date | null }): Promise<boolean> =>
      createHoldsRepository(tx).scheduleAutoConfirm(r.holdId, r.at),

    /**
     * For the auto-confirm job: pending holds past `auto_confirm_at`, oldest first, locked
     * `FOR UPDATE SKIP LOCKED` in the caller's transaction (capture each there; holds another claimer
     * or a member's answer holds are skipped, and those resolved meanwhile are no longer pending).
     */
    claimDueHolds: (tx: Database, r: { now: Date; limit: number }): Promise<Hold[]> =>
      createHoldsRepository(tx).claimDue(r.now, r.limit),
  };
}
export type Holds = ReturnType<typeof createHolds>;
