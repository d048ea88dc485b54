import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  FAST_GAMES,
  LOTTERY_GAMES,
  VN_GAMES,
  lotteryGameByCode,
} from '@monsoon/contracts/lottery/games';
import { lotteryDraws } from '@/db/schema/index.ts';
import { jobDefinitions } from '@/jobs/index.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { fakeClock } from '@/test/factories.ts';
import { drawTick, startDrawLoop } from '../lottery.jobs.ts';
import { newServerSeed, seedHash, verifyDraw } from './fair.ts';
import { createDrawsRepository } from './draws.repository.ts';
import { upcomingDraws } from './draws.service.ts';
import { bettingDraw, nextDraw } from './schedule.ts';

/**
 * The draw service on a real database: creation ahead is idempotent and race-safe, each draw is
 * revealed exactly once, and what is revealed verifies against the published commitment.
 */
let t: TestApp;
// Monday 2026-03-02 15:30:20 in Vietnam: the south's 16:15 draw is on sale.
const clock = fakeClock(new Date('2026-03-02T08:30:20Z'));
const draws = () => t.app.services.lotteryDraws;
const rowsOf = (gameCode: string) =>
  t.database.db.select().from(lotteryDraws).where(eq(lotteryDraws.gameCode, gameCode));

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

describe('ensureUpcoming', () => {
  it('creates every game’s coming draws once, even when two processes run it together', async () => {
    const now = clock.now();
    const expected = LOTTERY_GAMES.reduce((n, g) => n + upcomingDraws(g, now).length, 0);
    const created = await Promise.all([draws().ensureUpcoming(now), draws().ensureUpcoming(now)]);
    expect(created[0] + created[1]).toBe(expected);
    expect(await draws().ensureUpcoming(now)).toBe(0);

    const k3 = await rowsOf('K3_1');
    const game = lotteryGameByCode('K3_1');
    if (!game) throw new Error('K3_1 missing');
    // The draw about to be drawn, the one on sale and the next: each once, committed to its own seed.
    expect(k3.map((r) => r.numero).sort()).toEqual(
      upcomingDraws(game, now)
        .map((d) => d.numero)
        .sort(),
    );
    for (const row of k3) {
      expect(row.status).toBe('open');
      expect(row.result).toBeNull();
      expect(row.seed).toMatch(/^[0-9a-f]{64}$/);
      expect(row.seedHash).toBe(seedHash(row.seed));
    }
    expect(new Set(k3.map((r) => r.seed)).size).toBe(k3.length);
  });

  it('keeps the first seed committed: a later run never replaces it', async () => {
    const [before] = await rowsOf('VN_NORTH');
    await draws().ensureUpcoming(clock.now());
    const after = await rowsOf('VN_NORTH');
    expect(after.find((r) => r.numero === before?.numero)?.seed).toBe(before?.seed);
  });

  it('gives each Vietnamese station its next draw on its own weekday', async () => {
    const south = VN_GAMES.find((g) => g.code === 'VN_S_HCM');
    if (!south) throw new Error('VN_S_HCM missing');
    const rows = await rowsOf(south.code);
    expect(rows.map((r) => r.numero)).toContain(bettingDraw(south, clock.now()).numero);
    expect(rows.every((r) => r.drawAt.getTime() > clock.now().getTime())).toBe(true);
  });

  it('never puts an unrevealed seed in an error (and so in a log)', async () => {
    const seed = newServerSeed();
    const at = clock.now();
    // close after draw: the table's time check refuses the row, and PostgreSQL would quote it.
    const bad = {
      gameCode: 'K3_1',
      numero: 'bad',
      opensAt: at,
      closeAt: new Date(at.getTime() + 2),
      drawAt: new Date(at.getTime() + 1),
      seed,
      seedHash: seedHash(seed),
    };
    const err = await createDrawsRepository(t.database.db)
      .insertMissing([bad])
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(String(err)).toContain('lottery_draws_times_ck');
    expect(JSON.stringify(err, Object.getOwnPropertyNames(err))).not.toContain(seed);
    expect((err as Error).cause).toBeUndefined();
  });
});

