import type { DepositOrder } from '@monsoon/contracts/deposits';
import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { depositSettingsQuery } from '@/features/deposits/api/deposits';
import { DepositForm } from './deposit-form';
import { DepositRecords } from './deposit-records';
import { PaymentStep } from './payment-step';
import styles from './deposits.module.css';

type View = 'deposit' | 'records';

/**
 * The member centre's depositv2 page: choose a channel and an amount, pay at the PSP (QR, its page,
 * a bank transfer or a crypto address) and see the result arrive; and the member's deposit records.
 */
export function DepositPage() {
  const { t } = useTranslation(['member', 'errors']);
  const [view, setView] = useState<View>('deposit');
  const [order, setOrder] = useState<DepositOrder | null>(null);
  const settings = useQuery(depositSettingsQuery());

  let body;
  if (view === 'records') body = <DepositRecords />;
  else if (settings.isPending)
    body = (
      <div className={styles.pending}>
        <Spinner size="lg" label={t('member:centre.loading')} />
      </div>
    );
  else if (settings.isError)
    body = (
      <ErrorState title={t('member:deposits.loadFailed')} onRetry={() => void settings.refetch()} />
    );
  else if (settings.data.allowDeposit === 'N' || settings.data.depositInfo.length === 0)
    body = (
      <EmptyState title={t('errors:deposit_disabled')} text={t('member:deposits.closedHint')} />
    );
  else if (order)
    body = <PaymentStep key={order.orderNo} order={order} onDone={() => setOrder(null)} />;
  else
    body = (
      <DepositForm
        channels={settings.data.depositInfo}
        currency={settings.data.currency}
        onCreated={setOrder}
      />
    );
  const sandbox = settings.data?.depositInfo.some((c) => c.sandbox) ?? false;
  return (
    <div className={styles.page}>
      {sandbox ? (
        <p className={styles.sandbox} role="note">
          <FlaskConical size={16} aria-hidden /> {t('member:deposits.sandbox')}
        </p>
      ) : null}
      <Tabs
        items={[
          { key: 'deposit', label: t('member:deposits.tabDeposit') },
          { key: 'records', label: t('member:deposits.tabRecords') },
        ]}
        value={view}
        onChange={setView}
        label={t('member:deposits.title')}
      >
        {body}
      </Tabs>
    </div>
  );
}
