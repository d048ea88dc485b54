import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { focusableIn, trapTab } from '@/lib/focus';
import { lockScroll } from '@/lib/scroll-lock';
import styles from './modal.module.css';

/** Open modals in opening order; only the topmost reacts to Escape. */
const layers: string[] = [];

export interface ModalProps {
  /** The accessible title (shown in the header unless `hideTitle`). */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** A click on the backdrop closes (default true). */
  closeOnCover?: boolean;
  /** Keeps the title for screen readers only. */
  hideTitle?: boolean;
  /** Hides the close button (a dialog with its own buttons). */
  hideClose?: boolean;
  /** Extra class on the panel. */
  className?: string;
  /** Class on the body area. */
  bodyClassName?: string;
}

/**
 * A modal dialog: portal to <body>, `aria-modal` and labelled by its title, focus kept inside,
 * Escape closes the topmost one, page scroll frozen while any modal is open.
 */
export function Modal({
  title,
  onClose,
  children,
  footer,
  size = 'md',
  closeOnCover = true,
  hideTitle = false,
  hideClose = false,
  className,
  bodyClassName,
}: ModalProps) {
  const { t } = useTranslation();
  const id = useId();
  const titleId = `${id}-title`;
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    layers.push(id);
    const release = lockScroll();
    const root = panel.current;
    // Focus starts on an element marked `data-autofocus`, else on the first one besides the close button.
    const first =
      root?.querySelector<HTMLElement>('[data-autofocus]') ??
      (root ? focusableIn(root).find((el) => !el.dataset.modalClose) : undefined);
    (first ?? root)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (layers[layers.length - 1] !== id || !panel.current) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      } else trapTab(event, panel.current);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      const at = layers.lastIndexOf(id);
      if (at >= 0) layers.splice(at, 1);
      release();
      if (previous?.isConnected) previous.focus();
    };
  }, [id]);

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (closeOnCover && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.panel} ${styles[size]} ${className ?? ''}`}
      >
        <header className={hideTitle ? styles.bareHeader : styles.header}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          {hideClose ? null : (
            <button
              type="button"
              className={styles.close}
              onClick={onClose}
              aria-label={t('common.close')}
              data-modal-close="true"
            >
              <X size={20} aria-hidden />
            </button>
          )}
        </header>
        <div className={`${styles.body} ${bodyClassName ?? ''}`}>{children}</div>
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
}
