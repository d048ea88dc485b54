import { formatMoney, wireToMinor } from '@monsoon/contracts/money';
import type { WithdrawalRecord, WithdrawSettingsValue } from '@monsoon/contracts/withdrawals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { refreshBalance } from '@/lib/api/wallet-balance';
import { withdrawalKeys } from '@/features/withdrawals/api/withdrawal-keys';
import {
  newRequestKey,
  submitWithdrawal,
  withdrawFeeQuery,
} from '@/features/withdrawals/api/withdrawals-api';
import { amountProblem, typedMinor, type AmountProblem } from '@/features/withdrawals/lib/amount';
import { fixedAmountsOf, needsSmsCode } from '@/features/withdrawals/lib/withdraw-rules';
import { FixedAmounts } from './fixed-amounts';
import { WithdrawCodeField } from './withdraw-code-field';
import styles from './withdrawals.module.css';

const money = (n: Parameters<typeof wireToMinor>[0]) => formatMoney(wireToMinor(n));

/**
 * The C2C success note (wire-api §5.3, decision 0062): where C2C applies, a bank withdrawal is paid by
 * other members' deposits, and cancelling what still waits costs the penalty percent of it; the note
 * quotes the penalty on the whole net amount. Null where it does not apply.
 */
function c2cPenaltyOf(s: WithdrawSettingsValue, record: WithdrawalRecord) {
  const percent = Math.trunc(Number(s.withdrawPenaltyCharge));
  if (s.c2cEnabled !== 'Y' || percent <= 0 || record.bankType !== 'B') return null;
  return { percent, penalty: (wireToMinor(record.netAmount) * BigInt(percent)) / 100n };
}

