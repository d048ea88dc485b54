import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { failEnvelopeSchema } from '@monsoon/contracts/envelope';
import {
  LOTTERY_GROUP_CODES,
  VN_GAMES,
  lotteryGameByCode,
  type LotteryGame,
} from '@monsoon/contracts/lottery/games';
import {
  LGW_PREFIXES,
  lgwDraws,
  lgwDrawsByCode,
  lgwGameMenus,
  lgwNumeroNear,
  lgwOpenedNumero,
  lgwPopular,
  lgwRecent,
  lgwVnGameMenu,
  lgwVnOpened,
  lgwVnRecent,
} from '@monsoon/contracts/lottery/lgw';
import { findPlayType } from '@monsoon/contracts/lottery/play-types';
import type { z } from 'zod';
import { lotteryDraws } from '@/db/schema/index.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import { buildMember, fakeClock, loginAs } from '@/test/factories.ts';
import { deriveResult, verifyDraw } from './draws/fair.ts';
import { nextDraw } from './draws/schedule.ts';
import { DEFAULT_PLAY_TYPE, winNo } from './lgw.presenter.ts';

/** The lottery gateway's read calls: bare JSON in the contract's shapes, sealed seeds until the draw. */
let t: TestApp;
// Monday 2026-03-02 15:30:20 in Vietnam.
const clock = fakeClock(new Date('2026-03-02T08:30:20Z'));

const game = (code: string): LotteryGame => {
  const g = lotteryGameByCode(code);
  if (!g) throw new Error(`${code} missing`);
  return g;
};

/** GETs a bare lgw answer: HTTP 200, no envelope, parsed by the contract's value schema. */
async function bare<T extends z.ZodType>(
  schema: T,
  url: string,
  opts: { token?: string; language?: string } = {},
) {
  const res = await wire(t.app).send('GET', url, opts);
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
  if (res.body !== null && typeof res.body === 'object' && !Array.isArray(res.body)) {
    expect(res.body).not.toHaveProperty('success');
    expect(res.body).not.toHaveProperty('value');
  }
  return schema.parse(res.body);
}

/** Expects the usual failure body with a non-200 status. */
async function fails(url: string, opts: { token?: string } = {}) {
  const res = await wire(t.app).send('GET', url, opts);
  expect(res.status).not.toBe(200);
  return { status: res.status, ...failEnvelopeSchema.parse(res.body) };
}

/** The stored row of one draw. */
const drawRow = async (gameCode: string, numero: string | undefined) =>
  (
    await t.database.db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.numero, numero ?? '')))
  )[0];

const allSeeds = async () =>
  (await t.database.db.select({ seed: lotteryDraws.seed }).from(lotteryDraws)).map((r) => r.seed);

beforeAll(async () => {
  t = await createTestApp({ clock });
  await t.app.services.lotteryDraws.ensureUpcoming(clock.now());
});
afterAll(async () => t.close());

describe('menus', () => {
  it('group every game by lobby group, in lobby order, under every prefix', async () => {
    for (const prefix of LGW_PREFIXES) {
      const groups = await bare(
        lgwGameMenus.value,
        `${prefix}/games/game_menus?prizeMode=Lott&device=WEB`,
      );
      expect(Object.keys(groups)).toEqual([...LOTTERY_GROUP_CODES]);
      const k3 = groups.K3?.gameMenus.find((m) => m.gameCode === 'K3_1');
      expect(k3).toMatchObject({
        gameId: game('K3_1').gameId,
        accountTypeName: 'ELOTT',
        kind: 'DICE3',
        drawInterval: 60,
      });
      expect(k3?.closeTime).toBe(nextDraw(game('K3_1'), clock.now()).closeAt.getTime());
    }
  });

  it('list the Vietnamese games by region, names in the asked language, with real default play types', async () => {
    const groups = await bare(
      lgwVnGameMenu.value,
      '/lgw/vn/games/game_menu?prizeMode=LOTT&device=WEB&language=VI',
    );
    expect(Object.keys(groups)).toEqual(['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH']);
    const menus = Object.values(groups).flatMap((g) => g.gameMenus);
    expect(menus).toHaveLength(VN_GAMES.length);
    expect(groups.VN_NORTH?.gameGroupName).toBe('Miền Bắc');
    expect(menus.find((m) => m.gameCode === 'VN_S_HCM')).toMatchObject({
      gameName: 'TP. Hồ Chí Minh',
      region: 'SOUTH',
      accountTypeName: 'TCG_LOTTO_VN',
    });
    for (const code of Object.values(DEFAULT_PLAY_TYPE)) expect(findPlayType(code)).toBeDefined();
  });

  it('refuses an unknown prize mode as bad input', async () => {
    const res = await fails('/lgw/games/game_menus?prizeMode=NOPE');
    expect(res.status).toBe(400);
  });
});

