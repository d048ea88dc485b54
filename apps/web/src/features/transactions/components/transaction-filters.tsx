import {
  MAX_TRANSACTION_RANGE_DAYS,
  transactionTypes,
  type TransactionType,
} from '@monsoon/contracts/transactions';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/records/date-range-filter';
import pageStyles from '@/components/records/records-page.module.css';
import { Select } from '@/components/ui/select';
import { rangeProblem as tooLong, type DateRange } from '@/lib/date-range';
import styles from './transactions.module.css';

export type { DateRange };

/** Whether a range can be asked for: start not after end, at most MAX_TRANSACTION_RANGE_DAYS days. */
export const rangeProblem = (range: DateRange): boolean =>
  tooLong(range, MAX_TRANSACTION_RANGE_DAYS);

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
  return (
    <div className={pageStyles.filters}>
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
      <DateRangeFilter
        range={range}
        today={today}
        onRange={onRange}
        invalid={invalid}
        maxDays={MAX_TRANSACTION_RANGE_DAYS}
      />
    </div>
  );
}
