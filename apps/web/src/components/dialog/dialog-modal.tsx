import { CircleAlert, CircleCheck, CircleHelp, Info, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SafeHtml } from '@/components/ui/safe-html';
import type { DialogButton, DialogIcon, ModalComponentProps } from '@/stores/modal-store';
import styles from './dialog-modal.module.css';

const icons: Record<DialogIcon, typeof Info> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  error: CircleAlert,
  question: CircleHelp,
};

/** The generic dialog: icon, title, text or sanitised html, buttons, cover click, timeout (spec §2). */
export function DialogModal({
  icon,
  title,
  text,
  html,
  buttons,
  coverClose = true,
  timeout,
  onClose,
  close,
}: ModalComponentProps<'dialog'>) {
  const { t } = useTranslation();
  const closed = useRef(false);
  const finish = useRef(() => {});
  useEffect(() => {
    finish.current = () => {
      if (closed.current) return;
      closed.current = true;
      close();
      onClose?.();
    };
  }, [close, onClose]);
  useEffect(() => {
    if (!timeout) return;
    const timer = window.setTimeout(() => finish.current(), timeout);
    return () => window.clearTimeout(timer);
  }, [timeout]);
  const Icon = icon ? icons[icon] : null;
  const list: DialogButton[] =
    buttons && buttons.length > 0 ? buttons : [{ label: t('common.ok'), variant: 'primary' }];
  return (
    <Modal
      title={title ?? t('dialog.defaultTitle')}
      hideTitle
      onClose={() => finish.current()}
      closeOnCover={coverClose}
      size="sm"
      hideClose
    >
      <div className={styles.content}>
        {Icon ? (
          <span className={`${styles.icon} ${icon ? styles[icon] : ''}`}>
            <Icon size={34} aria-hidden />
          </span>
        ) : null}
        {title ? (
          <p className={styles.title} aria-hidden>
            {title}
          </p>
        ) : null}
        {text ? <p className={styles.text}>{text}</p> : null}
        {html ? <SafeHtml html={html} className={styles.html} /> : null}
        <div className={styles.buttons}>
          {list.map((b) => (
            <Button
              key={b.label}
              variant={b.variant ?? 'primary'}
              block
              onClick={() => {
                b.onClick?.();
                if (!b.keepOpen) finish.current();
              }}
            >
              {b.label}
            </Button>
          ))}
        </div>
      </div>
    </Modal>
  );
}
