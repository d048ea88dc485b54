import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { dismissToast, useToastStore, type ToastKind } from '@/stores/toast-store';
import styles from './toast.module.css';

const icons: Record<ToastKind, typeof Info> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  error: CircleAlert,
};

/** Renders the toasts of the toast store (mounted once by the app). */
export function ToastViewport() {
  const { t } = useTranslation();
  const toasts = useToastStore((s) => s.toasts);
  return (
    <div
      className={styles.viewport}
      role="region"
      aria-label={t('common.notifications')}
      aria-live="polite"
    >
      {toasts.map((item) => {
        const Icon = icons[item.kind];
        return (
          <div
            key={item.id}
            className={`${styles.toast} ${styles[item.kind]}`}
            role={item.kind === 'error' ? 'alert' : 'status'}
          >
            <Icon size={18} aria-hidden className={styles.icon} />
            <span className={styles.text}>{item.text}</span>
            <button
              type="button"
              className={styles.close}
              onClick={() => dismissToast(item.id)}
              aria-label={t('common.close')}
            >
              <X size={16} aria-hidden />
            </button>
          </div>
        );
      })}
    </div>
  );
}
