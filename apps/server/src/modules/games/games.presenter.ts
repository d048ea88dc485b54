import {
  LIST_GAME_TYPES,
  VASSALAGE,
  type GameItem,
  type GameType,
  type gameList,
  type VendorCard,
  type WinnerRow,
} from '@monsoon/contracts/catalogue';
import type { CallValue } from '@monsoon/contracts/call';
import { minorToWire } from '@monsoon/contracts/money';
import type { CatalogueRoom } from '@/db/schema/catalogue.ts';
import {
  inMaintenance,
  MONEY_SCALE,
  nameIn,
  type BrandEntry,
  type GameEntry,
} from './catalogue.snapshot.ts';

/** Real-money account type of every catalogue game. */
const REAL_ACCOUNT_TYPE = 1;

/** A game as lists, hot, favourites and recent show it (maintenance added per request: it depends on the time). */
export function presentGame(g: GameEntry, lang: string): GameItem {
  const name = nameIn(g.names, lang);
  return {
    nodeId: g.nodeId,
    gameId: g.gameId,
    gameCode: g.gameId,
    roomId: null,
    vassalage: g.brand.code,
    gameType: g.gameType,
    gameName: name,
    nodeName: name,
    displayName: name,
    showIcon: g.iconUrl,
    iconUrl: g.iconUrl,
    defaultIcon: g.iconUrl,
    gameClassify: g.classify,
    minBet: g.minBet,
    lines: g.lines,
    isNew: g.isNew ? 1 : 0,
    isHot: g.hotRank !== null ? 1 : 0,
    hasDemo: g.demo,
    accountTypeId: REAL_ACCOUNT_TYPE,
    maintenance: null,
  };
}

/** The item with its brand's maintenance window when that window is open now. */
export function withMaintenance(item: GameItem, brand: BrandEntry, now: number): GameItem {
  if (!brand.maintenance || !inMaintenance(brand, now)) return item;
  return {
    ...item,
    maintenance: { maintainTime: brand.maintenance.start, endTime: brand.maintenance.end },
  };
}

/**
 * A brand's card in the lane of one game type. A card that launches (wire §6.4: cockfight, lottery, live,
 * sports… anything but a popup or a list page's vendor) carries its first game's nodeId and gameId.
 */
export function presentCard(
  brand: BrandEntry,
  gameType: GameType,
  lang: string,
  games: readonly GameEntry[],
  now: number,
): VendorCard {
  const launches =
    brand.launchStyle === 'direct' ||
    (brand.launchStyle === 'list' && !LIST_GAME_TYPES.includes(gameType));
  const direct = launches ? games[0] : undefined;
  // An announced window shows until it ends (the site greys the card while it is open).
  const window = brand.maintenance && brand.maintenance.end > now ? brand.maintenance : null;
  return {
    vassalage: brand.code,
    displayName: nameIn(brand.names, lang),
    gameType,
    lagerIcon: brand.logoUrl,
    smallIcon: brand.logoUrl,
    mobileSmallIcon: brand.logoUrl,
    h5Icon: brand.logoUrl,
    mobileLargeIcon: brand.logoUrl,
    accountTypeName: brand.code,
    gameCode: direct?.gameId ?? '',
    isGame: brand.launchStyle === 'popup' ? VASSALAGE : '',
    nodeId: direct?.nodeId ?? null,
    gameId: direct?.gameId ?? null,
    isHot: brand.hot ? 1 : 0,
    gameCount: games.length,
    maintainTime: window?.start ?? null,
    endTime: window?.end ?? null,
  };
}

/** A PVP room in a language, stakes as decimals. */
export const presentRoom = (room: CatalogueRoom, lang: string) => ({
  roomId: room.roomId,
  roomName: nameIn(room.names, lang),
  minBet: minorToWire(BigInt(room.minBetMinor), MONEY_SCALE),
  minBalance: minorToWire(BigInt(room.minBalanceMinor), MONEY_SCALE),
  // The feed carries no seat counts and we do not invent them.
  onlinePlayers: 0,
});

/** `player01` → `pl***01`: enough to recognise oneself, not enough to find anyone. */
export function maskName(username: string): string {
  const chars = [...username];
  if (chars.length >= 5) return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
  return `${chars[0] ?? ''}***`;
}

/** A winner-board row. */
export function presentWinner(
  win: { username: string; payout: bigint; closedAt: Date },
  game: GameEntry,
  lang: string,
): WinnerRow {
  return {
    vo: {
      customerName: maskName(win.username),
      winAmount: minorToWire(win.payout, MONEY_SCALE),
      gameName: nameIn(game.names, lang),
      nodeId: game.nodeId,
      gameType: game.gameType,
      vendor: game.brand.code,
      iconUrl: game.iconUrl,
      winTime: win.closedAt.getTime(),
    },
  };
}

/** JSON of items, written once per cached item (the snapshot's items live as long as the snapshot). */
const itemJson = new WeakMap<GameItem, string>();
const jsonOf = (item: GameItem): string => {
  let json = itemJson.get(item);
  if (json === undefined) {
    json = JSON.stringify(item);
    itemJson.set(item, json);
  }
  return json;
};

/**
 * The game list's success envelope, written from each item's cached JSON (items are checked against
 * the contract when the snapshot caches them; the page fields are integers).
 */
export function serializeGameList(envelope: {
  success: true;
  value: CallValue<typeof gameList>;
}): string {
  const v = envelope.value;
  return `{"success":true,"value":{"games":[${v.games.map(jsonOf).join(',')}],"pageNo":${v.pageNo},"pageSize":${v.pageSize},"totalPages":${v.totalPages},"totalCount":${v.totalCount}}}`;
}
