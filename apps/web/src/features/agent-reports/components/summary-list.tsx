import type { ReactNode } from 'react';
import pageStyles from '@/components/records/records-page.module.css';

/** One total of a report: its label, its value and its tone (credit, debit or none). */
export interface SummaryItem {
  label: string;
  value: ReactNode;
  tone?: 1 | -1 | 0;
}

/** The totals of a report over the whole filter, as a row of labelled figures. */
export function SummaryList({ items, label }: { items: readonly SummaryItem[]; label: string }) {
  return (
    <dl className={pageStyles.summary} aria-label={label}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd
            className={
              item.tone === 1 ? pageStyles.credit : item.tone === -1 ? pageStyles.debit : undefined
            }
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
