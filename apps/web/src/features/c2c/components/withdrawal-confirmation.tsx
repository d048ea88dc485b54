import type { PaymentConfirmation } from '@monsoon/contracts/c2c';
import { formatMoney, wireToMinor } from '@monsoon/contracts/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { refreshBalance } from '@/lib/api/wallet-balance';
import { answerConfirmation, confirmationsQuery } from '@/features/c2c/api/c2c-api';
import { c2cKeys } from '@/features/c2c/api/c2c-keys';
import { base64Of, countdownText } from '@/features/c2c/lib/proof-files';
import { ProofPicker } from './proof-picker';
import { useNow } from './use-now';
import styles from './c2c.module.css';

const money = (v: PaymentConfirmation['amount']) => formatMoney(wireToMinor(v));

/**
 * "Withdrawal confirmation" (wire-api §5.3): each payment made to the member's C2C withdrawal asks
 * "received?" — Received, Received partly (amount) or Not received (proof images) — with the timeout
 * text quoting N; a receipt forced by the deadline shows the forced-completion text. Hidden when
 * nothing waits.
 */
export function WithdrawalConfirmation() {
  const { t } = useTranslation('member');
  const list = useQuery(confirmationsQuery());
  if (!list.data || list.data.list.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="c2c-confirmation-title">
      <h4 id="c2c-confirmation-title" className={styles.title}>
        {t('c2c.confirmationTitle')}
      </h4>
      <ul className={styles.list}>
        {list.data.list.map((c) => (
          <ConfirmationItem key={c.matchId} item={c} minutes={list.data.confirmMinutes} />
        ))}
      </ul>
    </section>
  );
}

function ConfirmationItem({ item, minutes }: { item: PaymentConfirmation; minutes: number }) {
  const { t } = useTranslation('member');
  const queryClient = useQueryClient();
  const now = useNow();
  const [mode, setMode] = useState<'ask' | 'partial' | 'none'>('ask');
  const [amount, setAmount] = useState('');
  const answer = useMutation({
    mutationFn: answerConfirmation,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: c2cKeys.all });
      await refreshBalance(queryClient);
    },
  });
  const refused = answer.error && isApiError(answer.error) ? answer.error.message : null;
  const rows = (
    <dl className={styles.facts}>
      <div>
        <dt>{t('c2c.order')}</dt>
        <dd>{item.orderNo}</dd>
      </div>
      <div>
        <dt>{t('c2c.paymentAmount')}</dt>
        <dd>{money(item.amount)}</dd>
      </div>
      <div>
        <dt>{t('c2c.amountReceived')}</dt>
        <dd data-testid="c2c-received">{money(item.amountReceived)}</dd>
      </div>
      <div>
        <dt>{t('c2c.remainingAmount')}</dt>
        <dd data-testid="c2c-remaining">{money(item.remainingAmount)}</dd>
      </div>
    </dl>
  );
  if (item.forced)
    return (
      <li className={styles.item}>
        {rows}
        <p className={styles.notice} role="status">
          {t('c2c.forced')}
        </p>
      </li>
    );
  const busy = answer.isPending;
  return (
    <li className={styles.item}>
      {rows}
      <p className={styles.prompt}>{t('c2c.prompt')}</p>
      <p className={styles.hint}>
        {t('c2c.timeout', { n: minutes })}
        {item.confirmBy ? (
          <span className={styles.countdown} data-testid="c2c-countdown">
            {' '}
            {countdownText(item.confirmBy, now)}
          </span>
        ) : null}
      </p>
      {mode === 'ask' ? (
        <div className={styles.actions}>
          <Button
            size="sm"
            disabled={busy}
            onClick={() => answer.mutate({ matchId: item.matchId, result: 'RECEIVED' })}
          >
            {t('c2c.received')}
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => setMode('partial')}>
            {t('c2c.receivedPartly')}
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => setMode('none')}>
            {t('c2c.notReceived')}
          </Button>
        </div>
      ) : null}
      {mode === 'partial' ? (
        <form
          className={styles.actions}
          onSubmit={(e) => {
            e.preventDefault();
            answer.mutate({ matchId: item.matchId, result: 'PARTIAL', amount: amount.trim() });
          }}
        >
          <TextField
            label={t('c2c.partialAmount')}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          <Button size="sm" type="submit" disabled={busy || amount.trim() === ''}>
            {t('c2c.confirm')}
          </Button>
          <Button size="sm" variant="ghost" type="button" onClick={() => setMode('ask')}>
            {t('c2c.back')}
          </Button>
        </form>
      ) : null}
      {mode === 'none' ? (
        <>
          <ProofPicker
            label={t('c2c.notReceivedProof')}
            submitLabel={t('c2c.notReceived')}
            busy={busy}
            onSubmit={(files) =>
              void Promise.all(files.map(base64Of)).then((images) =>
                answer.mutate({ matchId: item.matchId, result: 'NOT_RECEIVED', images }),
              )
            }
          />
          <Button size="sm" variant="ghost" onClick={() => setMode('ask')}>
            {t('c2c.back')}
          </Button>
        </>
      ) : null}
      {refused ? (
        <p className={styles.error} role="alert">
          {refused}
        </p>
      ) : null}
    </li>
  );
}
