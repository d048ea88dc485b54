import type { IncomeRow } from '@monsoon/contracts/agent-reports';
import { useTranslation } from 'react-i18next';
import tableStyles from '@/components/ui/records-table.module.css';
import { formatDateTime } from '@/lib/format';
import { showMoney, showRate } from '@/features/agent-reports/lib/money';
import styles from './agent-reports.module.css';

/** The earnings of one page: kind, period, base, rate, gross, downline share, amount, status. */
export function IncomeTable({ list }: { list: readonly IncomeRow[] }) {
  const { t } = useTranslation('agentReports');
  const num = tableStyles.num;
  const label = {
    kind: t('income.kind'),
    period: t('income.period'),
    base: t('income.base'),
    rate: t('income.rate'),
    gross: t('income.gross'),
    share: t('income.downlineShare'),
    amount: t('income.amount'),
    status: t('income.status'),
    computed: t('income.computed'),
  };
  return (
    <div className={styles.scroll}>
      <table className={tableStyles.table}>
        <thead>
          <tr>
            <th scope="col">{label.kind}</th>
            <th scope="col">{label.period}</th>
            {[label.base, label.rate, label.gross, label.share, label.amount].map((h) => (
              <th key={h} scope="col" className={num}>
                {h}
              </th>
            ))}
            <th scope="col">{label.status}</th>
            <th scope="col">{label.computed}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((e) => (
            <tr key={e.id}>
              <td data-label={label.kind}>{t(`income.kinds.${e.kind}`)}</td>
              <td data-label={label.period}>
                {e.period}
                {e.drawId === null ? null : ` · ${t('income.draw', { id: e.drawId })}`}
              </td>
              <td data-label={label.base} className={num}>
                {showMoney(e.base)}
              </td>
              <td data-label={label.rate} className={num}>
                {showRate(e.rateBp)}
              </td>
              <td data-label={label.gross} className={num}>
                {showMoney(e.gross)}
              </td>
              <td data-label={label.share} className={num}>
                {showMoney(e.downlineShare)}
              </td>
              <td data-label={label.amount} className={num}>
                <strong>{showMoney(e.amount)}</strong>
              </td>
              <td data-label={label.status}>
                <span className={`${styles.status} ${styles[e.status]}`}>
                  {t(`income.statuses.${e.status}`)}
                </span>
              </td>
              <td data-label={label.computed}>{formatDateTime(e.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
