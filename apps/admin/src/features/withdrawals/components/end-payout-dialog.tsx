import type { AdminWithdrawal } from '@monsoon/contracts/admin/withdrawals';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { formatAmount } from '@/lib/format';
import { useEndPayout } from '../api/withdrawals';

/**
 * Ends a payout the PSP never answered (decision 0064): paid when the operator saw the money reach the
 * payee, failed when the PSP confirmed it made no payout (the member's money is released). The PSP is
 * asked once more first; if it answers, its answer stands and the dialog says so.
 */
export function EndPayoutDialog({
  withdrawal: w,
  outcome,
  onClose,
}: {
  withdrawal: AdminWithdrawal;
  outcome: 'paid' | 'failed';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useEndPayout();
  return (
    <ReasonDialog
      title={t(`withdrawals.endPayout.${outcome}Title`, { id: w.id })}
      help={t(`withdrawals.endPayout.${outcome}Help`, {
        net: `${w.asset} ${formatAmount(w.netAmount)}`,
        amount: `${w.asset} ${formatAmount(w.amount)}`,
        member: w.memberUsername,
      })}
      reasonLabel={t('withdrawals.endPayout.reason')}
      submitLabel={t(`withdrawals.endPayout.${outcome}`)}
      busy={mutation.isPending}
      error={mutation.error}
      onSubmit={(reason) => mutation.mutate({ id: w.id, outcome, reason }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
