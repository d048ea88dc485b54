import type { AdminContract, ContractLimits } from '@monsoon/contracts/admin/agent-contracts';
import {
  CONTRACT_KINDS,
  DIVIDEND_PERIODS,
  REALTIME_BASES,
  type ContractKind,
} from '@monsoon/contracts/agent-contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Actions, Dialog } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/field';
import { ErrorAlert } from '@/components/ui/states';
import { percentToBps } from '@/lib/amounts';
import { useGrantContract } from '../api/contracts';
import { percent } from './agent-labels';
import detail from '@/components/ui/detail.module.css';
import styles from './agents.module.css';
import { emptyTier, TiersEditor, type TierDraft } from './tiers-editor';

const threshold = /^\d{1,13}(\.\d{1,2})?$/;

/** The tiers as the server takes them, or the problem of each row (translation keys). */
function checkTiers(tiers: TierDraft[], limit: number) {
  const problems = tiers.map((tier) => {
    const rate = percentToBps(tier.rate);
    if (!threshold.test(tier.minBase.trim()) || !/^\d{1,7}$/.test(tier.minActiveMembers.trim()))
      return 'contracts.tierInvalid';
    if (rate === null) return 'contracts.rateInvalid';
    return rate > limit ? 'contracts.aboveLimit' : undefined;
  });
  const parsed = tiers.map((tier) => ({
    minBase: tier.minBase.trim(),
    minActiveMembers: Number(tier.minActiveMembers),
    rateBp: percentToBps(tier.rate) ?? 0,
  }));
  return { problems, parsed, ok: problems.every((p) => p === undefined) };
}

/**
 * Grants an agent (a master agent above all) a top-level contract (decision 0068): kind, tiers (rising in thresholds and
 * rate, each rate at most the merchant's limit for the kind), the dividend's period or the real-time
 * salary's base. It replaces the agent's contract of the kind in force; the server checks it all again.
 */
export function GrantContractDialog({
  account: initial,
  limits,
  onGranted,
  onClose,
}: {
  account: string;
  limits: ContractLimits;
  onGranted: (contract: AdminContract) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [account, setAccount] = useState(initial);
  const [kind, setKind] = useState<ContractKind>('daily');
  const [period, setPeriod] = useState<(typeof DIVIDEND_PERIODS)[number]>('weekly');
  const [base, setBase] = useState<(typeof REALTIME_BASES)[number]>('single');
  const [tiers, setTiers] = useState<TierDraft[]>([emptyTier()]);
  const [tried, setTried] = useState(false);
  const grant = useGrantContract();
  const check = checkTiers(tiers, limits[kind]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!check.ok || account.trim() === '') return;
    const terms = {
      tiers: check.parsed,
      ...(kind === 'dividend' ? { period } : {}),
      ...(kind === 'realtime' ? { base } : {}),
    };
    grant.mutate({ account: account.trim(), kind, terms }, { onSuccess: onGranted });
  };

  return (
    <Dialog title={t('contracts.grantTitle')} onClose={onClose} wide>
      <form className={detail.form} onSubmit={submit} noValidate>
        <p className={styles.note}>{t('contracts.grantHelp')}</p>
        <div className={`${detail.formRow} ${detail.stacksOnPhone}`}>
          <TextField
            label={t('contracts.masterAgent')}
            value={account}
            onChange={(e) => setAccount(e.target.value)}
            maxLength={64}
            required
          />
          <SelectField
            label={t('contracts.kind')}
            value={kind}
            onChange={(e) => setKind(CONTRACT_KINDS.find((k) => k === e.target.value) ?? kind)}
            hint={t('contracts.limitHint', { rate: percent(limits[kind]) })}
          >
            {CONTRACT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`contracts.kinds.${k}`)}
              </option>
            ))}
          </SelectField>
        </div>
        {kind === 'dividend' ? (
          <SelectField
            label={t('contracts.period')}
            value={period}
            onChange={(e) =>
              setPeriod(DIVIDEND_PERIODS.find((p) => p === e.target.value) ?? period)
            }
          >
            {DIVIDEND_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`contracts.periods.${p}`)}
              </option>
            ))}
          </SelectField>
        ) : null}
        {kind === 'realtime' ? (
          <SelectField
            label={t('contracts.base')}
            value={base}
            onChange={(e) => setBase(REALTIME_BASES.find((b) => b === e.target.value) ?? base)}
          >
            {REALTIME_BASES.map((b) => (
              <option key={b} value={b}>
                {t(`contracts.bases.${b}`)}
              </option>
            ))}
          </SelectField>
        ) : null}
        <TiersEditor
          tiers={tiers}
          errors={
            tried
              ? check.problems.map((p) => (p ? t(p, { rate: percent(limits[kind]) }) : undefined))
              : []
          }
          onChange={setTiers}
        />
        <p className={styles.note}>{t('contracts.tiersHelp')}</p>
        {grant.error ? <ErrorAlert error={grant.error} /> : null}
        <Actions>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={grant.isPending} disabled={account.trim() === ''}>
            {t('contracts.grant')}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
