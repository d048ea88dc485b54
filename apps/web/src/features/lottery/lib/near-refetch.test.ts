import { describe, expect, it } from 'vitest';
import { nearRefetch } from './near-refetch';

const T = 1_000_000_000;
const near = (over: { lastDraw?: number | null; serverOffset?: number } = {}) => ({
  currentNumero: { closeTime: T + 50_000, drawTime: T + 60_000 },
  lastNumero: over.lastDraw === null ? null : { drawTime: over.lastDraw ?? T },
  serverTime: T + (over.serverOffset ?? 0),
  receivedAt: T,
});

describe('nearRefetch', () => {
  it('waits until a second after the close, then the draw, on the server clock', () => {
    expect(nearRefetch(near(), 60_000, T + 10_000)).toBe(41_000);
    expect(nearRefetch(near({ serverOffset: 5_000 }), 60_000, T + 10_000)).toBe(36_000);
    expect(nearRefetch(near(), 60_000, T + 55_000)).toBe(6_000);
  });

  it("looks for the previous draw's result every 2 s until it is in, for a minute at most", () => {
    expect(nearRefetch(near({ lastDraw: T - 60_000 }), 60_000, T + 3_000)).toBe(2_000);
    expect(nearRefetch(near({ lastDraw: null }), 60_000, T + 3_000)).toBe(2_000);
    expect(nearRefetch(near({ lastDraw: T - 60_000 }), null, T + 3_000)).toBe(48_000);
    expect(nearRefetch(near({ lastDraw: T - 60_000 }), 120_000, T + 3_000)).toBe(48_000);
  });

  it('reads every 30 s while no draw is on sale', () => {
    expect(nearRefetch(undefined, 60_000)).toBe(30_000);
    expect(nearRefetch({ ...near(), currentNumero: null }, 60_000)).toBe(30_000);
  });
});
