import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Empty, ErrorAlert, Loading } from '@/components/ui/states';
import { Pager, Table, tableStyles } from '@/components/ui/table';
import { bpsToPercent } from '@/lib/amounts';
import { formatAmount, formatTime } from '@/lib/format';
import { useRunEarnings, useRunItems } from '../api/settlement-runs';
import styles from './runs.module.css';

/** A run's payments: beneficiary, amount, accruals paid, the journal that paid them. */
export function RunItems({ runId }: { runId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const items = useRunItems(runId, page);
  return (
    <Card title={t('runs.payments')}>
      {items.error ? <ErrorAlert error={items.error} /> : null}
      {items.isPending ? (
        <Loading />
      ) : items.data && items.data.items.length > 0 ? (
        <>
          <Table
            label={t('runs.payments')}
            head={
              <>
                <th>{t('runs.beneficiary')}</th>
                <th className={tableStyles.num}>{t('runs.amount')}</th>
                <th className={tableStyles.num}>{t('runs.accruals')}</th>
                <th className={tableStyles.num}>{t('runs.journal')}</th>
                <th>{t('runs.paidAt')}</th>
              </>
            }
          >
            {items.data.items.map((i) => (
              <tr key={`${i.beneficiaryId}:${i.asset}`}>
                <td>
                  <Link to={`/agents/${i.beneficiaryId}`}>{i.account ?? i.beneficiaryId}</Link>
                </td>
                <td className={tableStyles.num}>
                  {i.asset} {formatAmount(i.amount)}
                </td>
                <td className={tableStyles.num}>{i.accruals}</td>
                <td className={[tableStyles.num, tableStyles.mono].join(' ')}>
                  {i.journalId ?? '—'}
                </td>
                <td>{formatTime(i.createdAt)}</td>
              </tr>
            ))}
          </Table>
          <Pager
            page={items.data.page}
            pageSize={items.data.pageSize}
            total={items.data.total}
            onPage={setPage}
          />
        </>
      ) : (
        <Empty text={t('runs.noPayments')} />
      )}
    </Card>
  );
}

/** The contract earnings of the run's kind and period: how each agent's pay was measured. */
export function RunEarnings({ runId }: { runId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const earnings = useRunEarnings(runId, page);
  return (
    <Card title={t('runs.earnings')}>
      {earnings.error ? <ErrorAlert error={earnings.error} /> : null}
      {earnings.isPending ? (
        <Loading />
      ) : earnings.data && earnings.data.items.length > 0 ? (
        <>
          <Table
            label={t('runs.earnings')}
            head={
              <>
                <th>{t('runs.agent')}</th>
                <th className={tableStyles.num}>{t('runs.base')}</th>
                <th className={tableStyles.num}>{t('runs.teamValidBet')}</th>
                <th className={tableStyles.num}>{t('runs.teamProfitLoss')}</th>
                <th className={tableStyles.num}>{t('runs.activeMembers')}</th>
                <th className={tableStyles.num}>{t('runs.rate')}</th>
                <th className={tableStyles.num}>{t('runs.gross')}</th>
                <th className={tableStyles.num}>{t('runs.downlineShare')}</th>
                <th className={tableStyles.num}>{t('runs.earned')}</th>
              </>
            }
          >
            {earnings.data.items.map((e) => (
              <tr key={e.earningId}>
                <td>
                  <Link to={`/agents/${e.agentId}`}>{e.account ?? e.agentId}</Link>
                  {e.drawId !== null ? (
                    <div className={styles.muted}>{t('runs.round', { id: e.drawId })}</div>
                  ) : null}
                </td>
                <td className={tableStyles.num}>{formatAmount(e.base)}</td>
                <td className={tableStyles.num}>{formatAmount(e.teamValidBet)}</td>
                <td
                  className={[
                    tableStyles.num,
                    e.teamProfitLoss.startsWith('-') ? styles.loss : '',
                  ].join(' ')}
                >
                  {formatAmount(e.teamProfitLoss)}
                </td>
                <td className={tableStyles.num}>{e.activeMembers}</td>
                <td className={tableStyles.num}>{bpsToPercent(e.rateBp)} %</td>
                <td className={tableStyles.num}>{formatAmount(e.gross)}</td>
                <td className={tableStyles.num}>{formatAmount(e.downlineShare)}</td>
                <td className={tableStyles.num}>
                  {e.asset} {formatAmount(e.amount)}
                </td>
              </tr>
            ))}
          </Table>
          <Pager
            page={earnings.data.page}
            pageSize={earnings.data.pageSize}
            total={earnings.data.total}
            onPage={setPage}
          />
        </>
      ) : (
        <Empty text={t('runs.noEarnings')} />
      )}
    </Card>
  );
}
