import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useLoadingStore } from '@/stores/loading-store';
import styles from './loading-overlay.module.css';

/** The full-page loading overlay, shown while the loading store is held. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const visible = useLoadingStore((s) => s.count > 0);
  if (!visible) return null;
  return (
    <div className={styles.overlay} aria-busy="true">
      <div className={styles.box}>
        <Spinner size="lg" label={t('common.loading')} />
      </div>
    </div>
  );
}
