import type { DepositAction, DepositOrder } from '@monsoon/contracts/deposits';
import { formatMoney } from '@monsoon/contracts/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, ExternalLink, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { refreshBalance } from '@/lib/api/wallet-balance';
import { depositKeys } from '@/features/deposits/api/deposit-keys';
import { depositOrderQuery } from '@/features/deposits/api/deposits';
import { minorOf, timeLeft } from '@/features/deposits/lib/amount';
import { CopyValue } from './copy-value';
import styles from './deposits.module.css';

/** Opens the PSP's page in a new window (never in place of the site). */
export const openPaymentWindow = (url: string): void => {
  window.open(url, '_blank', 'noopener,noreferrer');
};

/** Re-renders every second until `at`, answering the time left. */
function useTimeLeft(at: number): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return timeLeft(at, now);
}

function ActionView({ action, order }: { action: DepositAction; order: DepositOrder }) {
  const { t } = useTranslation('member');
  const amount = formatMoney(minorOf(order.amount));
  switch (action.type) {
    case 'QR':
      return (
        <div className={styles.qr}>
          <img src={action.qrImageUrl} alt={t('deposits.qrAlt')} width={220} height={220} />
          <p>{t('deposits.scanQr')}</p>
          <Button variant="link" onClick={() => openPaymentWindow(action.pageUrl)}>
            {t('deposits.openPage')}
          </Button>
        </div>
      );
    case 'REDIRECT':
    case 'EWALLET':
      return (
        <div className={styles.redirect}>
          <p>{t('deposits.payInWindow')}</p>
          <Button
            icon={<ExternalLink size={16} aria-hidden />}
            onClick={() => openPaymentWindow(action.launchUrl)}
          >
            {t('deposits.openPage')}
          </Button>
        </div>
      );
    case 'BANK_TRANSFER':
      return (
        <div>
          <p>{t('deposits.transferTo')}</p>
          <dl className={styles.details}>
            <CopyValue label={t('deposits.bankName')} value={action.bankName} />
            <CopyValue label={t('deposits.accountName')} value={action.accountName} />
            <CopyValue label={t('deposits.accountNumber')} value={action.accountNumber} />
            <CopyValue label={t('deposits.amount')} value={amount} />
            <CopyValue label={t('deposits.reference')} value={action.reference} />
          </dl>
          <p className={styles.hint}>{t('deposits.referenceHint')}</p>
        </div>
      );
    case 'CRYPTO':
      return (
        <div>
          <p>{t('deposits.sendCrypto', { asset: action.asset, network: action.network })}</p>
          <dl className={styles.details}>
            <CopyValue label={t('deposits.address')} value={action.address} />
            <CopyValue
              label={t('deposits.cryptoAmount', { asset: action.asset })}
              value={action.cryptoAmount}
            />
          </dl>
        </div>
      );
  }
}

/**
 * The PSP step of a deposit: what the payer does (QR, a page in a new window, bank details or a crypto
 * address) with a countdown to the order's expiry, while the order's status is polled; the result
 * arrives without a reload, and a paid order refreshes the balance.
 */
export function PaymentStep({ order, onDone }: { order: DepositOrder; onDone: () => void }) {
  const { t } = useTranslation('member');
  const client = useQueryClient();
  const { data: current } = useQuery(depositOrderQuery(order));
  // The order was just created: its createdAt is the server's now as the answer left it. The
  // countdown runs on the browser's clock shifted by that difference, so a device (or a test server)
  // whose clock differs from the server's still counts the order's real time left.
  const [skew] = useState(() => Date.now() - order.createdAt);
  const left = useTimeLeft(current.expiresAt + skew);
  useEffect(() => {
    if (current.status === 'paid') void refreshBalance(client);
    if (current.status !== 'pending' && current.status !== 'created')
      void client.invalidateQueries({ queryKey: [...depositKeys.all, 'records'] });
  }, [current.status, client]);

  if (current.status === 'paid')
    return (
      <div className={styles.result} role="status" data-testid="deposit-result">
        <CheckCircle2 className={styles.ok} size={40} aria-hidden />
        <h3>{t('deposits.paidTitle')}</h3>
        <p>
          {t('deposits.paidText', {
            amount: formatMoney(minorOf(current.creditedAmount ?? current.amount)),
            currency: current.currency,
          })}
        </p>
        <Button onClick={onDone}>{t('deposits.again')}</Button>
      </div>
    );
  if (current.status === 'failed' || current.status === 'expired')
    return (
      <div className={styles.result} role="status" data-testid="deposit-result">
        <XCircle className={styles.bad} size={40} aria-hidden />
        <h3>{t(current.status === 'failed' ? 'deposits.failedTitle' : 'deposits.expiredTitle')}</h3>
        <p>{t('deposits.notCharged')}</p>
        <Button onClick={onDone}>{t('deposits.again')}</Button>
      </div>
    );
  return (
    <section className={styles.step} aria-label={t('deposits.stepTitle')}>
      <div className={styles.stepHead}>
        <div>
          <span className={styles.muted}>{t('deposits.orderNo')}</span> {current.orderNo}
        </div>
        <div className={styles.amountLine}>
          {current.currency} {formatMoney(minorOf(current.amount))}
        </div>
        <div role="timer" aria-live="off">
          {t('deposits.expiresIn')} <strong data-testid="deposit-countdown">{left}</strong>
        </div>
      </div>
      {current.action ? <ActionView action={current.action} order={current} /> : null}
      <p className={styles.waiting}>
        <Spinner size="sm" /> {t('deposits.waiting')}
      </p>
      <Button variant="ghost" onClick={onDone}>
        {t('deposits.cancel')}
      </Button>
    </section>
  );
}
