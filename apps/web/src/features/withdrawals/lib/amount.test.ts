import { describe, expect, it } from 'vitest';
import { amountProblem, typedMinor } from './amount';

describe('typed withdrawal amounts', () => {
  it('reads decimals exactly, refusing more than 2 decimals or text', () => {
    expect(typedMinor('1234.5')).toBe(123_450n);
    expect(typedMinor(' 100 ')).toBe(10_000n);
    expect(typedMinor('0.10')).toBe(10n);
    expect(typedMinor('1.234')).toBeNull();
    expect(typedMinor('1e3')).toBeNull();
    expect(typedMinor('-5')).toBeNull();
  });

  it('checks the limits and the balance in order', () => {
    const limits = { min: 100, max: 50_000, available: 3_000 };
    expect(amountProblem('', limits)).toBe('invalid');
    expect(amountProblem('99.99', limits)).toBe('belowMin');
    expect(amountProblem('50000.01', limits)).toBe('aboveMax');
    expect(amountProblem('3000.01', limits)).toBe('aboveBalance');
    expect(amountProblem('3000', limits)).toBeNull();
  });
});
