import type { AdminContract } from '@monsoon/contracts/admin/agent-contracts';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { useEndContract } from '../api/contracts';

/** Ends a contract in force, with the reason kept in the audit log. */
export function EndContractDialog({
  contract,
  onClose,
}: {
  contract: AdminContract;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const end = useEndContract();
  return (
    <ReasonDialog
      title={t('contracts.endTitle', { id: contract.contractId })}
      help={t('contracts.endHelp', {
        kind: t(`contracts.kinds.${contract.kind}`),
        account: contract.downline,
      })}
      reasonLabel={t('contracts.reason')}
      submitLabel={t('contracts.end')}
      busy={end.isPending}
      error={end.error}
      onSubmit={(reason) => end.mutate({ id: contract.contractId, reason }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
