import { formatMoney, MoneyError, parseMoney } from '@monsoon/contracts/money';

/** Fiat currencies have 2 decimals (design/money.md §1.3); the back office edits the merchant's. */
export const MONEY_SCALE = 2;

/** Minor units as the text an operator edits: 10000n → "100.00" (exact, no thousands separators). */
export const minorToText = (minor: bigint, scale = MONEY_SCALE): string =>
  formatMoney(minor, scale).replaceAll(',', '');

/**
 * An operator's decimal text as minor units ("100", "100.5", "1,000.25"), or null when it is not a
 * non-negative amount of at most `scale` decimals. Exact: digits to bigint, never through a float.
 */
export function textToMinor(text: string, scale = MONEY_SCALE): bigint | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.startsWith('-') || trimmed.startsWith('+')) return null;
  try {
    return parseMoney(trimmed, scale);
  } catch (e) {
    if (e instanceof MoneyError) return null;
    throw e;
  }
}

/** Basis points as a percent text: 150 → "1.50". */
export const bpsToPercent = (bps: number): string => minorToText(BigInt(bps), 2);

/** A percent text of at most 2 decimals from 0 to 100 as basis points ("1.5" → 150), or null. */
export function percentToBps(text: string): number | null {
  const bps = textToMinor(text, 2);
  return bps === null || bps > 10_000n ? null : Number(bps);
}
