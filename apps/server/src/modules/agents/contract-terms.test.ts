import type { ContractKind, ContractTermsInput } from '@monsoon/contracts/agent-contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors.ts';
import {
  earned,
  loadTerms,
  maxRate,
  rateAt,
  rateBelowEverywhere,
  storeTerms,
  validateTerms,
  type Terms,
} from './contract-terms.ts';

const tier = (minBase: string, minActiveMembers: number, rateBp: number) => ({
  minBase,
  minActiveMembers,
  rateBp,
});

const codeOf = (fn: () => unknown): string | null => {
  try {
    fn();
    return null;
  } catch (err) {
    return err instanceof AppError ? err.code : 'thrown';
  }
};

describe('validateTerms', () => {
  it('keeps rising tiers in minor units', () => {
    const terms = validateTerms('daily', {
      tiers: [tier('0', 0, 50), tier('10000', 5, 80), tier('50000.50', 5, 120)],
    });
    expect(terms.tiers.map((t) => t.minBase)).toEqual([0n, 1_000_000n, 5_000_050n]);
    expect(terms).toMatchObject({ period: null, base: null });
    expect(loadTerms(JSON.parse(JSON.stringify(storeTerms(terms))))).toEqual(terms);
  });

  it.each([
    ['a rate that does not rise', { tiers: [tier('0', 0, 50), tier('100', 0, 50)] }, 'daily'],
    ['a threshold that falls', { tiers: [tier('100', 3, 50), tier('200', 2, 60)] }, 'daily'],
    ['the same thresholds twice', { tiers: [tier('100', 3, 50), tier('100', 3, 60)] }, 'daily'],
    ['three decimals', { tiers: [tier('1.005', 0, 50)] }, 'daily'],
    ['a dividend without its period', { tiers: [tier('0', 0, 50)] }, 'dividend'],
    ['a period on a salary', { tiers: [tier('0', 0, 50)], period: 'weekly' }, 'hourly'],
    ['a real-time salary without its base', { tiers: [tier('0', 0, 50)] }, 'realtime'],
    [
      'a base on a dividend',
      { tiers: [tier('0', 0, 5)], period: 'daily', base: 'loss' },
      'dividend',
    ],
  ] satisfies [string, ContractTermsInput, ContractKind][])('refuses %s', (_name, input, kind) => {
    expect(codeOf(() => validateTerms(kind, input))).toBe('contract.terms.invalid');
  });

  it('accepts a dividend with its period and a real-time salary with its base', () => {
    expect(
      validateTerms('dividend', { tiers: [tier('0', 0, 3000)], period: 'monthly' }).period,
    ).toBe('monthly');
    expect(validateTerms('realtime', { tiers: [tier('0', 0, 20)], base: 'single' }).base).toBe(
      'single',
    );
  });
});

describe('rates', () => {
  const upline: Terms = {
    tiers: [
      { minBase: 0n, minActiveMembers: 0, rateBp: 50 },
      { minBase: 100_000n, minActiveMembers: 5, rateBp: 100 },
    ],
    period: null,
    base: null,
  };

  it('picks the highest tier the period reaches', () => {
    expect(rateAt(upline, 99_999n, 10)).toBe(50);
    expect(rateAt(upline, 100_000n, 4)).toBe(50);
    expect(rateAt(upline, 100_000n, 5)).toBe(100);
    expect(maxRate(upline)).toBe(100);
  });

  it('compares an offer with the upline at every tier corner', () => {
    const under = { ...upline, tiers: [{ minBase: 200_000n, minActiveMembers: 5, rateBp: 100 }] };
    const over = { ...upline, tiers: [{ minBase: 200_000n, minActiveMembers: 4, rateBp: 100 }] };
    expect(rateBelowEverywhere(under, upline)).toBe(true);
    expect(rateBelowEverywhere(over, upline)).toBe(false);
  });

  it('an offer below the upline at its corners is below it at every point', () => {
    const tierArb = fc.record({
      minBase: fc.bigInt({ min: 0n, max: 1_000n }),
      minActiveMembers: fc.integer({ min: 0, max: 10 }),
      rateBp: fc.integer({ min: 0, max: 200 }),
    });
    const termsArb = fc
      .array(tierArb, { minLength: 1, maxLength: 4 })
      .map((tiers): Terms => ({ tiers, period: null, base: null }));
    fc.assert(
      fc.property(
        termsArb,
        termsArb,
        fc.bigInt({ min: 0n, max: 1_200n }),
        fc.integer({ min: 0, max: 12 }),
        (offered, up, base, active) => {
          if (!rateBelowEverywhere(offered, up)) return;
          expect(rateAt(offered, base, active)).toBeLessThanOrEqual(rateAt(up, base, active));
        },
      ),
    );
  });

  it('earns floor(base × rate) and nothing on a base at or below zero', () => {
    expect(earned(12_345n, 120)).toBe(148n);
    expect(earned(-5n, 120)).toBe(0n);
  });
});
