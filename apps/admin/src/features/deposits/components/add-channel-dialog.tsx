import { channelOfBankType, DEPOSIT_BANK_TYPES } from '@monsoon/contracts/deposits';
import { PSP_CHANNELS } from '@monsoon/contracts/psp/payments';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/card';
import { Actions, Dialog } from '@/components/ui/dialog';
import { CheckField, SelectField, TextField } from '@/components/ui/field';
import { useErrorText } from '@/lib/use-error-text';
import { useCreateChannel } from '../api/deposits';
import { ChannelTermsFields, useChannelTerms } from './channel-terms';
import styles from './deposits.module.css';

const wholeIn = (text: string, min: number, max: number): number | null => {
  if (!/^\d{1,5}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= min && n <= max ? n : null;
};

/**
 * Adds a channel (owners): a bank type the PSP offers (its kind of payment follows from it; bank types
 * in use are not offered), the PSP, name, limits, fee, quick amounts, expiry, order and switch.
 */
export function AddChannelDialog({
  used,
  pspCodes,
  onClose,
}: {
  /** Bank types the merchant's channels use already. */
  used: string[];
  pspCodes: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const save = useCreateChannel();
  const free = DEPOSIT_BANK_TYPES.filter((b) => !used.includes(b));
  const [bankType, setBankType] = useState<string>(free[0] ?? '');
  const [pspCode, setPspCode] = useState(pspCodes[0] ?? '');
  const [name, setName] = useState('');
  const [enabled, setEnabled] = useState(true);
  const form = useChannelTerms({ min: '100', max: '50000', fee: '0', quick: '' });
  const [expiry, setExpiry] = useState('30');
  const [order, setOrder] = useState('10');
  const expiryMinutes = wholeIn(expiry, 1, 10_080);
  const sortOrder = wholeIn(order, 0, 1000);
  const problems = {
    name: name.trim() === '' ? t('deposits.nameRequired') : undefined,
    expiry: expiryMinutes === null ? t('deposits.invalidExpiry') : undefined,
    order: sortOrder === null ? t('deposits.invalidOrder') : undefined,
  };
  const valid =
    bankType !== '' &&
    pspCode !== '' &&
    form.terms !== null &&
    Object.values(problems).every((p) => p === undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const kind = DEPOSIT_BANK_TYPES.find((b) => b === bankType);
    if (!valid || !kind || !form.terms || expiryMinutes === null || sortOrder === null) return;
    save.mutate(
      {
        bankType: kind,
        pspCode,
        name: name.trim(),
        enabled,
        ...form.terms,
        expiryMinutes,
        sortOrder,
      },
      { onSuccess: onClose },
    );
  };
  return (
    <Dialog title={t('deposits.addChannel')} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <SelectField
          label={t('deposits.bankType')}
          value={bankType}
          onChange={(e) => setBankType(e.target.value)}
          hint={t('deposits.bankTypeHint')}
        >
          {PSP_CHANNELS.map((kind) => (
            <optgroup key={kind} label={t(`deposits.kinds.${kind}`)}>
              {free
                .filter((b) => channelOfBankType(b) === kind)
                .map((b) => (
                  <option key={b} value={b}>
                    {b}
                  </option>
                ))}
            </optgroup>
          ))}
        </SelectField>
        <SelectField
          label={t('deposits.psp')}
          value={pspCode}
          onChange={(e) => setPspCode(e.target.value)}
        >
          {pspCodes.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('deposits.name')}
          value={name}
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
          error={name === '' ? undefined : problems.name}
        />
        <ChannelTermsFields form={form} />
        <div className={styles.pair}>
          <TextField
            label={t('deposits.expiryMinutes')}
            value={expiry}
            inputMode="numeric"
            onChange={(e) => setExpiry(e.target.value)}
            error={problems.expiry}
          />
          <TextField
            label={t('deposits.sortOrder')}
            value={order}
            inputMode="numeric"
            onChange={(e) => setOrder(e.target.value)}
            error={problems.order}
            hint={t('deposits.sortOrderHint')}
          />
        </div>
        <CheckField
          label={t('deposits.enabled')}
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
        />
        {free.length === 0 ? <Alert tone="error">{t('deposits.noFreeBankType')}</Alert> : null}
        {save.error ? <Alert tone="error">{errorText(save.error)}</Alert> : null}
        <Actions>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={!valid || save.isPending}>
            {t('deposits.add')}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
