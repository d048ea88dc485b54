import { formatMoney, wireToMinor, type WireAmount } from '@monsoon/contracts/money';

/** A rate in basis points as the site shows it: a percent with 2 decimals (`125` → `1.25%`). */
export const formatRate = (rateBp: number): string =>
  `${Math.floor(rateBp / 100)}.${String(rateBp % 100).padStart(2, '0')}%`;

/** A rate as a form field holds it (`125` → `1.25`, `1500` → `15`). */
export const rateFieldText = (rateBp: number): string => {
  const whole = Math.floor(rateBp / 100);
  const cents = rateBp % 100;
  if (cents === 0) return String(whole);
  return `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
};

/**
 * A typed percent (up to 2 decimals, 0 to 100) in basis points, read digit by digit (no float):
 * `"1.25"` → 125, `"15"` → 1500; null when it is not one.
 */
export function percentToBp(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** Money of an answer as the site shows it (2 decimals, comma thousands), exact at any size. */
export const showMoney = (amount: WireAmount): string => formatMoney(wireToMinor(amount), 2);

/** A threshold of an answer as a form field holds it (`10000.5` → `10000.50`, no separators). */
export const moneyFieldText = (amount: WireAmount): string =>
  formatMoney(wireToMinor(amount), 2).replaceAll(',', '');
