import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_PATH, catalogueFeedSchema } from '@monsoon/contracts/provider/catalogue';
import { signedHeaders } from '@monsoon/contracts/provider/signature';
import type { SessionView } from '@/games/slots/client/api-types.ts';
import type { Harness } from '@/server/test/harness.ts';
import { launch, realLaunch, SECRET, signedInject, startHarness } from '@/server/test/harness.ts';

describe('vendor endpoints (signed by the Monsoon server)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  it('answers a game URL for a well-signed launch and records it', async () => {
    const res = await signedInject(h.app, 'POST', '/launch', JSON.stringify(realLaunch));
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json<{ url: string }>().url);
    expect(url.origin + url.pathname).toBe('http://studio.test/play/MS002');
    expect(url.searchParams.get('token')).toBe('tok-1');
    expect(url.searchParams.get('lang')).toBe('EN');
    expect(url.searchParams.get('lobby')).toBe('https://site.test/lobby');
    expect(h.app.studio.launches.get('tok-1')).toMatchObject({
      gameCode: 'MS002',
      mode: 'real',
      currency: 'CNY',
      playerId: 'P1',
    });
  });

  it('mints a demo id for a visitor launch', async () => {
    const { token: _t, playerId: _p, ...visitor } = realLaunch;
    const token = await launch(h.app, { ...visitor, mode: 'demo', language: 'th' });
    expect(token).toMatch(/^demo-[0-9a-f]{32}$/);
    expect(h.app.studio.launches.get(token)).toMatchObject({ mode: 'demo', language: 'TH' });
  });

  it('refuses a tampered body, a wrong secret and a stale timestamp before recording anything', async () => {
    const before = h.app.studio.launches.size;
    const body = JSON.stringify({ ...realLaunch, token: 'tok-tampered' });
    const tampered = await h.app.inject({
      method: 'POST',
      url: '/launch',
      payload: body.replace('tok-tampered', 'tok-evil'),
      headers: signedHeaders(SECRET, body),
    });
    const wrongSecret = await signedInject(
      h.app,
      'POST',
      '/launch',
      JSON.stringify({ ...realLaunch, token: 'tok-w' }),
      'not-the-secret',
    );
    const stale = await signedInject(
      h.app,
      'POST',
      '/launch',
      JSON.stringify({ ...realLaunch, token: 'tok-s' }),
      SECRET,
      Date.now() - 6 * 60_000,
    );
    const unsigned = await h.app.inject({
      method: 'POST',
      url: '/launch',
      payload: { ...realLaunch, token: 'tok-u' },
    });
    for (const res of [tampered, wrongSecret, stale, unsigned]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'INVALID_SIGNATURE' });
    }
    expect(h.app.studio.launches.get('tok-evil')).toBeUndefined();
    expect(h.app.studio.launches.get('tok-w')).toBeUndefined();
    expect(h.app.studio.launches.get('tok-s')).toBeUndefined();
    expect(h.app.studio.launches.size).toBe(before);
  });

  it('answers INVALID_REQUEST for an unknown game or a malformed body', async () => {
    const unknown = await signedInject(
      h.app,
      'POST',
      '/launch',
      JSON.stringify({ ...realLaunch, gameCode: 'NOPE' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ status: 'INVALID_REQUEST' });
    const malformed = await signedInject(h.app, 'POST', '/launch', '{"token":');
    expect(malformed.statusCode).toBe(400);
  });

  it('answers the catalogue feed for a signed GET /games', async () => {
    const res = await signedInject(h.app, 'GET', CATALOGUE_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const feed = catalogueFeedSchema.parse(res.json());
    expect(feed.brands.length).toBeGreaterThanOrEqual(8);
    expect(feed.games).toContainEqual(
      expect.objectContaining({
        gameId: 'MS001',
        brand: 'MONSOON',
        gameType: 'RNG',
        iconUrl: 'http://studio.test/art/MS001/tile.svg',
      }),
    );
    expect(feed.brands.find((b) => b.code === 'STORM')?.logoUrl).toBe(
      'http://studio.test/art/brands/STORM.svg',
    );
  });

  it('refuses the feed unsigned, with a wrong secret, stale, or signed over another path or query', async () => {
    const signedFor = (signed: string, secret = SECRET, now = Date.now()) =>
      signedHeaders(secret, signed, now);
    const attempts = [
      h.app.inject({ method: 'GET', url: '/games' }),
      h.app.inject({
        method: 'GET',
        url: '/games',
        headers: signedFor('/games', 'not-the-secret'),
      }),
      h.app.inject({
        method: 'GET',
        url: '/games',
        headers: signedFor('/games', SECRET, Date.now() - 6 * 60_000),
      }),
      h.app.inject({ method: 'GET', url: '/games', headers: signedFor('/launch') }),
      h.app.inject({ method: 'GET', url: '/games', headers: signedFor('') }),
      h.app.inject({ method: 'GET', url: '/games?brand=STORM', headers: signedFor('/games') }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'INVALID_SIGNATURE' });
    }
  });

  it('accepts a feed call whose query string is part of the signature', async () => {
    const res = await signedInject(h.app, 'GET', '/games?since=0');
    expect(res.statusCode).toBe(200);
  });

  it('launches a brand game id: the page, the session and the wallet calls play its title under that id', async () => {
    const request = { ...realLaunch, token: 'tok-1', gameCode: 'MX0002' };
    const res = await signedInject(h.app, 'POST', '/launch', JSON.stringify(request));
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json<{ url: string }>().url);
    expect(url.pathname).toBe('/play/MX0002');
    const page = await h.app.inject({ url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Lucky Sevens</title>');

    const session = (
      await h.app.inject({ method: 'POST', url: '/api/slots/session', payload: { token: 'tok-1' } })
    ).json<SessionView>();
    expect(session.title).toMatchObject({ code: 'MS006', name: 'Lucky Sevens' });
    const betMinor = session.title.betStepsMinor[0] ?? 0;
    const spin = await h.app.inject({
      method: 'POST',
      url: '/api/slots/spin',
      payload: { token: 'tok-1', betMinor },
    });
    expect(spin.statusCode).toBe(200);
    expect(h.wallet.callsOf('bet').at(-1)?.body).toMatchObject({
      gameCode: 'MX0002',
      amount: betMinor,
    });
    expect(h.wallet.callsOf('win').at(-1)?.body).toMatchObject({ gameCode: 'MX0002' });
  });
});
