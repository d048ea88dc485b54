import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useShortcuts } from './shortcuts';
import styles from './side-menu.module.css';

/** The left side menu (desktop rail; below 1280 px its links live in the menu drawer). */
export function SideMenu() {
  const { t } = useTranslation();
  const shortcuts = useShortcuts();
  return (
    <nav className={styles.rail} aria-label={t('sideMenu.label')}>
      <ul className={styles.list}>
        {shortcuts.map((s) => {
          const Icon = s.icon;
          const inner = (
            <>
              <span className={styles.icon}>
                <Icon size={20} aria-hidden />
              </span>
              <span className={styles.label}>{s.label}</span>
            </>
          );
          return (
            <li key={s.key}>
              {s.to ? (
                <NavLink
                  to={s.to}
                  end
                  className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
                >
                  {inner}
                </NavLink>
              ) : (
                <button type="button" className={styles.link} onClick={s.onClick}>
                  {inner}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
