import type { AdminC2cPoolItem } from '@monsoon/contracts/admin/c2c';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { formatAmount } from '@/lib/format';
import { useCancelC2cWithdrawal } from '../api/c2c';

/**
 * Cancels what is still open of a C2C withdrawal (decision 0061): released to the member with no
 * penalty; payments in flight finish as usual. A reason is required and kept in the audit log.
 */
export function CancelC2cDialog({
  item,
  onClose,
}: {
  item: AdminC2cPoolItem;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelC2cWithdrawal();
  return (
    <ReasonDialog
      title={t('c2c.pool.cancelTitle', { id: item.withdrawalId })}
      help={t('c2c.pool.cancelSummary', {
        open: `${item.asset} ${formatAmount(item.open)}`,
        member: item.memberUsername,
      })}
      reasonLabel={t('c2c.pool.reason')}
      submitLabel={t('c2c.pool.cancel')}
      busy={cancel.isPending}
      error={cancel.error}
      onSubmit={(reason) =>
        cancel.mutate({ id: item.withdrawalId, reason }, { onSuccess: onClose })
      }
      onClose={onClose}
    />
  );
}
