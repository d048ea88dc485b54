import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bpsToPercent, minorToText, percentToBps, textToMinor } from './amounts';

describe('amounts an operator edits', () => {
  it('shows minor units in major units and reads them back exactly', () => {
    expect(minorToText(10_000n)).toBe('100.00');
    expect(minorToText(5n)).toBe('0.05');
    expect(minorToText(123_456_789n)).toBe('1234567.89');
    expect(textToMinor('100')).toBe(10_000n);
    expect(textToMinor(' 250.5 ')).toBe(25_050n);
    expect(textToMinor('1,000.25')).toBe(100_025n);
    expect(textToMinor('0.1')).toBe(10n);
  });

  it('refuses what is not a non-negative amount of 2 decimals', () => {
    for (const bad of ['', ' ', '1.234', '-5', '+5', 'abc', '1e3', '1.', '.5', '12,34'])
      expect(textToMinor(bad), bad).toBeNull();
  });

  it('round-trips every amount exactly, above 2^53 too', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 22n }), (minor) => {
        expect(textToMinor(minorToText(minor))).toBe(minor);
      }),
    );
    expect(textToMinor('90071992547409.93')).toBe(9_007_199_254_740_993n);
  });

  it('reads fees as percent with 2 decimals into basis points', () => {
    expect(percentToBps('1.5')).toBe(150);
    expect(percentToBps('0')).toBe(0);
    expect(percentToBps('100')).toBe(10_000);
    expect(percentToBps('0.01')).toBe(1);
    expect(percentToBps('100.01')).toBeNull();
    expect(percentToBps('1.234')).toBeNull();
    expect(bpsToPercent(150)).toBe('1.50');
    expect(bpsToPercent(5000)).toBe('50.00');
  });
});
