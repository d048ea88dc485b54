import type { AdminWithdrawal } from '@monsoon/contracts/admin/withdrawals';
import { withdrawalStatuses } from '@monsoon/contracts/withdrawals';
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
import { useWithdrawals, type WithdrawalFilter } from '../api/withdrawals';
import { DecideWithdrawalDialog } from './decide-withdrawal-dialog';
import { EndPayoutDialog } from './end-payout-dialog';
import { ReviewFlag } from './review-flag';
import styles from './withdrawals.module.css';

const tone = {
  requested: 'warning',
  approved: 'neutral',
  paying: 'neutral',
  paid: 'success',
  rejected: 'neutral',
  failed: 'danger',
  cancelled: 'neutral',
} as const;

/**
 * The withdrawal queue: requested first; operators holding `withdrawals.decide` approve (the PSP pays
 * it out) or reject with a reason (the member's money is released), after reading the risk notes. A
 * withdrawal flagged for review shows why; a filter shows only those (of every status by default). A
 * payout the PSP never answers can be ended by hand, as paid or failed, with a reason (decision 0064).
 */
export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const review = params.get('review') === 'true';
  const status = withdrawalStatuses.find(
    (s) => s === (params.get('status') ?? (review ? 'all' : 'requested')),
  );
  const memberId = Number(params.get('memberId')) || undefined;
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const filter: WithdrawalFilter = {
    ...(status ? { status } : {}),
    ...(memberId ? { memberId } : {}),
    ...(review ? { review: 'true' as const } : {}),
  };
  const list = useWithdrawals(filter, page);
  const canDecide = useCan('withdrawals.decide');
  const [deciding, setDeciding] = useState<{
    withdrawal: AdminWithdrawal;
    approve: boolean;
  } | null>(null);
  const [ending, setEnding] = useState<{
    withdrawal: AdminWithdrawal;
    outcome: 'paid' | 'failed';
  } | null>(null);

  const show = (next: string) => {
    const p = new URLSearchParams(params);
    p.set('status', next);
    p.delete('page');
    setParams(p);
  };
  const toggleReview = () => {
    const p = new URLSearchParams(params);
    if (review) p.delete('review');
    else p.set('review', 'true');
    p.delete('status');
    p.delete('page');
    setParams(p);
  };

  return (
    <>
      <PageHeader title={t('withdrawals.title')} />
      <FilterTabs
        label={t('withdrawals.statusFilter')}
        tabs={[...withdrawalStatuses, 'all' as const].map((s) => ({
          value: s,
          label: t(`withdrawals.status.${s}`),
        }))}
        selected={status ?? 'all'}
        onSelect={show}
        toggle={{ label: t('withdrawals.reviewOnly'), pressed: review, onToggle: toggleReview }}
      />
      {memberId ? (
        <p className={styles.muted}>{t('withdrawals.forMember', { id: memberId })}</p>
      ) : null}
      {list.error ? <ErrorAlert error={list.error} /> : null}
      {list.isPending ? (
        <Loading />
      ) : list.data && list.data.items.length > 0 ? (
        <>
          <Table
            label={t('withdrawals.title')}
            head={
              <>
                <th className={tableStyles.num}>#</th>
                <th>{t('withdrawals.member')}</th>
                <th className={tableStyles.num}>{t('withdrawals.amount')}</th>
                <th className={tableStyles.num}>{t('withdrawals.fee')}</th>
                <th>{t('withdrawals.payee')}</th>
                <th>{t('withdrawals.requested')}</th>
                <th>{t('withdrawals.statusLabel')}</th>
                {canDecide ? <th>{t('withdrawals.actions')}</th> : null}
              </>
            }
          >
            {list.data.items.map((w) => (
              <tr key={w.id}>
                <td className={tableStyles.num}>{w.id}</td>
                <td>
                  <Link to={`/members/${w.memberId}`}>{w.memberUsername}</Link>
                </td>
                <td className={tableStyles.num}>
                  {w.asset} {formatAmount(w.amount)}
                </td>
                <td className={tableStyles.num}>{formatAmount(w.fee)}</td>
                <td>
                  <span className={tableStyles.mono}>
                    {w.bankCode} {w.maskedAccount}
                  </span>
                  {w.accountName ? <div className={styles.muted}>{w.accountName}</div> : null}
                </td>
                <td>{formatTime(w.createdAt)}</td>
                <td className={tableStyles.wrap}>
                  <Badge tone={tone[w.status]}>{t(`withdrawals.status.${w.status}`)}</Badge>
                  {w.rejectReason ? <div className={styles.muted}>{w.rejectReason}</div> : null}
                  {w.failureReason ? <div className={styles.muted}>{w.failureReason}</div> : null}
                  {w.reviewReason ? (
                    <div>
                      <ReviewFlag reason={w.reviewReason} />
                    </div>
                  ) : null}
                </td>
                {canDecide ? (
                  <td>
                    {w.status === 'requested' ? (
                      <div className={styles.rowActions}>
                        <Button small onClick={() => setDeciding({ withdrawal: w, approve: true })}>
                          {t('withdrawals.approve')}
                        </Button>
                        <Button
                          small
                          variant="secondary"
                          onClick={() => setDeciding({ withdrawal: w, approve: false })}
                        >
                          {t('withdrawals.reject')}
                        </Button>
                      </div>
                    ) : w.payoutEndable ? (
                      <div className={styles.rowActions}>
                        <Button
                          small
                          variant="secondary"
                          onClick={() => setEnding({ withdrawal: w, outcome: 'paid' })}
                        >
                          {t('withdrawals.endPayout.paid')}
                        </Button>
                        <Button
                          small
                          variant="secondary"
                          onClick={() => setEnding({ withdrawal: w, outcome: 'failed' })}
                        >
                          {t('withdrawals.endPayout.failed')}
                        </Button>
                      </div>
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
        <Empty text={t(review ? 'withdrawals.noneFlagged' : 'withdrawals.none')} />
      )}
      {deciding ? <DecideWithdrawalDialog {...deciding} onClose={() => setDeciding(null)} /> : null}
      {ending ? <EndPayoutDialog {...ending} onClose={() => setEnding(null)} /> : null}
    </>
  );
}
