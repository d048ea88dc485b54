import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './centre-shell.module.css';

/** What a centre's menu needs of one of its pages. */
export interface CentreMenuEntry<P extends string> {
  page: P;
  icon: LucideIcon;
}

export interface CentreMenuProps<P extends string, E extends CentreMenuEntry<P>> {
  entries: readonly E[];
  active: P;
  /** Every page of the centre in the spec's order; the menu shows its entries in this order. */
  order: readonly P[];
  /** The menu's accessible name. */
  ariaLabel: string;
  /** A page's menu label. */
  labelOf: (page: P) => string;
  /** The address that opens a page. */
  linkTo: (page: P) => string;
  /** Long labels: cut on one line (default) or wrapped in the side menu. */
  labels?: 'truncate' | 'wrap';
  /** Shown after an entry's label (e.g. a count). */
  renderAfter?: (entry: E) => ReactNode;
}

/** A centre's menu of pages in the given order; the open one is highlighted (`aria-current`). */
export function CentreMenu<P extends string, E extends CentreMenuEntry<P>>({
  entries,
  active,
  order,
  ariaLabel,
  labelOf,
  linkTo,
  labels = 'truncate',
  renderAfter,
}: CentreMenuProps<P, E>) {
  const nav = useRef<HTMLElement>(null);
  // Back and forward move focus along to the open page's entry; a sideways strip scrolls it into view.
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!current) return;
    if (nav.current?.contains(document.activeElement)) current.focus();
    current.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  const ordered = [...entries].sort((a, b) => order.indexOf(a.page) - order.indexOf(b.page));
  return (
    <nav
      ref={nav}
      className={`${styles.menu} ${labels === 'wrap' ? styles.wrap : styles.truncate}`}
      aria-label={ariaLabel}
    >
      <ul className={styles.menuList}>
        {ordered.map((entry) => {
          const { page, icon: Icon } = entry;
          return (
            <li key={page}>
              <Link
                to={linkTo(page)}
                className={page === active ? `${styles.item} ${styles.active}` : styles.item}
                aria-current={page === active ? 'page' : undefined}
                data-autofocus={page === active ? true : undefined}
              >
                <Icon size={18} aria-hidden />
                <span className={styles.label}>{labelOf(page)}</span>
                {renderAfter?.(entry)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
