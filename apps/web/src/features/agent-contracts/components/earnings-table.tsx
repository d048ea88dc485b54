import type { ContractEarning, ContractKind } from '@monsoon/contracts/agent-contracts';
import { useTranslation } from 'react-i18next';
import tableStyles from '@/components/ui/records-table.module.css';
import { formatDateTime } from '@/lib/format';
import { formatRate, showMoney } from '@/features/agent-contracts/lib/rates';
import styles from './agent-contracts.module.css';

/**
 * The settled period as a reader names it (decision 0068's period keys): a real-time salary's round, an
 * hour (keyed by its start in UTC) in local time, a dividend's week or half month; a day or a month as is.
 */
function PeriodText({ kind, earning }: { kind: ContractKind; earning: ContractEarning }) {
  const { t } = useTranslation('agentContracts');
  const { period } = earning;
  if (kind === 'realtime' && earning.drawId !== null)
    return <>{t('earnings.draw', { id: earning.drawId })}</>;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z$/.test(period))
    return <>{formatDateTime(Date.parse(period)).slice(0, 16)}</>;
  const week = /^(\d{4})-W(\d{2})$/.exec(period);
  if (week) return <>{t('earnings.week', { year: week[1], week: Number(week[2]) })}</>;
  const half = /^(\d{4}-\d{2})-H([12])$/.exec(period);
  if (half)
    return <>{t(half[2] === '1' ? 'earnings.half1' : 'earnings.half2', { month: half[1] })}</>;
  return <>{period}</>;
}

/** Every settlement of the page: what was measured, the rate, the gross, the downlines' share, the pay. */
export function EarningsTable({
  kind,
  list,
}: {
  kind: ContractKind;
  list: readonly ContractEarning[];
}) {
  const { t } = useTranslation('agentContracts');
  const num = tableStyles.num;
  const money = [
    ['base', t(`kinds.${kind}.base`)],
    ['teamValidBet', t('earnings.teamValidBet')],
  ] as const;
  const paid = [
    ['gross', t('earnings.gross')],
    ['downlineShare', t('earnings.downlineShare')],
    ['amount', t('earnings.amount')],
  ] as const;
  return (
    <div className={styles.scroll}>
      <table className={tableStyles.table}>
        <thead>
          <tr>
            <th scope="col">{t(kind === 'realtime' ? 'earnings.round' : 'earnings.period')}</th>
            {money.map(([key, label]) => (
              <th key={key} scope="col" className={num}>
                {label}
              </th>
            ))}
            <th scope="col" className={num}>
              {t('earnings.activeMembers')}
            </th>
            <th scope="col" className={num}>
              {t('terms.rate')}
            </th>
            {paid.map(([key, label]) => (
              <th key={key} scope="col" className={num}>
                {label}
              </th>
            ))}
            <th scope="col">{t('earnings.status')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((e) => (
            <tr key={e.earningId}>
              <td data-label={t(kind === 'realtime' ? 'earnings.round' : 'earnings.period')}>
                <PeriodText kind={kind} earning={e} />
              </td>
              {money.map(([key, label]) => (
                <td key={key} data-label={label} className={num}>
                  {showMoney(e[key])}
                </td>
              ))}
              <td data-label={t('earnings.activeMembers')} className={num}>
                {e.activeMembers}
              </td>
              <td data-label={t('terms.rate')} className={num}>
                {formatRate(e.rateBp)}
              </td>
              {paid.map(([key, label]) => (
                <td key={key} data-label={label} className={num}>
                  {showMoney(e[key])}
                </td>
              ))}
              <td data-label={t('earnings.status')}>
                <span className={`${styles.status} ${styles[`earning_${e.status}`] ?? ''}`}>
                  {t(`earningStatus.${e.status}`)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
