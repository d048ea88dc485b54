import { formatMoney } from '@monsoon/contracts/money';
import { useTranslation } from 'react-i18next';
import styles from './withdrawals.module.css';

/**
 * The fixed amounts of a payee kind as buttons (instead of the free amount field): one is pressed at a
 * time; they are native buttons, so Tab and Enter or Space choose one.
 */
export function FixedAmounts({
  amounts,
  value,
  onChange,
  error,
}: {
  amounts: bigint[];
  value: bigint | null;
  onChange: (amount: string) => void;
  error: string | null;
}) {
  const { t } = useTranslation('member');
  return (
    <fieldset className={styles.fixed}>
      <legend className={styles.fixedLegend}>{t('withdraw.amount')}</legend>
      <div className={styles.fixedButtons}>
        {amounts.map((a) => {
          const text = formatMoney(a);
          return (
            <button
              key={text}
              type="button"
              className={styles.fixedButton}
              aria-pressed={value === a}
              onClick={() => onChange(text.replaceAll(',', ''))}
            >
              {text}
            </button>
          );
        })}
      </div>
      <p className={error ? styles.error : styles.hint} role={error ? 'alert' : undefined}>
        {error ?? t('withdraw.fixedHint')}
      </p>
    </fieldset>
  );
}
