import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import styles from './centre-shell.module.css';

/**
 * A centre as an overlay (spec §2): its title, the menu at left (a sideways strip on phones), the page at
 * right, a close button. Built on the site's modal: focus stays inside and returns when it closes, Escape
 * closes, the page behind does not scroll; a click beside it does not close it.
 */
export function CentreOverlay({
  title,
  onClose,
  wideMenu = false,
  children,
}: {
  title: string;
  onClose: () => void;
  /** A wider menu column for longer labels. */
  wideMenu?: boolean;
  children: ReactNode;
}) {
  return (
    <Modal
      title={title}
      onClose={onClose}
      size="xl"
      closeOnCover={false}
      className={styles.panel}
      bodyClassName={wideMenu ? `${styles.body} ${styles.wideMenu}` : styles.body}
    >
      {children}
    </Modal>
  );
}
