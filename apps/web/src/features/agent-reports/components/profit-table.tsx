import type { UserProfitRow } from '@monsoon/contracts/agent-reports';
import { useTranslation } from 'react-i18next';
import tableStyles from '@/components/ui/records-table.module.css';
import { showMoney, showProfit, signOf } from '@/features/agent-reports/lib/money';
import { levelText } from './level-text';
import pageStyles from '@/components/records/records-page.module.css';

/** One line per member: account, level, bets, valid bet, win, win/loss, deposits, withdrawals. */
export function ProfitTable({ list }: { list: readonly UserProfitRow[] }) {
  const { t } = useTranslation('agentReports');
  const num = tableStyles.num;
  const label = {
    account: t('common.account'),
    level: t('common.level'),
    count: t('common.count'),
    validBet: t('common.validBet'),
    win: t('common.win'),
    profit: t('common.profit'),
    deposits: t('profit.deposits'),
    withdrawals: t('profit.withdrawals'),
  };
  return (
    <table className={tableStyles.table}>
      <thead>
        <tr>
          <th scope="col">{label.account}</th>
          <th scope="col">{label.level}</th>
          {[
            label.count,
            label.validBet,
            label.win,
            label.profit,
            label.deposits,
            label.withdrawals,
          ].map((h) => (
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
            <tr key={r.account}>
              <td data-label={label.account}>{r.account}</td>
              <td data-label={label.level}>{levelText(t, r.level)}</td>
              <td data-label={label.count} className={num}>
                {r.count}
              </td>
              <td data-label={label.validBet} className={num}>
                {showMoney(r.validBet)}
              </td>
              <td data-label={label.win} className={num}>
                {showMoney(r.winAmount)}
              </td>
              <td
                data-label={label.profit}
                className={`${num} ${sign > 0 ? pageStyles.credit : sign < 0 ? pageStyles.debit : ''}`}
              >
                {showProfit(r.profit)}
              </td>
              <td data-label={label.deposits} className={num}>
                {showMoney(r.depositAmount)}
              </td>
              <td data-label={label.withdrawals} className={num}>
                {showMoney(r.withdrawalAmount)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
