import { formatMoney, maskMoney } from '@monsoon/contracts/money';

/** Wire decimal number → minor units, rounding a stray float (e.g. 0.1 + 0.2) to the nearest cent. */
const toMinor = (amount: number, scale: number): bigint => BigInt(Math.round(amount * 10 ** scale));

/** Money as the site shows it: 2 decimals, comma thousands (spec §9); 0 for a missing amount. */
export function formatAmount(amount: number | null | undefined, scale = 2): string {
  const n = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  return formatMoney(toMinor(n, scale), scale);
}

/** Money with the currency symbol, or *** when hidden. */
export const formatBalance = (
  amount: number | null | undefined,
  symbol: string,
  hidden = false,
): string => (hidden ? maskMoney : `${symbol} ${formatAmount(amount)}`);

/** The jackpot text: digits without thousands separators, 2 decimals (spec §4), from minor units. */
export function formatJackpot(minor: number): string {
  const cents = Math.max(0, Math.round(minor));
  const whole = Math.floor(cents / 100).toString();
  const fraction = (cents % 100).toString().padStart(2, '0');
  return `${whole}.${fraction}`;
}

export { maskMoney };
