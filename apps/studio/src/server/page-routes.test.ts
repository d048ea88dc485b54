import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '@/server/test/harness.ts';
import { startHarness } from '@/server/test/harness.ts';

describe('game page, bundle and art', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  it('serves the page in the launch language with the lobby link data and a CSP', async () => {
    const res = await h.app.inject({
      url: '/play/MS002?token=t&lang=TH&lobby=https%3A%2F%2Fsite.test%2F',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain('<html lang="th">');
    expect(res.body).toContain('name="viewport"');
    expect(res.body).toContain('<title>ไข่มุกมังกร</title>');
    expect(res.body).toContain('/assets/slots.js');
    expect(res.body).toContain('"lobbyUrl":"https://site.test/"');
  });

  it('drops a lobby URL that is not http(s)', async () => {
    const res = await h.app.inject({ url: '/play/MS002?token=t&lobby=javascript%3Aalert(1)' });
    expect(res.body).toContain('"lobbyUrl":""');
  });

  it('bundles the client in memory', async () => {
    const js = await h.app.inject({ url: '/assets/slots.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.body.length).toBeGreaterThan(1000);
    const css = await h.app.inject({ url: '/assets/slots.css' });
    expect(css.headers['content-type']).toMatch(/text\/css/);
    expect(css.body).toContain('.reels');
  });

  it('serves symbol, tile and background art, 404 for unknown ones', async () => {
    for (const file of ['tile.svg', 'background.svg', 'dragon.svg', 'wild.svg']) {
      const res = await h.app.inject({ url: `/art/MS002/${file}` });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['cache-control']).toContain('max-age');
    }
    expect((await h.app.inject({ url: '/art/MS002/nope.svg' })).statusCode).toBe(404);
    expect((await h.app.inject({ url: '/art/NOPE/tile.svg' })).statusCode).toBe(404);
    expect((await h.app.inject({ url: '/play/NOPE' })).statusCode).toBe(404);
  });

  it('serves brand logos and brand tile variants; unknown brands are 404', async () => {
    const logo = await h.app.inject({ url: '/art/brands/STORM.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.headers['cache-control']).toContain('max-age');
    expect(logo.body).toContain('STORM');
    const plain = await h.app.inject({ url: '/art/MS006/tile.svg' });
    const branded = await h.app.inject({ url: '/art/MS006/tile.svg?brand=STORM' });
    expect(branded.statusCode).toBe(200);
    expect(branded.headers['content-type']).toBe('image/svg+xml');
    expect(branded.body).not.toBe(plain.body);
    for (const url of [
      '/art/brands/NOPE.svg',
      '/art/brands/STORM.png',
      '/art/MS006/tile.svg?brand=NOPE',
      '/art/MS006/dragon.svg?brand=STORM',
    ]) {
      expect((await h.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
