import type { BannerGroup } from '@monsoon/contracts/content';
import { paths } from '@/config/paths';

/**
 * The banner group of each route that shows a banner strip (product spec §2 "Banner group by route").
 * The router's layouts (app/router.tsx) say the same; banner-groups.test.ts keeps the two in step.
 * src/boot.ts reads it to fetch the page's first banner before the app bundle has loaded.
 */
export const routeBannerGroups: Readonly<Record<string, BannerGroup>> = {
  [paths.home]: 'w_home',
  [paths.indexHtml]: 'w_home',
  [paths.homeAlias]: 'w_home',
  [paths.login]: 'w_home',
  [paths.register]: 'w_home',
  [paths.registerHtml]: 'w_home',
  [paths.help]: 'w_help',
  [paths.download]: 'w_down',
  [paths.pointMall]: 'w_shop',
  [paths.live]: 'w_live',
  [paths.sports]: 'w_sports',
  [paths.esports]: 'w_esports',
  [paths.rng]: 'w_rng',
  [paths.fish]: 'w_fish',
  [paths.pvp]: 'w_pvp',
  [paths.promotions]: 'w_promotion',
};

/** The banner group shown at `pathname`, if any (a trailing slash is ignored, like the server does). */
export const bannerGroupFor = (pathname: string): BannerGroup | undefined =>
  routeBannerGroups[pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname];
