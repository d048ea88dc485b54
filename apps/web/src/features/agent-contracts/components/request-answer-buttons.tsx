import type { ContractKind, ContractRequest } from '@monsoon/contracts/agent-contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useContractAction } from '@/features/agent-contracts/hooks/use-contract-action';
import styles from './agent-contracts.module.css';

/**
 * Reject / Accept of a request: a new contract is accepted, a termination request accepted ends the
 * contract; rejecting either leaves things as they were. `onDone` runs once the answer is taken.
 */
export function RequestAnswerButtons({
  kind,
  request,
  onDone,
}: {
  kind: ContractKind;
  request: ContractRequest;
  onDone?: () => void;
}) {
  const { t } = useTranslation('agentContracts');
  const answer = useContractAction(kind, onDone);
  const isNew = request.type === 'new';
  const sent = answer.isPending ? answer.variables.action : null;
  const send = (action: 'accept' | 'reject') =>
    answer.mutate({
      action,
      contractId: request.contract.contractId,
      ending: isNew && action === 'accept' ? request.wouldTerminate.length : 0,
    });
  return (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        disabled={answer.isPending}
        loading={sent === 'reject'}
        onClick={() => send('reject')}
      >
        {t('actions.reject')}
      </Button>
      <Button
        variant={isNew ? 'primary' : 'danger'}
        disabled={answer.isPending}
        loading={sent === 'accept'}
        onClick={() => send('accept')}
      >
        {t(isNew ? 'actions.accept' : 'actions.acceptTermination')}
      </Button>
    </div>
  );
}
