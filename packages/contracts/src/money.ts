import { ExactNumber } from './exact-number.ts';

/**
 * Money presentation shared by server and web (product spec §9, design/money.md). Amounts are bigint minor
 * units with a fixed scale per asset (fiat 2, points 0). The server answers money as `toWireAmount`'s exact
 * JSON numbers (decision 0033); the wire's decimal numbers are read only through `wireToMinor`, which
 * refuses anything it cannot convert exactly. `minorToWire` makes a plain number for what a double holds
 * exactly (request bodies, catalogue constants).
 */

/** What shows instead of an amount when balances are hidden. */
export const maskMoney = '***';

/** Why a money text or wire number was refused. */
export type MoneyErrorReason = 'syntax' | 'precision' | 'range' | 'not_finite';

/** Thrown for money input that cannot be converted exactly; `reason` says why. */
export class MoneyError extends Error {
  override name = 'MoneyError';

  constructor(
    readonly reason: MoneyErrorReason,
    readonly input: string,
    message: string,
  ) {
    super(message);
  }
}

const maxScale = 20;
const maxSafe = BigInt(Number.MAX_SAFE_INTEGER);

function checkScale(scale: number): void {
  if (!Number.isInteger(scale) || scale < 0 || scale > maxScale) {
    throw new RangeError(`money scale must be an integer from 0 to ${maxScale}, got ${scale}`);
  }
}

/** Sign, integer digits and exactly `scale` fraction digits of an amount. */
function splitMinor(
  minor: bigint,
  scale: number,
): { sign: string; whole: string; fraction: string } {
  checkScale(scale);
  const digits = (minor < 0n ? -minor : minor).toString().padStart(scale + 1, '0');
  const cut = digits.length - scale;
  return { sign: minor < 0n ? '-' : '', whole: digits.slice(0, cut), fraction: digits.slice(cut) };
}

/** Formats minor units with `scale` decimals and comma thousands separators: 1234567n → "12,345.67". */
export function formatMoney(minor: bigint, scale = 2): string {
  const { sign, whole, fraction } = splitMinor(minor, scale);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return scale === 0 ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`;
}

/** Optional sign, digits (plain or correctly comma-grouped), optional fraction. */
const moneyText = /^([+-]?)(\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d+))?$/;

/** Parses a decimal amount ("12,345.67", "-0.05", "3") exactly into minor units; throws MoneyError. */
export function parseMoney(text: string, scale = 2): bigint {
  checkScale(scale);
  const match = moneyText.exec(text.trim());
  if (!match) throw new MoneyError('syntax', text, `not a decimal amount: ${JSON.stringify(text)}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (fraction.length > scale) {
    throw new MoneyError('precision', text, `more than ${scale} decimals: ${JSON.stringify(text)}`);
  }
  const minor = BigInt(whole.replaceAll(',', '') + fraction.padEnd(scale, '0'));
  return sign === '-' ? -minor : minor;
}

/** A decimal number's text as digits × 10^exponent, e.g. 1.5e-7 → 15 × 10^-8. */
const numberText = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/** Reads decimal number text exactly into minor units at `scale`; `limit` caps the magnitude. */
function decimalToMinor(text: string, scale: number, limit: bigint | null): bigint {
  const match = numberText.exec(text);
  if (!match) throw new MoneyError('syntax', text, `unexpected number text: ${text}`);
  const [, sign = '', whole = '0', fraction = '', exp = '0'] = match;
  let digits = (whole + fraction).replace(/^0+(?=\d)/, '');
  let exponent = Number(exp) - fraction.length + scale;
  while (exponent < 0 && digits.length > 1 && digits.endsWith('0')) {
    digits = digits.slice(0, -1);
    exponent += 1;
  }
  if (exponent < 0 && digits !== '0') {
    throw new MoneyError('precision', text, `more than ${scale} decimals: ${text}`);
  }
  if (exponent > 400) throw new MoneyError('range', text, `amount too large: ${text}`);
  const magnitude = BigInt(digits) * 10n ** BigInt(Math.max(exponent, 0));
  if (limit !== null && magnitude > limit)
    throw new MoneyError('range', text, `amount too large for a wire number: ${text}`);
  return sign === '-' ? -magnitude : magnitude;
}

/** A money amount as the wire carries it: a JSON number, read as an ExactNumber where a double would change it. */
export type WireAmount = number | ExactNumber;

/**
 * Reads a wire decimal number into minor units. Exact: an ExactNumber is read digit for digit at any
 * size; a plain number is refused when it is not finite, has more decimals than `scale`, or lies beyond
 * ±(2^53 − 1) minor units, where a double no longer guarantees the sender's digits.
 */
export function wireToMinor(n: WireAmount, scale = 2): bigint {
  checkScale(scale);
  if (n instanceof ExactNumber) return decimalToMinor(n.text, scale, null);
  if (!Number.isFinite(n))
    throw new MoneyError('not_finite', String(n), `not a finite amount: ${n}`);
  // String(n) is the shortest text that reads back as n, i.e. the decimal the sender wrote.
  return decimalToMinor(String(n), scale, maxSafe);
}

/**
 * Minor units as the wire's exact decimal number: 1234567n at scale 2 → `12345.67`, written digit for
 * digit at any size (trailing fraction zeros dropped, as `JSON.stringify` would write a double).
 */
export function toWireAmount(minor: bigint, scale = 2): ExactNumber {
  const { sign, whole, fraction } = splitMinor(minor, scale);
  const decimals = fraction.replace(/0+$/, '');
  const text = decimals === '' ? `${sign}${whole}` : `${sign}${whole}.${decimals}`;
  return new ExactNumber(text);
}

/** Whether a wire number reads back as exactly these minor units. */
function readsBackAs(n: number, scale: number, minor: bigint): boolean {
  try {
    return wireToMinor(n, scale) === minor;
  } catch {
    return false;
  }
}

/** Writes minor units as the wire's decimal number (1234567n → 12345.67); refuses what a double cannot hold exactly. */
export function minorToWire(minor: bigint, scale = 2): number {
  const { sign, whole, fraction } = splitMinor(minor, scale);
  const n = Number(scale === 0 ? `${sign}${whole}` : `${sign}${whole}.${fraction}`);
  if (!readsBackAs(n, scale, minor)) {
    throw new MoneyError(
      'range',
      formatMoney(minor, scale),
      'amount not exactly representable as a wire number',
    );
  }
  return n;
}
