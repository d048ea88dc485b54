import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import {
  MoneyError,
  formatMoney,
  maskMoney,
  minorToWire,
  parseMoney,
  wireToMinor,
} from './money.ts';
import type { MoneyErrorReason } from './money.ts';

const reasonOf = (fn: () => unknown): MoneyErrorReason | 'no error' | 'other error' => {
  try {
    fn();
    return 'no error';
  } catch (error) {
    return error instanceof MoneyError ? error.reason : 'other error';
  }
};

const above2p53 = 2n ** 53n + 1n; // 9007199254740993: no double holds it

describe('formatMoney', () => {
  it.each([
    [0n, 2, '0.00'],
    [5n, 2, '0.05'],
    [-5n, 2, '-0.05'],
    [100n, 2, '1.00'],
    [99999n, 2, '999.99'],
    [100000n, 2, '1,000.00'],
    [1234567n, 2, '12,345.67'],
    [-123456789n, 2, '-1,234,567.89'],
    [1234n, 0, '1,234'],
    [-999n, 0, '-999'],
    [1234567n, 3, '1,234.567'],
    [above2p53, 2, '90,071,992,547,409.93'],
    [2n ** 64n, 2, '184,467,440,737,095,516.16'],
  ])('%s at scale %i → %s', (minor, scale, text) => {
    expect(formatMoney(minor, scale)).toBe(text);
  });

  it('defaults to scale 2 and refuses impossible scales', () => {
    expect(formatMoney(1234567n)).toBe('12,345.67');
    expect(() => formatMoney(1n, -1)).toThrow(RangeError);
    expect(() => formatMoney(1n, 1.5)).toThrow(RangeError);
    expect(() => parseMoney('1', 21)).toThrow(RangeError);
  });

  it('has a mask for hidden balances', () => {
    expect(maskMoney).toBe('***');
  });
});

describe('parseMoney', () => {
  it.each([
    ['12,345.67', 2, 1234567n],
    ['12345.67', 2, 1234567n],
    ['  1.5 ', 2, 150n],
    ['-0.05', 2, -5n],
    ['-0.00', 2, 0n],
    ['+3', 2, 300n],
    ['0', 2, 0n],
    ['007.10', 2, 710n],
    ['1,000', 2, 100000n],
    ['1,234', 0, 1234n],
    ['1.234', 3, 1234n],
    ['90,071,992,547,409.93', 2, above2p53],
    ['184467440737095516.16', 2, 2n ** 64n],
  ])('%j at scale %i → %s', (text, scale, minor) => {
    expect(parseMoney(text, scale)).toBe(minor);
  });

  it.each([
    ['', 'syntax'],
    ['   ', 'syntax'],
    ['abc', 'syntax'],
    ['1,23', 'syntax'],
    ['12,3456', 'syntax'],
    ['1234,567', 'syntax'],
    [',123', 'syntax'],
    ['1.', 'syntax'],
    ['.5', 'syntax'],
    ['1e3', 'syntax'],
    ['--1', 'syntax'],
    ['1 000', 'syntax'],
    ['0x10', 'syntax'],
    ['NaN', 'syntax'],
    ['Infinity', 'syntax'],
    ['１２', 'syntax'],
    ['1.2.3', 'syntax'],
    ['1.234', 'precision'],
    ['0.001', 'precision'],
    ['1.000', 'precision'],
  ])('refuses %j (%s)', (text, reason) => {
    expect(reasonOf(() => parseMoney(text))).toBe(reason);
  });

  it('refuses any decimals at scale 0', () => {
    expect(reasonOf(() => parseMoney('1.0', 0))).toBe('precision');
  });

  it('keeps the refused input on the error', () => {
    const error = (() => {
      try {
        parseMoney('12.345');
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(MoneyError);
    expect(error).toMatchObject({ name: 'MoneyError', reason: 'precision', input: '12.345' });
  });
});

describe('parse and format round-trip', () => {
  const scale = fc.integer({ min: 0, max: 6 });
  const huge = fc.bigInt({ min: -(2n ** 96n), max: 2n ** 96n });

  it('parse(format(x)) === x for any amount, far above 2^53', () => {
    fc.assert(
      fc.property(huge, scale, (minor, s) => parseMoney(formatMoney(minor, s), s) === minor),
      { numRuns: 500 },
    );
  });

  it('format(parse(text)) is the canonical text', () => {
    const digits = (maxLength: number) =>
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength });
    fc.assert(
      fc.property(fc.boolean(), digits(30), digits(8), (negative, whole, fraction) => {
        const text = `${negative ? '-' : ''}${whole}.${fraction}`;
        const minor = parseMoney(text, fraction.length);
        return (
          parseMoney(formatMoney(minor, fraction.length), fraction.length) === minor &&
          formatMoney(minor, fraction.length).replaceAll(',', '') === canonical(text)
        );
      }),
    );
  });

  it('groups the integer part by thousands', () => {
    fc.assert(
      fc.property(
        huge,
        (minor) =>
          /^-?\d{1,3}(,\d{3})*\.\d{2}$/.test(formatMoney(minor)) &&
          !formatMoney(minor).startsWith('-0.00'),
      ),
    );
  });
});

describe('parse never rounds', () => {
  const digits = (minLength: number, maxLength: number) =>
    fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength });

  it('more decimals than the scale are refused (precision), whatever the digits, far above 2^53 too', () => {
    fc.assert(
      fc.property(
        digits(1, 30),
        fc.integer({ min: 0, max: 6 }),
        digits(1, 4),
        (whole, scale, extra) => {
          const fraction = '0'.repeat(scale) + extra;
          return reasonOf(() => parseMoney(`${whole}.${fraction}`, scale)) === 'precision';
        },
      ),
    );
  });

  it('a sign flips the amount exactly, and amounts compare like their texts', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 80n }),
        fc.bigInt({ min: 0n, max: 2n ** 80n }),
        (a, b) => {
          const text = formatMoney(a);
          return (
            parseMoney(`-${text}`) === -a &&
            Math.sign(Number(parseMoney(formatMoney(a)) - parseMoney(formatMoney(b)))) ===
              Math.sign(Number(a - b))
          );
        },
      ),
    );
  });

  it('sums of parsed amounts are exact where doubles are not (0.1 + 0.2, values above 2^53)', () => {
    expect(parseMoney('0.10') + parseMoney('0.20')).toBe(parseMoney('0.30'));
    expect(formatMoney(parseMoney('90,071,992,547,409.92') + parseMoney('0.01'))).toBe(
      '90,071,992,547,409.93',
    );
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }), { maxLength: 50 }),
        (xs) => {
          const total = xs.reduce((s, x) => s + x, 0n);
          return xs.map((x) => parseMoney(formatMoney(x))).reduce((s, x) => s + x, 0n) === total;
        },
      ),
    );
  });
});

