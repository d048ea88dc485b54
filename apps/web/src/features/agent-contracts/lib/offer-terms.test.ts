import { describe, expect, it } from 'vitest';
import { terms } from '../testing';
import { checkOffer, draftOf, type TierDraft } from './offer-terms';
import { formatRate, percentToBp } from './rates';

const mine = terms([
  [0, 0, 100],
  [10_000, 5, 200],
]);
const draft = (...tiers: [string, string, string][]) => ({
  tiers: tiers.map(([minBase, minActiveMembers, rate]): TierDraft => ({
    minBase,
    minActiveMembers,
    rate,
  })),
  period: 'weekly' as const,
  base: 'loss' as const,
});

describe('rates', () => {
  it('reads a percent with up to 2 decimals into basis points, digit by digit', () => {
    expect(percentToBp('1.25')).toBe(125);
    expect(percentToBp('0.5')).toBe(50);
    expect(percentToBp(' 100 ')).toBe(10_000);
    expect(percentToBp('0.07')).toBe(7);
    for (const bad of ['1.255', '100.01', '-1', '', 'abc', '1,5'])
      expect(percentToBp(bad)).toBeNull();
    expect(formatRate(175)).toBe('1.75%');
    expect(formatRate(5)).toBe('0.05%');
  });
});

describe('the rate rule, checked at every tier corner', () => {
  it('refuses a tier above my rate at its own thresholds, even where one of them reaches my higher tier', () => {
    // At 10,000 with 0 active members my rate is still my first tier's 1 %.
    const check = checkOffer('daily', draft(['10000', '0', '1.5']), mine);
    expect(check).toEqual({
      ok: false,
      problems: [{ rate: { reason: 'ceiling', ceilingBp: 100 } }],
    });
  });

  it('accepts tiers at or below mine at each corner, in basis points, with the kind’s own fields', () => {
    const check = checkOffer('dividend', draft(['0', '0', '1'], ['10000', '5', '2']), mine);
    expect(check).toEqual({
      ok: true,
      terms: {
        tiers: [
          { minBase: '0', minActiveMembers: 0, rateBp: 100 },
          { minBase: '10000', minActiveMembers: 5, rateBp: 200 },
        ],
        period: 'weekly',
      },
    });
    const realtime = checkOffer('realtime', draft(['0', '0', '0.5']), mine);
    expect(realtime.ok && realtime.terms.base).toBe('loss');
  });

  it('refuses tiers that do not rise, and unreadable fields', () => {
    const check = checkOffer(
      'daily',
      draft(['500', '2', '0.5'], ['400', '3', '0.5'], ['x', '1.5', '']),
      mine,
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems[1]).toEqual({
      minBase: { reason: 'order' },
      rate: { reason: 'rateOrder' },
    });
    expect(check.problems[2]).toEqual({
      minBase: { reason: 'minBase' },
      minActiveMembers: { reason: 'minActiveMembers' },
      rate: { reason: 'rate' },
    });
  });

  it("keeps the agent's own dividend period and real-time base (one base along the chain)", () => {
    const monthly = terms([[0, 0, 300]], { period: 'monthly' });
    expect(draftOf(null, monthly).period).toBe('monthly');
    const check = checkOffer('dividend', draft(['0', '0', '2']), monthly);
    expect(check.ok && check.terms.period).toBe('monthly');
  });

  it('starts an adjustment from the current terms', () => {
    expect(draftOf(terms([[10_000.5, 3, 125]], { period: 'monthly' }))).toEqual({
      tiers: [{ minBase: '10000.50', minActiveMembers: '3', rate: '1.25' }],
      period: 'monthly',
      base: 'single',
    });
  });
});
