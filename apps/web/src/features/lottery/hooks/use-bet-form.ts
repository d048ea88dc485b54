import type { PlayType } from '@monsoon/contracts/lottery/play-types';
import { useState } from 'react';
import {
  applyQuickPick,
  randomSelection,
  type QuickPick,
} from '@/features/lottery/lib/quick-picks';
import { selectionBets, type SlipLine } from '@/features/lottery/lib/slip';
import { unitProblem } from '@/features/lottery/lib/limits';
import { parseMultiple, parseUnitStake } from '@/features/lottery/lib/stake';

const emptySelection = (playType: PlayType): string[][] => playType.groups.map(() => []);

let lineSeq = 0;

/**
 * The betting screen's form: the play type, its picks, multiple and unit stake, and the slip's lines.
 * Changing the play type clears the picks; adding a line to the slip clears them too.
 */
export function useBetForm(playTypes: readonly PlayType[], initialCode: string | null) {
  const first = playTypes.find((p) => p.code === initialCode) ?? playTypes[0];
  const [playType, setPlayTypeState] = useState<PlayType | undefined>(first);
  const [selection, setSelection] = useState<string[][]>(() =>
    first ? emptySelection(first) : [],
  );
  const [multipleText, setMultipleText] = useState('1');
  const [unitText, setUnitText] = useState('1');
  const [lines, setLines] = useState<SlipLine[]>([]);

  const bets = playType ? selectionBets(playType, selection) : 0;
  const multiple = parseMultiple(multipleText);
  const unitMinor = parseUnitStake(unitText);

  const setRow = (row: number, picks: string[]) =>
    setSelection((current) => current.map((r, i) => (i === row ? picks : r)));

  return {
    playType,
    selection,
    bets,
    multipleText,
    unitText,
    multiple,
    unitMinor,
    lines,
    setMultipleText,
    setUnitText,
    setPlayType(code: string) {
      const next = playTypes.find((p) => p.code === code);
      if (!next) return;
      setPlayTypeState(next);
      setSelection(emptySelection(next));
    },
    /** Adds or removes one option of a row (a full row takes no more). */
    toggle(row: number, option: string) {
      const picks = selection[row] ?? [];
      const max = playType?.groups[row]?.max ?? 0;
      if (picks.includes(option))
        setRow(
          row,
          picks.filter((p) => p !== option),
        );
      else if (picks.length < max) {
        const order = playType?.groups[row]?.options ?? [];
        setRow(
          row,
          order.filter((o) => o === option || picks.includes(o)),
        );
      }
    },
    quickPick(row: number, pick: QuickPick) {
      const group = playType?.groups[row];
      if (group) setRow(row, applyQuickPick(group, pick));
    },
    random() {
      if (playType) setSelection(randomSelection(playType));
    },
    clearPicks() {
      if (playType) setSelection(emptySelection(playType));
    },
    /** Puts the current picks on the slip; false when they do not make a bet yet. */
    addToSlip(): boolean {
      if (
        !playType ||
        bets === 0 ||
        multiple === null ||
        unitMinor === null ||
        unitProblem(unitMinor)
      )
        return false;
      lineSeq += 1;
      setLines((current) => [
        ...current,
        { id: `line-${lineSeq}`, playType, selection, bets, multiple, unitMinor },
      ]);
      setSelection(emptySelection(playType));
      return true;
    },
    removeLine(id: string) {
      setLines((current) => current.filter((l) => l.id !== id));
    },
    clearSlip() {
      setLines([]);
    },
  };
}

export type BetForm = ReturnType<typeof useBetForm>;
