import type { Banner } from '@monsoon/contracts/content';

/** Where a click on a banner leads: a site route, an outside address, or nowhere. */
export type BannerTarget = { kind: 'route'; to: string } | { kind: 'external'; url: string } | null;

/** Game type → its lobby route (lottery and cockfight open games directly: TODO(#catalogue)). */
const gameTypeRoutes: Record<string, string> = {
  RNG: '/rng',
  FISH: '/fish',
  PVP: '/pvp',
  LIVE: '/live',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LOTT: '/lottery',
  ELOTT: '/lottery',
};

const isAbsolute = (url: string): boolean => /^https?:\/\//i.test(url);

/** The banner's linkage (spec §2: only a banner with a linkageType is clickable). */
export function bannerTarget(banner: Banner): BannerTarget {
  if (!banner.linkageType) return null;
  if (banner.externalLink) return { kind: 'external', url: banner.externalLink };
  const type = banner.linkageType.toUpperCase();
  if (type === 'GAME' && banner.gameLinkageMapping) {
    const route = gameTypeRoutes[banner.gameLinkageMapping.gameType.toUpperCase()];
    return route ? { kind: 'route', to: route } : null;
  }
  if (type === 'PROMOTION') {
    const id = banner.redirectPromotionId ?? banner.linkage;
    return { kind: 'route', to: id === null || id === '' ? '/promotions' : `/promoDetail?id=${encodeURIComponent(String(id))}` };
  }
  const link = banner.linkage?.trim();
  if (!link) return null;
  if (isAbsolute(link)) return { kind: 'external', url: link };
  return { kind: 'route', to: link.startsWith('/') ? link : `/${link}` };
}
