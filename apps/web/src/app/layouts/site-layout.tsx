import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { guardRedirect } from '@/app/guard';
import { memberCentrePageSet } from '@/app/member-centre/page-keys';
import { useRouteLayout } from '@/app/route-layout';
import { ScrollManager } from '@/app/scroll-manager';
import { AfterFirstPaint } from '@/components/after-first-paint';
import { Spinner } from '@/components/ui/spinner';
import { ContractPromptGate } from '@/features/agent-contracts/components/contract-prompt-gate';
import { AnnouncementPopups } from '@/features/announcements/components/announcement-popups';
import { BannerStrip } from '@/features/announcements/components/banner-strip';
import { NoticeMarquee } from '@/features/announcements/components/notice-marquee';
import { HelpLinks } from '@/features/help/components/help-links';
import { AuthButtons } from '@/features/shell/components/auth-buttons';
import { FloatingBar } from '@/features/shell/components/floating-bar';
import { Footer } from '@/features/shell/components/footer';
import { Header } from '@/features/shell/components/header';
import { SideMenu } from '@/features/shell/components/side-menu';
import { agentCentreParam, memberCentreParam } from '@/config/paths';
import { useSiteSettings } from '@/lib/api/system-status';
import { MemberCentrePagesContext } from '@/lib/member-centre';
import { useLinkTokenStore } from '@/stores/link-token-store';
import { useSessionStore } from '@/stores/session-store';
import styles from './site-layout.module.css';

// The inline login form (auth feature) loads after the shell; Log in / Join buttons stand in meanwhile.
const InlineLoginForm = lazy(() =>
  import('@/features/auth/components/inline-login-form').then((m) => ({
    default: m.InlineLoginForm,
  })),
);

// The member centre (its registry, menu and pages) loads only when the address asks for it (`?mc=`).
const MemberCentreHost = lazy(() =>
  import('@/app/member-centre/member-centre-host').then((m) => ({
    default: m.MemberCentreHost,
  })),
);

// The agent centre likewise, only when the address asks for it (`?ac=`).
const AgentCentreHost = lazy(() =>
  import('@/app/agent-centre/agent-centre-host').then((m) => ({
    default: m.AgentCentreHost,
  })),
);

/** The normal shell (status 0): the chrome the route's layout asks for around the page. */
export function SiteLayout() {
  const { t } = useTranslation();
  const layout = useRouteLayout();
  const { pathname, search } = useLocation();
  const token = useSessionStore((s) => s.token);
  const settings = useSiteSettings();
  const redirect = guardRedirect(pathname, token, settings?.loginedToHomePage ?? false);
  // A sign-in link being answered may yet give this page its session: the guard waits for the answer.
  const linkWaiting = useLinkTokenStore((s) => s.token !== null);
  if (redirect && linkWaiting)
    return (
      <div className={styles.pending}>
        <Spinner size="lg" label={t('common.loading')} />
      </div>
    );
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <MemberCentrePagesContext value={memberCentrePageSet}>
      <div className={layout.fill ? `${styles.site} ${styles.fill}` : styles.site}>
        <ScrollManager />
        <a className="skip-link" href="#main">
          {t('common.skipToContent')}
        </a>
        {layout.header ? (
          <Header
            loginSlot={
              <Suspense fallback={<AuthButtons />}>
                <InlineLoginForm />
              </Suspense>
            }
          />
        ) : null}
        {layout.marquee ? <NoticeMarquee /> : null}
        {layout.banner ? <BannerStrip key={pathname} group={layout.banner} /> : null}
        <div className={styles.body}>
          {layout.sideMenu ? <SideMenu /> : null}
          <main id="main" className={layout.header ? styles.main : styles.bareMain} tabIndex={-1}>
            <Suspense
              fallback={
                <div className={styles.pending}>
                  <Spinner size="lg" label={t('common.loading')} />
                </div>
              }
            >
              <Outlet />
            </Suspense>
          </main>
        </div>
        {layout.footer ? (
          <AfterFirstPaint>
            <Footer helpLinks={<HelpLinks />} />
            <FloatingBar />
          </AfterFirstPaint>
        ) : null}
        <AnnouncementPopups />
        <ContractPromptGate />
        {new URLSearchParams(search).has(memberCentreParam) ? (
          <Suspense fallback={null}>
            <MemberCentreHost />
          </Suspense>
        ) : null}
        {new URLSearchParams(search).has(agentCentreParam) ? (
          <Suspense fallback={null}>
            <AgentCentreHost />
          </Suspense>
        ) : null}
      </div>
    </MemberCentrePagesContext>
  );
}
