import { MoneyError, parseMoney, wireToMinor, type WireAmount } from '@monsoon/contracts/money';

/** A wire amount in minor units. */
export const minorOf = (amount: WireAmount): bigint => wireToMinor(amount);

/** The typed amount in minor units, or null when it is not a positive amount with at most 2 decimals. */
export function typedMinor(text: string): bigint | null {
  if (text.trim() === '') return null;
  try {
    const minor = parseMoney(text);
    return minor > 0n ? minor : null;
  } catch (err) {
    if (err instanceof MoneyError) return null;
    throw err;
  }
}

/** The fee the server takes from a paid amount: basis points, rounded down. */
export const feeOf = (minor: bigint, feePercent: number): bigint =>
  (minor * BigInt(Math.round(feePercent * 100))) / 10_000n;

/** Whole minutes and seconds left until `at` (`mm:ss`, `h:mm:ss` past an hour); 0:00 once passed. */
export function timeLeft(at: number, now: number): string {
  const total = Math.max(0, Math.ceil((at - now) / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
