import {
  FAST_GAMES,
  LOTTERY_GAMES,
  VN_GAMES,
  lotteryGameByCode,
  lotteryGameById,
  type LotteryGame,
  type LotteryLanguage,
} from '@monsoon/contracts/lottery/games';
import type { LgwDraw, LgwGameMenu } from '@monsoon/contracts/lottery/lgw';
import type { Clock } from '@/lib/clock.ts';
import { AppError } from '@/lib/errors.ts';
import type { TicketOwner } from './betting/betting.repository.ts';
import type { BettingService } from './betting/betting.service.ts';
import type { DrawsService } from './draws/draws.service.ts';
import { presentDraw, presentGameGroups, presentGameMenu, presentNumero } from './lgw.presenter.ts';

/**
 * The popular list's order where tickets do not decide (ties, games nobody played): 1-minute games, the
 * north, 3- and 5-minute games, then the stations.
 */
const POPULAR_ORDER: readonly LotteryGame[] = [
  ...FAST_GAMES.filter((g) => g.intervalMinutes === 1),
  ...VN_GAMES.filter((g) => g.region === 'NORTH'),
  ...FAST_GAMES.filter((g) => g.intervalMinutes === 3),
  ...FAST_GAMES.filter((g) => g.intervalMinutes === 5),
  ...VN_GAMES.filter((g) => g.region !== 'NORTH'),
];

const VN_CODES = VN_GAMES.map((g) => g.code);
const gameOrder = new Map(LOTTERY_GAMES.map((g, i) => [g.code, i]));

/** The game a `gameId` or `gameCode` names; an unknown one is refused with `lottery.game.not.found`. */
export function findLotteryGame(ref: {
  gameId?: number | undefined;
  gameCode?: string | undefined;
}): LotteryGame {
  const game =
    ref.gameId !== undefined ? lotteryGameById(ref.gameId) : lotteryGameByCode(ref.gameCode ?? '');
  if (!game) throw new AppError('lottery.game.not.found');
  return game;
}

/** A Spring-style page of draws (lgw.ts `lgwPage`). */
interface DrawPage {
  content: LgwDraw[];
  number: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

/** The lottery gateway's read calls: menus, popular, recent, opened draws, near draw, results. */
export function createLgwService(deps: {
  draws: DrawsService;
  betting: BettingService;
  clock: Clock;
}) {
  const { draws, betting, clock } = deps;
  return {
    /** Every lottery game by lobby group. */
    gameMenus: (lang: LotteryLanguage) => presentGameGroups(LOTTERY_GAMES, lang, clock.now()),

    /** The Vietnamese games by region group. */
    vnGameMenu: (lang: LotteryLanguage) => presentGameGroups(VN_GAMES, lang, clock.now()),

    /**
     * The most played games, most popular first: ranked by the merchant's tickets of the last week;
     * ties, and games nobody played, keep the static order.
     */
    async popular(
      merchantId: number,
      lang: LotteryLanguage,
      count: number,
    ): Promise<LgwGameMenu[]> {
      const now = clock.now();
      const tickets = await betting.popularCounts(merchantId, now);
      // Array#sort is stable: equal counts stay in POPULAR_ORDER.
      return [...POPULAR_ORDER]
        .sort((a, b) => (tickets.get(b.code) ?? 0) - (tickets.get(a.code) ?? 0))
        .slice(0, count)
        .map((g) => presentGameMenu(g, lang, now));
    },

    /** The member's recently bet games, most recent first (only the Vietnamese ones when `vnOnly`). */
    async recent(
      owner: TicketOwner,
      vnOnly: boolean,
      lang: LotteryLanguage,
      count: number,
    ): Promise<LgwGameMenu[]> {
      const codes = await betting.recentGameCodes(owner, vnOnly ? VN_CODES : null, count);
      const now = clock.now();
      return codes.flatMap((code) => {
        const game = lotteryGameByCode(code);
        return game ? [presentGameMenu(game, lang, now)] : [];
      });
    },

    /** The latest Vietnamese draws, newest first. */
    async vnOpened(lang: LotteryLanguage, count: number): Promise<LgwDraw[]> {
      const rows = await draws.recent(VN_CODES, count);
      return rows.map((r) => presentDraw(r, lang));
    },

    /** Every game's latest drawn draw (in game order), or one game's. */
    async openedNumero(lang: LotteryLanguage, gameId: number | undefined): Promise<LgwDraw[]> {
      const codes =
        gameId === undefined
          ? LOTTERY_GAMES.map((g) => g.code)
          : [findLotteryGame({ gameId }).code];
      const rows = await draws.latest(codes);
      return rows
        .sort((a, b) => (gameOrder.get(a.gameCode) ?? 0) - (gameOrder.get(b.gameCode) ?? 0))
        .map((r) => presentDraw(r, lang));
    },

    /** A game's draw on sale, its last result and the server time. */
    async near(gameId: number, lang: LotteryLanguage) {
      const game = findLotteryGame({ gameId });
      const now = clock.now();
      const [onSale, [last]] = await Promise.all([
        draws.onSale(game, now),
        draws.latest([game.code]),
      ]);
      return {
        currentNumero: onSale ? presentNumero(onSale, game) : null,
        lastNumero: last ? presentDraw(last, lang) : null,
        serverTime: now.getTime(),
      };
    },

    /** A game's results, newest first, one 0-based page. */
    async results(
      game: LotteryGame,
      lang: LotteryLanguage,
      page: number,
      size: number,
    ): Promise<DrawPage> {
      const { rows, total } = await draws.results([game.code], page, size);
      return {
        content: rows.map((r) => presentDraw(r, lang)),
        number: page,
        size,
        totalElements: total,
        totalPages: Math.ceil(total / size),
      };
    },
  };
}
export type LgwService = ReturnType<typeof createLgwService>;
