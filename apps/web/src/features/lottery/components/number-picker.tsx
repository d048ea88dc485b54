import type { PickGroup, PlayType } from '@monsoon/contracts/lottery/play-types';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { quickPicksFor, type QuickPick } from '@/features/lottery/lib/quick-picks';
import styles from './betting.module.css';

const OPTION_WORDS = ['BIG', 'SMALL', 'ODD', 'EVEN', 'DRAGON', 'TIGER', 'ALL'] as const;
type OptionWord = (typeof OPTION_WORDS)[number];
const isOptionWord = (o: string): o is OptionWord => OPTION_WORDS.some((w) => w === o);

const ROW_NAMES = ['NUMBERS', 'DIGITS', 'SUMS', 'SIDES', 'ALL', 'FACES'] as const;
type RowName = (typeof ROW_NAMES)[number];
const isRowName = (k: string): k is RowName => ROW_NAMES.some((r) => r === k);

/** A row's title: its kind of picks, a position (`POS3`), or a dragon-tiger pair (`1V10`). */
export function rowLabel(t: TFunction<'lottery'>, key: string): string {
  if (isRowName(key)) return t(`betting.rows.${key}`);
  const position = /^POS(\d+)$/.exec(key);
  if (position) return t('betting.rows.position', { n: position[1] });
  const versus = /^(\d+)V(\d+)$/.exec(key);
  if (versus) return t('betting.rows.versus', { a: versus[1], b: versus[2] });
  return key;
}

/** An option's text: words translated, numbers as drawn. */
export const optionLabel = (t: TFunction<'lottery'>, option: string): string =>
  isOptionWord(option) ? t(`betting.options.${option}`) : option;

/** Picks as a person reads them: rows apart by `|`, an empty row as `-`, words translated. */
export const picksText = (
  t: TFunction<'lottery'>,
  selection: readonly (readonly string[])[],
): string =>
  selection
    .map((row) => (row.length > 0 ? row.map((o) => optionLabel(t, o)).join(' ') : '-'))
    .join(' | ');

function PickRow({
  group,
  picks,
  label,
  onToggle,
  onQuickPick,
}: {
  group: PickGroup;
  picks: readonly string[];
  label: string;
  onToggle: (option: string) => void;
  onQuickPick: (pick: QuickPick) => void;
}) {
  const { t } = useTranslation('lottery');
  const full = picks.length >= group.max;
  const wide = group.options.some((o) => o.length > 3);
  return (
    <fieldset className={styles.row}>
      <legend className={styles.rowHead}>
        <span className={styles.rowLabel}>{label}</span>
        <span className={styles.rowHint}>
          {t('betting.rowHint', { min: Math.max(group.min, 1), max: group.max })}
        </span>
      </legend>
      <div className={styles.quick}>
        {quickPicksFor(group).map((pick) => (
          <button
            key={pick}
            type="button"
            className={styles.quickButton}
            onClick={() => onQuickPick(pick)}
          >
            {t(`betting.quick.${pick}`)}
          </button>
        ))}
      </div>
      <div className={`${styles.options} ${wide ? styles.optionsWide : ''}`}>
        {group.options.map((option) => {
          const on = picks.includes(option);
          return (
            <button
              key={option}
              type="button"
              className={styles.ball}
              aria-pressed={on}
              disabled={!on && full}
              onClick={() => onToggle(option)}
            >
              {optionLabel(t, option)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The picker of a play type: one row per pick group, with its quick picks. */
export function NumberPicker({
  playType,
  selection,
  onToggle,
  onQuickPick,
}: {
  playType: PlayType;
  selection: readonly (readonly string[])[];
  onToggle: (row: number, option: string) => void;
  onQuickPick: (row: number, pick: QuickPick) => void;
}) {
  const { t } = useTranslation('lottery');
  return (
    <div className={styles.picker}>
      {playType.groups.map((group, row) => (
        <PickRow
          key={group.key}
          group={group}
          picks={selection[row] ?? []}
          label={rowLabel(t, group.key)}
          onToggle={(option) => onToggle(row, option)}
          onQuickPick={(pick) => onQuickPick(row, pick)}
        />
      ))}
    </div>
  );
}
