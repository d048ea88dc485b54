import { z } from 'zod';
import type { PlayType } from './play-types.ts';

/**
 * Checking a selection against its play type and counting its unit bets (issue 5). Re-exported by
 * play-types.ts; kept apart so the play-type data stays readable.
 */

/** A selection on the wire: one array of picks per pick row (bounded so no request can be huge). */
export const selectionSchema = z
  .array(z.array(z.string().min(1).max(8)).max(1000))
  .min(1)
  .max(10);
export type Selection = z.infer<typeof selectionSchema>;

/** Stable codes of a refused selection (the server answers them; the site translates them). */
export const SELECTION_ERRORS = [
  /** Not an array of pick arrays, or the wrong number of pick rows. */
  'lottery.selection.invalid',
  /** A pick that is not one of its row's options (out of range, wrong format such as '7' for '07'). */
  'lottery.selection.option',
  'lottery.selection.duplicate',
  'lottery.selection.too.few',
  'lottery.selection.too.many',
  /** Well-formed but makes no bet, e.g. the same single ball in both rows of an 11x5 first-2 straight. */
  'lottery.selection.no.bets',
] as const;
export type SelectionError = (typeof SELECTION_ERRORS)[number];

/** The outcome of `validateSelection`: the bet count, or the error code and the offending row. */
export type SelectionCheck =
  { ok: true; bets: number } | { ok: false; code: SelectionError; group?: number };

/** n choose k, exact for the small numbers pickers use. */
export const choose = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return result;
};

/** Tuples taking one pick per row with no pick repeated (the rows of a straight). */
const distinctTuples = (
  groups: readonly (readonly string[])[],
  used: ReadonlySet<string> = new Set(),
): number => {
  const [first, ...rest] = groups;
  if (!first) return 1;
  let count = 0;
  for (const pick of first) {
    if (!used.has(pick)) count += distinctTuples(rest, new Set([...used, pick]));
  }
  return count;
};

/** How many unit bets a (valid) selection makes: lô on 3 numbers = 3, xiên 2 on 4 numbers = C(4,2) = 6. */
export const betCount = (playType: PlayType, selection: Selection): number => {
  const counting = playType.counting;
  switch (counting.kind) {
    case 'EACH':
      return selection.reduce((sum, picks) => sum + picks.length, 0);
    case 'COMBINATION':
      return choose(selection[0]?.length ?? 0, counting.size);
    case 'PRODUCT':
      return selection.reduce((product, picks) => product * picks.length, 1);
    case 'PRODUCT_DISTINCT':
      return distinctTuples(selection);
  }
};

const refuse = (code: SelectionError, group?: number): SelectionCheck =>
  group === undefined ? { ok: false, code } : { ok: false, code, group };

/** The first problem of one pick row, if any. */
const checkRow = (
  playType: PlayType,
  picks: readonly string[],
  index: number,
): SelectionCheck | undefined => {
  const group = playType.groups[index];
  if (!group) return refuse('lottery.selection.invalid', index);
  if (picks.some((pick) => !group.options.includes(pick)))
    return refuse('lottery.selection.option', index);
  if (new Set(picks).size !== picks.length) return refuse('lottery.selection.duplicate', index);
  if (picks.length < group.min) return refuse('lottery.selection.too.few', index);
  if (picks.length > group.max) return refuse('lottery.selection.too.many', index);
  return undefined;
};

/** Whether a selection (any JSON) is valid for the play type; if so, how many unit bets it makes. */
export const validateSelection = (playType: PlayType, selection: unknown): SelectionCheck => {
  const parsed = selectionSchema.safeParse(selection);
  if (!parsed.success || parsed.data.length !== playType.groups.length) {
    return refuse('lottery.selection.invalid');
  }
  for (const [index, picks] of parsed.data.entries()) {
    const problem = checkRow(playType, picks, index);
    if (problem) return problem;
  }
  if (parsed.data.every((picks) => picks.length === 0)) return refuse('lottery.selection.too.few');
  const bets = betCount(playType, parsed.data);
  return bets > 0 ? { ok: true, bets } : refuse('lottery.selection.no.bets');
};

/** A zod schema accepting only valid selections of this play type; the issue message is the error code. */
export const selectionSchemaFor = (playType: PlayType) =>
  selectionSchema.superRefine((selection, context) => {
    const check = validateSelection(playType, selection);
    if (!check.ok) {
      context.addIssue({
        code: 'custom',
        message: check.code,
        path: check.group === undefined ? [] : [check.group],
      });
    }
  }) satisfies z.ZodType<Selection>;
