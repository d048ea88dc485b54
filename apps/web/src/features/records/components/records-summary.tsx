import type { WireAmount } from '@monsoon/contracts/money';
import { useTranslation } from 'react-i18next';
import { profitSign, showMoney, showProfit } from '@/features/records/lib/money';
import pageStyles from '@/components/records/records-page.module.css';
import styles from './records.module.css';

/** Totals of bets: bet, valid bet, win, P&L and the number of bets. */
export function RecordsSummary({
  totals,
}: {
  totals: {
    betAmount: WireAmount;
    validBet: WireAmount;
    winAmount: WireAmount;
    profit: WireAmount;
    count: number;
  };
}) {
  const { t } = useTranslation('member');
  const sign = profitSign(totals.profit);
  return (
    <dl className={`${pageStyles.summary} ${styles.summary5}`}>
      <div>
        <dt>{t('records.bet')}</dt>
        <dd>{showMoney(totals.betAmount)}</dd>
      </div>
      <div>
        <dt>{t('records.validBet')}</dt>
        <dd>{showMoney(totals.validBet)}</dd>
      </div>
      <div>
        <dt>{t('records.win')}</dt>
        <dd>{showMoney(totals.winAmount)}</dd>
      </div>
      <div>
        <dt>{t('records.profit')}</dt>
        <dd className={sign > 0 ? pageStyles.credit : sign < 0 ? pageStyles.debit : undefined}>
          {showProfit(totals.profit)}
        </dd>
      </div>
      <div>
        <dt>{t('records.count')}</dt>
        <dd>{totals.count}</dd>
      </div>
    </dl>
  );
}
