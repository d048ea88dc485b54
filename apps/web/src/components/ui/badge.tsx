import type { ReactNode } from 'react';
import styles from './badge.module.css';

/** A small count or label; a count of 0 renders nothing. */
export function Badge({
  children,
  tone = 'danger',
  label,
}: {
  children: ReactNode;
  tone?: 'danger' | 'gold' | 'primary' | 'muted';
  label?: string;
}) {
  if (children === 0) return null;
  return (
    <span className={`${styles.badge} ${styles[tone]}`} aria-label={label}>
      {typeof children === 'number' && children > 99 ? '99+' : children}
    </span>
  );
}
