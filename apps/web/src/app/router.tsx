import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { bare, fullLayout, gameLayout, headerOnly, type RouteLayout } from '@/app/route-layout';
import { RootLayout } from '@/app/layouts/root-layout';
import { RouteError } from '@/app/route-error';
import { HomeRoute, LoginRoute, RegisterRoute } from '@/app/home-routes';
import { paths } from '@/config/paths';
import type { MenuScope } from '@/features/lottery/api/get-game-menus';
import type { PageName } from '@/features/shell/components/coming-soon-page';
import type { LobbyGameType } from '@/features/vendor-lobby/components/vendor-lobby-page';

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

/** A game-list page (spec §2 /rng, /fish, /pvp: vendors, filters, tabs, games; the type comes from the path). */
const gameList = (path: string, l: RouteLayout): RouteObject => ({
  path,
  handle: layout(l),
  lazy: async () => ({
    Component: (await import('@/features/lobby/components/game-list-page')).GameListPage,
  }),
});

/** A vendor lobby (spec §2 /live, /sports, /esports): the game type's vendors as large tiles. */
const vendorLobby = (path: string, gameType: LobbyGameType, l: RouteLayout): RouteObject => ({
  path,
  handle: layout(l),
  lazy: async () => {
    const { VendorLobbyPage } =
      await import('@/features/vendor-lobby/components/vendor-lobby-page');
    return { Component: () => <VendorLobbyPage gameType={gameType} /> };
  },
});

/** A lottery page (spec §2, issue 5): the lobby of its games, or one game's betting screen (?gameCode=). */
const lottery = (path: string, scope: MenuScope, l: RouteLayout): RouteObject => ({
  path,
  handle: layout(l),
  lazy: async () => {
    const { LotteryPage } = await import('@/features/lottery/components/lottery-page');
    return { Component: () => <LotteryPage scope={scope} /> };
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
      {
        path: paths.registerHtml,
        element: <RegisterRoute />,
        handle: layout(fullLayout('w_home')),
      },
      { path: paths.login, element: <LoginRoute />, handle: layout(fullLayout('w_home')) },
      {
        path: paths.noticePage,
        handle: layout({ ...fullLayout(null), marquee: false }),
        lazy: async () => ({
          Component: (await import('@/features/announcements/components/notice-page')).NoticePage,
        }),
      },
      {
        path: paths.help,
        handle: layout(fullLayout('w_help')),
        lazy: async () => ({
          Component: (await import('@/features/help/components/help-page')).HelpPage,
        }),
      },
      {
        path: paths.helpContent,
        handle: layout(bare),
        lazy: async () => ({
          Component: (await import('@/features/help/components/help-content-page')).HelpContentPage,
        }),
      },
      {
        path: paths.download,
        handle: layout(fullLayout('w_down')),
        lazy: async () => ({
          Component: (await import('@/features/download/components/download-page')).DownloadPage,
        }),
      },
      comingSoon(paths.vip, 'vip', fullLayout(null)),
      comingSoon(paths.pointMall, 'pointMall', { ...fullLayout('w_shop'), sideMenu: false }),
      vendorLobby(paths.live, 'LIVE', fullLayout('w_live')),
      vendorLobby(paths.sports, 'SPORTS', fullLayout('w_sports')),
      vendorLobby(paths.esports, 'ESPORTS', fullLayout('w_esports')),
      gameList(paths.rng, fullLayout('w_rng')),
      gameList(paths.fish, fullLayout('w_fish')),
      gameList(paths.pvp, fullLayout('w_pvp')),
      lottery(paths.lottery, 'all', bare),
      lottery(paths.vnLottery, 'vn', headerOnly),
      // The SEA lottery (TCG_SEA) has no games of its own yet: the page lists every lottery game.
      lottery(paths.seaLottery, 'all', headerOnly),
      comingSoon(paths.promotions, 'promotions', fullLayout('w_promotion')),
      comingSoon(paths.promoDetail, 'promoDetail', fullLayout(null)),
      {
        path: paths.seamless,
        handle: layout(bare),
        lazy: async () => ({ Component: (await import('@/app/seamless-route')).SeamlessRoute }),
      },
      {
        path: paths.fbSports,
        handle: layout(gameLayout),
        lazy: async () => ({
          Component: (await import('@/features/vendor-lobby/components/fb-sports-page'))
            .FbSportsPage,
        }),
      },
      comingSoon(paths.join, 'join', fullLayout(null)),
      {
        path: paths.game,
        handle: layout(gameLayout),
        lazy: async () => ({
          Component: (await import('@/features/game/components/game-page')).GamePage,
        }),
      },
      {
        // The agent centre as a page (spec §2, §4: the agent page's login lands here).
        path: paths.agentHome,
        handle: layout({ ...fullLayout(null), sideMenu: false, marquee: false }),
        lazy: async () => ({
          Component: (await import('@/app/agent-centre/agent-home-page')).AgentHomePage,
        }),
      },
      { path: '/download', element: <Navigate to={paths.download} replace /> },
      {
        path: '*',
        handle: layout(fullLayout(null)),
        lazy: async () => ({
          Component: (await import('@/features/shell/components/not-found-page')).NotFoundPage,
        }),
      },
    ],
  },
];

/** The site's router (created once at start-up). */
export const createRouter = () => createBrowserRouter(routes);
