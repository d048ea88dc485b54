import type { DownlineRow } from '@monsoon/contracts/agent-team';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { refreshBalance, useBalance } from '@/lib/api/wallet-balance';
import { formatMoney } from '@monsoon/contracts/money';
import { confirmDialog } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { toast } from '@/stores/toast-store';
import { sendTransfer } from '@/features/agent-team/api/transfer-to-downline';
import { teamKeys } from '@/features/agent-team/api/team-keys';
import { useTransferSend } from '@/features/agent-team/hooks/use-transfer-send';
import { amountProblem, showMoney } from '@/features/agent-team/lib/money';
import styles from './agent-team.module.css';
import facts from './facts.module.css';

/**
 * Transfer to a direct downline (spec §6, the transfer call of the member centre): the amount, then the
 * agent's confirmation; the balance shown everywhere is read again afterwards.
 */
export function DownlineTransferDialog({
  row,
  onClose,
}: {
  row: DownlineRow;
  onClose: () => void;
}) {
  const { t } = useTranslation(['agent', 'site', 'errors']);
  const client = useQueryClient();
  const token = useSessionStore((s) => s.token) ?? '';
  const balance = useBalance(token).data;
  const [amount, setAmount] = useState('');
  const [shown, setShown] = useState(false);
  const problem = amountProblem(amount, balance?.minor ?? null);
  const send = useTransferSend(
    (requestId) => sendTransfer({ downlineId: row.id, amount: amount.trim(), requestId }),
    (value) => {
      toast(t('transfer.done', { amount: showMoney(value.amount), account: value.to }), 'success');
      void refreshBalance(client);
      void client.invalidateQueries({ queryKey: teamKeys.detail(row.id) });
      onClose();
    },
  );
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (problem) return;
    const ok = await confirmDialog({
      title: t('transfer.confirmTitle'),
      text: t('transfer.confirmText', { amount: amount.trim(), account: row.account }),
      confirmLabel: t('transfer.confirm'),
      cancelLabel: t('site:common.cancel'),
    });
    if (ok) await send.submit();
  };
  return (
    <Modal title={t('transfer.title', { account: row.account })} onClose={onClose} size="sm">
      <form className={styles.page} onSubmit={(e) => void onSubmit(e)} noValidate>
        <dl className={facts.facts}>
          <dt>{t('transfer.to')}</dt>
          <dd>{row.account}</dd>
          <dt>{t('transfer.available')}</dt>
          <dd className={facts.amount}>
            {balance ? `${balance.currencySymbol} ${formatMoney(balance.minor, 2)}` : '…'}
          </dd>
        </dl>
        <TextField
          label={t('transfer.amount')}
          inputMode="decimal"
          autoComplete="off"
          autoFocus
          value={amount}
          onChange={(e) => (setAmount(e.target.value), send.resetKey())}
          error={shown && problem ? t(problem) : null}
        />
        {send.error ? (
          <p role="alert" className={styles.error}>
            {send.error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('site:common.cancel')}
          </Button>
          <Button type="submit" loading={send.pending}>
            {t('transfer.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
