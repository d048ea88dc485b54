import { MoneyError, parseMoney, wireToMinor, type WireAmount } from '@monsoon/contracts/money';

/** What is wrong with an amount the member typed, if anything (checked again by the server). */
export type AmountProblem = 'invalid' | 'belowMin' | 'aboveMax' | 'aboveBalance';

/** Minor units of a typed decimal amount (at most 2 decimals), or null when it is not one. */
export function typedMinor(text: string): bigint | null {
  const trimmed = text.trim();
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(trimmed)) return null;
  try {
    return parseMoney(trimmed, 2);
  } catch (e) {
    if (e instanceof MoneyError) return null;
    throw e;
  }
}

/** Checks an amount against the limits and the available balance (all wire amounts). */
export function amountProblem(
  text: string,
  limits: { min: WireAmount; max: WireAmount; available: WireAmount },
): AmountProblem | null {
  const minor = typedMinor(text);
  if (minor === null || minor <= 0n) return 'invalid';
  if (minor < wireToMinor(limits.min)) return 'belowMin';
  if (minor > wireToMinor(limits.max)) return 'aboveMax';
  if (minor > wireToMinor(limits.available)) return 'aboveBalance';
  return null;
}
