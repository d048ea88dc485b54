import {
  MAX_RECORD_RANGE_DAYS,
  productTypes,
  type ProductTypeCode,
} from '@monsoon/contracts/records';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/records/date-range-filter';
import pageStyles from '@/components/records/records-page.module.css';
import { Select } from '@/components/ui/select';
import { rangeProblem, type DateRange } from '@/lib/date-range';
import styles from './records.module.css';

/** Whether a range can be asked for: start not after end, at most MAX_RECORD_RANGE_DAYS days. */
export const recordRangeProblem = (range: DateRange): boolean =>
  rangeProblem(range, MAX_RECORD_RANGE_DAYS);

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
  return (
    <div className={pageStyles.filters}>
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
      <DateRangeFilter
        range={range}
        today={today}
        onRange={onRange}
        invalid={invalid}
        maxDays={MAX_RECORD_RANGE_DAYS}
      />
    </div>
  );
}
