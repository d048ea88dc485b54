import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { refreshBalance } from '@/lib/api/wallet-balance';
import { toast } from '@/stores/toast-store';
import { vendorWalletsQuery } from '@/features/wallet/api/get-vendor-wallets';
import { recallWallets } from '@/features/wallet/api/transfer-wallet';
import { walletKeys } from '@/features/wallet/api/wallet-keys';
import { useTransferSubmit } from '@/features/wallet/hooks/use-transfer-submit';
import { showMoney } from '@/features/wallet/lib/transfer-amount';
import { VendorTransferForm } from './vendor-transfer-form';
import styles from './wallet.module.css';

/**
 * The member centre's transferFund page ("My wallet"): the main wallet and, for a multi-wallet
 * merchant, every vendor wallet with transfers in and out and "Recall balance"; a single-wallet merchant
 * shows its one wallet.
 */
export function TransferFundPage() {
  const { t } = useTranslation('member');
  const client = useQueryClient();
  const query = useQuery(vendorWalletsQuery());
  const changed = () => {
    void client.invalidateQueries({ queryKey: walletKeys.all });
    void refreshBalance(client);
  };
  const recall = useTransferSubmit(recallWallets, () => {
    toast(t('wallet.recalled'), 'success');
    changed();
  });

  if (query.isPending)
    return (
      <div className={styles.pending}>
        <Spinner size="lg" label={t('centre.loading')} />
      </div>
    );
  if (query.isError)
    return <ErrorState title={t('wallet.loadFailed')} onRetry={() => void query.refetch()} />;
  const w = query.data;
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <p className={styles.note}>{w.isSingle ? t('wallet.singleNote') : t('wallet.multiNote')}</p>
        {w.isSingle && w.wallets.length === 0 ? null : (
          <Button variant="secondary" loading={recall.pending} onClick={() => void recall.submit()}>
            {t('wallet.recall')}
          </Button>
        )}
      </div>
      {recall.error ? (
        <p role="alert" className={styles.error}>
          {recall.error}
        </p>
      ) : null}
      <ul className={styles.wallets} aria-label={t('wallet.wallets')}>
        <li className={`${styles.card} ${styles.main}`}>
          <span className={styles.label}>{t('wallet.main')}</span>
          <span className={styles.amount}>
            {w.currency} {showMoney(w.main)}
          </span>
        </li>
        {w.wallets.length === 0 ? null : (
          <li className={styles.card}>
            <span className={styles.label}>{t('wallet.total')}</span>
            <span className={styles.amount}>
              {w.currency} {showMoney(w.total)}
            </span>
          </li>
        )}
        {w.wallets.map((v) => (
          <li key={v.vendor} className={styles.card}>
            <span className={styles.label}>{v.name}</span>
            <span className={styles.amount}>{showMoney(v.balance)}</span>
          </li>
        ))}
      </ul>
      {w.isSingle ? null : <VendorTransferForm wallets={w} onDone={changed} />}
    </div>
  );
}
