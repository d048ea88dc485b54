import { describe, expect, it } from 'vitest';
import { amountProblem, showMoney } from './transfer-amount';

describe('amountProblem', () => {
  it('accepts positive amounts with at most 2 decimals up to the balance', () => {
    expect(amountProblem('30.5', 3_050n)).toBeNull();
    expect(amountProblem(' 0.01 ', 1n)).toBeNull();
  });
  it('names what is wrong', () => {
    expect(amountProblem('', 100n)).toBe('transfer.amountRequired');
    expect(amountProblem('0', 100n)).toBe('transfer.amountFormat');
    expect(amountProblem('1.234', 100_000n)).toBe('transfer.amountFormat');
    expect(amountProblem('-1', 100_000n)).toBe('transfer.amountFormat');
    expect(amountProblem('1,000', 1_000_000n)).toBe('transfer.amountFormat');
    expect(amountProblem('10.01', 1_000n)).toBe('transfer.amountAboveBalance');
  });
});

describe('showMoney', () => {
  it('shows 2 decimals with comma thousands', () => {
    expect(showMoney(1234.5)).toBe('1,234.50');
  });
});
