import { wireToMinor } from '@monsoon/contracts/money';
import type { MemberTransferValue, TransferTargetsValue } from '@monsoon/contracts/transfers';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { refreshBalance } from '@/lib/api/wallet-balance';
import { agentTypes, useSessionStore } from '@/stores/session-store';
import { toast } from '@/stores/toast-store';
import { transferTargetsQuery } from '@/features/wallet/api/get-transfer-targets';
import { sendToDownline, sendToUpline } from '@/features/wallet/api/transfer-member';
import { walletKeys } from '@/features/wallet/api/wallet-keys';
import { useTransferSubmit } from '@/features/wallet/hooks/use-transfer-submit';
import { amountProblem, showMoney } from '@/features/wallet/lib/transfer-amount';
import styles from './wallet.module.css';

/**
 * The member centre's transferUpline page: a member sends money to their upline; an agent sends money
 * to a direct downline picked from their downlines (spec §6).
 */
export function TransferUplinePage() {
  const { t } = useTranslation('member');
  const isAgent = agentTypes.includes(useSessionStore((s) => s.isAgent) ?? -1);
  const query = useQuery(transferTargetsQuery());
  if (query.isPending)
    return (
      <div className={styles.pending}>
        <Spinner size="lg" label={t('centre.loading')} />
      </div>
    );
  if (query.isError)
    return <ErrorState title={t('transfer.loadFailed')} onRetry={() => void query.refetch()} />;
  const targets = query.data;
  if (isAgent && targets.downlines.length === 0)
    return <EmptyState title={t('transfer.noDownlines')} text={t('transfer.noDownlinesHint')} />;
  if (!isAgent && !targets.upline) return <EmptyState title={t('transfer.noUpline')} />;
  return <MemberTransferForm targets={targets} toDownline={isAgent} />;
}

function MemberTransferForm({
  targets,
  toDownline,
}: {
  targets: TransferTargetsValue;
  toDownline: boolean;
}) {
  const { t } = useTranslation('member');
  const client = useQueryClient();
  const [downlineId, setDownlineId] = useState(String(targets.downlines[0]?.id ?? ''));
  const [amount, setAmount] = useState('');
  const [shown, setShown] = useState(false);
  const problem = amountProblem(amount, wireToMinor(targets.balance));
  const send = useTransferSubmit(
    (requestId): Promise<MemberTransferValue> => {
      const body = { amount: amount.trim(), requestId };
      if (toDownline) return sendToDownline({ ...body, downlineId: Number(downlineId) });
      return sendToUpline({ ...body, uplineId: targets.upline?.id ?? 0 });
    },
    (value) => {
      toast(t('transfer.done', { amount: showMoney(value.amount), account: value.to }), 'success');
      setAmount('');
      setShown(false);
      void client.invalidateQueries({ queryKey: walletKeys.all });
      void refreshBalance(client);
    },
  );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (!problem) void send.submit();
  };
  return (
    <div className={styles.page}>
      <ul className={styles.wallets}>
        <li className={`${styles.card} ${styles.main}`}>
          <span className={styles.label}>{t('transfer.available')}</span>
          <span className={styles.amount}>
            {targets.currency} {showMoney(targets.balance)}
          </span>
        </li>
      </ul>
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-label={toDownline ? t('transfer.toDownline') : t('transfer.toUpline')}
      >
        {toDownline ? (
          <Select
            label={t('transfer.downline')}
            value={downlineId}
            onChange={(e) => (setDownlineId(e.target.value), send.resetKey())}
            options={targets.downlines.map((d) => ({
              value: String(d.id),
              label:
                d.nickname && d.nickname !== d.account ? `${d.account} (${d.nickname})` : d.account,
            }))}
          />
        ) : (
          <TextField label={t('transfer.upline')} value={targets.upline?.account ?? ''} readOnly />
        )}
        <TextField
          label={t('transfer.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => (setAmount(e.target.value), send.resetKey())}
          error={shown && problem ? t(problem) : null}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={send.pending}>
            {t('transfer.submit')}
          </Button>
        </div>
        {send.error ? (
          <p role="alert" className={styles.error}>
            {send.error}
          </p>
        ) : null}
      </form>
    </div>
  );
}
