import {
  MAX_RECORD_RANGE_DAYS,
  productTypes,
  type ProductTypeCode,
} from '@monsoon/contracts/records';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import {
  datePresets,
  presetOf,
  presetRange,
  type DatePreset,
  type DateRange,
} from '@/features/records/lib/date-range';
import styles from './records.module.css';

/** Product (when `onProduct` is given), the 7- and 30-day presets, and the two dates of the range. */
export function RecordFilters({
  product,
  onProduct,
  range,
  today,
  onRange,
  invalid,
}: {
  product?: ProductTypeCode | '';
  onProduct?: (product: ProductTypeCode | '') => void;
  range: DateRange | null;
  today: string | null;
  onRange: (range: DateRange) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation('member');
  const preset = range && today ? presetOf(range, today) : null;
  const choose = (p: DatePreset) => today && onRange(presetRange(p, today));
  return (
    <div className={styles.filters}>
      {onProduct ? (
        <Select
          label={t('records.product')}
          className={styles.productSelect}
          value={product ?? ''}
          onChange={(e) => onProduct(productTypes.find((p) => p === e.target.value) ?? '')}
          options={[
            { value: '', label: t('records.allProducts') },
            ...productTypes.map((p) => ({ value: p, label: t(`records.products.${p}`) })),
          ]}
        />
      ) : null}
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
          error={invalid ? t('transactions.rangeInvalid', { days: MAX_RECORD_RANGE_DAYS }) : null}
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
