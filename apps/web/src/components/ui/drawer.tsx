import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { focusableIn, trapTab } from '@/lib/focus';
import { lockScroll } from '@/lib/scroll-lock';
import styles from './drawer.module.css';

/** A side sheet (mobile menu): modal semantics, Escape and backdrop close, scroll frozen. */
export function Drawer({
  title,
  onClose,
  children,
  side = 'left',
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  side?: 'left' | 'right';
}) {
  const { t } = useTranslation();
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = lockScroll();
    if (panel.current) (focusableIn(panel.current)[0] ?? panel.current).focus();
    const onKey = (event: KeyboardEvent) => {
      if (!panel.current) return;
      if (event.key === 'Escape') onCloseRef.current();
      else trapTab(event, panel.current);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      release();
      if (previous?.isConnected) previous.focus();
    };
  }, []);
  return createPortal(
    <div className={styles.backdrop} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        className={`${styles.panel} ${styles[side]}`}
      >
        <div className={styles.header}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('common.close')}
          >
            <X size={20} aria-hidden />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
