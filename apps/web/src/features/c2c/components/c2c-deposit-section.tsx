import type { C2cDeposit, C2cMatch } from '@monsoon/contracts/c2c';
import { formatMoney, wireToMinor } from '@monsoon/contracts/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/stores/toast-store';
import {
  c2cAppliesQuery,
  c2cDepositsQuery,
  createC2cDeposit,
  newDepositKey,
  uploadPaymentProof,
} from '@/features/c2c/api/c2c-api';
import { c2cKeys } from '@/features/c2c/api/c2c-keys';
import { base64Of, countdownText } from '@/features/c2c/lib/proof-files';
import { ProofPicker } from './proof-picker';
import { useNow } from './use-now';
import styles from './c2c.module.css';

const money = (v: C2cMatch['amount']) => formatMoney(wireToMinor(v));
/** How long a deposit whose payment ran out stays on the page (so the depositor sees why). */
const EXPIRED_SHOWN_MS = 24 * 3_600_000;

/** A closed deposit with a match that expired in the last day (decision 0060). */
const recentlyExpired = (d: C2cDeposit, now: number): boolean =>
  d.status === 'closed' &&
  d.matches.some(
    (m) => m.status === 'expired' && m.payBy !== null && now - m.payBy < EXPIRED_SHOWN_MS,
  );

/**
 * The depositv2 page's C2C channel (decision 0053): an amount matched at once to other members'
 * withdrawals; for each payee the details to pay (with copy buttons), the amount, the proof upload and
 * the state with the countdowns (the depositor's time to pay, then the withdrawer's to answer); a
 * deposit whose time to pay ran out stays a day, marked expired. Shown only where the merchant has C2C on.
 */
export function C2cDepositSection() {
  const { t } = useTranslation('member');
  const applies = useQuery(c2cAppliesQuery());
  const deposits = useQuery({ ...c2cDepositsQuery(), enabled: applies.data === true });
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const key = useRef(newDepositKey());
  const create = useMutation({
    mutationFn: (a: string) => createC2cDeposit(a, key.current),
    onSuccess: async () => {
      key.current = newDepositKey();
      setAmount('');
      await queryClient.invalidateQueries({ queryKey: c2cKeys.deposits() });
    },
    onError: (e) => {
      if (!isApiError(e, 'network.error')) key.current = newDepositKey();
    },
  });
  const now = useNow();
  if (applies.data !== true) return null;
  const open = (deposits.data ?? []).filter(
    (d) => d.status === 'matched' || recentlyExpired(d, now),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (amount.trim() !== '') create.mutate(amount.trim());
  };
  const refused = create.error && isApiError(create.error) ? create.error.message : null;
  return (
    <section className={`${styles.card} ${styles.depositCard}`} aria-labelledby="c2c-deposit-title">
      <h4 id="c2c-deposit-title" className={styles.title}>
        {t('c2c.depositTitle')}
      </h4>
      <p className={styles.hint}>{t('c2c.depositHint')}</p>
      <form className={styles.actions} onSubmit={submit}>
        <TextField
          label={t('c2c.depositAmount')}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <Button type="submit" size="sm" disabled={create.isPending || amount.trim() === ''}>
          {t('c2c.depositSubmit')}
        </Button>
      </form>
      {refused ? (
        <p className={styles.error} role="alert">
          {refused}
        </p>
      ) : null}
      {open.map((d) => (
        <DepositCard key={d.id} deposit={d} />
      ))}
    </section>
  );
}

function DepositCard({ deposit }: { deposit: C2cDeposit }) {
  const { t } = useTranslation('member');
  return (
    <div className={styles.item} data-testid="c2c-deposit">
      <p className={styles.prompt}>
        {t('c2c.depositOrder', { orderNo: deposit.orderNo, amount: money(deposit.amount) })}
      </p>
      <ul className={styles.list}>
        {deposit.matches.map((m) => (
          <MatchCard key={m.id} match={m} />
        ))}
      </ul>
    </div>
  );
}

function CopyRow({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('member');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast(t('c2c.copied', { label }), 'success');
    } catch {
      toast(t('c2c.copyFailed'), 'error');
    }
  };
  return (
    <div className={styles.copyRow}>
      <dt>{label}</dt>
      <dd>
        <span>{value}</span>
        <button
          type="button"
          className={styles.copyButton}
          onClick={() => void copy()}
          aria-label={t('c2c.copy', { label })}
        >
          <Copy size={16} aria-hidden />
        </button>
      </dd>
    </div>
  );
}

function MatchCard({ match }: { match: C2cMatch }) {
  const { t } = useTranslation('member');
  const queryClient = useQueryClient();
  const now = useNow();
  const upload = useMutation({
    mutationFn: async (files: File[]) =>
      uploadPaymentProof(match.id, await Promise.all(files.map(base64Of))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: c2cKeys.deposits() }),
  });
  const refused = upload.error && isApiError(upload.error) ? upload.error.message : null;
  return (
    <li className={styles.match}>
      <dl className={styles.facts}>
        <CopyRow label={t('c2c.bank')} value={match.bankName} />
        {match.accountName ? (
          <CopyRow label={t('c2c.accountName')} value={match.accountName} />
        ) : null}
        <CopyRow label={t('c2c.accountNumber')} value={match.accountNumber} />
        <CopyRow label={t('c2c.payAmount')} value={money(match.amount)} />
      </dl>
      <p className={styles.state} data-testid="c2c-match-state">
        {t(`c2c.state.${match.status}`)}
        {match.status === 'confirming' && match.confirmBy ? (
          <span className={styles.countdown}> {countdownText(match.confirmBy, now)}</span>
        ) : null}
      </p>
      {match.status === 'paying' && match.payBy ? (
        <p className={styles.hint}>
          {t('c2c.payWithin')}{' '}
          <span className={styles.countdown} data-testid="c2c-pay-countdown">
            {countdownText(match.payBy, now)}
          </span>
        </p>
      ) : null}
      {match.status === 'paying' ? (
        <ProofPicker
          label={t('c2c.paymentProof')}
          submitLabel={t('c2c.uploadProof')}
          busy={upload.isPending}
          onSubmit={(files) => upload.mutate(files)}
        />
      ) : null}
      {refused ? (
        <p className={styles.error} role="alert">
          {refused}
        </p>
      ) : null}
    </li>
  );
}
