import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Badge, Card, PageHeader } from '@/components/ui/card';
import { Empty, ErrorAlert, Loading } from '@/components/ui/states';
import { Table, tableStyles } from '@/components/ui/table';
import { formatAmount, formatTime } from '@/lib/format';
import { usePaymentOrder } from '../api/deposits';
import styles from './deposits.module.css';
import { OrderReviewCard } from './order-review-card';
import { statusTone } from './payment-orders-page';
import { reviewText } from './review-state';

const OUTCOMES = ['credited', 'duplicate', 'failed', 'ignored', 'mismatch', 'unknown'] as const;

/** What a PSP event did to its order, as the operator reads it. */
function outcomeText(
  t: (key: `deposits.outcomes.${(typeof OUTCOMES)[number]}`) => string,
  outcome: string,
): string {
  const known = OUTCOMES.find((o) => o === outcome);
  return known ? t(`deposits.outcomes.${known}`) : outcome;
}

/**
 * One payment order: its PSP transaction, amounts, review flag (resolved here with a note) and every
 * PSP event applied to it.
 */
export default function PaymentOrderPage() {
  const { t } = useTranslation();
  const id = Number(useParams()['id']);
  const order = usePaymentOrder(id);
  if (order.error) return <ErrorAlert error={order.error} />;
  if (!order.data) return <Loading />;
  const o = order.data;
  const rows: Array<[string, React.ReactNode]> = [
    [t('deposits.member'), <Link to={`/members/${o.memberId}`}>{o.username}</Link>],
    [t('deposits.channel'), `${o.bankType} (${o.channel})`],
    [t('deposits.psp'), `${o.pspCode}${o.sandbox ? ` · ${t('deposits.sandbox')}` : ''}`],
    [t('deposits.pspTx'), o.pspTxId ?? '—'],
    [t('deposits.amount'), `${o.currency} ${formatAmount(o.amount)}`],
    [t('deposits.paid'), o.paidAmount === null ? '—' : formatAmount(o.paidAmount)],
    [t('deposits.fee'), o.feeAmount === null ? '—' : formatAmount(o.feeAmount)],
    [t('deposits.journal'), o.journalId === null ? '—' : `#${o.journalId}`],
    [t('deposits.created'), formatTime(o.createdAt)],
    [t('deposits.expires'), formatTime(o.expiresAt)],
    [t('deposits.completed'), formatTime(o.completedAt)],
    [t('deposits.failure'), o.failureReason ?? '—'],
  ];
  return (
    <>
      <PageHeader
        title={t('deposits.orderTitle', { orderNo: o.orderNo })}
        actions={
          <>
            <Badge tone={statusTone[o.status]}>{t(`deposits.statuses.${o.status}`)}</Badge>{' '}
            {o.reviewReason && !o.reviewResolution ? (
              <Badge tone="warning">{reviewText(t, o.reviewReason)}</Badge>
            ) : null}
          </>
        }
      />
      <Card>
        <dl className={styles.detail}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <OrderReviewCard order={o} />
      <h2>{t('deposits.events')}</h2>
      {o.events.length === 0 ? (
        <Empty text={t('deposits.noEvents')} />
      ) : (
        <Table
          label={t('deposits.events')}
          head={
            <>
              <th>{t('deposits.time')}</th>
              <th>{t('deposits.source')}</th>
              <th>{t('deposits.eventId')}</th>
              <th>{t('deposits.status')}</th>
              <th className={tableStyles.num}>{t('deposits.amount')}</th>
              <th className={tableStyles.num}>{t('deposits.paid')}</th>
              <th>{t('deposits.outcome')}</th>
            </>
          }
        >
          {o.events.map((e) => (
            <tr key={e.id}>
              <td>{formatTime(e.createdAt)}</td>
              <td>
                {e.source === 'reconcile'
                  ? t('deposits.sources.reconcile')
                  : t('deposits.sources.callback')}
              </td>
              <td className={tableStyles.mono}>{e.eventId ?? '—'}</td>
              <td>
                {e.status === 'paid' ? t('deposits.statuses.paid') : t('deposits.statuses.failed')}
              </td>
              <td className={tableStyles.num}>
                {e.currency} {formatAmount(e.amount)}
              </td>
              <td className={tableStyles.num}>
                {e.paidAmount === null ? '—' : formatAmount(e.paidAmount)}
              </td>
              <td>{outcomeText(t, e.outcome)}</td>
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}
