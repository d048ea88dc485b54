import { ChevronDown, Flame, Wrench } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NavGameType } from '@/features/shell/model/nav';
import { useVendorClick } from '@/hooks/use-vendor-click';
import { vendorLogoUrl } from '@/lib/catalogue/regroup';
import { useClock } from '@/lib/catalogue/use-clock';
import { isInMaintenance } from '@/lib/catalogue/vendor-action';
import styles from './mobile-drawer.module.css';

/** A game type in the menu drawer: a disclosure listing its vendors (and its page, when it has one). */
export function DrawerGameType({
  item,
  onNavigate,
}: {
  item: NavGameType;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const onVendor = useVendorClick();
  const listId = useId();
  const label = t(`nav.gameTypes.${item.gameType}`);
  const now = useClock();
  return (
    <li>
      <button
        type="button"
        className={styles.link}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className={styles.typeName}>{label}</span>
        <span className={styles.count}>{item.vendors.length}</span>
        <ChevronDown size={16} aria-hidden className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      {open ? (
        <div id={listId} className={styles.vendors}>
          {item.vendors.length === 0 ? (
            <p className={styles.empty}>{t('nav.noVendors', { type: label })}</p>
          ) : null}
          <ul className={styles.vendorGrid}>
            {item.vendors.map((card) => {
              const down = isInMaintenance(card, now);
              return (
                <li key={card.vassalage}>
                  <button
                    type="button"
                    className={`${styles.vendor} ${down ? styles.vendorDown : ''}`}
                    onClick={() => {
                      onNavigate();
                      onVendor(card, item.gameType);
                    }}
                  >
                    <img src={vendorLogoUrl(card)} alt="" width={80} height={32} />
                    <span className={styles.vendorName}>{card.displayName}</span>
                    {card.isHot === 1 ? (
                      <Flame size={12} className={styles.hot} aria-label={t('vendor.hot')} />
                    ) : null}
                    {down ? (
                      <Wrench
                        size={12}
                        className={styles.down}
                        aria-label={t('vendor.maintenanceLabel')}
                      />
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
          {item.path && item.vendors.length > 0 ? (
            <Link to={item.path} className={styles.all} onClick={onNavigate}>
              {t('nav.allOf', { type: label })}
            </Link>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
