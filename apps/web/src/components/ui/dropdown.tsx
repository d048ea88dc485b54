import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './dropdown.module.css';

export interface DropdownProps {
  /** Content of the trigger button. */
  button: ReactNode;
  /** Accessible name of the trigger when its content is not enough. */
  buttonLabel?: string;
  buttonClassName?: string;
  /** The panel content; call `close` after an action. */
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
  panelClassName?: string;
}

const itemsOf = (panel: HTMLElement | null): HTMLElement[] =>
  panel
    ? Array.from(panel.querySelectorAll<HTMLElement>('[role^="menuitem"]:not([disabled])'))
    : [];

/**
 * A menu button (ARIA menu pattern): Enter/Space/ArrowDown open it and focus the first item, arrows,
 * Home and End move, Escape closes and returns focus, a click outside closes.
 */
export function Dropdown({
  button,
  buttonLabel,
  buttonClassName,
  children,
  align = 'start',
  panelClassName,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    itemsOf(panel.current)[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    const button = trigger.current;
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      // Closed by Escape or a chosen item (focus fell back to <body>): return focus to the button.
      if (!document.activeElement || document.activeElement === document.body) button?.focus();
    };
  }, [open]);

  const onPanelKey = (event: KeyboardEvent) => {
    const items = itemsOf(panel.current);
    const at = items.findIndex((el) => el === document.activeElement);
    const go = (i: number) => {
      event.preventDefault();
      items[(i + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') go(at + 1);
    else if (event.key === 'ArrowUp') go(at - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(items.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div ref={root} className={styles.root}>
      <button
        ref={trigger}
        type="button"
        className={buttonClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={buttonLabel}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {button}
      </button>
      {open ? (
        <div
          ref={panel}
          id={`${id}-menu`}
          role="menu"
          aria-label={buttonLabel}
          className={`${styles.panel} ${styles[align]} ${panelClassName ?? ''}`}
          onKeyDown={onPanelKey}
        >
          {children(close)}
        </div>
      ) : null}
    </div>
  );
}

export interface MenuItemProps {
  children: ReactNode;
  onSelect: () => void;
  icon?: ReactNode;
  /** Radio item state (language, theme choices). */
  checked?: boolean;
  tone?: 'default' | 'danger';
  extra?: ReactNode;
}

/** One item of a Dropdown menu. */
export function MenuItem({
  children,
  onSelect,
  icon,
  checked,
  tone = 'default',
  extra,
}: MenuItemProps) {
  return (
    <button
      type="button"
      role={checked === undefined ? 'menuitem' : 'menuitemradio'}
      aria-checked={checked}
      tabIndex={-1}
      className={`${styles.item} ${checked ? styles.checked : ''} ${tone === 'danger' ? styles.danger : ''}`}
      onClick={onSelect}
    >
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <span className={styles.label}>{children}</span>
      {extra}
    </button>
  );
}
