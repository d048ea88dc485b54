import { parseMoney, wireToMinor, formatMoney, type WireAmount } from '@monsoon/contracts/money';

/** Money of an answer as the site shows it (2 decimals, comma thousands), exact at any size. */
export const showMoney = (amount: WireAmount): string => formatMoney(wireToMinor(amount), 2);

/** Why a typed amount cannot be sent, as a `member:transfer.*` key, or null when it can. */
export function amountProblem(
  text: string,
  available: bigint,
): 'transfer.amountRequired' | 'transfer.amountFormat' | 'transfer.amountAboveBalance' | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'transfer.amountRequired';
  if (!/^\d{1,15}(\.\d{1,2})?$/.test(trimmed)) return 'transfer.amountFormat';
  const minor = parseMoney(trimmed, 2);
  if (minor <= 0n) return 'transfer.amountFormat';
  if (minor > available) return 'transfer.amountAboveBalance';
  return null;
}

/** A fresh idempotency key for one submit (kept for its retries, replaced once it got an answer). */
export const newRequestId = (): string => crypto.randomUUID();
