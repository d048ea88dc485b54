import type { Contract, ContractKind } from '@monsoon/contracts/agent-contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { confirmDialog } from '@/stores/modal-store';
import { myContractQuery } from '@/features/agent-contracts/api/process-contract';
import { useContractAction } from '@/features/agent-contracts/hooks/use-contract-action';
import { ContractStatus } from './contract-status';
import { RequestAnswerButtons } from './request-answer-buttons';
import { RequestDetails } from './request-details';
import { TermsTable } from './terms-table';
import styles from './agent-contracts.module.css';

/**
 * The member's own contract of a kind: its terms, status and who granted it (the upline or the
 * operator), with Terminate (asks first); and what waits for the member's answer (a new offer or the
 * upline's termination request) with Accept / Reject.
 */
export function MyContractSection({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agentContracts');
  const mine = useQuery(myContractQuery(kind));
  if (mine.isPending)
    return (
      <div className={styles.pending}>
        <Spinner size="lg" label={t('loading')} />
      </div>
    );
  if (mine.isError)
    return <ErrorState title={t('mine.loadFailed')} onRetry={() => void mine.refetch()} />;
  const { contract, request } = mine.data;
  return (
    <div className={styles.stack}>
      {request ? (
        <section className={styles.card} aria-labelledby={`request-${kind}`}>
          <h4 id={`request-${kind}`} className={styles.cardTitle}>
            {t(request.type === 'new' ? 'request.newTitle' : 'request.terminationTitle')}
          </h4>
          <RequestDetails kind={kind} request={request} />
          <RequestAnswerButtons kind={kind} request={request} />
        </section>
      ) : null}
      {contract ? (
        <MyContract kind={kind} contract={contract} />
      ) : request ? null : (
        <EmptyState
          compact
          title={t('mine.none', { kind: t(`kinds.${kind}.name`) })}
          text={t('mine.noneHint')}
        />
      )}
    </div>
  );
}

function MyContract({ kind, contract }: { kind: ContractKind; contract: Contract }) {
  const { t } = useTranslation('agentContracts');
  const terminate = useContractAction(kind);
  const ask = async () => {
    const yes = await confirmDialog({
      icon: 'warning',
      title: t('mine.terminateTitle'),
      text: t('mine.terminateText', { kind: t(`kinds.${kind}.name`) }),
      confirmLabel: t('actions.terminate'),
      cancelLabel: t('actions.cancel'),
    });
    if (yes) terminate.mutate({ action: 'terminate', contractId: contract.contractId });
  };
  return (
    <section className={styles.card} aria-labelledby={`mine-${kind}`}>
      <div className={styles.cardHead}>
        <h4 id={`mine-${kind}`} className={styles.cardTitle}>
          {t('mine.title')}
        </h4>
        <ContractStatus contract={contract} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('mine.grantedBy')}</dt>
          <dd>{contract.upline ?? t('operator')}</dd>
        </div>
        <div>
          <dt>{t('mine.since')}</dt>
          <dd>{formatDateTime(contract.respondedAt ?? contract.createdAt)}</dd>
        </div>
      </dl>
      <TermsTable kind={kind} terms={contract.terms} />
      {contract.status === 'active' && contract.terminationRequestedBy === null ? (
        <div className={styles.actions}>
          <Button variant="danger" loading={terminate.isPending} onClick={() => void ask()}>
            {t('actions.terminate')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
