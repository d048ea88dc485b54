import { formatMoney, maskMoney } from '@monsoon/contracts/money';
import { Eye, EyeOff, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { useMerchant } from '@/lib/api/system-status';
import { useBalance } from '@/lib/api/wallet-balance';
import styles from './balance.module.css';

/** Shown when the balance could not be read (the refresh button tries again). */
const unknownAmount = '--';

/**
 * Whether the member hid the balance with the eye. The spec names no storage key for it, so the choice
 * lasts for the page's life, shared by every place the balance shows (the header, the lottery page).
 */
const useBalanceHidden = create<{ hidden: boolean; toggle: () => void }>()((set) => ({
  hidden: false,
  toggle: () => set((s) => ({ hidden: !s.hidden })),
}));

/**
 * The balance with the currency symbol: click refreshes, the eye hides it as *** (spec §2). The header
 * shows it, and so does the lottery page, which has no header (spec §2).
 */
export function Balance({ token }: { token: string }) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const { hidden, toggle } = useBalanceHidden();
  const balance = useBalance(token);
  const symbol = balance.data?.currencySymbol ?? merchant?.currencySymbol ?? 'P';
  const amount = hidden
    ? maskMoney
    : balance.data
      ? formatMoney(balance.data.minor)
      : unknownAmount;
  // Spec §4: the balance shows the updating text until it is loaded (first load and each refresh).
  const updating = balance.isFetching;
  return (
    <div className={styles.balance}>
      <button
        type="button"
        className={styles.balanceValue}
        onClick={() => void balance.refetch()}
        aria-label={
          updating
            ? t('header.balance.updating')
            : `${t('header.balance.refresh')}: ${symbol} ${amount}`
        }
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
        onClick={toggle}
        aria-label={hidden ? t('header.balance.show') : t('header.balance.hide')}
        aria-pressed={hidden}
      >
        {hidden ? <EyeOff size={16} aria-hidden /> : <Eye size={16} aria-hidden />}
      </button>
    </div>
  );
}
