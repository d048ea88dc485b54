import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  /** A badge or icon after the label. */
  extra?: ReactNode;
}

export interface TabsProps<K extends string> {
  items: readonly TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  /** Accessible name of the tab list. */
  label: string;
  variant?: 'underline' | 'pill';
  /** Rendered as the panel of the selected tab. */
  children?: ReactNode;
}

/** Tabs with the ARIA tab pattern: arrow keys, Home and End move between tabs. */
export function Tabs<K extends string>({
  items,
  value,
  onChange,
  label,
  variant = 'underline',
  children,
}: TabsProps<K>) {
  const id = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  // A tab list wider than the screen scrolls sideways: keep the selected tab in view (only the list moves).
  useEffect(() => {
    const tab = refs.current.get(value);
    const list = tab?.parentElement;
    if (!tab || !list || list.scrollWidth <= list.clientWidth) return;
    const t = tab.getBoundingClientRect();
    const l = list.getBoundingClientRect();
    if (t.left < l.left) list.scrollLeft -= l.left - t.left;
    else if (t.right > l.right) list.scrollLeft += t.right - l.right;
  }, [value]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const item = next === null ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    onChange(item.key);
    refs.current.get(item.key)?.focus();
  };
  return (
    <div className={styles.root}>
      <div role="tablist" aria-label={label} className={`${styles.list} ${styles[variant]}`}>
        {items.map((item, index) => {
          const selected = item.key === value;
          return (
            <button
              key={item.key}
              ref={(el) => {
                if (el) refs.current.set(item.key, el);
                else refs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className={`${styles.tab} ${selected ? styles.selected : ''}`}
              onClick={() => onChange(item.key)}
              onKeyDown={(e) => move(e, index)}
            >
              {item.label}
              {item.extra}
            </button>
          );
        })}
      </div>
      {children === undefined ? null : (
        <div
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab-${value}`}
          className={styles.panel}
        >
          {children}
        </div>
      )}
    </div>
  );
}
