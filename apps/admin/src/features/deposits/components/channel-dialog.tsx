import type { AdminDepositChannel } from '@monsoon/contracts/admin/deposits';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/card';
import { Actions, Dialog } from '@/components/ui/dialog';
import { CheckField } from '@/components/ui/field';
import { useErrorText } from '@/lib/use-error-text';
import { useUpdateChannel } from '../api/deposits';
import { ChannelTermsFields, useChannelTerms } from './channel-terms';
import styles from './deposits.module.css';

/** Edits one channel: switch, minimum, maximum, fee (percent) and quick amounts. */
export function ChannelDialog({
  channel,
  onClose,
}: {
  channel: AdminDepositChannel;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const save = useUpdateChannel();
  const [enabled, setEnabled] = useState(channel.enabled);
  const form = useChannelTerms({
    min: channel.minAmount,
    max: channel.maxAmount,
    fee: String(channel.feeBps / 100),
    quick: channel.quickAmounts.join(', '),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.terms) return;
    save.mutate({ id: channel.id, change: { enabled, ...form.terms } }, { onSuccess: onClose });
  };
  return (
    <Dialog title={t('deposits.editChannel', { name: channel.name })} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <CheckField
          label={t('deposits.enabled')}
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
        />
        <ChannelTermsFields form={form} />
        {save.error ? <Alert tone="error">{errorText(save.error)}</Alert> : null}
        <Actions>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={!form.terms || save.isPending}>
            {t('deposits.save')}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