/** The request form, then its result. */
export function WithdrawForm({
  settings: s,
  onBindCard,
}: {
  settings: WithdrawSettingsValue;
  onBindCard: () => void;
}) {
  const { t } = useTranslation(['member', 'errors']);
  const client = useQueryClient();
  const [cardId, setCardId] = useState(String(s.bankCards[0]?.id ?? ''));
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [result, setResult] = useState<WithdrawalRecord | null>(null);
  // One key per attempt: a retry after a network failure repeats it, a changed form gets a new one.
  const key = useRef(newRequestKey());
  const card = s.bankCards.find((c) => String(c.id) === cardId) ?? s.bankCards[0];
  const amountMinor = typedMinor(amount);
  // A kind with fixed amounts takes one of them (chosen by button) instead of a typed one.
  const fixed = card ? fixedAmountsOf(s, card.bankType) : [];
  const problem: AmountProblem | null = !card
    ? 'invalid'
    : fixed.length > 0
      ? amountMinor === null || !fixed.includes(amountMinor)
        ? 'invalid'
        : amountMinor > wireToMinor(s.availableBalance)
          ? 'aboveBalance'
          : null
      : amountProblem(amount, {
          min: card.minWithdrawal,
          max: card.maxWithdrawal,
          available: s.availableBalance,
        });
  const codeNeeded = needsSmsCode(s, amountMinor);
  const fee = useQuery({
    ...withdrawFeeQuery(amount.trim(), card?.cardType ?? 'BC'),
    enabled: problem === null,
  });
  const submit = useMutation({
    mutationFn: () =>
      submitWithdrawal(
        {
          amount: amount.trim(),
          bankCardId: Number(cardId),
          password,
          ...(codeNeeded ? { verificationCode: code } : {}),
        },
        key.current,
      ),
    onSuccess: async (record) => {
      setResult(record);
      key.current = newRequestKey();
      setPassword('');
      setCode('');
      await Promise.all([
        client.invalidateQueries({ queryKey: withdrawalKeys.all }),
        refreshBalance(client),
      ]);
    },
    onError: (e) => {
      // A refusal is final for this attempt; a network failure keeps the key for the retry.
      if (!isApiError(e, 'network.error')) key.current = newRequestKey();
    },
  });
  const change = (setter: (v: string) => void) => (v: string) => {
    setter(v);
    submit.reset();
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem !== null || password === '' || !card || (codeNeeded && code === '')) return;
    submit.mutate();
  };

  const c2cNote = result ? c2cPenaltyOf(s, result) : null;
  if (result)
    return (
      <section className={`${styles.card} ${styles.result}`} aria-live="polite">
        <CheckCircle2 size={40} className={styles.resultIcon} aria-hidden />
        <h4 className={styles.sectionTitle}>{t('member:withdraw.submitted')}</h4>
        <dl className={styles.facts}>
          <div>
            <dt>{t('member:withdraw.orderNo')}</dt>
            <dd>{result.orderNo}</dd>
          </div>
          <div>
            <dt>{t('member:withdraw.amount')}</dt>
            <dd>{money(result.amount)}</dd>
          </div>
          <div>
            <dt>{t('member:withdraw.fee')}</dt>
            <dd>{money(result.fee)}</dd>
          </div>
          <div>
            <dt>{t('member:withdraw.netAmount')}</dt>
            <dd>{money(result.netAmount)}</dd>
          </div>
          <div>
            <dt>{t('member:withdraw.status')}</dt>
            <dd>{t(`member:withdraw.statuses.${result.status}`)}</dd>
          </div>
        </dl>
        <p className={styles.hint}>{t('member:withdraw.submittedHint')}</p>
        {c2cNote ? (
          <p className={styles.hint} data-testid="c2c-penalty-note">
            {t('member:withdraw.c2cPenaltyNote', {
              percent: c2cNote.percent,
              penalty: formatMoney(c2cNote.penalty),
            })}
          </p>
        ) : null}
        <Button variant="secondary" onClick={() => (setResult(null), setAmount(''))}>
          {t('member:withdraw.another')}
        </Button>
      </section>
    );

  const amountError =
    touched || amount !== ''
      ? problem === 'invalid'
        ? touched
          ? t(fixed.length > 0 ? 'member:withdraw.fixedRequired' : 'member:withdraw.amountInvalid')
          : null
        : problem === 'belowMin'
          ? t('member:withdraw.amountBelowMin', { min: money(card?.minWithdrawal ?? 0) })
          : problem === 'aboveMax'
            ? t('member:withdraw.amountAboveMax', { max: money(card?.maxWithdrawal ?? 0) })
            : problem === 'aboveBalance'
              ? t('member:withdraw.amountAboveBalance')
              : null
      : null;
  const refused = submit.error && isApiError(submit.error) ? submit.error.message : null;
  const feeMinor = problem === null && fee.data !== undefined ? wireToMinor(fee.data) : null;
  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={onSubmit} noValidate>
      <dl className={styles.balance}>
        <div>
          <dt>{t('member:withdraw.available')}</dt>
          <dd>
            {s.currency} {money(s.availableBalance)}
          </dd>
        </div>
        <div>
          <dt>{t('member:withdraw.remainingToday')}</dt>
          <dd>
            {t('member:withdraw.remainingTimes', { n: s.remainingTransactionTimes })} ·{' '}
            {money(s.remainingWithdrawAmount)}
          </dd>
        </div>
      </dl>
      {!s.withinWithdrawTime ? (
        <p className={styles.notice} role="status">
          {t('member:withdraw.outsideWindow', { from: s.withdrawDateFrom, to: s.withdrawDateTo })}
        </p>
      ) : null}
      <div className={styles.payeeRow}>
        <Select
          label={t('member:withdraw.payee')}
          value={cardId}
          onChange={(e) => {
            change(setCardId)(e.target.value);
            setAmount('');
          }}
          options={s.bankCards.map((c) => ({
            value: String(c.id),
            label: `${c.bankName} ${c.maskedAccount}`,
          }))}
        />
        <Button variant="link" size="sm" onClick={onBindCard}>
          {t('member:withdraw.bindAnother')}
        </Button>
      </div>
      {fixed.length > 0 ? (
        <FixedAmounts
          amounts={fixed}
          value={amountMinor}
          onChange={change(setAmount)}
          error={amountError}
        />
      ) : (
        <TextField
          label={t('member:withdraw.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => change(setAmount)(e.target.value)}
          error={amountError}
          hint={
            card
              ? t('member:withdraw.limits', {
                  min: money(card.minWithdrawal),
                  max: money(card.maxWithdrawal),
                })
              : null
          }
        />
      )}
      <dl className={styles.preview} aria-live="polite">
        <div>
          <dt>{t('member:withdraw.fee')}</dt>
          <dd>{feeMinor === null ? '—' : formatMoney(feeMinor)}</dd>
        </div>
        <div>
          <dt>{t('member:withdraw.netAmount')}</dt>
          <dd>
            {feeMinor === null || amountMinor === null ? '—' : formatMoney(amountMinor - feeMinor)}
          </dd>
        </div>
      </dl>
      <TextField
        label={t('member:withdraw.passwordLabel')}
        type="password"
        revealable
        autoComplete="off"
        value={password}
        onChange={(e) => change(setPassword)(e.target.value)}
        error={touched && password === '' ? t('member:withdraw.passwordRequired') : null}
      />
      {codeNeeded ? (
        <WithdrawCodeField
          value={code}
          onChange={change(setCode)}
          error={touched && code === '' ? t('member:withdraw.codeRequired') : null}
        />
      ) : null}
      {refused ? (
        <p className={styles.error} role="alert">
          {refused}
        </p>
      ) : null}
      <Button type="submit" block loading={submit.isPending} disabled={s.allowWithdraw === 'N'}>
        {t('member:withdraw.submit')}
      </Button>
    </form>
  );
}
