import type { AdminC2cPoolItem } from '@monsoon/contracts/admin/c2c';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Actions, Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { ErrorAlert } from '@/components/ui/states';
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
  const [reason, setReason] = useState('');
  const cancel = useCancelC2cWithdrawal();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    cancel.mutate({ id: item.withdrawalId, reason: reason.trim() }, { onSuccess: onClose });
  };
  return (
    <Dialog title={t('c2c.pool.cancelTitle', { id: item.withdrawalId })} onClose={onClose}>
      <form onSubmit={submit} style={{ display: 'contents' }}>
        <p>
          {t('c2c.pool.cancelSummary', {
            open: `${item.asset} ${formatAmount(item.open)}`,
            member: item.memberUsername,
          })}
        </p>
        {cancel.error ? <ErrorAlert error={cancel.error} /> : null}
        <TextAreaField
          label={t('c2c.pool.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          required
          rows={2}
        />
        <Actions>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="danger"
            busy={cancel.isPending}
            disabled={reason.trim().length < 3}
          >
            {t('c2c.pool.cancel')}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
