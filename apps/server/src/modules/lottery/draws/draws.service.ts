import {
  LOTTERY_GAMES,
  lotteryGameByCode,
  type LotteryGame,
} from '@monsoon/contracts/lottery/games';
import { deriveResult, newServerSeed, seedHash } from './fair.ts';
import type { DrawRow, DrawsRepository, NewDraw } from './draws.repository.ts';
import { bettingDraw, nextDraw, type ScheduledDraw } from './schedule.ts';

/** Most draws one `drawDue` pass reveals per batch (it loops until none is due). */
const DRAW_BATCH = 200;

/**
 * The draws a game should have rows for at `now`: the next draw (possibly closed, not yet drawn), the one
 * on sale, and for fast games the one after it (so a client counting down sees the next commitment too).
 */
export function upcomingDraws(game: LotteryGame, now: Date): ScheduledDraw[] {
  const next = nextDraw(game, now);
  const onSale = bettingDraw(game, now);
  const draws = [next, onSale];
  if (game.kind !== 'VN') draws.push(nextDraw(game, onSale.drawAt));
  return [...new Map(draws.map((d) => [d.numero, d])).values()];
}

/** A scheduled draw with a fresh secret seed and its published commitment. */
function withSeed(draw: ScheduledDraw): NewDraw {
  const seed = newServerSeed();
  return { ...draw, seed, seedHash: seedHash(seed) };
}

/**
 * The lottery's draws (docs/decisions/0025): created ahead with a committed seed, revealed at their draw
 * time. Both steps are safe to run on several processes at once: creation inserts with ON CONFLICT DO
 * NOTHING (the first seed stored wins and is the only one ever published), revealing is a
 * compare-and-set from `open` (a draw is drawn once; its result follows from its seed anyway).
 */
export function createDrawsService(
  repo: DrawsRepository,
  games: readonly LotteryGame[] = LOTTERY_GAMES,
) {
  return {
    /** Creates every game's upcoming draws that do not exist yet; answers how many this call created. */
    async ensureUpcoming(now: Date): Promise<number> {
      return repo.insertMissing(games.flatMap((game) => upcomingDraws(game, now).map(withSeed)));
    },

    /** Reveals every open draw whose draw time has passed; answers how many this call drew. */
    async drawDue(now: Date): Promise<number> {
      let drawn = 0;
      for (;;) {
        const due = await repo.due(now, DRAW_BATCH);
        let changed = 0;
        for (const draw of due) {
          const game = lotteryGameByCode(draw.gameCode);
          // A game removed from the data cannot be drawn: its draws are cancelled, and settlement
          // refunds their tickets.
          if (!game) await repo.markCancelled(draw.id, now);
          else if (await repo.markDrawn(draw.id, deriveResult(game, draw.numero, draw.seed), now))
            drawn += 1;
          changed += 1;
        }
        if (due.length < DRAW_BATCH || changed === 0) return drawn;
      }
    },

    /** The draw of `game` on sale at `now`, created on demand when the job has not made it yet. */
    async onSale(game: LotteryGame, now: Date): Promise<DrawRow | null> {
      const draw = bettingDraw(game, now);
      const row = await repo.find(game.code, draw.numero);
      if (row) return row;
      await repo.insertMissing(upcomingDraws(game, now).map(withSeed));
      return repo.find(game.code, draw.numero);
    },

    /**
     * The rows of these scheduled draws, creating the missing ones with fresh committed seeds (a chase
     * bets on draws the job has not made yet). Idempotent like `ensureUpcoming`: racing callers end up
     * with the same rows and seeds.
     */
    async ensureDraws(scheduled: readonly ScheduledDraw[]): Promise<DrawRow[]> {
      const found = await repo.findMany(scheduled);
      if (found.length === new Set(scheduled.map((d) => `${d.gameCode}|${d.numero}`)).size)
        return found;
      await repo.insertMissing(scheduled.map(withSeed));
      return repo.findMany(scheduled);
    },

    /** The latest drawn or cancelled draw of each game (games without one are left out). */
    latest: (gameCodes: readonly string[]) => repo.latestDecided(gameCodes),

    /** Drawn and cancelled draws of these games, newest first. */
    recent: (gameCodes: readonly string[], count: number) =>
      repo.recentDecided(gameCodes, 0, count),

    /** Drawn and cancelled draws of these games, newest first, one 0-based page, with the total. */
    async results(
      gameCodes: readonly string[],
      page: number,
      size: number,
    ): Promise<{ rows: DrawRow[]; total: number }> {
      const [rows, total] = await Promise.all([
        repo.recentDecided(gameCodes, page * size, size),
        repo.countDecided(gameCodes),
      ]);
      return { rows, total };
    },
  };
}
export type DrawsService = ReturnType<typeof createDrawsService>;