describe('popular and recent', () => {
  it('answers 20 popular games by default, fewer when asked, as an array', async () => {
    const list = await bare(lgwPopular.value, '/lgw/games/popular?prizeMode=LOTT&device=WEB');
    expect(list).toHaveLength(20);
    expect(new Set(list.map((g) => g.gameCode)).size).toBe(20);
    expect(await bare(lgwPopular.value, '/lgw/games/popular?count=5')).toHaveLength(5);
    expect(await bare(lgwPopular.value, '/lgw/games/popular?count=500')).toHaveLength(20);
  });

  it('recent needs a session and is empty until the member plays the lottery', async () => {
    expect((await fails('/lgw/games/game_menus/recent')).errorCode).toBe('login.not.session');
    const m = await buildMember(t.database);
    const { token } = await loginAs(t.app, m.username, m.password);
    expect(await bare(lgwRecent.value, '/lgw/games/game_menus/recent', { token })).toEqual([]);
    expect(
      await bare(lgwVnRecent.value, '/lgw/vn/games/game_menu/recent?prizeMode=LOTT', { token }),
    ).toEqual([]);
  });
});

describe('before a draw', () => {
  it('near answers the draw on sale with its commitment, never its seed', async () => {
    const g = game('SSC_1');
    const near = await bare(lgwNumeroNear.value, `/lotto-vn/lgw/numeros/near?gameId=${g.gameId}`);
    const row = await drawRow(g.code, near.currentNumero?.numero);
    expect(row?.status).toBe('open');
    expect(near.currentNumero).toMatchObject({
      gameCode: 'SSC_1',
      seedHash: row?.seedHash,
      drawTime: row?.drawAt.getTime(),
    });
    expect(near.currentNumero?.closeTime).toBeLessThan(near.currentNumero?.drawTime ?? 0);
    expect(near.lastNumero).toBeNull();
    expect(near.serverTime).toBe(clock.now().getTime());
  });

  it('no answer carries a seed of an undrawn draw', async () => {
    const seeds = await allSeeds();
    const urls = [
      '/lgw/games/game_menus',
      '/lgw/vn/games/game_menu',
      '/lgw/games/popular',
      '/lgw/vn/numeros/opened/game',
      '/lgw/games/opened/numero',
      `/lgw/numeros/near?gameId=${game('K3_1').gameId}`,
      `/lgw/numeros/near?gameId=${game('VN_NORTH').gameId}`,
      '/lgw/draw?gameCode=K3_1',
      '/lgw/draw/code/VN_NORTH',
    ];
    for (const url of urls) {
      const text = (await t.app.inject({ method: 'GET', url })).body;
      for (const seed of seeds) expect(text).not.toContain(seed);
    }
    expect(await bare(lgwOpenedNumero.value, '/lotto/lgw/games/opened/numero')).toEqual([]);
  });
});

