import { describe, expect, it } from 'vitest';
import { formatAmount, formatBalance, formatJackpot } from './format';

describe('money format', () => {
  it('shows 2 decimals with comma thousands', () => {
    expect(formatAmount(1234567.5)).toBe('1,234,567.50');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(999.999)).toBe('1,000.00');
    expect(formatAmount(-1234.5)).toBe('-1,234.50');
  });

  it('shows 0.00 for a missing or broken amount', () => {
    expect(formatAmount(null)).toBe('0.00');
    expect(formatAmount(undefined)).toBe('0.00');
    expect(formatAmount(Number.NaN)).toBe('0.00');
  });

  it('rounds float noise to the cent', () => {
    expect(formatAmount(0.1 + 0.2)).toBe('0.30');
  });

  it('prefixes the currency symbol or masks the balance', () => {
    expect(formatBalance(1500, 'P')).toBe('P 1,500.00');
    expect(formatBalance(1500, 'P', true)).toBe('***');
  });

  it('writes the jackpot as digits without separators', () => {
    expect(formatJackpot(1_234_567_891)).toBe('12345678.91');
    expect(formatJackpot(5)).toBe('0.05');
  });
});
