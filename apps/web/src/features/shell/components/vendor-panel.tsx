import { Flame, Wrench } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dropdownMove } from '@/features/shell/model/dropdown-keys';
import type { NavGameType } from '@/features/shell/model/nav';
import { useVendorClick } from '@/hooks/use-vendor-click';
import { vendorLogoUrl } from '@/lib/catalogue/regroup';
import { useClock } from '@/lib/catalogue/use-clock';
import { isInMaintenance } from '@/lib/catalogue/vendor-action';
import styles from './header.module.css';

/** The dropdown of one game type: up to 11 vendor logos (hot icon, maintenance), More, or an empty note. */
export function VendorPanel({
  id,
  item,
  label,
  focusAt,
  onFocused,
  onEscape,
  onTop,
  onDone,
}: {
  id: string;
  item: NavGameType;
  label: string;
  /** An entry to focus once rendered (ArrowDown on the game type opened the panel). */
  focusAt: number | null;
  onFocused: () => void;
  /** Escape: close and return to the game type. */
  onEscape: () => void;
  /** ArrowUp from the first row: back to the game type. */
  onTop: () => void;
  /** A vendor or More was chosen. */
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const entries = (): HTMLElement[] => [
    ...(panel.current?.querySelectorAll<HTMLElement>('[data-nav-entry]') ?? []),
  ];
  useEffect(() => {
    if (focusAt === null) return;
    entries()[focusAt]?.focus();
    onFocused();
  }, [focusAt, onFocused]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = entries();
    const move = dropdownMove(
      event.key,
      list.findIndex((el) => el === document.activeElement),
      list.length,
    );
    if (move === null) return;
    event.preventDefault();
    if (move === 'close') onEscape();
    else if (move === -1) onTop();
    else list[move]?.focus();
  };
  const onVendor = useVendorClick();
  const now = useClock();
  return (
    <div
      ref={panel}
      id={id}
      className={styles.vendorPanel}
      onKeyDown={onKeyDown}
      role="group"
      aria-label={t('nav.vendorsOf', { type: label })}
    >
      {item.shown.length === 0 ? (
        <p className={styles.vendorEmpty}>{t('nav.noVendors', { type: label })}</p>
      ) : (
        <ul className={styles.vendorGrid}>
          {item.shown.map((card) => {
            const down = isInMaintenance(card, now);
            return (
              <li key={card.vassalage}>
                <button
                  type="button"
                  data-nav-entry
                  className={`${styles.vendor} ${down ? styles.vendorDown : ''}`}
                  title={
                    down
                      ? t('vendor.maintenanceShort', { name: card.displayName })
                      : card.displayName
                  }
                  onClick={() => {
                    onDone();
                    onVendor(card, item.gameType);
                  }}
                >
                  <img src={vendorLogoUrl(card)} alt={card.displayName} width={100} height={40} />
                  {card.isHot === 1 ? (
                    <Flame size={14} className={styles.hot} aria-label={t('vendor.hot')} />
                  ) : null}
                  {down ? (
                    <Wrench
                      size={14}
                      className={styles.down}
                      aria-label={t('vendor.maintenanceLabel')}
                    />
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {item.more && item.path ? (
        <Link to={item.path} data-nav-entry className={styles.vendorMore} onClick={onDone}>
          {t('common.more')}
        </Link>
      ) : null}
    </div>
  );
}
