import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/stores/toast-store';
import styles from './verify.module.css';

/** A hash or seed in full (wrapping anywhere) with a button that copies it. */
export function HashText({ value, copyLabel }: { value: string; copyLabel: string }) {
  const { t } = useTranslation('lottery');
  const copy = async () => {
    try {
      // The clipboard is missing outside secure pages and may be refused: then the text can still be selected.
      await navigator.clipboard.writeText(value);
      toast(t('verify.copied'), 'success');
    } catch {
      toast(t('verify.copyFailed'), 'error');
    }
  };
  return (
    <span className={styles.hash}>
      <code className={styles.hashText}>{value}</code>
      <button
        type="button"
        className={styles.copy}
        aria-label={copyLabel}
        title={copyLabel}
        onClick={() => void copy()}
      >
        <Copy size={14} aria-hidden />
      </button>
    </span>
  );
}
