import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { bare, fullLayout, gameLayout, headerOnly, type RouteLayout } from '@/app/route-layout';
import { RootLayout } from '@/app/layouts/root-layout';
import { RouteError } from '@/app/route-error';
import { HomeRoute, LoginRoute, RegisterRoute } from '@/app/home-routes';
import { paths } from '@/config/paths';
import type { PageName } from '@/features/shell/components/coming-soon-page';

const layout = (l: RouteLayout) => ({ layout: l });

/** A page owned by a later issue: a translated "coming soon" panel in the route's layout. */
const comingSoon = (path: string, page: PageName, l: RouteLayout): RouteObject => ({
  path,
  handle: layout(l),
  lazy: async () => {
    const { ComingSoonPage } = await import('@/features/shell/components/coming-soon-page');
    return { Component: () => <ComingSoonPage page={page} /> };
  },
});

/** Every route of the spec table (product spec §2), history mode. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, element: <HomeRoute />, handle: layout(fullLayout('w_home')) },
      { path: paths.indexHtml, element: <HomeRoute />, handle: layout(fullLayout('w_home')) },
      { path: paths.homeAlias, element: <HomeRoute />, handle: layout(fullLayout('w_home')) },
      { path: paths.register, element: <RegisterRoute />, handle: layout(fullLayout('w_home')) },
      { path: paths.registerHtml, element: <RegisterRoute />, handle: layout(fullLayout('w_home')) },
      { path: paths.login, element: <LoginRoute />, handle: layout(fullLayout('w_home')) },
      {
        path: paths.noticePage,
        handle: layout({ ...fullLayout(null), marquee: false }),
        lazy: async () => ({ Component: (await import('@/features/announcements/components/notice-page')).NoticePage }),
      },
      {
        path: paths.help,
        handle: layout(fullLayout('w_help')),
        lazy: async () => ({ Component: (await import('@/features/help/components/help-page')).HelpPage }),
      },
      {
        path: paths.helpContent,
        handle: layout(bare),
        lazy: async () => ({ Component: (await import('@/features/help/components/help-content-page')).HelpContentPage }),
      },
      {
        path: paths.download,
        handle: layout(fullLayout('w_down')),
        lazy: async () => ({ Component: (await import('@/features/download/components/download-page')).DownloadPage }),
      },
      comingSoon(paths.vip, 'vip', fullLayout(null)),
      comingSoon(paths.pointMall, 'pointMall', { ...fullLayout('w_shop'), sideMenu: false }),
      comingSoon(paths.live, 'live', fullLayout('w_live')),
      comingSoon(paths.sports, 'sports', fullLayout('w_sports')),
      comingSoon(paths.esports, 'esports', fullLayout('w_esports')),
      {
        // TODO(issue 4): the slots lobby replaces this list of the studio's titles.
        path: paths.rng,
        handle: layout(fullLayout('w_rng')),
        lazy: async () => ({ Component: (await import('@/features/lobby/components/studio-games-page')).StudioGamesPage }),
      },
      comingSoon(paths.fish, 'fish', fullLayout('w_fish')),
      comingSoon(paths.pvp, 'pvp', fullLayout('w_pvp')),
      comingSoon(paths.lottery, 'lottery', bare),
      comingSoon(paths.vnLottery, 'vnlottery', headerOnly),
      comingSoon(paths.promotions, 'promotions', fullLayout('w_promotion')),
      comingSoon(paths.promoDetail, 'promoDetail', fullLayout(null)),
      comingSoon(paths.seamless, 'seamless', bare),
      comingSoon(paths.fbSports, 'fbsports', headerOnly),
      comingSoon(paths.join, 'join', fullLayout(null)),
      {
        path: paths.game,
        handle: layout(gameLayout),
        lazy: async () => ({ Component: (await import('@/features/game/components/game-page')).GamePage }),
      },
      comingSoon(paths.agentHome, 'agentHome', fullLayout(null)),
      { path: '/download', element: <Navigate to={paths.download} replace /> },
      {
        path: '*',
        handle: layout(fullLayout(null)),
        lazy: async () => ({ Component: (await import('@/features/shell/components/not-found-page')).NotFoundPage }),
      },
    ],
  },
];

/** The site's router (created once at start-up). */
export const createRouter = () => createBrowserRouter(routes);
