import type { LgwDraw } from '@monsoon/contracts/lottery/lgw';

/** A draw's result values in draw order (`3,5,1` → ['3','5','1']); none for a cancelled draw. */
export const resultValues = (draw: Pick<LgwDraw, 'winNo' | 'status'>): string[] =>
  draw.status === 'CANCELLED'
    ? []
    : draw.winNo
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);

/**
 * How often each value came up in the given draws, most frequent first (ties by value). A Vietnamese
 * draw counts the last two digits of every prize number (what lô pays on); other games their values.
 */
export function trendCounts(
  draws: readonly LgwDraw[],
  limit = 12,
): { value: string; hits: number }[] {
  const counts = new Map<string, number>();
  for (const draw of draws) {
    if (draw.status === 'CANCELLED') continue;
    const values = draw.prizes
      ? Object.values(draw.prizes)
          .flat()
          .map((n) => n.slice(-2))
      : resultValues(draw);
    for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return [...counts]
    .map(([value, hits]) => ({ value, hits }))
    .sort((a, b) => b.hits - a.hits || a.value.localeCompare(b.value, 'en', { numeric: true }))
    .slice(0, limit);
}
