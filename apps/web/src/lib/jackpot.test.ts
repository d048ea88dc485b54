import { describe, expect, it } from 'vitest';
import { formatJackpot } from './format';
import {
  anchorSeed,
  jackpotAfter,
  jackpotAt,
  jackpotBaseMinor,
  jackpotCycleMs,
  jackpotIncrementMinor,
  jackpotSeed,
  jackpotTickMs,
  msToNextTick,
  seededJackpotAt,
} from './jackpot';

describe('jackpot counter', () => {
  it('grows by 165.11 every 3000 ms', () => {
    expect(jackpotTickMs).toBe(3000);
    expect(jackpotIncrementMinor).toBe(16_511);
    expect(formatJackpot(jackpotAfter(0))).toBe('165.11');
    expect(formatJackpot(jackpotAfter(0, 3))).toBe('495.33');
  });

  it('starts from a value derived from the time', () => {
    const t0 = 1_800_000_000_000 - (1_800_000_000_000 % jackpotCycleMs);
    expect(jackpotAt(t0)).toBe(jackpotBaseMinor);
    expect(jackpotAt(t0 + 2999)).toBe(jackpotBaseMinor);
    expect(jackpotAt(t0 + 3000)).toBe(jackpotBaseMinor + jackpotIncrementMinor);
    expect(jackpotAt(t0 + 30_000)).toBe(jackpotBaseMinor + 10 * jackpotIncrementMinor);
  });

  it('agrees with ticking: the value at t + 3 s is one tick more', () => {
    const now = Date.UTC(2026, 10, 21, 13, 0, 0);
    expect(jackpotAt(now + 3000)).toBe(jackpotAfter(jackpotAt(now)));
  });

  it('never loses cents over many ticks (integer arithmetic)', () => {
    let v = 0;
    for (let i = 0; i < 10_000; i += 1) v = jackpotAfter(v);
    expect(formatJackpot(v)).toBe('1651100.00');
  });

  it('starts from the server seed (VIS_getJackpot) and keeps its tick', () => {
    const seed = jackpotSeed({
      amount: 12_345_678.9,
      asOf: 1_000_000,
      increment: 165.11,
      tickMs: 3000,
    });
    expect(seed).toEqual({
      amountMinor: 1_234_567_890,
      asOf: 1_000_000,
      incrementMinor: 16_511,
      tickMs: 3000,
    });
    if (!seed) return;
    expect(formatJackpot(seededJackpotAt(seed, 1_000_000))).toBe('12345678.90');
    expect(formatJackpot(seededJackpotAt(seed, 1_002_999))).toBe('12345678.90');
    expect(formatJackpot(seededJackpotAt(seed, 1_003_000))).toBe('12345844.01');
    expect(formatJackpot(seededJackpotAt(seed, 1_009_000))).toBe('12346174.23');
    // A client clock behind the server's asOf never counts down.
    expect(seededJackpotAt(seed, 990_000)).toBe(1_234_567_890);
  });

  it('counts from the moment the seed arrived, whatever the server clock says', () => {
    const seed = jackpotSeed({ amount: 100, asOf: 9_000_000_000, increment: 165.11, tickMs: 3000 });
    if (!seed) throw new Error('seed refused');
    const local = anchorSeed(seed, 1_000_000);
    expect(seededJackpotAt(local, 1_000_000)).toBe(10_000);
    expect(seededJackpotAt(local, 1_003_000)).toBe(26_511);
  });

  it('refuses a seed that cannot drive a counter (the time-derived value stays)', () => {
    expect(jackpotSeed({ amount: 1, asOf: 0, increment: 165.11, tickMs: 0 })).toBeNull();
    expect(
      jackpotSeed({ amount: Number.NaN, asOf: 0, increment: 165.11, tickMs: 3000 }),
    ).toBeNull();
  });

  it('schedules the next render just after the next tick boundary', () => {
    expect(msToNextTick(10_000, 3000, 1000)).toBe(3005);
    expect(msToNextTick(10_001, 3000, 1000)).toBe(3004);
    expect(msToNextTick(12_999, 3000, 1000)).toBe(6);
  });
});
