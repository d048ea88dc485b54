import {
  GAME_CLASSIFIES,
  GAME_TYPES,
  gameItemSchema,
  HOT_GAMES_LIMIT,
  WINNER_BOARD_MIN_WIN,
  type GameClassify,
  type GameItem,
  type GameType,
  type Lane,
  type WinnerRow,
} from '@monsoon/contracts/catalogue';
import type { Clock } from '@/lib/clock.ts';
import { AppError, invalidRequest } from '@/lib/errors.ts';
import { requireRealAccount } from '@/modules/member/member.roles.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import type { SessionInfo } from '@/modules/session/session.types.ts';
import type { CatalogueService } from './catalogue.service.ts';
import {
  MONEY_SCALE,
  type CatalogueSnapshot,
  type GameEntry,
  type GameFilter,
} from './catalogue.snapshot.ts';
import {
  presentCard,
  presentGame,
  presentRoom,
  presentWinner,
  withMaintenance,
} from './games.presenter.ts';
import type { GamesRepository } from './games.repository.ts';
import { classifyName } from './games.texts.ts';
import { jackpotAt } from './jackpot.ts';
import { LOTTERY_LANES, lotteryCards } from './lottery-cards.ts';

/** The winner board looks this far back. */
const WINNER_WINDOW_DAYS = 30;
/** Winner boards are read by every home page: each merchant's is computed at most this often. */
const WINNER_CACHE_MS = 10_000;

/** One page of a list: the page answered (clamped into 1..totalPages) and its slice bounds. */
export function pageOf(total: number, pageNo: number, pageSize: number) {
  const totalPages = Math.ceil(total / pageSize);
  const page = Math.min(Math.max(pageNo, 1), Math.max(totalPages, 1));
  const start = (page - 1) * pageSize;
  return { pageNo: page, totalPages, start, end: start + pageSize };
}

/** The game-list filters as the call receives them (already validated by the contract). */
export interface ListInput {
  gameType?: '' | GameType | undefined;
  vassalage?: string | undefined;
  gameClassify?: '' | GameClassify | undefined;
  gameName?: string | undefined;
  minBet?: '' | number | undefined;
  minLineNum?: '' | number | undefined;
  isNew?: '' | number | undefined;
  pageNo: number;
  pageSize: number;
}

