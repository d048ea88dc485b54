import {
  DIVIDEND_PERIODS,
  REALTIME_BASES,
  type ContractKind,
  type ContractTerms,
} from '@monsoon/contracts/agent-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { apiErrorText } from '@/lib/api-error-text';
import { toast } from '@/stores/toast-store';
import { refreshContracts } from '@/features/agent-contracts/api/refresh-contracts';
import { offerContract } from '@/features/agent-contracts/api/offer-contract';
import { checkOffer, draftOf, type TierProblems } from '@/features/agent-contracts/lib/offer-terms';
import type { Downline } from './downline-row';
import { TermsTable } from './terms-table';
import { TiersEditor } from './tiers-editor';
import styles from './agent-contracts.module.css';

/**
 * Offers a contract to a direct downline, or adjusts its current one (the form starts from it): the
 * tiers, the dividend's period or the real-time salary's base, and the rate rule with the agent's own
 * rates as the ceiling, checked at every tier corner before anything is sent.
 */
export function OfferDialog({
  kind,
  downline,
  ceiling,
  onClose,
}: {
  kind: ContractKind;
  downline: Downline;
  ceiling: ContractTerms | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['agentContracts', 'errors']);
  const formId = useId();
  const queryClient = useQueryClient();
  const current = downline.pending ?? downline.contract;
  const [draft, setDraft] = useState(() => draftOf(current?.terms ?? null, ceiling));
  const [problems, setProblems] = useState<TierProblems[]>([]);
  const send = useMutation({
    mutationFn: offerContract,
    onSuccess: () => {
      toast(t('agentContracts:outcome.offered', { account: downline.account }), 'success');
      onClose();
    },
    onError: (error) => toast(apiErrorText(error), 'error'),
    onSettled: () => refreshContracts(queryClient),
  });
  const submit = () => {
    const check = checkOffer(kind, draft, ceiling);
    setProblems(check.ok ? [] : check.problems);
    if (check.ok) send.mutate({ kind, downlineId: downline.memberId, terms: check.terms });
  };
  const adjusting = current !== null;
  // The dividend's period and the real-time base follow the agent's own contract (one base for all).
  const fixed = ceiling !== null;
  return (
    <Modal
      title={t(adjusting ? 'agentContracts:offer.adjustTitle' : 'agentContracts:offer.title')}
      onClose={onClose}
      size="lg"
      closeOnCover={false}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('agentContracts:actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={send.isPending}>
            {t('agentContracts:actions.sendOffer')}
          </Button>
        </div>
      }
    >
      <form
        id={formId}
        noValidate
        className={styles.stack}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <p>
          {t('agentContracts:offer.intro', {
            account: downline.account,
            kind: t(`agentContracts:kinds.${kind}.name`),
          })}
        </p>
        <section className={styles.rule} aria-labelledby={`${formId}-rule`}>
          <h5 id={`${formId}-rule`} className={styles.ruleTitle}>
            {t('agentContracts:offer.ruleTitle')}
          </h5>
          <p className={styles.hint}>{t('agentContracts:offer.rule')}</p>
          {ceiling ? <TermsTable kind={kind} terms={ceiling} /> : null}
        </section>
        <TiersEditor
          kind={kind}
          tiers={draft.tiers}
          problems={problems}
          onChange={(tiers, changed) => {
            setDraft({ ...draft, tiers });
            setProblems(problems.map((p, i) => (i === changed ? {} : p)));
          }}
        />
        {fixed && (kind === 'dividend' || kind === 'realtime') ? (
          <p className={styles.hint}>{t('agentContracts:offer.sameBase')}</p>
        ) : null}
        {kind === 'dividend' ? (
          <Select
            label={t('agentContracts:terms.period')}
            disabled={fixed}
            value={draft.period}
            onChange={(e) =>
              setDraft({
                ...draft,
                period: DIVIDEND_PERIODS.find((p) => p === e.target.value) ?? draft.period,
              })
            }
            options={DIVIDEND_PERIODS.map((p) => ({
              value: p,
              label: t(`agentContracts:periods.${p}`),
            }))}
          />
        ) : null}
        {kind === 'realtime' ? (
          <Select
            label={t('agentContracts:terms.base')}
            disabled={fixed}
            value={draft.base}
            onChange={(e) =>
              setDraft({
                ...draft,
                base: REALTIME_BASES.find((b) => b === e.target.value) ?? draft.base,
              })
            }
            options={REALTIME_BASES.map((b) => ({
              value: b,
              label: t(`agentContracts:bases.${b}`),
            }))}
          />
        ) : null}
      </form>
    </Modal>
  );
}
