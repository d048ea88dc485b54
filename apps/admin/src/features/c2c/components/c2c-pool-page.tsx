import type { AdminC2cPoolItem } from '@monsoon/contracts/admin/c2c';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FilterTabs } from '@/components/ui/filter-tabs';
import { Button } from '@/components/ui/button';
import { Badge, PageHeader } from '@/components/ui/card';
import { Empty, ErrorAlert, Loading } from '@/components/ui/states';
import { Pager, Table, tableStyles } from '@/components/ui/table';
import { formatAmount, formatTime } from '@/lib/format';
import { useCan } from '@/lib/use-can';
import { poolStates, useC2cPool } from '../api/c2c';
import { CancelC2cDialog } from './cancel-c2c-dialog';
import styles from './c2c.module.css';

const tone = { paying: 'neutral', paid: 'success', cancelled: 'warning' } as const;

/** Who cancelled, as the operator reads it: the member or an operator by id. */
function CancelledBy({ item }: { item: AdminC2cPoolItem }) {
  const { t } = useTranslation();
  if (item.cancelledAmount === null) return null;
  const by = item.cancelledBy?.startsWith('operator:')
    ? t('c2c.pool.byOperator', { id: item.cancelledBy.slice('operator:'.length) })
    : t('c2c.pool.byMember');
  return (
    <div className={styles.muted}>
      {t('c2c.pool.cancelledBy', {
        amount: formatAmount(item.cancelledAmount),
        by,
        penalty: formatAmount(item.penalty ?? '0.00'),
      })}
      {item.cancelReason ? ` — ${item.cancelReason}` : null}
    </div>
  );
}

/**
 * C2C withdrawals in the pool (decision 0061): what each has received, what is in flight and what is
 * still open; an operator holding `withdrawals.decide` cancels the open part with a reason.
 */
export default function C2cPoolPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = poolStates.find((s) => s === (params.get('state') ?? 'open')) ?? 'open';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const list = useC2cPool(state, page);
  const canCancel = useCan('withdrawals.decide');
  const [cancelling, setCancelling] = useState<AdminC2cPoolItem | null>(null);
  const go = (key: string, value: string) => {
    const p = new URLSearchParams(params);
    p.set(key, value);
    if (key !== 'page') p.delete('page');
    setParams(p);
  };
  return (
    <>
      <PageHeader title={t('c2c.pool.title')} actions={<Link to="/c2c">{t('c2c.title')}</Link>} />
      <FilterTabs
        label={t('c2c.pool.stateFilter')}
        tabs={poolStates.map((s) => ({ value: s, label: t(`c2c.pool.state.${s}`) }))}
        selected={state}
        onSelect={(s) => go('state', s)}
      />
      {list.error ? <ErrorAlert error={list.error} /> : null}
      {list.isPending ? (
        <Loading />
      ) : list.data && list.data.items.length > 0 ? (
        <>
          <Table
            label={t('c2c.pool.title')}
            head={
              <>
                <th>{t('c2c.pool.withdrawal')}</th>
                <th>{t('c2c.pool.member')}</th>
                <th className={tableStyles.num}>{t('c2c.pool.net')}</th>
                <th className={tableStyles.num}>{t('c2c.pool.received')}</th>
                <th className={tableStyles.num}>{t('c2c.pool.inFlight')}</th>
                <th className={tableStyles.num}>{t('c2c.pool.open')}</th>
                <th>{t('c2c.pool.statusLabel')}</th>
                <th>{t('c2c.pool.actions')}</th>
              </>
            }
          >
            {list.data.items.map((w) => (
              <tr key={w.withdrawalId}>
                <td>
                  W{w.withdrawalId}
                  <div className={styles.muted}>{formatTime(w.createdAt)}</div>
                </td>
                <td>
                  <Link to={`/members/${w.memberId}`}>{w.memberUsername}</Link>
                </td>
                <td className={tableStyles.num}>
                  {w.asset} {formatAmount(w.netAmount)}
                </td>
                <td className={tableStyles.num}>{formatAmount(w.received)}</td>
                <td className={tableStyles.num}>{formatAmount(w.inFlight)}</td>
                <td className={tableStyles.num}>{formatAmount(w.open)}</td>
                <td className={tableStyles.wrap}>
                  <Badge tone={tone[w.status]}>{t(`c2c.pool.withdrawalStatus.${w.status}`)}</Badge>
                  <CancelledBy item={w} />
                </td>
                <td>
                  {canCancel &&
                  w.status === 'paying' &&
                  w.cancelledAt === null &&
                  w.open !== '0.00' ? (
                    <Button small variant="danger" onClick={() => setCancelling(w)}>
                      {t('c2c.pool.cancel')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </Table>
          <Pager
            page={page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={(p) => go('page', String(p))}
          />
        </>
      ) : (
        <Empty text={t('c2c.pool.none')} />
      )}
      {cancelling ? (
        <CancelC2cDialog item={cancelling} onClose={() => setCancelling(null)} />
      ) : null}
    </>
  );
}
