import { MAX_CONTRACT_TIERS, type ContractKind } from '@monsoon/contracts/agent-contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import {
  emptyTier,
  type TierDraft,
  type TierProblem,
  type TierProblems,
} from '@/features/agent-contracts/lib/offer-terms';
import { formatRate } from '@/features/agent-contracts/lib/rates';
import styles from './agent-contracts.module.css';

/**
 * The tiers of an offer, one row each (from base, from active members, rate in percent), with Add
 * (up to MAX_CONTRACT_TIERS) and Remove; each field shows why it was refused.
 */
export function TiersEditor({
  kind,
  tiers,
  problems,
  onChange,
}: {
  kind: ContractKind;
  tiers: readonly TierDraft[];
  problems: readonly TierProblems[];
  onChange: (tiers: TierDraft[], changed: number) => void;
}) {
  const { t } = useTranslation('agentContracts');
  const text = (p: TierProblem | undefined): string | null =>
    !p
      ? null
      : p.reason === 'ceiling'
        ? t('offer.problems.ceiling', { rate: formatRate(p.ceilingBp) })
        : t(`offer.problems.${p.reason}`);
  const edit = (i: number, field: keyof TierDraft, value: string) =>
    onChange(
      tiers.map((tier, j) => (j === i ? { ...tier, [field]: value } : tier)),
      i,
    );
  return (
    <div className={styles.stack}>
      {tiers.map((tier, i) => (
        <fieldset key={i} className={styles.tier}>
          <legend className={styles.tierLegend}>{t('offer.tier', { n: i + 1 })}</legend>
          <TextField
            className={styles.tierBase}
            label={t(`kinds.${kind}.minBase`)}
            inputMode="decimal"
            value={tier.minBase}
            onChange={(e) => edit(i, 'minBase', e.target.value)}
            error={text(problems[i]?.minBase)}
          />
          <TextField
            label={t('terms.minActiveMembers')}
            inputMode="numeric"
            value={tier.minActiveMembers}
            onChange={(e) => edit(i, 'minActiveMembers', e.target.value)}
            error={text(problems[i]?.minActiveMembers)}
          />
          <TextField
            label={t('offer.ratePercent')}
            inputMode="decimal"
            suffix="%"
            value={tier.rate}
            onChange={(e) => edit(i, 'rate', e.target.value)}
            error={text(problems[i]?.rate)}
          />
          <Button
            variant="ghost"
            size="sm"
            className={styles.removeTier}
            icon={<Trash2 size={16} aria-hidden />}
            disabled={tiers.length <= 1}
            aria-label={t('offer.removeTier', { n: i + 1 })}
            onClick={() =>
              onChange(
                tiers.filter((_, j) => j !== i),
                i,
              )
            }
          />
        </fieldset>
      ))}
      <Button
        variant="secondary"
        size="sm"
        icon={<Plus size={16} aria-hidden />}
        disabled={tiers.length >= MAX_CONTRACT_TIERS}
        onClick={() => onChange([...tiers, emptyTier()], tiers.length)}
      >
        {t('offer.addTier', { max: MAX_CONTRACT_TIERS })}
      </Button>
    </div>
  );
}
