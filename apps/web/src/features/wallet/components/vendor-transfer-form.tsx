import { wireToMinor } from '@monsoon/contracts/money';
import type { VendorWalletsValue } from '@monsoon/contracts/transfers';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/stores/toast-store';
import { transferWallet } from '@/features/wallet/api/transfer-wallet';
import { useTransferSubmit } from '@/features/wallet/hooks/use-transfer-submit';
import { amountProblem } from '@/features/wallet/lib/transfer-amount';
import styles from './wallet.module.css';

type Direction = 'IN' | 'OUT';

/** Transfer in (main → vendor wallet) or out (vendor wallet → main) of one vendor wallet. */
export function VendorTransferForm({
  wallets,
  onDone,
}: {
  wallets: VendorWalletsValue;
  onDone: () => void;
}) {
  const { t } = useTranslation('member');
  const [vendor, setVendor] = useState(wallets.wallets[0]?.vendor ?? '');
  const [direction, setDirection] = useState<Direction>('IN');
  const [amount, setAmount] = useState('');
  const [shown, setShown] = useState(false);
  const chosen = wallets.wallets.find((w) => w.vendor === vendor);
  const available =
    direction === 'IN' ? wireToMinor(wallets.main) : chosen ? wireToMinor(chosen.balance) : 0n;
  const problem = amountProblem(amount, available);
  const send = useTransferSubmit(
    (requestId) => transferWallet({ vendor, direction, amount: amount.trim(), requestId }),
    () => {
      toast(t('wallet.transferred'), 'success');
      setAmount('');
      setShown(false);
      onDone();
    },
  );
  const edit = (fn: () => void) => {
    fn();
    send.resetKey();
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (!problem && chosen) void send.submit();
  };
  if (wallets.wallets.length === 0) return <p className={styles.note}>{t('wallet.noVendors')}</p>;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('wallet.transfer')}>
      <Select
        label={t('wallet.vendor')}
        value={vendor}
        onChange={(e) => edit(() => setVendor(e.target.value))}
        options={wallets.wallets.map((w) => ({ value: w.vendor, label: w.name }))}
      />
      <Select
        label={t('wallet.direction')}
        value={direction}
        onChange={(e) => edit(() => setDirection(e.target.value === 'OUT' ? 'OUT' : 'IN'))}
        options={[
          { value: 'IN', label: t('wallet.in') },
          { value: 'OUT', label: t('wallet.out') },
        ]}
      />
      <TextField
        label={t('transfer.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => edit(() => setAmount(e.target.value))}
        error={shown && problem ? t(problem) : null}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={send.pending}>
          {t('wallet.transfer')}
        </Button>
      </div>
      {send.error ? (
        <p role="alert" className={styles.error}>
          {send.error}
        </p>
      ) : null}
    </form>
  );
}
