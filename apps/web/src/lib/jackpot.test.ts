import { describe, expect, it } from 'vitest';
import { formatJackpot } from './format';
import { jackpotAfter, jackpotAt, jackpotBaseMinor, jackpotCycleMs, jackpotIncrementMinor, jackpotTickMs } from './jackpot';

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
});
