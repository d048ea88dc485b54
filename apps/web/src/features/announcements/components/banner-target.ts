import type { GameType } from '@monsoon/contracts/catalogue';
import type { Banner, GameLinkage } from '@monsoon/contracts/content';
import { paths } from '@/config/paths';
import { cockfightVendorCodes } from '@/config/vendor-groups';
import { groupOrder } from '@/lib/catalogue/regroup';
import {
  gamePath,
  gameTypePath,
  listGameTypes,
  lotteryPath,
  vendorListPath,
} from '@/lib/catalogue/vendor-action';

/** Where a click on a banner leads: a site route, an outside address, or nowhere. */
export type BannerTarget = { kind: 'route'; to: string } | { kind: 'external'; url: string } | null;

const isAbsolute = (url: string): boolean => /^https?:\/\//i.test(url);

const asGameType = (type: string): GameType | null => groupOrder.find((t) => t === type) ?? null;

/**
 * A game banner's route by the catalogue rules (spec §2): RNG/FISH/PVP vendors open their list page
 * with the vendor chosen; lottery games their lottery page (a lottery banner without a game, the page); FB the sports book; a named game
 * of any other type /game (cockfight always opens a game: without one the banner is not clickable);
 * otherwise the type's lobby.
 */
function gameRoute(link: GameLinkage): string | null {
  const vassalage = link.vassalage.trim();
  const code = vassalage.toUpperCase();
  const cockfight = cockfightVendorCodes.includes(code);
  const type = cockfight ? 'COCKFIGHT' : asGameType(link.gameType.toUpperCase());
  const gameCode = link.gameCode?.trim() ?? '';
  if (!type) return null;
  if (listGameTypes.includes(type))
    return vassalage ? vendorListPath(type, vassalage) : gameTypePath[type];
  if (vassalage && gameCode) {
    const lottery = lotteryPath(vassalage, gameCode);
    if (lottery) return lottery;
    return gamePath({ vassalage, gameId: gameCode, nodeId: null, gameType: type, gameCode });
  }
  if (code === 'FB' && (type === 'SPORTS' || type === 'ESPORTS')) return paths.fbSports;
  if (type === 'LOTT' || type === 'ELOTT')
    return code === 'TCG_LOTTO_VN' ? paths.vnLottery : paths.lottery;
  return gameTypePath[type];
}

/** The banner's linkage (spec §2: only a banner with a linkageType is clickable). */
export function bannerTarget(banner: Banner): BannerTarget {
  if (!banner.linkageType) return null;
  if (banner.externalLink) return { kind: 'external', url: banner.externalLink };
  const type = banner.linkageType.toUpperCase();
  if (type === 'GAME' && banner.gameLinkageMapping) {
    const route = gameRoute(banner.gameLinkageMapping);
    return route ? { kind: 'route', to: route } : null;
  }
  if (type === 'PROMOTION') {
    const id = banner.redirectPromotionId ?? banner.linkage;
    return {
      kind: 'route',
      to:
        id === null || id === ''
          ? paths.promotions
          : `${paths.promoDetail}?id=${encodeURIComponent(String(id))}`,
    };
  }
  const link = banner.linkage?.trim();
  if (!link) return null;
  if (isAbsolute(link)) return { kind: 'external', url: link };
  return { kind: 'route', to: link.startsWith('/') ? link : `/${link}` };
}
