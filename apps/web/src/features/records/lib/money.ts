import { formatMoney, wireToMinor, type WireAmount } from '@monsoon/contracts/money';

/** Money of an answer as the site shows it (2 decimals, comma thousands), exact at any size. */
export const showMoney = (amount: WireAmount): string => formatMoney(wireToMinor(amount), 2);

/** `+` for a member's win, `-` for a loss (P&L columns). */
export const showProfit = (amount: WireAmount): string => {
  const minor = wireToMinor(amount);
  return minor > 0n ? `+${formatMoney(minor, 2)}` : formatMoney(minor, 2);
};

/** The tone of a P&L: positive, negative or none. */
export const profitSign = (amount: WireAmount): 1 | -1 | 0 => {
  const minor = wireToMinor(amount);
  return minor > 0n ? 1 : minor < 0n ? -1 : 0;
};
