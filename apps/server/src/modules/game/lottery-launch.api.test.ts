import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchValueSchema } from '@monsoon/contracts/game';
import { sessionValueSchema } from '@monsoon/contracts/session';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import { buildMember, countRows, loginAs, nextIp } from '@/test/factories.ts';

/**
 * The lottery launch (`launchMode=LOTT`, wire §7, docs/decisions/0024): a member's launch answers our
 * own lottery page on the site's origin in the usual launch shape; no vendor, no launch token.
 */
let t: TestApp;
let token = '';

beforeAll(async () => {
  t = await createTestApp();
  const member = await buildMember(t.database);
  token = (await loginAs(t.app, member.username, member.password)).token;
});
afterAll(async () => {
  await t.close();
});

/** Query overrides; null leaves the field out. */
type Extra = Record<string, string | null>;

/** The desktop's lottery launch query (wire §7 row "Lottery launch"), with overrides. */
function lottQuery(extra: Extra = {}): string {
  const fields: Extra = {
    launchMode: 'LOTT',
    lottoArea: 'VN',
    lottoPrizeMode: 'Lott',
    lottoGameCode: 'VN_NORTH',
    lottoView: 'betting',
    device: 'WEB',
    backUrl: 'https://elsewhere.example/',
    language: 'EN',
    ...extra,
  };
  const kept = Object.entries(fields).flatMap(([k, v]): [string, string][] =>
    v === null ? [] : [[k, v]],
  );
  return `/wps/game/launchGame?${new URLSearchParams(kept).toString()}`;
}

/** Launches as the member through the site's host and answers the game URL. */
async function launchUrl(extra: Extra = {}): Promise<string> {
  const value = await wire(t.app).ok(launchValueSchema, 'GET', lottQuery(extra), {
    token,
    headers: { host: 'site.example' },
  });
  expect(value.gameUrl).toBe(value.content.game_url);
  return value.content.game_url;
}

describe('launchGame launchMode=LOTT', () => {
  it('opens a Vietnamese game on /vnlottery and any other game on /lottery, on the site origin', async () => {
    expect(await launchUrl()).toBe('http://site.example/vnlottery?gameCode=VN_NORTH');
    // The desktop sends lottoArea=VN for e-lottery too: the game code decides the page.
    expect(await launchUrl({ lottoGameCode: 'K3_1', lottoPrizeMode: 'ELOTT' })).toBe(
      'http://site.example/lottery?gameCode=K3_1',
    );
    expect(await launchUrl({ lottoGameCode: 'SSC_5', lottoView: 'BETTING' })).toBe(
      'http://site.example/lottery?gameCode=SSC_5',
    );
    // Without lottoView the code alone picks the game page.
    expect(await launchUrl({ lottoGameCode: 'PK10_3', lottoView: null })).toBe(
      'http://site.example/lottery?gameCode=PK10_3',
    );
  });

  it('opens the lobby for an empty game code or lottoView=lobby', async () => {
    expect(await launchUrl({ lottoGameCode: '', lottoView: 'lobby' })).toBe(
      'http://site.example/lottery',
    );
    expect(await launchUrl({ lottoGameCode: '' })).toBe('http://site.example/lottery');
    expect(await launchUrl({ lottoView: 'lobby' })).toBe('http://site.example/lottery');
    expect(await launchUrl({ lottoGameCode: null, lottoView: null })).toBe(
      'http://site.example/lottery',
    );
  });

  it('creates no launch token and calls no vendor', async () => {
    const before = await countRows(t.database, 'launch_tokens');
    await launchUrl();
    expect(await countRows(t.database, 'launch_tokens')).toBe(before);
  });

  it('refuses an unknown game code with lottery.game.not.found, even when the lobby is asked', async () => {
    const cases: Extra[] = [
      { lottoGameCode: 'NOPE_1' },
      { lottoGameCode: 'vn_north' },
      { lottoGameCode: 'NOPE_1', lottoView: 'lobby' },
    ];
    for (const extra of cases) {
      const res = await wire(t.app).fail('GET', lottQuery(extra), { token });
      expect([extra, res.status, res.errorCode]).toEqual([extra, 400, 'lottery.game.not.found']);
    }
  });

  it('refuses bad parameters with invalid.request naming the field', async () => {
    const cases = [
      [{ lottoPrizeMode: 'JACKPOT' }, 'lottoPrizeMode'],
      [{ lottoView: 'table' }, 'lottoView'],
      [{ lottoGameCode: 'X'.repeat(65) }, 'lottoGameCode'],
      [{ lottoArea: 'VIETNAMESE' }, 'lottoArea'],
      [{ lottoView: '' }, 'lottoView'],
    ] as const;
    for (const [extra, field] of cases) {
      const res = await wire(t.app).fail('GET', lottQuery(extra), { token });
      expect(res, field).toMatchObject({
        status: 400,
        errorCode: 'invalid.request',
        value: { fields: { [field]: expect.any(String) } },
      });
    }
  });

  it('needs a session: a visitor gets 401 login.not.session', async () => {
    expect(await wire(t.app).fail('GET', lottQuery())).toMatchObject({
      status: 401,
      errorCode: 'login.not.session',
    });
  });

  it('refuses a trial (free play) account with 403 in_need_true_account', async () => {
    const trial = await wire(t.app).ok(sessionValueSchema, 'POST', '/wps/session/login/freeplay', {
      payload: {},
      remoteAddress: nextIp(),
    });
    const res = await wire(t.app).fail('GET', lottQuery(), { token: trial.token });
    expect(res).toMatchObject({ status: 403, errorCode: 'in_need_true_account' });
  });

  it('still refuses launch modes it does not know, and still needs launchMode', async () => {
    expect(
      await wire(t.app).fail('GET', lottQuery({ launchMode: 'XYZ' }), { token }),
    ).toMatchObject({ status: 400, errorCode: 'function.not.available' });
    expect(
      await wire(t.app).fail('GET', '/wps/game/launchGame?lottoGameCode=VN_NORTH', { token }),
    ).toMatchObject({ status: 500, errorCode: '#727' });
  });
});
