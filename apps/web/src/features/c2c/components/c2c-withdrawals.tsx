import type { C2cWithdrawal } from '@monsoon/contracts/c2c';
import { formatMoney, wireToMinor } from '@monsoon/contracts/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { refreshBalance } from '@/lib/api/wallet-balance';
import { c2cWithdrawalsQuery, cancelWithdrawalOpenPart } from '@/features/c2c/api/c2c-api';
import { c2cKeys } from '@/features/c2c/api/c2c-keys';
import styles from './c2c.module.css';

const money = (v: C2cWithdrawal['open']) => formatMoney(wireToMinor(v));

/**
 * The member's C2C withdrawals on the withdraw page (decisions 0061, 0062): what was received, what is
 * being paid and what still waits for a payer; the waiting part can be cancelled after the member has
 * seen the penalty it costs. Hidden when there is none.
 */
export function C2cWithdrawals() {
  const { t } = useTranslation('member');
  const list = useQuery(c2cWithdrawalsQuery());
  if (!list.data || list.data.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="c2c-withdrawals-title">
      <h4 id="c2c-withdrawals-title" className={styles.title}>
        {t('c2c.withdrawalsTitle')}
      </h4>
      <ul className={styles.list}>
        {list.data.map((w) => (
          <WithdrawalItem key={w.withdrawalId} item={w} />
        ))}
      </ul>
    </section>
  );
}

function WithdrawalItem({ item }: { item: C2cWithdrawal }) {
  const { t } = useTranslation('member');
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const cancel = useMutation({
    mutationFn: () =>
      cancelWithdrawalOpenPart({
        withdrawalId: item.withdrawalId,
        amount: item.open,
        penalty: item.cancelPenalty,
      }),
    onSuccess: () => setAsking(false),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: c2cKeys.all });
      await refreshBalance(queryClient);
    },
  });
  const refused = cancel.error && isApiError(cancel.error) ? cancel.error.message : null;
  const open = wireToMinor(item.open);
  const penalty = wireToMinor(item.cancelPenalty);
  const cancellable = item.status === 'paying' && item.cancelledAt === null && open > 0n;
  return (
    <li className={styles.item} data-testid="c2c-withdrawal">
      <dl className={styles.facts}>
        <Fact label={t('c2c.order')} value={item.orderNo} />
        <Fact label={t('c2c.netAmount')} value={money(item.netAmount)} />
        <Fact label={t('c2c.amountReceived')} value={money(item.received)} />
        <Fact label={t('c2c.inFlight')} value={money(item.inFlight)} />
        <Fact label={t('c2c.open')} value={money(item.open)} />
      </dl>
      <p className={styles.state}>{t(`c2c.withdrawalStatus.${item.status}`)}</p>
      {item.cancelledAmount !== null ? (
        <p className={styles.notice} role="status">
          {t('c2c.cancelledNote', {
            amount: money(item.cancelledAmount),
            penalty: money(item.penalty ?? 0),
          })}
        </p>
      ) : null}
      {cancellable && !asking ? (
        <div className={styles.actions}>
          <Button size="sm" variant="secondary" onClick={() => (cancel.reset(), setAsking(true))}>
            {t('c2c.cancel')}
          </Button>
        </div>
      ) : null}
      {cancellable && asking ? (
        <>
          <p className={styles.prompt}>
            {t('c2c.cancelConfirm', {
              amount: money(item.open),
              percent: item.penaltyPercent,
              penalty: formatMoney(penalty),
              back: formatMoney(open - penalty),
            })}
          </p>
          <div className={styles.actions}>
            <Button
              size="sm"
              variant="danger"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate()}
            >
              {t('c2c.cancelYes')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAsking(false)}>
              {t('c2c.keep')}
            </Button>
          </div>
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

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
