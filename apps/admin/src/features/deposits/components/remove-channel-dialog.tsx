import type { AdminDepositChannel } from '@monsoon/contracts/admin/deposits';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { useRemoveChannel } from '../api/deposits';

/**
 * Removes a channel with a reason (owners): members no longer see it; its past orders keep it. The
 * server refuses while any of its orders is open (decision 0058).
 */
export function RemoveChannelDialog({
  channel,
  onClose,
}: {
  channel: AdminDepositChannel;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveChannel();
  return (
    <ReasonDialog
      title={t('deposits.removeTitle', { name: channel.name })}
      help={t('deposits.removeHelp')}
      reasonLabel={t('deposits.removeReason')}
      submitLabel={t('deposits.remove')}
      busy={remove.isPending}
      error={remove.error}
      onSubmit={(reason) => remove.mutate({ id: channel.id, reason }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
