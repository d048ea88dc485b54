import { MAX_CONTRACT_TIERS } from '@monsoon/contracts/agent-contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import styles from './tiers.module.css';

/** One tier as the operator types it: threshold in the currency, active members, rate in percent. */
export interface TierDraft {
  minBase: string;
  minActiveMembers: string;
  rate: string;
}

export const emptyTier = (): TierDraft => ({ minBase: '0', minActiveMembers: '0', rate: '' });

/**
 * The tiers of a contract, one row each (from a period base and a number of active members, the
 * rate); rows are added up to the contract's maximum and removed down to one.
 */
export function TiersEditor({
  tiers,
  errors,
  onChange,
}: {
  tiers: TierDraft[];
  /** A problem per row, already translated. */
  errors: (string | undefined)[];
  onChange: (tiers: TierDraft[]) => void;
}) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<TierDraft>) =>
    onChange(tiers.map((tier, k) => (k === i ? { ...tier, ...patch } : tier)));
  return (
    <fieldset className={styles.tiers}>
      <legend className={styles.legend}>{t('contracts.tiers')}</legend>
      {tiers.map((tier, i) => (
        <div
          key={i}
          className={styles.tier}
          role="group"
          aria-label={t('contracts.tierN', { n: i + 1 })}
        >
          <TextField
            label={t('contracts.minBase')}
            inputMode="decimal"
            value={tier.minBase}
            onChange={(e) => set(i, { minBase: e.target.value })}
          />
          <TextField
            label={t('contracts.minActive')}
            inputMode="numeric"
            value={tier.minActiveMembers}
            onChange={(e) => set(i, { minActiveMembers: e.target.value })}
          />
          <TextField
            label={t('contracts.rate')}
            inputMode="decimal"
            value={tier.rate}
            onChange={(e) => set(i, { rate: e.target.value })}
            error={errors[i]}
          />
          <Button
            variant="ghost"
            small
            className={styles.remove}
            aria-label={t('contracts.removeTier', { n: i + 1 })}
            disabled={tiers.length <= 1}
            onClick={() => onChange(tiers.filter((_, k) => k !== i))}
            icon={<Trash2 size={16} aria-hidden />}
          />
        </div>
      ))}
      <Button
        variant="secondary"
        small
        disabled={tiers.length >= MAX_CONTRACT_TIERS}
        onClick={() => onChange([...tiers, emptyTier()])}
        icon={<Plus size={16} aria-hidden />}
      >
        {t('contracts.addTier')}
      </Button>
    </fieldset>
  );
}
