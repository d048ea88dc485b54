/** The clock, replaceable in tests. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Adds minutes to a date. */
export const addMinutes = (d: Date, minutes: number): Date =>
  new Date(d.getTime() + minutes * 60_000);
