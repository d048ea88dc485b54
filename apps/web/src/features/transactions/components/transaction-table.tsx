import type { TransactionRecord } from '@monsoon/contracts/transactions';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '@/lib/format';
import tableStyles from '@/components/ui/records-table.module.css';
import styles from '@/components/records/records-page.module.css';

/** Signed money: `+1,234.00` for a credit, `-56.00` for a debit. */
const signed = (amount: number): string =>
  amount > 0 ? `+${formatAmount(amount)}` : formatAmount(amount);

/** The movements of one page: time, type, signed amount, balance after and the movement's number. */
export function TransactionTable({ list }: { list: readonly TransactionRecord[] }) {
  const { t } = useTranslation('member');
  return (
    <table className={tableStyles.table}>
      <thead>
        <tr>
          <th scope="col">{t('transactions.time')}</th>
          <th scope="col">{t('transactions.type')}</th>
          <th scope="col" className={tableStyles.num}>
            {t('transactions.amount')}
          </th>
          <th scope="col" className={tableStyles.num}>
            {t('transactions.balanceAfter')}
          </th>
          <th scope="col">{t('transactions.number')}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((r) => (
          <tr key={`${r.transactionNo}-${r.time}-${r.amount}`}>
            <td data-label={t('transactions.time')}>{formatDateTime(r.time)}</td>
            <td data-label={t('transactions.type')}>{t(`transactions.types.${r.type}`)}</td>
            <td
              data-label={t('transactions.amount')}
              className={`${tableStyles.num} ${r.amount > 0 ? styles.credit : styles.debit}`}
            >
              {signed(r.amount)}
            </td>
            <td data-label={t('transactions.balanceAfter')} className={tableStyles.num}>
              {formatAmount(r.balanceAfter)}
            </td>
            <td data-label={t('transactions.number')} className={styles.txNo}>
              {r.transactionNo}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
