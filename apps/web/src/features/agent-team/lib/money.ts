import { formatMoney, parseMoney, wireToMinor, type WireAmount } from '@monsoon/contracts/money';

/** Money of an answer as the site shows it (2 decimals, comma thousands), exact at any size. */
export const showMoney = (amount: WireAmount): string => formatMoney(wireToMinor(amount), 2);

/** A rate in basis points as a percentage: 150 → "1.5". */
export const showRate = (rateBp: number): string => String(rateBp / 100);

/** Why a typed amount cannot be sent, as an `agent:transfer.*` key, or null when it can. */
export function amountProblem(
  text: string,
  available: bigint | null,
): 'transfer.amountRequired' | 'transfer.amountFormat' | 'transfer.amountAboveBalance' | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'transfer.amountRequired';
  if (!/^\d{1,15}(\.\d{1,2})?$/.test(trimmed)) return 'transfer.amountFormat';
  const minor = parseMoney(trimmed, 2);
  if (minor <= 0n) return 'transfer.amountFormat';
  if (available !== null && minor > available) return 'transfer.amountAboveBalance';
  return null;
}