describe('after the draws', () => {
  beforeAll(async () => {
    // Past the north's 18:15 draw: every station of the day and many fast rounds are drawn.
    clock.advance(3 * 3_600_000);
    const draws = t.app.services.lotteryDraws;
    await draws.drawDue(clock.now());
    await draws.ensureUpcoming(clock.now());
  });

  it('results reveal the seed, and each draw verifies from it', async () => {
    const page = await bare(lgwDrawsByCode.value, '/lgw/draw/code/VN_NORTH?page=0&size=10');
    expect(page.content).toHaveLength(1);
    const [draw] = page.content;
    if (!draw?.seed) throw new Error('no revealed seed');
    const result = deriveResult(game('VN_NORTH'), draw.numero, draw.seed);
    expect(verifyDraw({ ...draw, seed: draw.seed, result })).toEqual({ ok: true });
    expect(draw).toMatchObject({ status: 'DRAWN', winNo: winNo(result) });
    expect(result.kind === 'VN' && draw.prizes).toEqual(
      result.kind === 'VN' ? result.prizes : null,
    );
    expect(draw.winNo).toMatch(/^\d{5}$/);
  });

  it('pages a fast game’s results newest first', async () => {
    const g = game('K3_1');
    const first = await bare(lgwDraws.value, `/lgw/draw?gameId=${g.gameId}&page=0&size=2`);
    // Only the draws created before the clock jumped were ever sold (and drawn).
    const drawn = (
      await t.database.db.select().from(lotteryDraws).where(eq(lotteryDraws.gameCode, g.code))
    ).filter((r) => r.status === 'drawn');
    expect(first.totalElements).toBe(drawn.length);
    expect(first.content.map((d) => d.numero)).toEqual(
      drawn
        .sort((a, b) => b.drawAt.getTime() - a.drawAt.getTime())
        .slice(0, 2)
        .map((r) => r.numero),
    );
    const second = await bare(lgwDraws.value, '/lotto/lgw/draw?gameCode=K3_5&page=0&size=1');
    expect(second).toMatchObject({ number: 0, size: 1 });
    expect(second.totalPages).toBe(second.totalElements);
    for (const d of [...first.content, ...second.content]) {
      expect(d.winNo).toMatch(/^[1-6],[1-6],[1-6]$/);
      if (!d.seed) throw new Error('no seed');
      expect(
        verifyDraw({ ...d, seed: d.seed, result: deriveResult(game(d.gameCode), d.numero, d.seed) })
          .ok,
      ).toBe(true);
    }
    const empty = await bare(lgwDraws.value, `/lgw/draw?gameId=${g.gameId}&page=5&size=2`);
    expect(empty).toMatchObject({
      content: [],
      number: 5,
      totalElements: drawn.length,
      totalPages: Math.ceil(drawn.length / 2),
    });
  });

  it('opened draws list each game’s latest result, and the Vietnamese ones newest first', async () => {
    const latest = await bare(lgwOpenedNumero.value, '/lgw/games/opened/numero');
    expect(new Set(latest.map((d) => d.gameCode)).size).toBe(latest.length);
    expect(latest.map((d) => d.gameCode)).toContain('VN_NORTH');
    const one = await bare(
      lgwOpenedNumero.value,
      `/lgw/games/opened/numero?gameId=${game('VN_NORTH').gameId}`,
    );
    expect(one.map((d) => d.gameCode)).toEqual(['VN_NORTH']);

    const vn = await bare(lgwVnOpened.value, '/lgw/vn/numeros/opened/game?count=100');
    expect(vn.length).toBeGreaterThan(1);
    expect(vn.every((d) => d.gameCode.startsWith('VN_') && d.prizes !== null)).toBe(true);
    expect(vn.map((d) => d.drawTime)).toEqual([...vn.map((d) => d.drawTime)].sort((a, b) => b - a));
    expect(await bare(lgwVnOpened.value, '/lgw/vn/numeros/opened/game?count=1')).toHaveLength(1);
  });

  it('near shows the last result with its seed and the next draw sealed', async () => {
    const g = game('VN_NORTH');
    const near = await bare(lgwNumeroNear.value, `/lgw/numeros/near?gameId=${g.gameId}`);
    expect(near.lastNumero?.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(near.currentNumero?.numero).not.toBe(near.lastNumero?.numero);
    const sealed = await drawRow(g.code, near.currentNumero?.numero);
    expect(sealed?.status).toBe('open');
    expect(JSON.stringify(near)).not.toContain(sealed?.seed);
  });
});

describe('bad input', () => {
  it('refuses unknown games with lottery.game.not.found and a 400', async () => {
    for (const url of [
      '/lgw/draw/code/NOPE',
      '/lotto-vn/lgw/draw/code/k3_1',
      '/lgw/draw?gameCode=NOPE',
      '/lgw/draw?gameId=999999',
      '/lgw/numeros/near?gameId=999999',
      '/lgw/games/opened/numero?gameId=999999',
    ]) {
      const res = await fails(url);
      expect([url, res.status, res.errorCode]).toEqual([url, 400, 'lottery.game.not.found']);
    }
  });

  it('refuses malformed queries as bad input', async () => {
    for (const url of [
      '/lgw/draw',
      '/lgw/draw?gameId=abc',
      '/lgw/numeros/near',
      '/lgw/draw/code/K3_1?page=-1',
    ]) {
      const res = await fails(url);
      expect([url, res.status]).toEqual([url, 400]);
    }
  });
});

describe('OpenAPI', () => {
  it('documents the gateway calls under every prefix', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    for (const prefix of LGW_PREFIXES)
      for (const path of ['/games/game_menus', '/numeros/near', '/draw', '/draw/code/{code}'])
        expect(Object.keys(doc.paths[`${prefix}${path}`] ?? {})).toEqual(['get']);
  });
});
