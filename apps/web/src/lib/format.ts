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

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * Epoch ms as the browser's local `yyyy-MM-dd HH:mm:ss` (records, histories): the same digits and
 * calendar in every site language (an Intl format would switch Thai to the Buddhist year).
 */
export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  const day = `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
  return `${day} ${pad2(d.getHours())}:${pad2(d.getMinutes())}:${pad2(d.getSeconds())}`;
}
