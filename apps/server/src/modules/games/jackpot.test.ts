import { describe, expect, it } from 'vitest';
import { JACKPOT_TICK_MS, jackpotAt } from './jackpot.ts';

describe('jackpotAt', () => {
  it('grows by 165.11 per 3000 ms tick and is the same anywhere within a tick', () => {
    const t0 = 1_800_000_000_000 - (1_800_000_000_000 % JACKPOT_TICK_MS);
    const a = jackpotAt(t0, 1);
    expect(jackpotAt(t0 + 2_999, 1)).toEqual(a);
    const b = jackpotAt(t0 + JACKPOT_TICK_MS, 1);
    expect(Math.round((b.amount - a.amount) * 100)).toBe(16_511);
    expect(b.asOf - a.asOf).toBe(3_000);
    expect(a).toMatchObject({ increment: 165.11, tickMs: 3_000, asOf: t0 });
  });

  it('starts over every 7 days from 10,000,000.00, and merchants differ', () => {
    const values = Array.from(
      { length: 50 },
      (_, i) => jackpotAt(1_800_000_000_000 + i * 86_400_000, 1).amount,
    );
    for (const v of values) {
      expect(v).toBeGreaterThanOrEqual(10_000_000);
      expect(v).toBeLessThan(10_000_000 + 201_600 * 165.11);
    }
    expect(jackpotAt(1_800_000_000_000, 1).amount).not.toBe(jackpotAt(1_800_000_000_000, 2).amount);
  });
});
