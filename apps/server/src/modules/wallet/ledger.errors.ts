import type { Hold } from './holds.repository.ts';

/** A business refusal of a movement or hold (stored and replayed by the caller for its key). */
export class LedgerRejection extends Error {
  constructor(
    readonly code: 'INSUFFICIENT_FUNDS',
    options?: ErrorOptions,
  ) {
    super(code, options);
  }
}

/** The idempotency key was claimed by an earlier movement: the caller replays its stored outcome. */
export class IdempotencyReplay extends Error {
  constructor() {
    super('idempotency key already used');
  }
}

/** The idempotency key was used before for a different request: nothing was done. */
export class IdempotencyConflict extends Error {
  constructor(readonly key: string) {
    super(`idempotency key ${key} was used for another request`);
  }
}

/**
 * A hold that cannot be captured or released: unknown, resolved already by another request (`hold`
 * says how), or a capture of more than it holds. Nothing was done.
 */
export class HoldRefusal extends Error {
  constructor(
    readonly code: 'HOLD_NOT_FOUND' | 'HOLD_RESOLVED' | 'CAPTURE_EXCEEDS_HOLD',
    readonly hold: Hold | null,
  ) {
    super(code);
  }
}

/** SQLSTATE of a leg or hold refused for want of funds (migration 0010): the statement failed whole. */
export const REFUSED_SQLSTATE = 'MNS10';
