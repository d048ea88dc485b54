import type { AdminC2cMatch } from '@monsoon/contracts/admin/c2c';
import { c2cMatchStatuses } from '@monsoon/contracts/c2c';
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
import { useC2cMatches } from '../api/c2c';
import { DecideC2cDialog } from './decide-c2c-dialog';
import styles from './c2c.module.css';

const tone = {
  paying: 'neutral',
  confirming: 'neutral',
  received: 'success',
  partly: 'success',
  forced: 'warning',
  disputed: 'danger',
  refused: 'neutral',
  expired: 'neutral',
} as const;

/**
 * C2C matches and disputes (decision 0055): every match with its state, disputes first; a match opens
 * with both proofs side by side, and a dispute is decided there (role-checked, audited).
 */
export default function C2cMatchesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = c2cMatchStatuses.find((s) => s === (params.get('status') ?? 'disputed'));
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const list = useC2cMatches(status, page);
  const canDecide = useCan('withdrawals.decide');
  const [open, setOpen] = useState<AdminC2cMatch | null>(null);
  const show = (next: string) => {
    const p = new URLSearchParams(params);
    p.set('status', next);
    p.delete('page');
    setParams(p);
  };
  return (
    <>
      <PageHeader
        title={t('c2c.title')}
        actions={<Link to="/c2c/pool">{t('c2c.pool.title')}</Link>}
      />
      <FilterTabs
        label={t('c2c.statusFilter')}
        tabs={[...c2cMatchStatuses, 'all' as const].map((s) => ({
          value: s,
          label: t(`c2c.status.${s}`),
        }))}
        selected={status ?? 'all'}
        onSelect={show}
      />
      {list.error ? <ErrorAlert error={list.error} /> : null}
      {list.isPending ? (
        <Loading />
      ) : list.data && list.data.items.length > 0 ? (
        <>
          <Table
            label={t('c2c.title')}
            head={
              <>
                <th className={tableStyles.num}>#</th>
                <th>{t('c2c.depositor')}</th>
                <th>{t('c2c.withdrawer')}</th>
                <th className={tableStyles.num}>{t('c2c.amount')}</th>
                <th className={tableStyles.num}>{t('c2c.confirmed')}</th>
                <th>{t('c2c.created')}</th>
                <th>{t('c2c.statusLabel')}</th>
                <th>{t('c2c.actions')}</th>
              </>
            }
          >
            {list.data.items.map((m) => (
              <tr key={m.id}>
                <td className={tableStyles.num}>{m.id}</td>
                <td>
                  <Link to={`/members/${m.depositorId}`}>{m.depositorUsername}</Link>
                </td>
                <td>
                  <Link to={`/members/${m.withdrawerId}`}>{m.withdrawerUsername}</Link>
                  <div className={styles.muted}>W{m.withdrawalId}</div>
                </td>
                <td className={tableStyles.num}>
                  {m.asset} {formatAmount(m.amount)}
                </td>
                <td className={tableStyles.num}>
                  {m.confirmedAmount === null ? '—' : formatAmount(m.confirmedAmount)}
                </td>
                <td>{formatTime(m.createdAt)}</td>
                <td className={tableStyles.wrap}>
                  <Badge tone={tone[m.status]}>{t(`c2c.status.${m.status}`)}</Badge>
                  {m.resolvedBy ? <div className={styles.muted}>{m.resolvedBy}</div> : null}
                </td>
                <td>
                  <Button
                    small
                    variant={m.status === 'disputed' ? 'primary' : 'secondary'}
                    onClick={() => setOpen(m)}
                  >
                    {t(m.status === 'disputed' && canDecide ? 'c2c.decide' : 'c2c.view')}
                  </Button>
                </td>
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
        <Empty text={t('c2c.none')} />
      )}
      {open ? (
        <DecideC2cDialog match={open} canDecide={canDecide} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
