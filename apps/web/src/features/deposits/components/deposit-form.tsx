import type { DepositChannel, DepositOrder } from '@monsoon/contracts/deposits';
import { formatMoney } from '@monsoon/contracts/money';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { TextField } from '@/components/ui/text-field';
import { apiErrorText } from '@/lib/api-error-text';
import { createDeposit } from '@/features/deposits/api/deposits';
import { feeOf, minorOf, typedMinor } from '@/features/deposits/lib/amount';
import { openPaymentWindow } from './payment-step';
import styles from './deposits.module.css';

type AmountProblem =
  { kind: 'invalid' } | { kind: 'min'; min: string } | { kind: 'max'; max: string };

/** What is wrong with the typed amount for a channel (shown with the server's own messages), or null. */
function amountProblem(channel: DepositChannel, text: string): AmountProblem | null {
  const minor = typedMinor(text);
  if (minor === null) return { kind: 'invalid' };
  const min = minorOf(channel.minAmount);
  const max = minorOf(channel.maxAmount);
  if (minor < min) return { kind: 'min', min: formatMoney(min) };
  if (minor > max) return { kind: 'max', max: formatMoney(max) };
  return null;
}

/** Channel tabs, the amount with quick amounts, limits and fee, and the submit. */
export function DepositForm({
  channels,
  currency,
  onCreated,
}: {
  channels: readonly DepositChannel[];
  currency: string;
  onCreated: (order: DepositOrder) => void;
}) {
  const { t } = useTranslation(['member', 'errors']);
  const [bankType, setBankType] = useState(channels[0]?.bankType ?? '');
  const [amount, setAmount] = useState('');
  const [payeeName, setPayeeName] = useState('');
  const [touched, setTouched] = useState(false);
  const channel = channels.find((c) => c.bankType === bankType) ?? channels[0];
  const mutation = useMutation({
    mutationFn: (c: DepositChannel) =>
      createDeposit(c.call, {
        bankType: c.bankType,
        amount: amount.trim(),
        ...(c.call === 'MANUAL_TRANSFER' ? { payeeName: payeeName.trim() } : {}),
      }),
    onSuccess: (order) => {
      const action = order.action;
      if (action && (action.type === 'REDIRECT' || action.type === 'EWALLET'))
        openPaymentWindow(action.launchUrl);
      onCreated(order);
    },
  });
  if (!channel) return null;
  const problem = amountProblem(channel, amount);
  const problemText =
    problem === null
      ? null
      : problem.kind === 'invalid'
        ? t('errors:deposit_amount_invalid')
        : problem.kind === 'min'
          ? t('errors:deposit_amount_below_min', { min: problem.min })
          : t('errors:deposit_amount_above_max', { max: problem.max });
  const payeeMissing = channel.call === 'MANUAL_TRANSFER' && payeeName.trim() === '';
  const minor = typedMinor(amount);
  const fee = minor === null ? 0n : feeOf(minor, channel.feePercent);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem || payeeMissing) return;
    mutation.mutate(channel);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Tabs
        items={channels.map((c) => ({ key: c.bankType, label: c.name }))}
        value={channel.bankType}
        onChange={(key) => {
          setBankType(key);
          mutation.reset();
        }}
        label={t('deposits.channels')}
        variant="pill"
      />
      <div className={styles.quick} role="group" aria-label={t('deposits.quickAmounts')}>
        {channel.quickAmounts.map((q) => {
          const text = formatMoney(minorOf(q));
          return (
            <button
              key={text}
              type="button"
              className={styles.quickButton}
              aria-pressed={typedMinor(amount) === minorOf(q)}
              onClick={() => setAmount(text.replaceAll(',', ''))}
            >
              {text}
            </button>
          );
        })}
      </div>
      <TextField
        label={t('deposits.amountLabel', { currency })}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        onBlur={() => setTouched(true)}
        error={touched ? problemText : null}
        hint={t('deposits.limits', {
          min: formatMoney(minorOf(channel.minAmount)),
          max: formatMoney(minorOf(channel.maxAmount)),
        })}
      />
      {channel.call === 'MANUAL_TRANSFER' ? (
        <TextField
          label={t('deposits.payeeName')}
          autoComplete="name"
          maxLength={100}
          value={payeeName}
          onChange={(e) => setPayeeName(e.target.value)}
          error={touched && payeeMissing ? t('deposits.payeeRequired') : null}
          hint={t('deposits.payeeHint')}
        />
      ) : null}
      <dl className={styles.feeLine}>
        <div>
          <dt>{t('deposits.fee', { percent: channel.feePercent })}</dt>
          <dd data-testid="deposit-fee">{formatMoney(fee)}</dd>
        </div>
        <div>
          <dt>{t('deposits.youReceive')}</dt>
          <dd data-testid="deposit-net">{formatMoney(minor === null ? 0n : minor - fee)}</dd>
        </div>
      </dl>
      {mutation.isError ? (
        <p className={styles.error} role="alert">
          {apiErrorText(mutation.error)}
        </p>
      ) : null}
      <Button type="submit" block loading={mutation.isPending}>
        {t('deposits.submit')}
      </Button>
    </form>
  );
}
