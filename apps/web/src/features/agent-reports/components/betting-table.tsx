import type { TeamBettingRow } from '@monsoon/contracts/agent-reports';
import { useTranslation } from 'react-i18next';
import tableStyles from '@/components/ui/records-table.module.css';
import { showMoney, showProfit, signOf } from '@/features/agent-reports/lib/money';
import { levelText } from './level-text';
import pageStyles from '@/components/records/records-page.module.css';

/** Rows of team betting: a product or a member (with its level), then bets and money. */
export function BettingTable({
  view,
  list,
}: {
  view: 'product' | 'member';
  list: readonly TeamBettingRow[];
}) {
  const { t } = useTranslation(['agentReports', 'member']);
  const num = tableStyles.num;
  const heads = [
    t('agentReports:common.count'),
    t('agentReports:common.betAmount'),
    t('agentReports:common.validBet'),
    t('agentReports:common.win'),
    t('agentReports:common.profit'),
  ];
  const first =
    view === 'product' ? t('agentReports:common.product') : t('agentReports:common.account');
  return (
    <table className={tableStyles.table}>
      <thead>
        <tr>
          <th scope="col">{first}</th>
          {view === 'member' ? <th scope="col">{t('agentReports:common.level')}</th> : null}
          {heads.map((h) => (
            <th key={h} scope="col" className={num}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {list.map((r) => {
          const sign = signOf(r.profit);
          return (
            <tr key={r.account ?? r.productType ?? ''}>
              <td data-label={first}>
                {r.productType ? t(`member:records.products.${r.productType}`) : r.account}
              </td>
              {view === 'member' ? (
                <td data-label={t('agentReports:common.level')}>{levelText(t, r.level)}</td>
              ) : null}
              <td data-label={heads[0]} className={num}>
                {r.count}
              </td>
              <td data-label={heads[1]} className={num}>
                {showMoney(r.betAmount)}
              </td>
              <td data-label={heads[2]} className={num}>
                {showMoney(r.validBet)}
              </td>
              <td data-label={heads[3]} className={num}>
                {showMoney(r.winAmount)}
              </td>
              <td
                data-label={heads[4]}
                className={`${num} ${sign > 0 ? pageStyles.credit : sign < 0 ? pageStyles.debit : ''}`}
              >
                {showProfit(r.profit)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
