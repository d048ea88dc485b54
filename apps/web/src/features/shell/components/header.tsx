import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { navGameTypes, navLinks } from '@/features/shell/model/nav';
import { useGameGroups } from '@/lib/catalogue/vendor-lanes';
import { whenIdle } from '@/lib/idle';
import { useThemeStore } from '@/lib/theme';
import { useMediaQuery } from '@/lib/use-media-query';
import { useSessionStore } from '@/stores/session-store';
import { AuthButtons } from './auth-buttons';
import { GameTypeNavItem, loadVendorPanel } from './game-type-nav-item';
import { LanguageMenu } from './language-menu';
import { ThemeToggle } from './theme-toggle';
import styles from './header.module.css';

// Only members need the account area, and only narrow screens the drawer: separate chunks.
const AccountArea = lazy(() => import('./account-area').then((m) => ({ default: m.AccountArea })));
const MobileDrawer = lazy(() =>
  import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })),
);

/** The site logo linking home (light and dark artwork). */
export function Logo({ className }: { className?: string }) {
  const theme = useThemeStore((s) => s.theme);
  return (
    <Link to={paths.home} className={`${styles.logo} ${className ?? ''}`} aria-label="Monsoon">
      <img
        className={styles.logoFull}
        src={theme === 'dark' ? '/assets/brand/logo-dark.svg' : '/assets/brand/logo.svg'}
        alt="Monsoon"
        width={128}
        height={34}
      />
      <img
        className={styles.logoMark}
        src="/assets/brand/favicon.svg"
        alt=""
        width={32}
        height={32}
      />
    </Link>
  );
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  `${styles.navLink} ${isActive ? styles.active : ''}`;

/**
 * The header (spec §2): top bar with the language dropdown at left and, at right, the inline login
 * form (`loginSlot`, from the auth feature) or the account area; bottom bar with logo and navigation.
 * Below 1024 px it collapses into one bar and a menu drawer.
 */
export function Header({ loginSlot }: { loginSlot: ReactNode }) {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const [drawer, setDrawer] = useState(false);
  // The inline form (and its code) only on wide screens; narrow ones get the buttons.
  const wide = useMediaQuery('(min-width: 1024px)');
  const { groups } = useGameGroups();
  const gameTypes = navGameTypes(groups);
  // The vendor dropdown's chunk, ready before the first hover (only where the bar is shown).
  useEffect(() => (wide ? whenIdle(() => void loadVendorPanel()) : undefined), [wide]);
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <div className={styles.topInner}>
          <button
            type="button"
            className={styles.burger}
            onClick={() => setDrawer(true)}
            aria-label={t('header.openMenu')}
            aria-expanded={drawer}
          >
            <Menu size={22} aria-hidden />
          </button>
          <div className={styles.topLeft}>
            <LanguageMenu />
            <ThemeToggle />
          </div>
          <Logo className={styles.mobileLogo} />
          <div className={styles.topRight}>
            {token ? (
              <Suspense fallback={null}>
                <AccountArea />
              </Suspense>
            ) : (
              <>
                {wide ? <div className={styles.loginSlot}>{loginSlot}</div> : null}
                <div className={styles.mobileAuth}>
                  <AuthButtons />
                </div>
              </>
            )}
          </div>
        </div>
      </div>
      <nav className={styles.nav} aria-label={t('header.mainNav')}>
        <div className={styles.navInner}>
          <Logo />
          <ul className={styles.navList}>
            <li className={styles.navItem}>
              <NavLink to={navLinks.home} end className={navClass}>
                <span className={styles.navLabel}>{t('nav.home')}</span>
              </NavLink>
            </li>
            {gameTypes.map((item) => (
              <GameTypeNavItem key={item.gameType} item={item} />
            ))}
            <li className={styles.navItem}>
              <NavLink to={navLinks.download} className={navClass}>
                <span className={styles.navLabel}>{t('nav.download')}</span>
              </NavLink>
            </li>
            <li className={styles.navItem}>
              <NavLink to={navLinks.promotions} className={navClass}>
                <span className={styles.navLabel}>{t('nav.promotions')}</span>
              </NavLink>
            </li>
          </ul>
        </div>
      </nav>
      {drawer ? (
        <Suspense fallback={null}>
          <MobileDrawer gameTypes={gameTypes} onClose={() => setDrawer(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
