import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import tableStyles from '@/components/ui/records-table.module.css';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { personalProfitQuery } from '@/features/records/api/get-personal-profit';
import type { DateRange } from '@/lib/date-range';
import { profitSign, showMoney, showProfit } from '@/features/records/lib/money';
import { RecordFilters, recordRangeProblem } from './record-filters';
import { RecordsSummary } from './records-summary';
import styles from '@/components/records/records-page.module.css';

/**
 * The member centre's personalProfit page (P&L): per product, the bet, valid bet, win and P&L over a
 * range of the merchant's business days, with the overall totals.
 */
export function PersonalProfitPage() {
  const { t } = useTranslation('member');
  const [range, setRange] = useState<DateRange | null>(null);
  const [asked, setAsked] = useState<DateRange | null>(null);
  const query = useQuery(personalProfitQuery(asked ?? {}));
  const data = query.data;
  const shownRange = range ?? (data ? { startDate: data.startDate, endDate: data.endDate } : null);
  const num = tableStyles.num;
  let body;
  if (query.isPending)
    body = (
      <div className={styles.pending}>
        <Spinner size="lg" label={t('centre.loading')} />
      </div>
    );
  else if (query.isError)
    body = <ErrorState title={t('records.loadFailed')} onRetry={() => void query.refetch()} />;
  else if (query.data.products.length === 0)
    body = <EmptyState title={t('records.profitEmpty')} text={t('records.emptyHint')} />;
  else
    body = (
      <table className={tableStyles.table}>
        <thead>
          <tr>
            <th scope="col">{t('records.product')}</th>
            <th scope="col" className={num}>
              {t('records.count')}
            </th>
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
          </tr>
        </thead>
        <tbody>
          {query.data.products.map((p) => {
            const sign = profitSign(p.profit);
            return (
              <tr key={p.productType}>
                <td data-label={t('records.product')}>{t(`records.products.${p.productType}`)}</td>
                <td data-label={t('records.count')} className={num}>
                  {p.count}
                </td>
                <td data-label={t('records.bet')} className={num}>
                  {showMoney(p.betAmount)}
                </td>
                <td data-label={t('records.validBet')} className={num}>
                  {showMoney(p.validBet)}
                </td>
                <td data-label={t('records.win')} className={num}>
                  {showMoney(p.winAmount)}
                </td>
                <td
                  data-label={t('records.profit')}
                  className={`${num} ${sign > 0 ? styles.credit : sign < 0 ? styles.debit : ''}`}
                >
                  {showProfit(p.profit)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );
  return (
    <div className={styles.page}>
      <RecordFilters
        range={shownRange}
        today={data?.today ?? null}
        onRange={(next) => {
          setRange(next);
          if (!recordRangeProblem(next)) setAsked(next);
        }}
        invalid={range !== null && recordRangeProblem(range)}
      />
      {data ? <RecordsSummary totals={data.total} /> : null}
      <div
        className={query.isPlaceholderData ? styles.stale : undefined}
        aria-busy={query.isFetching}
      >
        {body}
      </div>
    </div>
  );
}
