import type { Adjustment } from '@monsoon/contracts/admin/adjustments';
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
import { useSessionStore } from '@/stores/session-store';
import { useAdjustments, type AdjustmentFilter } from '../api/adjustments';
import styles from './adjustments.module.css';
import { DecideDialog } from './decide-dialog';

const statuses = ['pending', 'approved', 'rejected'] as const;
const tone = { pending: 'warning', approved: 'success', rejected: 'neutral' } as const;

/** The adjustments queue: pending first; checkers approve or reject others' requests. */
export default function AdjustmentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = statuses.find((s) => s === (params.get('status') ?? 'pending'));
  const memberId = Number(params.get('memberId')) || undefined;
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const filter: AdjustmentFilter = {
    ...(status ? { status } : {}),
    ...(memberId ? { memberId } : {}),
  };
  const list = useAdjustments(filter, page);
  const canDecide = useCan('adjustments.decide');
  const me = useSessionStore((s) => s.me);
  const [deciding, setDeciding] = useState<{ adjustment: Adjustment; approve: boolean } | null>(
    null,
  );

  const show = (next: string) => {
    const p = new URLSearchParams(params);
    p.set('status', next);
    p.delete('page');
    setParams(p);
  };

  return (
    <>
      <PageHeader title={t('adjustments.title')} />
      <FilterTabs
        label={t('adjustments.statusFilter')}
        tabs={[...statuses, 'all' as const].map((s) => ({
          value: s,
          label: t(`adjustments.status.${s}`),
        }))}
        selected={status ?? 'all'}
        onSelect={show}
      />
      {memberId ? (
        <p className={styles.muted}>{t('adjustments.forMember', { id: memberId })}</p>
      ) : null}
      {list.error ? <ErrorAlert error={list.error} /> : null}
      {list.isPending ? (
        <Loading />
      ) : list.data && list.data.items.length > 0 ? (
        <>
          <Table
            label={t('adjustments.title')}
            head={
              <>
                <th className={tableStyles.num}>#</th>
                <th>{t('adjustments.member')}</th>
                <th className={tableStyles.num}>{t('adjustments.amount')}</th>
                <th>{t('adjustments.reason')}</th>
                <th>{t('adjustments.requested')}</th>
                <th>{t('adjustments.statusLabel')}</th>
                <th>{t('adjustments.decided')}</th>
                {canDecide ? <th>{t('adjustments.actions')}</th> : null}
              </>
            }
          >
            {list.data.items.map((a) => (
              <tr key={a.id}>
                <td className={tableStyles.num}>{a.id}</td>
                <td>
                  <Link to={`/members/${a.memberId}`}>{a.memberUsername}</Link>
                </td>
                <td
                  className={[
                    tableStyles.num,
                    a.direction === 'credit' ? styles.credit : styles.debit,
                  ].join(' ')}
                >
                  {a.direction === 'credit' ? '+' : '−'}
                  {a.asset} {formatAmount(a.amount)}
                </td>
                <td className={tableStyles.wrap}>
                  {a.category === 'agent.income' ? (
                    <>
                      <Badge tone="info">{t('adjustments.agentIncome')}</Badge>{' '}
                    </>
                  ) : null}
                  {a.reason}
                </td>
                <td>
                  {a.requestedBy}
                  <div className={styles.muted}>{formatTime(a.requestedAt)}</div>
                </td>
                <td>
                  <Badge tone={tone[a.status]}>{t(`adjustments.status.${a.status}`)}</Badge>
                </td>
                <td className={tableStyles.wrap}>
                  {a.decidedBy ?? '—'}
                  {a.decidedAt ? (
                    <div className={styles.muted}>{formatTime(a.decidedAt)}</div>
                  ) : null}
                  {a.decisionNote ? <div className={styles.muted}>{a.decisionNote}</div> : null}
                </td>
                {canDecide ? (
                  <td>
                    {a.status === 'pending' && a.requestedBy !== me?.username ? (
                      <div className={styles.rowActions}>
                        <Button small onClick={() => setDeciding({ adjustment: a, approve: true })}>
                          {t('adjustments.approve')}
                        </Button>
                        <Button
                          small
                          variant="secondary"
                          onClick={() => setDeciding({ adjustment: a, approve: false })}
                        >
                          {t('adjustments.reject')}
                        </Button>
                      </div>
                    ) : a.status === 'pending' ? (
                      <span className={styles.muted}>{t('adjustments.ownRequest')}</span>
                    ) : null}
                  </td>
                ) : null}
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
        <Empty text={t('adjustments.none')} />
      )}
      {deciding ? <DecideDialog {...deciding} onClose={() => setDeciding(null)} /> : null}
    </>
  );
}
