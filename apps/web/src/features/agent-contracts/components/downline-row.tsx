import type {
  AgentContractsValue,
  Contract,
  ContractKind,
} from '@monsoon/contracts/agent-contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { confirmDialog } from '@/stores/modal-store';
import { trialType } from '@/stores/session-store';
import { useDownlineTermination } from '@/features/agent-contracts/hooks/use-downline-termination';
import { formatRate } from '@/features/agent-contracts/lib/rates';
import { ContractStatus } from './contract-status';
import { TermsTable } from './terms-table';
import styles from './agent-contracts.module.css';

/** A direct downline as the contract pages list it. */
export type Downline = AgentContractsValue['downlines'][number];

/** A contract in a cell: its status, its top rate, and its terms behind a disclosure. */
function ContractCell({ kind, contract }: { kind: ContractKind; contract: Contract | null }) {
  const { t } = useTranslation('agentContracts');
  if (!contract) return <span className={styles.muted}>{t('downlines.nothing')}</span>;
  return (
    <div className={styles.cell}>
      <ContractStatus contract={contract} />
      <details className={styles.details}>
        <summary>{t('downlines.upTo', { rate: formatRate(contract.terms.maxRateBp) })}</summary>
        <TermsTable kind={kind} terms={contract.terms} />
      </details>
    </div>
  );
}

/**
 * One direct downline: its contract of the kind and any offer waiting, with Offer contract / Adjust
 * (when the agent may offer, not to a trial account; a new offer replaces one waiting), Withdraw offer and End (both ask first).
 */
export function DownlineRow({
  kind,
  downline,
  canOffer,
  onOffer,
}: {
  kind: ContractKind;
  downline: Downline;
  canOffer: boolean;
  onOffer: (downline: Downline) => void;
}) {
  const { t } = useTranslation('agentContracts');
  const end = useDownlineTermination();
  const { contract, pending } = downline;
  const ask = async (target: Contract, what: 'end' | 'withdraw') => {
    const yes = await confirmDialog({
      icon: 'warning',
      title: t(what === 'end' ? 'downlines.endTitle' : 'downlines.withdrawTitle'),
      text: t(what === 'end' ? 'downlines.endText' : 'downlines.withdrawText', {
        account: downline.account,
        kind: t(`kinds.${kind}.name`),
      }),
      confirmLabel: t(what === 'end' ? 'actions.end' : 'actions.withdraw'),
      cancelLabel: t('actions.cancel'),
    });
    if (yes) end.mutate(target.contractId);
  };
  const canEnd = contract?.status === 'active' && contract.terminationRequestedBy !== 'upline';
  return (
    <tr>
      <td data-label={t('downlines.downline')}>
        {/* One element per cell: on a phone the cell's children are the card's value. */}
        <span>
          <span className={styles.account}>{downline.account}</span>
          {downline.nickname && downline.nickname !== downline.account ? (
            <span className={styles.muted}> {downline.nickname}</span>
          ) : null}
        </span>
      </td>
      <td data-label={t('downlines.contract')}>
        <ContractCell kind={kind} contract={contract} />
      </td>
      <td data-label={t('downlines.pending')}>
        <ContractCell kind={kind} contract={pending} />
      </td>
      <td data-label={t('downlines.actions')}>
        <div className={styles.rowActions}>
          {canOffer && downline.isAgent !== trialType ? (
            <Button size="sm" onClick={() => onOffer(downline)}>
              {t(contract || pending ? 'actions.adjust' : 'actions.offer')}
            </Button>
          ) : null}
          {pending ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={end.isPending}
              onClick={() => void ask(pending, 'withdraw')}
            >
              {t('actions.withdraw')}
            </Button>
          ) : null}
          {contract && canEnd ? (
            <Button
              size="sm"
              variant="danger"
              disabled={end.isPending}
              onClick={() => void ask(contract, 'end')}
            >
              {t('actions.end')}
            </Button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
