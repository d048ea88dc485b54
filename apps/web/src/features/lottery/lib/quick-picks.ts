import type { PickGroup, PlayType } from '@monsoon/contracts/lottery/play-types';

/** The quick picks a picker row may offer. */
export const QUICK_PICKS = ['all', 'big', 'small', 'odd', 'even', 'clear'] as const;
export type QuickPick = (typeof QUICK_PICKS)[number];

const isNumeric = (group: PickGroup): boolean => group.options.every((o) => /^\d+$/.test(o));

/** The options a quick pick takes in a row (numeric rows: big = upper half, small = lower half). */
function picksFor(group: PickGroup, pick: Exclude<QuickPick, 'clear'>): string[] {
  const options = [...group.options];
  const half = Math.floor(options.length / 2);
  switch (pick) {
    case 'all':
      return options;
    case 'big':
      return options.slice(half);
    case 'small':
      return options.slice(0, half);
    case 'odd':
      return options.filter((o) => Number(o) % 2 === 1);
    case 'even':
      return options.filter((o) => Number(o) % 2 === 0);
  }
}

/**
 * The quick picks that make sense for a row: big/small/odd/even only on numeric rows of more than two
 * options, and only picks the row may hold (a xiên row of at most 10 numbers offers none but clear).
 */
export function quickPicksFor(group: PickGroup): QuickPick[] {
  const fits = (picks: readonly string[]) =>
    picks.length > 0 && picks.length <= group.max && picks.length >= group.min;
  const offered: QuickPick[] = [];
  if (group.options.length > 2 && fits(picksFor(group, 'all'))) offered.push('all');
  if (isNumeric(group) && group.options.length > 2) {
    for (const pick of ['big', 'small', 'odd', 'even'] as const)
      if (fits(picksFor(group, pick))) offered.push(pick);
  }
  offered.push('clear');
  return offered;
}

/** The row's picks after a quick pick. */
export const applyQuickPick = (group: PickGroup, pick: QuickPick): string[] =>
  pick === 'clear' ? [] : picksFor(group, pick);

/**
 * A random valid selection: in every row the fewest picks it needs (at least one), distinct across
 * rows when the play counts distinct tuples (a straight cannot take the same ball twice).
 */
export function randomSelection(
  playType: PlayType,
  random: () => number = Math.random,
): string[][] {
  const used = new Set<string>();
  const distinct = playType.counting.kind === 'PRODUCT_DISTINCT';
  return playType.groups.map((group) => {
    const want = Math.max(group.min, 1);
    const pool = group.options.filter((o) => !(distinct && used.has(o)));
    const picks: string[] = [];
    while (picks.length < want && pool.length > 0) {
      const [pick] = pool.splice(Math.floor(random() * pool.length), 1);
      if (pick !== undefined) picks.push(pick);
    }
    picks.forEach((p) => used.add(p));
    // Keep the option order, as a person clicking would see it.
    return group.options.filter((o) => picks.includes(o));
  });
}
