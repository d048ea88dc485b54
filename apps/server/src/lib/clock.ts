/** The clock, replaceable in tests. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Adds minutes to a date. */
export const addMinutes = (d: Date, minutes: number): Date =>
  new Date(d.getTime() + minutes * 60_000);

/**
 * A clock a browser journey can move forward (`PUT /dev/clock`, dev controls only, never in
 * production), so that draws, expiries and auto-confirm deadlines arrive without waiting.
 */
export interface ShiftableClock extends Clock {
  /** Milliseconds this clock runs ahead of the system clock. */
  offsetMs(): number;
  /** Moves the clock forward; time never runs backwards. */
  shift(ms: number): void;
}

/** A clock running ahead of `base` by an offset that only grows. */
export function createShiftableClock(base: Clock = systemClock): ShiftableClock {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    offsetMs: () => offset,
    shift(ms: number) {
      if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError('the clock only moves forward');
      offset += ms;
    },
  };
}

/** True when the clock can be moved by the dev controls. */
export const isShiftable = (clock: Clock): clock is ShiftableClock =>
  'shift' in clock && typeof clock.shift === 'function';
