import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { differentialEarnings, roundMeasures, type ContractInForce } from './salary-earnings.ts';

const flat = (rateBp: number) => ({
  tiers: [{ minBase: 0n, minActiveMembers: 0, rateBp }],
  period: null,
  base: null,
});

describe('roundMeasures', () => {
  const play = { validBet: 10_000n, payout: 4_000n, losses: 8_000n, activeMembers: 3 };
  it.each([
    ['single', 10_000n],
    ['loss', 8_000n],
    ['profit', 6_000n],
  ] as const)('%s salary counts %s', (base, expected) => {
    expect(roundMeasures(play, base).base).toBe(expected);
  });
  it('a team that won pays no profit salary', () => {
    expect(roundMeasures({ ...play, payout: 12_000n }, 'profit').base).toBe(0n);
  });
});

describe('differentialEarnings', () => {
  it('along any chain, pays in total at most the top rate on the top base', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 500 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.bigInt({ min: 0n, max: 10_000_000n }), { minLength: 6, maxLength: 6 }),
        (rawRates, ownPlay) => {
          // A chain 1 → 2 → ... with rates falling (the rate rule) and each team holding those below it.
          const rates = [...rawRates].sort((a, b) => b - a);
          const contracts: ContractInForce[] = rates.map((r, i) => ({
            id: i + 1,
            holderId: i + 1,
            uplineId: i === 0 ? null : i,
            terms: flat(r),
          }));
          const measures = new Map(
            rates.map((_, i) => {
              const base = ownPlay.slice(i, rates.length).reduce((a, b) => a + b, 0n);
              return [i + 1, { base, validBet: base, profitLoss: 0n, activeMembers: 1 }];
            }),
          );
          const paid = differentialEarnings(contracts, measures);
          const total = paid.reduce((sum, e) => sum + e.amount, 0n);
          const topBase = measures.get(1)?.base ?? 0n;
          expect(total).toBe((topBase * BigInt(rates[0] ?? 0)) / 10_000n);
          for (const e of paid) expect(e.amount).toBeGreaterThanOrEqual(0n);
        },
      ),
    );
  });
});
