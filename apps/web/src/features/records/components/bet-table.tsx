import type { BetRecord } from '@monsoon/contracts/records';
import { useTranslation } from 'react-i18next';
import tableStyles from '@/components/ui/records-table.module.css';
import { formatDateTime } from '@/lib/format';
import { profitSign, showMoney, showProfit } from '@/features/records/lib/money';
import styles from '@/components/records/records-page.module.css';

/** The bets of one page: settled time, product, vendor and game, bet, valid bet, win, P&L, number. */
export function BetTable({ list }: { list: readonly BetRecord[] }) {
  const { t } = useTranslation('member');
  const num = tableStyles.num;
  return (
    <table className={tableStyles.table}>
      <thead>
        <tr>
          <th scope="col">{t('records.settled')}</th>
          <th scope="col">{t('records.product')}</th>
          <th scope="col">{t('records.game')}</th>
          <th scope="col" className={num}>
            {t('records.bet')}
          </th>
          <th scope="col" className={num}>
            {t('records.validBet')}
          </th>
          <th scope="col" className={num}>
            {t('records.win')}
          </th>
          <th scope="col" className={num}>
            {t('records.profit')}
          </th>
          <th scope="col">{t('records.betNo')}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((r) => {
          const sign = profitSign(r.profit);
          return (
            <tr key={r.betNo}>
              <td data-label={t('records.settled')}>{formatDateTime(r.settleTime)}</td>
              <td data-label={t('records.product')}>{t(`records.products.${r.productType}`)}</td>
              <td data-label={t('records.game')}>
                {r.vendor} · {r.gameCode}
              </td>
              <td data-label={t('records.bet')} className={num}>
                {showMoney(r.betAmount)}
              </td>
              <td data-label={t('records.validBet')} className={num}>
                {showMoney(r.validBet)}
              </td>
              <td data-label={t('records.win')} className={num}>
                {showMoney(r.winAmount)}
              </td>
              <td
                data-label={t('records.profit')}
                className={`${num} ${sign > 0 ? styles.credit : sign < 0 ? styles.debit : ''}`}
              >
                {showProfit(r.profit)}
              </td>
              <td data-label={t('records.betNo')} className={styles.txNo}>
                {r.betNo}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
