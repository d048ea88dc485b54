import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import styles from './state.module.css';

/** Something failed to load: a message and a retry button. */
export function ErrorState({
  title,
  text,
  onRetry,
  compact,
}: {
  title?: ReactNode;
  text?: ReactNode;
  onRetry?: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.state} ${compact ? styles.compact : ''}`} role="alert">
      <img
        src="/assets/status/image-error.svg"
        alt=""
        className={styles.image}
        width={160}
        height={120}
      />
      <p className={styles.title}>{title ?? t('common.loadFailed')}</p>
      {text ? <p className={styles.text}>{text}</p> : null}
      {onRetry ? (
        <Button
          variant="secondary"
          size="sm"
          icon={<RotateCw size={14} aria-hidden />}
          onClick={onRetry}
        >
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}
