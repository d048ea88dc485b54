/**
 * Money on the page: minor units as bigint (decimal strings on the wire), 2 decimals, never floats.
 */
export function formatMinor(minor: bigint | string, currency?: string): string {
  const value = typeof minor === 'bigint' ? minor : BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (abs % 100n).toString().padStart(2, '0');
  const amount = `${negative ? '-' : ''}${whole}.${cents}`;
  return currency ? `${amount} ${currency}` : amount;
}

/** "12.5" → 1250n; undefined when it is not a plain non-negative amount with at most 2 decimals. */
export function parseMajor(text: string): bigint | undefined {
  const match = /^\s*(\d{1,15})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}