/** The catalogue calls (wire reference §6): lanes, lists, hot, favourites, recent, winners, jackpot, rooms. */
export function createGamesService(deps: {
  catalogue: CatalogueService;
  repo: GamesRepository;
  clock: Clock;
}) {
  const now = () => deps.clock.now().getTime();
  const winners = new Map<string, { rows: WinnerRow[]; at: number }>();

  /** An item checked against the contract once, when a snapshot caches it (the list serves it unchecked). */
  const checkedItem = (g: GameEntry, lang: string): GameItem =>
    gameItemSchema.parse(presentGame(g, lang));

  /** The listed items of some games in a language, with maintenance as of now. */
  const itemsOf = (
    snap: CatalogueSnapshot,
    games: readonly GameEntry[],
    lang: string,
  ): GameItem[] => {
    const items = snap.itemsIn(snap.languageFor(lang), checkedItem);
    const at = now();
    return games.flatMap((g) => {
      const item = items[g.index];
      return item ? [withMaintenance(item, g.brand, at)] : [];
    });
  };

  /** An enabled brand's code as given, or `game.vendor.not.found`; undefined when no vendor was asked. */
  const vendorFilter = (
    snap: CatalogueSnapshot,
    vassalage: string | undefined,
  ): string | undefined => {
    if (!vassalage) return undefined;
    if (!snap.enabledBrand(vassalage)) throw new AppError('game.vendor.not.found');
    return vassalage;
  };

  /** Games of member rows (favourites, recent) still listed, filtered, one page. */
  const memberPage = (
    snap: CatalogueSnapshot,
    nodeIds: readonly number[],
    f: {
      gameType?: '' | GameType | undefined;
      vassalage?: string | undefined;
      pageNo: number;
      pageSize: number;
    },
    lang: string,
  ) => {
    const vendor = f.vassalage?.toUpperCase();
    const games = nodeIds.flatMap((id) => {
      const g = snap.byNodeId.get(id);
      return g &&
        (!f.gameType || g.gameType === f.gameType) &&
        (!vendor || g.brand.code.toUpperCase() === vendor)
        ? [g]
        : [];
    });
    const page = pageOf(games.length, f.pageNo, f.pageSize);
    return {
      items: itemsOf(snap, games.slice(page.start, page.end), lang),
      pageNo: page.pageNo,
      totalPages: page.totalPages,
      totalCount: games.length,
    };
  };

  const service = {
    /**
     * Lanes per game type with the merchant's brands as cards, our own lottery first in its lanes
     * (cached per language until a sync or a window ends).
     */
    async lanes(merchant: MerchantRow, lang: string): Promise<Lane[]> {
      const snap = await deps.catalogue.snapshot(merchant.id);
      const bingo = merchant.languages.includes('TY');
      const key = `lanes:${lang}:${bingo}`;
      const at = now();
      const hit = snap.memo.get(key);
      if (hit && at < hit.validUntil) return hit.value as Lane[];
      const lanes: Lane[] = [];
      for (const type of GAME_TYPES) {
        // Our own lottery leads its lanes; a catalogue brand of the same code gives way to it.
        const own = LOTTERY_LANES.includes(type) ? lotteryCards(type, lang) : [];
        const ownCodes = new Set(own.map((c) => c.vassalage.toUpperCase()));
        const games = snap
          .gamesOfType(type)
          .filter((g) => !ownCodes.has(g.brand.code.toUpperCase()));
        if (games.length === 0 && own.length === 0) continue;
        const byBrand = new Map<string, GameEntry[]>();
        for (const g of games) {
          const list = byBrand.get(g.brand.code);
          if (list) list.push(g);
          else byBrand.set(g.brand.code, [g]);
        }
        const cards = [
          ...own,
          ...[...byBrand.values()]
            .flatMap((list) => (list[0] ? [{ brand: list[0].brand, list }] : []))
            .sort((a, b) => a.brand.order - b.brand.order || (a.brand.code < b.brand.code ? -1 : 1))
            .map(({ brand, list }) => presentCard(brand, type, lang, list, at)),
        ];
        const counts = new Map<GameClassify, number>();
        for (const g of games) counts.set(g.classify, (counts.get(g.classify) ?? 0) + 1);
        const gameClassify = GAME_CLASSIFIES.filter(
          (c) => (counts.get(c) ?? 0) > 0 && (c !== 'BINGO' || bingo),
        ).map((c) => ({
          key: c,
          displayName: classifyName(c, lang),
          gameCount: counts.get(c) ?? 0,
        }));
        lanes.push({ title: type, cards, gameClassify });
      }
      // Cards show a maintenance window until it ends: the answer changes then.
      const ends = snap.brands.flatMap((b) =>
        b.maintenance && b.maintenance.end > at ? [b.maintenance.end] : [],
      );
      snap.memo.set(key, { value: lanes, validUntil: Math.min(Infinity, ...ends) });
      return lanes;
    },

    /** gameType → { brand code: game classes it offers }. */
    async vassGameType(
      merchantId: number,
    ): Promise<Record<string, Record<string, GameClassify[]>>> {
      const snap = await deps.catalogue.snapshot(merchantId);
      const content: Record<string, Record<string, GameClassify[]>> = {};
      for (const type of GAME_TYPES) {
        const byBrand = new Map<string, Set<GameClassify>>();
        for (const g of snap.gamesOfType(type))
          byBrand.set(g.brand.code, (byBrand.get(g.brand.code) ?? new Set()).add(g.classify));
        if (byBrand.size === 0) continue;
        content[type] = Object.fromEntries(
          [...byBrand].map(([code, set]) => [code, GAME_CLASSIFIES.filter((c) => set.has(c))]),
        );
      }
      return content;
    },

    /** A page of the merchant's listed games. */
    async list(merchantId: number, lang: string, q: ListInput) {
      const snap = await deps.catalogue.snapshot(merchantId);
      const filter: GameFilter = {
        lang: snap.languageFor(lang),
        gameType: q.gameType || undefined,
        vassalage: vendorFilter(snap, q.vassalage),
        classify: q.gameClassify || undefined,
        name: q.gameName ? q.gameName.toLowerCase() : undefined,
        maxMinBet: q.minBet === '' ? undefined : q.minBet,
        minLines: q.minLineNum === '' ? undefined : q.minLineNum,
        // isNew=1 keeps new games; 0 or empty does not filter (clients send 0 as "any").
        newOnly: q.isNew === 1,
      };
      const games = snap.filter(filter);
      const page = pageOf(games.length, q.pageNo, q.pageSize);
      return {
        games: itemsOf(snap, games.slice(page.start, page.end), lang),
        pageNo: page.pageNo,
        pageSize: q.pageSize,
        totalPages: page.totalPages,
        totalCount: games.length,
      };
    },

    /** The hot games: the vendors' hot ranks first, then the most played of the last 7 days. */
    async hot(
      merchantId: number,
      lang: string,
      f: { vassalage?: string | undefined; gameType?: '' | GameType | undefined },
    ) {
      const snap = await deps.catalogue.snapshot(merchantId);
      const vendor = vendorFilter(snap, f.vassalage)?.toUpperCase();
      const games = snap.hot
        .filter(
          (g) =>
            (!vendor || g.brand.code.toUpperCase() === vendor) &&
            (!f.gameType || g.gameType === f.gameType),
        )
        .slice(0, HOT_GAMES_LIMIT);
      return { list: itemsOf(snap, games, lang) };
    },

    /** The member's favourite nodeIds (games still listed), newest first. */
    async favoriteIds(session: SessionInfo): Promise<number[]> {
      const snap = await deps.catalogue.snapshot(session.merchantId);
      return (await deps.repo.favorites(session.memberId))
        .map((f) => f.nodeId)
        .filter((id) => snap.byNodeId.has(id));
    },
    async favoriteList(
      session: SessionInfo,
      lang: string,
      f: {
        gameType?: '' | GameType | undefined;
        vassalage?: string | undefined;
        pageNo: number;
        pageSize: number;
      },
    ) {
      const snap = await deps.catalogue.snapshot(session.merchantId);
      const rows = await deps.repo.favorites(session.memberId);
      const page = memberPage(
        snap,
        rows.map((r) => r.nodeId),
        f,
        lang,
      );
      return {
        content: page.items,
        pageNum: page.pageNo,
        totalPages: page.totalPages,
        totalCount: page.totalCount,
      };
    },
    /** Adds a listed game of the member's merchant; trial accounts have no favourites. */
    async addFavorite(
      session: SessionInfo,
      f: { nodeId: number; vendor?: string | undefined; gameType?: '' | GameType | undefined },
    ) {
      requireRealAccount(session);
      const snap = await deps.catalogue.snapshot(session.merchantId);
      const game = snap.byNodeId.get(f.nodeId);
      // vendor and gameType, when sent, must describe the same game.
      if (
        !game ||
        (f.vendor && f.vendor.toUpperCase() !== game.brand.code.toUpperCase()) ||
        (f.gameType && f.gameType !== game.gameType)
      )
        throw new AppError('game.not.found');
      await deps.repo.addFavorite(
        session.merchantId,
        session.memberId,
        game.nodeId,
        deps.clock.now(),
      );
      return service.favoriteIds(session);
    },
    async removeFavorite(session: SessionInfo, nodeId: number | undefined) {
      if (nodeId === undefined)
        throw invalidRequest({ nodeId: 'required (JSON body or query string)' });
      await deps.repo.removeFavorite(session.memberId, nodeId);
      return service.favoriteIds(session);
    },

    /** The member's launched games, most recent first. */
    async recent(
      session: SessionInfo,
      lang: string,
      f: {
        gameType?: '' | GameType | undefined;
        vassalage?: string | undefined;
        pageNo: number;
        pageSize: number;
      },
    ) {
      const snap = await deps.catalogue.snapshot(session.merchantId);
      const rows = await deps.repo.recent(session.memberId);
      const page = memberPage(
        snap,
        rows.map((r) => r.nodeId),
        f,
        lang,
      );
      return {
        list: page.items,
        pageNo: page.pageNo,
        totalPages: page.totalPages,
        totalCount: page.totalCount,
      };
    },

    /** Settled wins above WINNER_BOARD_MIN_WIN of the merchant's real-money rounds, largest first. */
    async winners(
      merchant: MerchantRow,
      lang: string,
      f: { gameCategory: string; limitNum: number },
    ): Promise<WinnerRow[]> {
      const key = `${merchant.id}:${lang}:${f.gameCategory}:${f.limitNum}`;
      const at = now();
      const hit = winners.get(key);
      if (hit && at - hit.at < WINNER_CACHE_MS) return hit.rows;
      const snap = await deps.catalogue.snapshot(merchant.id);
      const minPayout = BigInt(WINNER_BOARD_MIN_WIN) * 10n ** BigInt(MONEY_SCALE);
      const since = new Date(at - WINNER_WINDOW_DAYS * 24 * 3600_000);
      // A few spare rows: wins in games no longer listed are skipped.
      const wins = await deps.repo.bigWins(
        merchant.id,
        merchant.currency,
        minPayout,
        since,
        f.limitNum + 50,
      );
      const category = f.gameCategory === 'ALL' ? '' : f.gameCategory;
      const rows = wins
        .flatMap((w) => {
          const game = snap.byVendorGame.get(`${w.vendorId}:${w.gameCode}`);
          return game && (!category || game.gameType === category)
            ? [presentWinner(w, game, lang)]
            : [];
        })
        .slice(0, f.limitNum);
      if (winners.size > 1_000) winners.clear();
      winners.set(key, { rows, at });
      return rows;
    },

    /** The rolling jackpot, derived from the clock (the same on every process). */
    jackpot(merchant: MerchantRow) {
      return { ...jackpotAt(now(), merchant.id), currency: merchant.currency };
    },

    /** A PVP game's rooms. */
    async rooms(merchantId: number, nodeId: number, lang: string) {
      const snap = await deps.catalogue.snapshot(merchantId);
      const game = snap.byNodeId.get(nodeId);
      if (!game || game.gameType !== 'PVP') throw new AppError('game.not.found');
      return { list: game.rooms.map((r) => presentRoom(r, lang)) };
    },
  };
  return service;
}
export type GamesService = ReturnType<typeof createGamesService>;
