import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './security-centre.module.css';

/**
 * One item of the security centre: icon, title, what is set (masked) and an action; the item's form
 * opens under it.
 */
export function SecurityRow({
  icon: Icon,
  title,
  status,
  done,
  action,
  children,
}: {
  icon: LucideIcon;
  title: string;
  /** What is set (masked), or why nothing is. */
  status: ReactNode;
  /** Whether the item is set (a green mark instead of a grey one). */
  done: boolean;
  action?: ReactNode;
  /** The open form, if any. */
  children?: ReactNode;
}) {
  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        <span className={done ? `${styles.rowIcon} ${styles.rowIconDone}` : styles.rowIcon}>
          <Icon size={20} aria-hidden />
        </span>
        <div className={styles.rowText}>
          <span className={styles.rowTitle}>{title}</span>
          <span
            className={done ? styles.rowStatus : `${styles.rowStatus} ${styles.rowStatusEmpty}`}
          >
            {status}
          </span>
        </div>
        {action ? <div className={styles.rowAction}>{action}</div> : null}
      </div>
      {children ? <div className={styles.rowForm}>{children}</div> : null}
    </li>
  );
}