/** The plain decimal text without redundant leading zeros or a negative zero. */
function canonical(text: string): string {
  const negative = text.startsWith('-');
  const [whole = '', fraction = ''] = text.replace('-', '').split('.');
  const trimmed = whole.replace(/^0+(?=\d)/, '');
  const isZero = /^0*$/.test(trimmed + fraction);
  return `${negative && !isZero ? '-' : ''}${trimmed}.${fraction}`;
}

describe('wire numbers', () => {
  it.each([
    [1234567n, 2, 12345.67],
    [-5n, 2, -0.05],
    [0n, 2, 0],
    [10n, 2, 0.1],
    [7n, 0, 7],
    [-100n, 2, -1],
    [15n, 8, 1.5e-7],
    [BigInt(Number.MAX_SAFE_INTEGER), 0, Number.MAX_SAFE_INTEGER],
  ])('%s at scale %i ↔ %d', (minor, scale, n) => {
    expect(minorToWire(minor, scale)).toBe(n);
    expect(wireToMinor(n, scale)).toBe(minor);
  });

  it('reads -0 as zero and trailing-zero numbers exactly', () => {
    expect(wireToMinor(-0)).toBe(0n);
    expect(wireToMinor(1200)).toBe(120000n);
    expect(wireToMinor(1e-7, 7)).toBe(1n);
  });

  it.each([
    [Number.NaN, 2, 'not_finite'],
    [Number.POSITIVE_INFINITY, 2, 'not_finite'],
    [Number.NEGATIVE_INFINITY, 2, 'not_finite'],
    [0.1 + 0.2, 2, 'precision'],
    [1.005, 2, 'precision'],
    [0.5, 0, 'precision'],
    [1e-7, 2, 'precision'],
    [1e21, 2, 'range'],
    [2 ** 53, 0, 'range'],
    [Number.MAX_SAFE_INTEGER, 2, 'range'],
  ])('refuses %d at scale %i (%s)', (n, scale, reason) => {
    expect(reasonOf(() => wireToMinor(n, scale))).toBe(reason);
  });

  it('refuses to write amounts a double cannot hold exactly', () => {
    expect(reasonOf(() => minorToWire(above2p53, 0))).toBe('range');
    expect(reasonOf(() => minorToWire(above2p53, 2))).toBe('range');
    expect(reasonOf(() => minorToWire(-(2n ** 60n), 2))).toBe('range');
  });

  it('round-trips every amount up to 15 digits, through JSON too', () => {
    const minor = fc.bigInt({ min: -(10n ** 15n) + 1n, max: 10n ** 15n - 1n });
    fc.assert(
      fc.property(minor, fc.integer({ min: 0, max: 8 }), (m, s) => {
        const n = minorToWire(m, s);
        return (
          wireToMinor(n, s) === m && wireToMinor(Number(JSON.parse(JSON.stringify(n))), s) === m
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('writes every safe amount either exactly or not at all', () => {
    const minor = fc.bigInt({
      min: -BigInt(Number.MAX_SAFE_INTEGER),
      max: BigInt(Number.MAX_SAFE_INTEGER),
    });
    fc.assert(
      fc.property(minor, fc.integer({ min: 0, max: 4 }), (m, s) => {
        const reason = reasonOf(() => minorToWire(m, s));
        return (
          reason === 'range' || (reason === 'no error' && wireToMinor(minorToWire(m, s), s) === m)
        );
      }),
      { numRuns: 1000 },
    );
  });
});
