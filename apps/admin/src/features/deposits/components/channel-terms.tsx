import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/field';
import { percentToBps, textToMinor } from '@/lib/amounts';
import styles from './deposits.module.css';

/** A channel's terms as the operator types them: limits and quick amounts in major units, fee in %. */
export interface ChannelTermsText {
  min: string;
  max: string;
  fee: string;
  quick: string;
}

/** The terms as the channel calls take them. */
export interface ChannelTerms {
  minAmount: string;
  maxAmount: string;
  feeBps: number;
  quickAmounts: string[];
}

/**
 * A channel's terms being edited, in the add and the edit dialog alike: the texts, what is wrong with
 * each (a positive minimum, a maximum not below it, a fee in %, quick amounts), and the terms once all
 * are right.
 */
export function useChannelTerms(initial: ChannelTermsText) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const quickAmounts = text.quick
    .split(',')
    .map((q) => q.trim())
    .filter((q) => q !== '');
  const min = textToMinor(text.min);
  const max = textToMinor(text.max);
  const feeBps = percentToBps(text.fee);
  const problems = {
    min: min === null || min <= 0n ? t('deposits.invalidAmount') : undefined,
    max:
      max === null
        ? t('deposits.invalidAmount')
        : min !== null && max < min
          ? t('deposits.maxBelowMin')
          : undefined,
    fee: feeBps === null ? t('deposits.invalidFee') : undefined,
    quick: quickAmounts.every((q) => textToMinor(q) !== null)
      ? undefined
      : t('deposits.invalidAmount'),
  };
  const terms: ChannelTerms | null =
    feeBps !== null && Object.values(problems).every((p) => p === undefined)
      ? { minAmount: text.min.trim(), maxAmount: text.max.trim(), feeBps, quickAmounts }
      : null;
  const set = (field: keyof ChannelTermsText) => (value: string) =>
    setText((now) => ({ ...now, [field]: value }));
  return { text, set, problems, terms };
}

/** The fields of a channel's terms: minimum and maximum side by side, fee, quick amounts. */
export function ChannelTermsFields({ form }: { form: ReturnType<typeof useChannelTerms> }) {
  const { t } = useTranslation();
  const { text, set, problems } = form;
  return (
    <>
      <div className={styles.pair}>
        <TextField
          label={t('deposits.minAmount')}
          value={text.min}
          inputMode="decimal"
          onChange={(e) => set('min')(e.target.value)}
          error={problems.min}
        />
        <TextField
          label={t('deposits.maxAmount')}
          value={text.max}
          inputMode="decimal"
          onChange={(e) => set('max')(e.target.value)}
          error={problems.max}
        />
      </div>
      <TextField
        label={t('deposits.feePercent')}
        value={text.fee}
        inputMode="decimal"
        onChange={(e) => set('fee')(e.target.value)}
        error={problems.fee}
      />
      <TextField
        label={t('deposits.quickAmounts')}
        value={text.quick}
        onChange={(e) => set('quick')(e.target.value)}
        error={problems.quick}
        hint={t('deposits.quickHint')}
      />
    </>
  );
}
