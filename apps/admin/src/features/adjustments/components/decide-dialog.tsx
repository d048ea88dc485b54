import type { Adjustment } from '@monsoon/contracts/admin/adjustments';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Actions, Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { ErrorAlert } from '@/components/ui/states';
import { formatAmount } from '@/lib/format';
import { useDecideAdjustment } from '../api/adjustments';
import styles from './adjustments.module.css';

/** Confirms an approval (optional note) or a rejection (reason required). */
export function DecideDialog({
  adjustment,
  approve,
  onClose,
}: {
  adjustment: Adjustment;
  approve: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const mutation = useDecideAdjustment();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    mutation.mutate({ id: adjustment.id, approve, note: note.trim() }, { onSuccess: onClose });
  };
  return (
    <Dialog
      title={t(approve ? 'adjustments.approveTitle' : 'adjustments.rejectTitle', {
        id: adjustment.id,
      })}
      onClose={onClose}
    >
      <form onSubmit={submit} style={{ display: 'contents' }}>
        <p className={styles.summary}>
          {t('adjustments.summary', {
            direction: t(`adjustments.${adjustment.direction}`),
            amount: `${adjustment.asset} ${formatAmount(adjustment.amount)}`,
            member: adjustment.memberUsername,
          })}
        </p>
        {mutation.error ? <ErrorAlert error={mutation.error} /> : null}
        <TextAreaField
          label={t(approve ? 'adjustments.noteOptional' : 'adjustments.rejectReason')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={500}
          required={!approve}
          rows={2}
        />
        <Actions>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant={approve ? 'primary' : 'danger'}
            busy={mutation.isPending}
            disabled={!approve && note.trim().length < 3}
          >
            {t(approve ? 'adjustments.approve' : 'adjustments.reject')}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
