import { Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { navVendorLimit, type NavGameType } from '@/features/shell/model/nav';
import styles from './header.module.css';

/** A game type of the header with its dropdown of up to 11 vendor logos (hot icon, More button). */
export function GameTypeNavItem({ item }: { item: NavGameType }) {
  const { t } = useTranslation();
  const label = t(`nav.gameTypes.${item.gameType}`);
  const shown = item.vendors.slice(0, navVendorLimit);
  return (
    <li className={styles.navItem}>
      {item.path ? (
        <NavLink to={item.path} className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}>
          {label}
        </NavLink>
      ) : (
        <span className={styles.navLink}>{label}</span>
      )}
      {shown.length > 0 ? (
        <div className={styles.vendorPanel}>
          <ul className={styles.vendorGrid}>
            {shown.map((v) => (
              <li key={v.code} className={styles.vendor}>
                {/* TODO(#catalogue): RNG/FISH/PVP set the vendor and open the page; others launch. */}
                <img src={v.logoUrl} alt={v.displayName} loading="lazy" width={96} height={48} />
                {v.isHot === 1 ? <Flame size={14} className={styles.hot} aria-label="hot" /> : null}
              </li>
            ))}
          </ul>
          {item.vendors.length >= navVendorLimit && item.path ? (
            <NavLink to={item.path} className={styles.vendorMore}>
              {t('common.more')}
            </NavLink>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
