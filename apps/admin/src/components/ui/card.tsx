import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** A titled panel. */
export function Card({
  title,
  actions,
  children,
  className,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={[styles.card, className ?? ''].join(' ')}
      aria-label={typeof title === 'string' ? title : undefined}
    >
      {title ? (
        <h2 className={styles.cardTitle}>
          <span>{title}</span>
          {actions}
        </h2>
      ) : null}
      {children}
    </section>
  );
}

/** A page's title row with its actions. */
export function PageHeader({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <div className={styles.pageHeader}>
      <h1 className={styles.pageTitle}>{title}</h1>
      {actions}
    </div>
  );
}

export type BadgeTone = 'neutral' | 'success' | 'danger' | 'warning' | 'info';

/** A small coloured label (statuses, roles). */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={[styles.badge, styles[tone]].join(' ')}>{children}</span>;
}

/** A message box; errors are announced. */
export function Alert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <div
      className={[styles.alert, tone === 'error' ? styles.alertError : styles.alertSuccess].join(
        ' ',
      )}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}
