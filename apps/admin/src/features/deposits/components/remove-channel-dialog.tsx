import type { AdminDepositChannel } from '@monsoon/contracts/admin/deposits';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Actions, Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { ErrorAlert } from '@/components/ui/states';
import { useRemoveChannel } from '../api/deposits';
import styles from './deposits.module.css';

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
  const [reason, setReason] = useState('');
  const remove = useRemoveChannel();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    remove.mutate({ id: channel.id, reason: reason.trim() }, { onSuccess: onClose });
  };
  return (
    <Dialog title={t('deposits.removeTitle', { name: channel.name })} onClose={onClose}>
      <form className={styles.form} onSubmit={submit}>
        <p className={styles.note}>{t('deposits.removeHelp')}</p>
        <TextAreaField
          label={t('deposits.removeReason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          minLength={3}
          maxLength={500}
          required
          rows={2}
        />
        {remove.error ? <ErrorAlert error={remove.error} /> : null}
        <Actions>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="danger"
            busy={remove.isPending}
            disabled={reason.trim().length < 3}
          >
            {t('deposits.remove')}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
