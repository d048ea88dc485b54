import { MAX_BET_MULTIPLE } from '@monsoon/contracts/lottery/lgw';
import { parseMoney } from '@monsoon/contracts/money';

/** The unit stake typed in, as minor units above 0, or null when it is not such an amount. */
export function parseUnitStake(text: string): bigint | null {
  try {
    const minor = parseMoney(text);
    return minor > 0n ? minor : null;
  } catch {
    return null;
  }
}

/** The multiple typed in, a whole number from 1 to MAX_BET_MULTIPLE, or null. */
export function parseMultiple(text: string): number | null {
  if (!/^\d{1,6}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= 1 && n <= MAX_BET_MULTIPLE ? n : null;
}
