import type { TeamTransaction } from '@monsoon/contracts/agent-reports';
import { useTranslation } from 'react-i18next';
import tableStyles from '@/components/ui/records-table.module.css';
import { formatAmount, formatDateTime } from '@/lib/format';
import pageStyles from '@/components/records/records-page.module.css';

/** Signed money: `+1,234.00` for a credit, `-56.00` for a debit. */
const signed = (amount: number): string =>
  amount > 0 ? `+${formatAmount(amount)}` : formatAmount(amount);

/** The team's movements of one page: time, member, type, amount, balance after, number. */
export function TeamTransactionTable({ list }: { list: readonly TeamTransaction[] }) {
  const { t } = useTranslation(['agentReports', 'member']);
  const num = tableStyles.num;
  const label = {
    time: t('member:transactions.time'),
    account: t('agentReports:common.account'),
    type: t('member:transactions.type'),
    amount: t('member:transactions.amount'),
    balance: t('member:transactions.balanceAfter'),
    number: t('member:transactions.number'),
  };
  return (
    <table className={tableStyles.table}>
      <thead>
        <tr>
          <th scope="col">{label.time}</th>
          <th scope="col">{label.account}</th>
          <th scope="col">{label.type}</th>
          <th scope="col" className={num}>
            {label.amount}
          </th>
          <th scope="col" className={num}>
            {label.balance}
          </th>
          <th scope="col">{label.number}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((r) => (
          <tr key={`${r.account}-${r.transactionNo}-${r.amount}`}>
            <td data-label={label.time}>{formatDateTime(r.time)}</td>
            <td data-label={label.account}>{r.account}</td>
            <td data-label={label.type}>{t(`member:transactions.types.${r.type}`)}</td>
            <td
              data-label={label.amount}
              className={`${num} ${r.amount > 0 ? pageStyles.credit : pageStyles.debit}`}
            >
              {signed(r.amount)}
            </td>
            <td data-label={label.balance} className={num}>
              {formatAmount(r.balanceAfter)}
            </td>
            <td data-label={label.number} className={pageStyles.txNo}>
              {r.transactionNo}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
