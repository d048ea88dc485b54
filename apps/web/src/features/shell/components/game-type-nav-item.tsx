import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { NavGameType } from '@/features/shell/model/nav';
import styles from './header.module.css';

// The panel (logos, the vendor click rules, the game launch) is its own chunk, fetched when the browser
// is idle after the first paint (header.tsx) or at the first hover: the header costs the home's first
// load only its bar.
export const loadVendorPanel = () => import('./vendor-panel');
const VendorPanel = lazy(() => loadVendorPanel().then((m) => ({ default: m.VendorPanel })));

/**
 * A game type of the header with its dropdown of vendor logos (spec §2). The dropdown opens on hover and
 * on focus (Enter on a type without a page), ArrowDown enters it, arrow keys and Tab move through the
 * logos, Escape closes it and returns to the type; it closes when focus or the pointer leaves.
 */
export function GameTypeNavItem({ item }: { item: NavGameType }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<number | null>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  // Focus coming back to the type after Escape must not reopen the dropdown.
  const suppressFocus = useRef(false);
  const panelId = useId();
  const label = t(`nav.gameTypes.${item.gameType}`);

  const close = () => {
    setOpen(false);
    if (document.activeElement !== triggerRef.current) {
      suppressFocus.current = true;
      triggerRef.current?.focus();
    }
  };
  // On the game type: ArrowDown enters the dropdown, Escape closes it (the panel handles keys inside).
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (
      event.key === 'ArrowDown' &&
      event.target === triggerRef.current &&
      item.shown.length + (item.more ? 1 : 0) > 0
    ) {
      event.preventDefault();
      setOpen(true);
      setFocusOnOpen(0);
    }
  };

  const triggerProps = {
    'aria-expanded': open,
    'aria-controls': open ? panelId : undefined,
    onFocus: () => {
      if (suppressFocus.current) suppressFocus.current = false;
      else setOpen(true);
    },
  };
  const content = (
    <>
      <span className={styles.navLabel}>{label}</span>
      <span aria-hidden className={styles.chevron} />
    </>
  );
  return (
    <li
      ref={itemRef}
      className={styles.navItem}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => {
        if (!itemRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
      onKeyDown={onKeyDown}
    >
      {item.path ? (
        <NavLink
          ref={(el) => {
            triggerRef.current = el;
          }}
          to={item.path}
          className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}
          {...triggerProps}
        >
          {content}
        </NavLink>
      ) : (
        <button
          ref={(el) => {
            triggerRef.current = el;
          }}
          type="button"
          className={styles.navLink}
          onClick={() => setOpen(true)}
          {...triggerProps}
        >
          {content}
        </button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <VendorPanel
            id={panelId}
            item={item}
            label={label}
            focusAt={focusOnOpen}
            onFocused={() => setFocusOnOpen(null)}
            onEscape={close}
            onTop={() => triggerRef.current?.focus()}
            onDone={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </li>
  );
}
