import {
  MAX_TRANSACTION_RANGE_DAYS,
  transactionTypes,
  type TransactionType,
} from '@monsoon/contracts/transactions';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import {
  datePresets,
  presetOf,
  presetRange,
  type DatePreset,
} from '@/features/transactions/lib/date-range';
import styles from './transactions.module.css';

/** A date range of the merchant's calendar (yyyy-MM-dd, both days included). */
export interface DateRange {
  startDate: string;
  endDate: string;
}

/** Whether a range can be asked for: start not after end, at most MAX_TRANSACTION_RANGE_DAYS days. */
export const rangeProblem = ({ startDate, endDate }: DateRange): boolean => {
  const days =
    (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000;
  return !(days >= 0 && days < MAX_TRANSACTION_RANGE_DAYS);
};

/** Type, the 7- and 30-day presets, and the two dates of the range. */
export function TransactionFilters({
  type,
  onType,
  range,
  today,
  onRange,
  invalid,
}: {
  type: TransactionType | '';
  onType: (type: TransactionType | '') => void;
  range: DateRange | null;
  today: string | null;
  onRange: (range: DateRange) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation('member');
  const preset = range && today ? presetOf(range.startDate, range.endDate, today) : null;
  const choose = (p: DatePreset) => today && onRange(presetRange(p, today));
  return (
    <div className={styles.filters}>
      <Select
        label={t('transactions.type')}
        className={styles.typeSelect}
        value={type}
        onChange={(e) => {
          const value = e.target.value;
          onType(transactionTypes.find((ty) => ty === value) ?? '');
        }}
        options={[
          { value: '', label: t('transactions.allTypes') },
          ...transactionTypes.map((ty) => ({ value: ty, label: t(`transactions.types.${ty}`) })),
        ]}
      />
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
          error={
            invalid ? t('transactions.rangeInvalid', { days: MAX_TRANSACTION_RANGE_DAYS }) : null
          }
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
    </div>
  );
}
