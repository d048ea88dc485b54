import { adminSignOut } from '@monsoon/contracts/admin/session';
import { isSiteLanguage } from '@monsoon/i18n';
import { LogOut, Menu, Moon, Sun } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/states';
import { adminCall } from '@/lib/api';
import { changeLanguage, currentLanguage, languages } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useThemeStore } from '@/lib/theme';
import { useSessionStore } from '@/stores/session-store';
import { screens } from '../screens';
import styles from './shell.module.css';

/** The frame of every screen: navigation by role, merchant, language, theme, operator, sign-out. */
export function Shell() {
  const { t } = useTranslation();
  const me = useSessionStore((s) => s.me);
  const { theme, toggle } = useThemeStore();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const entries = screens.filter((s) => s.nav && me?.permissions.includes(s.permission));

  const signOut = async () => {
    await adminCall(adminSignOut).catch(() => undefined);
    useSessionStore.getState().signedOut();
    queryClient.clear();
    await navigate('/sign-in', { replace: true });
  };

  return (
    <div className={styles.shell}>
      {open ? <div className={styles.backdrop} onClick={() => setOpen(false)} /> : null}
      <aside className={[styles.sidebar, open ? styles.sidebarOpen : ''].join(' ')}>
        <div className={styles.sidebarInner}>
          <div className={styles.brand}>
            <span className={styles.brandName}>Monsoon</span>
            <span className={styles.brandSub}>{t('shell.backOffice')}</span>
          </div>
          <nav className={styles.nav} aria-label={t('shell.navigation')}>
            {entries.map(({ path, nav, icon: Icon }) => (
              <NavLink
                key={path}
                to={`/${path}`}
                className={styles.navLink}
                onClick={() => setOpen(false)}
              >
                {Icon ? <Icon size={18} aria-hidden /> : null}
                {t(nav ?? '')}
              </NavLink>
            ))}
          </nav>
        </div>
      </aside>
      <div className={styles.main}>
        <header className={styles.topbar}>
          <Button
            variant="ghost"
            small
            className={styles.menuButton}
            aria-label={t('shell.openMenu')}
            onClick={() => setOpen(true)}
            icon={<Menu size={18} aria-hidden />}
          />
          <span className={styles.merchant}>{me?.merchant.name}</span>
          <span className={styles.spacer} />
          <select
            className={styles.language}
            aria-label={t('shell.language')}
            value={currentLanguage()}
            onChange={(e) => {
              const code = e.target.value;
              if (isSiteLanguage(code)) void changeLanguage(code);
            }}
          >
            {languages.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
          <Button
            variant="ghost"
            small
            aria-label={theme === 'light' ? t('shell.darkTheme') : t('shell.lightTheme')}
            onClick={toggle}
            icon={
              theme === 'light' ? <Moon size={18} aria-hidden /> : <Sun size={18} aria-hidden />
            }
          />
          {me ? (
            <span className={styles.who}>
              <span className={styles.whoName}>{me.username}</span>
              <Badge tone="info">{t(`roles.${me.role}`)}</Badge>
            </span>
          ) : null}
          <Button
            variant="secondary"
            small
            onClick={() => void signOut()}
            icon={<LogOut size={16} aria-hidden />}
          >
            {t('shell.signOut')}
          </Button>
        </header>
        <main className={styles.content}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
