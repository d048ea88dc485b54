import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/lib/api-error-text';
import { toast } from '@/stores/toast-store';
import { refreshContracts } from '@/features/agent-contracts/api/refresh-contracts';
import { requestContractTermination } from '@/features/agent-contracts/api/request-contract-termination';

/**
 * Ends a direct downline's contract (the downline answers, unless it had asked first) or withdraws an
 * offer it has not answered; the toast says which happened, then every contract list is read again.
 */
export function useDownlineTermination() {
  const { t } = useTranslation(['agentContracts', 'errors']);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestContractTermination,
    onSuccess: (contract) =>
      toast(
        contract.status === 'withdrawn'
          ? t('agentContracts:outcome.withdrawn')
          : contract.status === 'terminated'
            ? t('agentContracts:outcome.terminated')
            : t('agentContracts:outcome.endRequested', { account: contract.downline }),
        'success',
      ),
    onError: (error) => toast(apiErrorText(error), 'error'),
    onSettled: () => refreshContracts(queryClient),
  });
}
