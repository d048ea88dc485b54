import { describe, expect, it } from 'vitest';
import { feeOf, timeLeft, typedMinor } from './amount';

describe('deposit amounts', () => {
  it('reads what the member types exactly, refusing junk, zero and a third decimal', () => {
    expect(typedMinor('1,000.50')).toBe(100_050n);
    expect(typedMinor('500')).toBe(50_000n);
    expect(typedMinor('0')).toBeNull();
    expect(typedMinor('1.234')).toBeNull();
    expect(typedMinor('abc')).toBeNull();
    expect(typedMinor('')).toBeNull();
  });

  it('takes the fee the way the server does (rounded down)', () => {
    expect(feeOf(100_000n, 1.5)).toBe(1_500n);
    expect(feeOf(33_333n, 1.5)).toBe(499n);
    expect(feeOf(50_000n, 0)).toBe(0n);
  });

  it('counts down to the expiry', () => {
    expect(timeLeft(125_000, 0)).toBe('2:05');
    expect(timeLeft(3_725_000, 0)).toBe('1:02:05');
    expect(timeLeft(0, 5_000)).toBe('0:00');
  });
});
