import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedHeaders } from '@monsoon/contracts/provider/signature';
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
    expect(h.app.studio.launches.get('tok-1')).toMatchObject({ gameCode: 'MS002', mode: 'real', currency: 'CNY', playerId: 'P1' });
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
    const wrongSecret = await signedInject(h.app, 'POST', '/launch', JSON.stringify({ ...realLaunch, token: 'tok-w' }), 'not-the-secret');
    const stale = await signedInject(h.app, 'POST', '/launch', JSON.stringify({ ...realLaunch, token: 'tok-s' }), SECRET, Date.now() - 6 * 60_000);
    const unsigned = await h.app.inject({ method: 'POST', url: '/launch', payload: { ...realLaunch, token: 'tok-u' } });
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
    const unknown = await signedInject(h.app, 'POST', '/launch', JSON.stringify({ ...realLaunch, gameCode: 'NOPE' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ status: 'INVALID_REQUEST' });
    const malformed = await signedInject(h.app, 'POST', '/launch', '{"token":');
    expect(malformed.statusCode).toBe(400);
  });

  it('lists the catalogue for a signed GET /games', async () => {
    const res = await signedInject(h.app, 'GET', '/games');
    expect(res.statusCode).toBe(200);
    const { games } = res.json<{ games: { gameCode: string; iconUrl: string; gameType: string }[] }>();
    expect(games.length).toBeGreaterThanOrEqual(12);
    expect(games[0]).toMatchObject({ gameCode: 'MS001', gameType: 'RNG', iconUrl: 'http://studio.test/art/MS001/tile.svg' });
    expect((await h.app.inject({ method: 'GET', url: '/games' })).statusCode).toBe(401);
  });
});
