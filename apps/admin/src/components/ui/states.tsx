import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/use-error-text';
import { Alert } from './card';
import styles from './ui.module.css';

/** While a list or page loads. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div className={styles.state} role="status">
      {t('common.loading')}
    </div>
  );
}

/** Nothing to show. */
export function Empty({ text }: { text?: string }) {
  const { t } = useTranslation();
  return <div className={styles.state}>{text ?? t('common.empty')}</div>;
}

/** A failed load or action, in the operator's language. */
export function ErrorAlert({ error }: { error: unknown }) {
  const text = useErrorText();
  return <Alert tone="error">{text(error)}</Alert>;
}