describe('drawDue', () => {
  it('reveals each due draw exactly once across concurrent runners, with a verifiable result', async () => {
    const game = FAST_GAMES.find((g) => g.code === 'K3_1');
    if (!game) throw new Error('K3_1 missing');
    const due = nextDraw(game, clock.now());
    expect(await draws().drawDue(clock.now())).toBe(0); // nothing has reached its draw time yet

    clock.advance(due.drawAt.getTime() - clock.now().getTime());
    const now = clock.now();
    const dueCount = (await t.database.db.select().from(lotteryDraws)).filter(
      (r) => r.status === 'open' && r.drawAt.getTime() <= now.getTime(),
    ).length;
    expect(dueCount).toBeGreaterThanOrEqual(
      FAST_GAMES.filter((g) => g.intervalMinutes === 1).length,
    );

    const drawn = await Promise.all([
      draws().drawDue(now),
      draws().drawDue(now),
      draws().drawDue(now),
    ]);
    expect(drawn.reduce((a, b) => a + b, 0)).toBe(dueCount);
    expect(await draws().drawDue(now)).toBe(0);

    const [row] = await t.database.db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.gameCode, game.code), eq(lotteryDraws.numero, due.numero)));
    expect(row?.status).toBe('drawn');
    expect(row?.drawnAt?.getTime()).toBe(now.getTime());
    if (!row?.result) throw new Error('no result');
    expect(verifyDraw({ ...row, result: row.result })).toEqual({ ok: true });
    // Draws not yet due stay sealed.
    const later = (await rowsOf(game.code)).filter((r) => r.drawAt.getTime() > now.getTime());
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((r) => r.status === 'open' && r.result === null)).toBe(true);
  });

  it('reveals late draws after an outage, each from its own seed', async () => {
    clock.advance(10 * 60_000);
    const { drawn, created } = await drawTick(draws(), clock, t.app.services.lotterySettlement);
    expect(drawn).toBeGreaterThan(0);
    expect(created).toBeGreaterThan(0);
    const rows = (await t.database.db.select().from(lotteryDraws)).filter(
      (r) => r.status === 'drawn',
    );
    for (const row of rows) {
      if (!row.result) throw new Error('drawn without result');
      expect(verifyDraw({ ...row, result: row.result })).toEqual({ ok: true });
    }
    // After the tick every game again has a draw on sale.
    for (const game of LOTTERY_GAMES)
      expect(
        (await rowsOf(game.code)).some((r) => r.numero === bettingDraw(game, clock.now()).numero),
      ).toBe(true);
  });
});

describe('the draw job', () => {
  it('is scheduled with the server’s jobs', () => {
    const job = jobDefinitions(t.app.services).find((j) => j.name === 'lottery-draws');
    expect(job?.cron).toBe('* * * * *');
  });

  it('runs its loop until stopped, and stopping waits for the tick in progress', async () => {
    let ticks = 0;
    let finished = 0;
    const slow = async () => {
      ticks += 1;
      await new Promise((r) => setTimeout(r, 30));
      finished += 1;
      return 0;
    };
    const stop = startDrawLoop({
      draws: { ensureUpcoming: slow, drawDue: async () => 0 },
      settlement: { settleDue: async () => ({ draws: 0, tickets: 0 }) },
      clock,
      log: console,
      intervalMs: 5,
    });
    await new Promise((r) => setTimeout(r, 80));
    await stop();
    expect(ticks).toBeGreaterThanOrEqual(2);
    expect(finished).toBe(ticks); // never two ticks at once, none left running
    const after = ticks;
    await new Promise((r) => setTimeout(r, 30));
    expect(ticks).toBe(after);
  });
});
