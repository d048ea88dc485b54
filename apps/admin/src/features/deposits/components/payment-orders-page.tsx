import { DEPOSIT_ORDER_STATUSES, type DepositOrderStatus } from '@monsoon/contracts/deposits';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Badge, PageHeader } from '@/components/ui/card';
import { SelectField, TextField } from '@/components/ui/field';
import { Empty, ErrorAlert, Loading } from '@/components/ui/states';
import { Pager, Table, tableStyles } from '@/components/ui/table';
import { formatAmount, formatTime } from '@/lib/format';
import { usePaymentOrders, type OrderFilter } from '../api/deposits';
import styles from './deposits.module.css';
import { ReviewState } from './review-state';

export const statusTone = {
  created: 'neutral',
  pending: 'info',
  paid: 'success',
  failed: 'danger',
  expired: 'neutral',
} as const satisfies Record<DepositOrderStatus, string>;

const FILTER_KEYS = ['username', 'orderNo', 'status', 'review', 'from', 'to'] as const;

/**
 * Payment orders, newest first: search by member, order number, status, review flag (open or resolved)
 * and dates.
 */
export default function PaymentOrdersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const status = DEPOSIT_ORDER_STATUSES.find((s) => s === params.get('status'));
  const filter: OrderFilter = {
    ...(params.get('username') ? { username: params.get('username') ?? '' } : {}),
    ...(params.get('orderNo') ? { orderNo: params.get('orderNo') ?? '' } : {}),
    ...(status ? { status } : {}),
    ...(params.get('review') === 'true' ? { review: 'true' as const } : {}),
    ...(params.get('review') === 'resolved' ? { review: 'resolved' as const } : {}),
    ...(params.get('from') ? { from: params.get('from') ?? '' } : {}),
    ...(params.get('to') ? { to: params.get('to') ?? '' } : {}),
  };
  const list = usePaymentOrders(filter, page);
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])),
  );
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams();
    for (const k of FILTER_KEYS) if (draft[k]) next.set(k, draft[k] ?? '');
    setParams(next);
  };
  const set = (k: string, v: string) => setDraft((d) => ({ ...d, [k]: v }));
  return (
    <>
      <PageHeader title={t('deposits.ordersTitle')} />
      <form className={styles.filters} onSubmit={apply} aria-label={t('deposits.filters')}>
        <TextField
          label={t('deposits.member')}
          value={draft['username'] ?? ''}
          onChange={(e) => set('username', e.target.value)}
        />
        <TextField
          label={t('deposits.orderNo')}
          value={draft['orderNo'] ?? ''}
          onChange={(e) => set('orderNo', e.target.value)}
        />
        <SelectField
          label={t('deposits.status')}
          value={draft['status'] ?? ''}
          onChange={(e) => set('status', e.target.value)}
        >
          <option value="">{t('deposits.allStatuses')}</option>
          {DEPOSIT_ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`deposits.statuses.${s}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('deposits.from')}
          type="date"
          value={draft['from'] ?? ''}
          onChange={(e) => set('from', e.target.value)}
        />
        <TextField
          label={t('deposits.to')}
          type="date"
          value={draft['to'] ?? ''}
          onChange={(e) => set('to', e.target.value)}
        />
        <SelectField
          label={t('deposits.reviewFilter')}
          value={draft['review'] ?? ''}
          onChange={(e) => set('review', e.target.value)}
        >
          <option value="">{t('deposits.reviewAny')}</option>
          <option value="true">{t('deposits.reviewOnly')}</option>
          <option value="resolved">{t('deposits.reviewResolvedOnly')}</option>
        </SelectField>
        <Button type="submit">{t('deposits.search')}</Button>
      </form>
      {list.error ? <ErrorAlert error={list.error} /> : null}
      {list.isPending ? (
        <Loading />
      ) : list.data && list.data.items.length > 0 ? (
        <>
          <Table
            label={t('deposits.ordersTitle')}
            head={
              <>
                <th>{t('deposits.orderNo')}</th>
                <th>{t('deposits.member')}</th>
                <th>{t('deposits.channel')}</th>
                <th className={tableStyles.num}>{t('deposits.amount')}</th>
                <th className={tableStyles.num}>{t('deposits.paid')}</th>
                <th>{t('deposits.status')}</th>
                <th>{t('deposits.review')}</th>
                <th>{t('deposits.created')}</th>
              </>
            }
          >
            {list.data.items.map((o) => (
              <tr key={o.id}>
                <td className={tableStyles.mono}>
                  <Link to={`/deposits/orders/${o.id}`}>{o.orderNo}</Link>
                </td>
                <td>
                  <Link to={`/members/${o.memberId}`}>{o.username}</Link>
                </td>
                <td>
                  {o.bankType}
                  <div className={styles.muted}>{o.channel}</div>
                </td>
                <td className={tableStyles.num}>
                  {o.currency} {formatAmount(o.amount)}
                </td>
                <td className={tableStyles.num}>
                  {o.paidAmount === null ? '—' : formatAmount(o.paidAmount)}
                </td>
                <td>
                  <Badge tone={statusTone[o.status]}>{t(`deposits.statuses.${o.status}`)}</Badge>
                </td>
                <td className={tableStyles.wrap}>
                  <ReviewState order={o} />
                </td>
                <td>{formatTime(o.createdAt)}</td>
              </tr>
            ))}
          </Table>
          <Pager
            page={page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={(p) => {
              const next = new URLSearchParams(params);
              next.set('page', String(p));
              setParams(next);
            }}
          />
        </>
      ) : (
        <Empty text={t('deposits.noOrders')} />
      )}
    </>
  );
}
