import type { ContractKind, ContractProcessValue } from '@monsoon/contracts/agent-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/lib/api-error-text';
import { toast } from '@/stores/toast-store';
import { refreshContracts } from '@/features/agent-contracts/api/refresh-contracts';
import {
  processContract,
  type ContractAction,
} from '@/features/agent-contracts/api/process-contract';

/** One answer of the member: accept or reject a request, or ask to end the contract in force. */
export interface ContractActionInput {
  action: ContractAction;
  contractId: number;
  /** Downline contracts accepting ends (the warning shown): the outcome says how many ended. */
  ending?: number;
}

/**
 * Sends the member's answer with the kind's prompt call, tells the outcome (or the server's refusal,
 * translated) in a toast, and reads the contract flags and every contract list again.
 */
export function useContractAction(kind: ContractKind, onDone?: (v: ContractProcessValue) => void) {
  const { t } = useTranslation(['agentContracts', 'errors']);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, contractId }: ContractActionInput) =>
      processContract(kind, { action, contractId }),
    onSuccess: (value, { ending = 0 }) => {
      const { outcome } = value;
      if (outcome)
        toast(
          outcome === 'accepted' && ending > 0
            ? t('agentContracts:outcome.acceptedEnding', { count: ending })
            : t(`agentContracts:outcome.${outcome}`),
          'success',
        );
      onDone?.(value);
    },
    onError: (error) => toast(apiErrorText(error), 'error'),
    onSettled: () => refreshContracts(queryClient),
  });
}
