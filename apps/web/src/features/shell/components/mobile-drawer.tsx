import { isLanguageCode, languageRegistry } from '@monsoon/i18n';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Drawer } from '@/components/ui/drawer';
import type { NavGameType } from '@/features/shell/model/nav';
import { useMerchant } from '@/lib/api/system-status';
import { changeSiteLanguage } from '@/lib/i18n';
import { DrawerGameType } from './drawer-game-type';
import { offeredLanguages } from './language-menu';
import { useShortcuts } from './shortcuts';
import { ThemeToggle } from './theme-toggle';
import styles from './mobile-drawer.module.css';

/** The menu drawer of narrow screens: game types with their vendors, shortcuts, language and theme. */
export function MobileDrawer({
  gameTypes,
  onClose,
}: {
  gameTypes: readonly NavGameType[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const merchant = useMerchant();
  const shortcuts = useShortcuts();
  const current = i18n.language.toUpperCase();
  return (
    <Drawer title={t('nav.menu')} onClose={onClose}>
      <nav aria-label={t('header.mainNav')}>
        <p className={styles.heading}>{t('nav.games')}</p>
        <ul className={styles.list}>
          {gameTypes.map((g) => (
            <DrawerGameType key={g.gameType} item={g} onNavigate={onClose} />
          ))}
        </ul>
        <p className={styles.heading}>{t('nav.explore')}</p>
        <ul className={styles.list}>
          {shortcuts.map((s) => {
            const Icon = s.icon;
            return (
              <li key={s.key}>
                {s.to ? (
                  <NavLink
                    to={s.to}
                    end
                    className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
                    onClick={onClose}
                  >
                    <Icon size={18} aria-hidden /> {s.label}
                  </NavLink>
                ) : (
                  <button
                    type="button"
                    className={styles.link}
                    onClick={() => {
                      onClose();
                      s.onClick?.();
                    }}
                  >
                    <Icon size={18} aria-hidden /> {s.label}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={styles.section}>
        <p className={styles.heading}>{t('header.language')}</p>
        <div className={styles.langs} role="group" aria-label={t('header.language')}>
          {offeredLanguages(merchant?.languages).map((code) => (
            <button
              key={code}
              type="button"
              lang={languageRegistry[code].bcp47}
              className={`${styles.lang} ${code === current ? styles.langActive : ''}`}
              aria-pressed={code === current}
              onClick={() => void changeSiteLanguage(code)}
            >
              {isLanguageCode(code) ? languageRegistry[code].name : code}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.section}>
        <ThemeToggle className={styles.themeButton} />
      </div>
    </Drawer>
  );
}
