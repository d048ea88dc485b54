import { formatMoney, wireToMinor, type WireAmount } from '@monsoon/contracts/money';

/** Money of an answer as the site shows it (2 decimals, comma thousands), exact at any size. */
export const showMoney = (amount: WireAmount): string => formatMoney(wireToMinor(amount), 2);

/** A win/loss with its sign: `+12.50` when the players won, `-3.00` when they lost. */
export const showProfit = (amount: WireAmount): string => {
  const minor = wireToMinor(amount);
  return minor > 0n ? `+${formatMoney(minor, 2)}` : formatMoney(minor, 2);
};

/** The sign of an amount: 1, -1 or 0. */
export const signOf = (amount: WireAmount): 1 | -1 | 0 => {
  const minor = wireToMinor(amount);
  return minor > 0n ? 1 : minor < 0n ? -1 : 0;
};

/** A rate in basis points as a percentage with 2 decimals: 150 → `1.50%`. */
export const showRate = (bp: number): string =>
  `${Math.trunc(bp / 100)}.${String(Math.abs(bp % 100)).padStart(2, '0')}%`;
