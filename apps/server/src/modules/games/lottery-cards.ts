import type { GameType, VendorCard } from '@monsoon/contracts/catalogue';
import {
  LOTTERY_GAMES,
  LOTTERY_VENDOR_NAMES,
  type LotteryGame,
  type LotteryVendor,
} from '@monsoon/contracts/lottery/games';
import { isSiteLanguage } from '@monsoon/i18n';

/** The lanes our own lottery has cards in (decision 0025: Vietnamese stations LOTT, fast games ELOTT). */
export const LOTTERY_LANES: readonly GameType[] = ['ELOTT', 'LOTT'];

/** A lottery vendor's logo, served by the site (apps/web/public/assets/vendors). */
const logoOf = (vendor: LotteryVendor): string => `/assets/vendors/${vendor}.svg`;

/**
 * The cards of our own lottery in a lane (decision 0036): one per lottery vendor whose games are of that
 * type, in the order of LOTTERY_GAMES, each carrying its first game (the game the lottery menus list
 * first for that vendor) so that a click opens it directly (spec §2, wire §6.4 routes the vendor to its
 * lottery page). The lottery is first-party: no maintenance window, no node id.
 */
export function lotteryCards(gameType: GameType, lang: string): VendorCard[] {
  const language = isSiteLanguage(lang) ? lang : 'EN';
  const byVendor = new Map<LotteryVendor, LotteryGame[]>();
  for (const game of LOTTERY_GAMES) {
    if (game.gameType !== gameType) continue;
    const list = byVendor.get(game.vendor);
    if (list) list.push(game);
    else byVendor.set(game.vendor, [game]);
  }
  return [...byVendor].flatMap(([vendor, games]) => {
    const first = games[0];
    if (!first) return [];
    const logo = logoOf(vendor);
    return [
      {
        vassalage: vendor,
        displayName: LOTTERY_VENDOR_NAMES[vendor][language],
        gameType,
        lagerIcon: logo,
        smallIcon: logo,
        mobileSmallIcon: logo,
        h5Icon: logo,
        mobileLargeIcon: logo,
        accountTypeName: vendor,
        gameCode: first.code,
        isGame: '',
        nodeId: null,
        gameId: String(first.gameId),
        isHot: 0,
        gameCount: games.length,
        maintainTime: null,
        endTime: null,
      },
    ];
  });
}
