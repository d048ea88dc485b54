import type { AdminDepositChannel } from '@monsoon/contracts/admin/deposits';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Actions, Dialog } from '@/components/ui/dialog';
import { CheckField, TextField } from '@/components/ui/field';
import { Alert } from '@/components/ui/card';
import { percentToBps } from '@/lib/amounts';
import { useErrorText } from '@/lib/use-error-text';
import { useUpdateChannel } from '../api/deposits';
import styles from './deposits.module.css';

const amount = /^\d{1,13}(?:\.\d{1,2})?$/;

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
  const [min, setMin] = useState(channel.minAmount);
  const [max, setMax] = useState(channel.maxAmount);
  const [fee, setFee] = useState(String(channel.feeBps / 100));
  const [quick, setQuick] = useState(channel.quickAmounts.join(', '));
  const quickList = quick
    .split(',')
    .map((q) => q.trim())
    .filter((q) => q !== '');
  const feeBps = percentToBps(fee);
  const problems = {
    min: amount.test(min.trim()) ? undefined : t('deposits.invalidAmount'),
    max: amount.test(max.trim()) ? undefined : t('deposits.invalidAmount'),
    fee: feeBps === null ? t('deposits.invalidFee') : undefined,
    quick: quickList.every((q) => amount.test(q)) ? undefined : t('deposits.invalidAmount'),
  };
  const valid = Object.values(problems).every((p) => p === undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid || feeBps === null) return;
    save.mutate(
      {
        id: channel.id,
        change: {
          enabled,
          minAmount: min.trim(),
          maxAmount: max.trim(),
          feeBps,
          quickAmounts: quickList,
        },
      },
      { onSuccess: onClose },
    );
  };
  return (
    <Dialog title={t('deposits.editChannel', { name: channel.name })} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <CheckField
          label={t('deposits.enabled')}
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
        />
        <TextField
          label={t('deposits.minAmount')}
          value={min}
          inputMode="decimal"
          onChange={(e) => setMin(e.target.value)}
          error={problems.min}
        />
        <TextField
          label={t('deposits.maxAmount')}
          value={max}
          inputMode="decimal"
          onChange={(e) => setMax(e.target.value)}
          error={problems.max}
        />
        <TextField
          label={t('deposits.feePercent')}
          value={fee}
          inputMode="decimal"
          onChange={(e) => setFee(e.target.value)}
          error={problems.fee}
        />
        <TextField
          label={t('deposits.quickAmounts')}
          value={quick}
          onChange={(e) => setQuick(e.target.value)}
          error={problems.quick}
          hint={t('deposits.quickHint')}
        />
        {save.error ? <Alert tone="error">{errorText(save.error)}</Alert> : null}
        <Actions>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={!valid || save.isPending}>
            {t('deposits.save')}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
