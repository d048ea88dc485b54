import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import {
  datePresets,
  presetOf,
  presetRange,
  type DatePreset,
  type DateRange,
} from '@/lib/date-range';
import styles from './records-page.module.css';

/**
 * The range of a member-centre record page (transactions, bets, P&L): the presets of spec §9 (last 7
 * and last 30 days, counted from the merchant's `today`) and the two dates; `invalid` explains a range
 * the server would refuse (at most `maxDays` days).
 */
export function DateRangeFilter({
  range,
  today,
  onRange,
  invalid,
  maxDays,
}: {
  range: DateRange | null;
  today: string | null;
  onRange: (range: DateRange) => void;
  invalid: boolean;
  maxDays: number;
}) {
  const { t } = useTranslation('member');
  const preset = range && today ? presetOf(range.startDate, range.endDate, today) : null;
  const choose = (p: DatePreset) => today && onRange(presetRange(p, today));
  return (
    <>
      <div className={styles.presets} role="group" aria-label={t('transactions.range')}>
        {datePresets.map((p) => (
          <button
            key={p}
            type="button"
            className={preset === p ? `${styles.preset} ${styles.presetOn}` : styles.preset}
            aria-pressed={preset === p}
            disabled={!today}
            onClick={() => choose(p)}
          >
            {t(p === 7 ? 'transactions.last7' : 'transactions.last30')}
          </button>
        ))}
      </div>
      <div className={styles.dates}>
        <TextField
          label={t('transactions.from')}
          type="date"
          max={today ?? undefined}
          value={range?.startDate ?? ''}
          onChange={(e) =>
            e.target.value && range && onRange({ ...range, startDate: e.target.value })
          }
          error={invalid ? t('transactions.rangeInvalid', { days: maxDays }) : null}
        />
        <TextField
          label={t('transactions.to')}
          type="date"
          max={today ?? undefined}
          value={range?.endDate ?? ''}
          onChange={(e) =>
            e.target.value && range && onRange({ ...range, endDate: e.target.value })
          }
        />
      </div>
    </>
  );
}
