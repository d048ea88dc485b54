import styles from './filter-tabs.module.css';

/** One tab of a list's filter: its value and its label. */
export interface FilterTab<V> {
  value: V;
  label: string;
}

/**
 * A list's filter as a row of toggle buttons (the pressed one is the list's filter), with an optional
 * toggle of its own set apart at the end of the row.
 */
export function FilterTabs<V extends string | null>({
  label,
  tabs,
  selected,
  onSelect,
  toggle,
}: {
  label: string;
  tabs: readonly FilterTab<V>[];
  selected: V;
  onSelect: (value: V) => void;
  toggle?: { label: string; pressed: boolean; onToggle: () => void };
}) {
  return (
    <div className={styles.tabs} role="group" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.value ?? ''}
          type="button"
          className={styles.tab}
          aria-pressed={selected === tab.value}
          onClick={() => onSelect(tab.value)}
        >
          {tab.label}
        </button>
      ))}
      {toggle ? (
        <button
          type="button"
          className={[styles.tab, styles.apart].join(' ')}
          aria-pressed={toggle.pressed}
          onClick={toggle.onToggle}
        >
          {toggle.label}
        </button>
      ) : null}
    </div>
  );
}
