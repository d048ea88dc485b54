import type { ReactNode } from 'react';
import styles from './state.module.css';

/** Nothing to show: an illustration, a title, an optional text and action. */
export function EmptyState({
  title,
  text,
  action,
  image = '/assets/status/empty.svg',
  compact,
}: {
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  image?: string;
  compact?: boolean;
}) {
  return (
    <div className={`${styles.state} ${compact ? styles.compact : ''}`}>
      <img src={image} alt="" className={styles.image} width={160} height={120} />
      <p className={styles.title}>{title}</p>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action}
    </div>
  );
}
