import { channelOfBankType, DEPOSIT_BANK_TYPES } from '@monsoon/contracts/deposits';
import { PSP_CHANNELS } from '@monsoon/contracts/psp/payments';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/card';
import { Actions, Dialog } from '@/components/ui/dialog';
import { CheckField, SelectField, TextField } from '@/components/ui/field';
import { percentToBps, textToMinor } from '@/lib/amounts';
import { useErrorText } from '@/lib/use-error-text';
import { useCreateChannel } from '../api/deposits';
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
  const [min, setMin] = useState('100');
  const [max, setMax] = useState('50000');
  const [fee, setFee] = useState('0');
  const [quick, setQuick] = useState('');
  const [expiry, setExpiry] = useState('30');
  const [order, setOrder] = useState('10');
  const quickList = quick
    .split(',')
    .map((q) => q.trim())
    .filter((q) => q !== '');
  const minor = { min: textToMinor(min), max: textToMinor(max) };
  const feeBps = percentToBps(fee);
  const expiryMinutes = wholeIn(expiry, 1, 10_080);
  const sortOrder = wholeIn(order, 0, 1000);
  const problems = {
    name: name.trim() === '' ? t('deposits.nameRequired') : undefined,
    min: minor.min === null || minor.min <= 0n ? t('deposits.invalidAmount') : undefined,
    max:
      minor.max === null
        ? t('deposits.invalidAmount')
        : minor.min !== null && minor.max < minor.min
          ? t('deposits.maxBelowMin')
          : undefined,
    fee: feeBps === null ? t('deposits.invalidFee') : undefined,
    quick: quickList.every((q) => textToMinor(q) !== null)
      ? undefined
      : t('deposits.invalidAmount'),
    expiry: expiryMinutes === null ? t('deposits.invalidExpiry') : undefined,
    order: sortOrder === null ? t('deposits.invalidOrder') : undefined,
  };
  const valid =
    bankType !== '' && pspCode !== '' && Object.values(problems).every((p) => p === undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const kind = DEPOSIT_BANK_TYPES.find((b) => b === bankType);
    if (!valid || !kind || feeBps === null || expiryMinutes === null || sortOrder === null) return;
    save.mutate(
      {
        bankType: kind,
        pspCode,
        name: name.trim(),
        enabled,
        minAmount: min.trim(),
        maxAmount: max.trim(),
        feeBps,
        quickAmounts: quickList,
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
        <div className={styles.pair}>
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
        </div>
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
