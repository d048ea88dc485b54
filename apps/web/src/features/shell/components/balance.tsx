import { useQuery } from '@tanstack/react-query';
import { Eye, EyeOff, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { balanceQuery } from '@/features/shell/api/get-balance';
import { useMerchant } from '@/lib/api/system-status';
import { formatAmount, maskMoney } from '@/lib/format';
import styles from './header.module.css';

/** The balance with the currency symbol: click refreshes, the eye hides it as *** (spec §2). */
export function Balance({ token }: { token: string }) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const [hidden, setHidden] = useState(false);
  const balance = useQuery(balanceQuery(token));
  const symbol = balance.data?.currencySymbol ?? merchant?.currencySymbol ?? 'P';
  // The wallet call arrives with a later issue: until then (or on any failure) show 0.00, not an error.
  const amount = hidden ? maskMoney : formatAmount(balance.data?.sumBalance ?? 0);
  const updating = balance.isFetching;
  return (
    <div className={styles.balance}>
      <button
        type="button"
        className={styles.balanceValue}
        onClick={() => void balance.refetch()}
        aria-label={`${t('header.balance.refresh')}: ${symbol} ${amount}`}
        aria-busy={updating}
        disabled={updating}
      >
        <span className={styles.currency}>{symbol}</span>
        <span className={styles.amount} aria-live="polite">
          {updating ? t('header.balance.updating') : amount}
        </span>
        <RefreshCw size={14} aria-hidden className={updating ? styles.spinning : styles.refresh} />
      </button>
      <button
        type="button"
        className={styles.eye}
        onClick={() => setHidden((h) => !h)}
        aria-label={hidden ? t('header.balance.show') : t('header.balance.hide')}
        aria-pressed={hidden}
      >
        {hidden ? <EyeOff size={16} aria-hidden /> : <Eye size={16} aria-hidden />}
      </button>
    </div>
  );
}
