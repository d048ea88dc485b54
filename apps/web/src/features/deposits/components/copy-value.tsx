import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/stores/toast-store';
import styles from './deposits.module.css';

/** A value the payer types into their bank or wallet, with a copy button. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('member');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast(t('deposits.copied', { label }), 'success');
    } catch {
      // The clipboard is missing outside secure pages or refused: the value can still be selected.
      toast(t('deposits.copyFailed'), 'error');
    }
  };
  return (
    <div className={styles.copyRow}>
      <dt>{label}</dt>
      <dd>
        <span className={styles.copyValue} data-testid={`copy-${label}`}>
          {value}
        </span>
        <button
          type="button"
          className={styles.copyButton}
          onClick={() => void copy()}
          aria-label={t('deposits.copy', { label })}
        >
          <Copy size={16} aria-hidden />
        </button>
      </dd>
    </div>
  );
}
