import type { GameType, VASSALAGE, VendorCard } from '@monsoon/contracts/catalogue';
import { paths } from '@/config/paths';

// The header is first-load code: type-only imports from the contracts (a value import would bring zod).
const popupCard: typeof VASSALAGE = 'VASSALAGE';

/** Game types whose vendors open the game-list page (spec §2). */
export const listGameTypes: readonly GameType[] = ['RNG', 'FISH', 'PVP'];
/** Lottery vendors routed to the lottery pages (spec §9, wire §6.4). */
export const lotteryVendorCodes: readonly string[] = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'];

/** The page of a game type, or null when its vendors open games directly (cockfight, lottery). */
export const gameTypePath: Record<GameType, string | null> = {
  SPORTS: paths.sports,
  LIVE: paths.live,
  RNG: paths.rng,
  FISH: paths.fish,
  PVP: paths.pvp,
  ESPORTS: paths.esports,
  COCKFIGHT: null,
  ELOTT: null,
  LOTT: null,
};

/** A game to open on /game (or on a lottery page). */
export interface GameTarget {
  vassalage: string;
  gameId: string;
  nodeId: number | null;
  gameType: GameType;
  gameCode: string;
}

/** What a click on a vendor card does. */
export type VendorAction =
  | { kind: 'navigate'; to: string }
  | { kind: 'popup'; vassalage: string; gameType: GameType }
  | { kind: 'launch'; game: GameTarget }
  | { kind: 'unavailable'; reason: 'maintenance' | 'no-game' };

/**
 * Lottery routes by vendor (wire §6.4 desktop routing); `playType` (spec §2 /lottery query) opens a play
 * type. The catalogue contracts carry no defaultPlayType yet, so callers pass it when they have one.
 */
export function lotteryPath(vassalage: string, gameCode: string, playType?: string): string | null {
  const code = vassalage.toUpperCase();
  const query = new URLSearchParams({ gameCode, vendor: vassalage });
  if (playType) query.set('playType', playType);
  const q = `?${query.toString()}`;
  if (code === 'TCG_LOTTO_VN') return `${paths.vnLottery}${q}`;
  if (code === 'TCG_SEA') return `${paths.seaLottery}${q}`;
  if (code === 'LOTT' || code === 'ELOTT') return `${paths.lottery}${q}`;
  return null;
}

/**
 * The lobby of a lottery vendor's games (spec §2 /lottery `vendor` narrows the lobby): the Vietnamese
 * page for TCG_LOTTO_VN, the SEA page for TCG_SEA, /lottery for LOTT and ELOTT; null for other vendors.
 */
export function lotteryLobbyPath(vassalage: string): string | null {
  const code = vassalage.toUpperCase();
  if (code === 'TCG_LOTTO_VN') return paths.vnLottery;
  if (code === 'TCG_SEA') return paths.seaLottery;
  if (code === 'LOTT' || code === 'ELOTT')
    return `${paths.lottery}?${new URLSearchParams({ vendor: vassalage }).toString()}`;
  return null;
}

/** Where a game opens: the lottery pages for lottery vendors, else /game. */
export function gamePath(game: GameTarget, options: { demo?: boolean } = {}): string {
  const lottery = lotteryPath(game.vassalage, game.gameCode || game.gameId);
  if (
    lottery &&
    (game.gameType === 'LOTT' ||
      game.gameType === 'ELOTT' ||
      lotteryVendorCodes.includes(game.vassalage.toUpperCase()))
  )
    return lottery;
  const q = new URLSearchParams({ vassalage: game.vassalage, gameId: game.gameId });
  if (options.demo) q.set('demo', '1');
  return `${paths.game}?${q.toString()}`;
}

/** The vendor-filtered game-list page of a list game type, e.g. `/rng?vassalage=STORM`. */
export const vendorListPath = (gameType: GameType, vassalage: string): string =>
  `${gameTypePath[gameType] ?? paths.rng}?vassalage=${encodeURIComponent(vassalage)}`;

/** Whether a vendor's maintenance window (wire §11: maintainTime..endTime) is open at `now`. */
export const isInMaintenance = (
  card: Pick<VendorCard, 'maintainTime' | 'endTime'>,
  now = Date.now(),
): boolean =>
  card.maintainTime !== null &&
  card.endTime !== null &&
  card.maintainTime <= now &&
  now < card.endTime;

/**
 * The header's vendor click rules (spec §2, wire §6.4), first match wins: a vendor in maintenance says
 * so; a VASSALAGE card opens the popup list of its games, whatever its type (wire §6.4 puts the popup
 * before the launch rules, so a popup brand of the RNG lane opens its popup from the header too);
 * RNG/FISH/PVP vendors set the current vendor on their list page; sports vendor FB goes to /fbsports;
 * cockfight, lottery and every other vendor open their (first) game directly.
 */
export function vendorAction(card: VendorCard, group: GameType, now = Date.now()): VendorAction {
  if (isInMaintenance(card, now)) return { kind: 'unavailable', reason: 'maintenance' };
  if (card.isGame === popupCard)
    return { kind: 'popup', vassalage: card.vassalage, gameType: group };
  if (listGameTypes.includes(group))
    return { kind: 'navigate', to: vendorListPath(group, card.vassalage) };
  if (card.vassalage.toUpperCase() === 'FB' && (group === 'SPORTS' || group === 'ESPORTS'))
    return { kind: 'navigate', to: paths.fbSports };
  if (!card.gameId) return { kind: 'unavailable', reason: 'no-game' };
  return {
    kind: 'launch',
    game: {
      vassalage: card.vassalage,
      gameId: card.gameId,
      nodeId: card.nodeId,
      gameType: card.gameType,
      gameCode: card.gameCode,
    },
  };
}
