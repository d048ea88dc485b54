import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteCache } from '@/http/site.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

// A small built site: a page, a hashed script with its precompressed sibling, public files.
const dist = mkdtempSync(path.join(os.tmpdir(), 'monsoon-site-'));
const page = `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const script = `export const hello = ${JSON.stringify('x'.repeat(4000))};`;
const put = (rel: string, data: string | Buffer) => {
  mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
  writeFileSync(path.join(dist, rel), data);
};
put('index.html', page);
put('static/app-AbC123.js', script);
put('static/app-AbC123.js.gz', gzipSync(script));
put(
  'assets/banners/w_home-1.svg',
  `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
);
put('robots.txt', 'User-agent: *\nDisallow: /wps/\n');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the site', () => {
  it('caches hashed build files for a year, public files for an hour, and never the page', async () => {
    expect((await get('/static/app-AbC123.js')).headers['cache-control']).toBe(siteCache.hashed);
    expect((await get('/assets/banners/w_home-1.svg')).headers['cache-control']).toBe(
      siteCache.public,
    );
    expect((await get('/robots.txt')).headers['cache-control']).toBe(siteCache.public);
    expect((await get('/')).headers['cache-control']).toBe(siteCache.page);
    expect((await get('/rng')).headers['cache-control']).toBe(siteCache.page);
  });

  it('sends the precompressed sibling to a client that accepts it, the file itself otherwise', async () => {
    const gz = await get('/static/app-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/javascript/);
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    const plain = await get('/static/app-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses text without a sibling on the fly (brotli first)', async () => {
    const svg = await get('/assets/banners/w_home-1.svg', 'gzip, deflate, br');
    expect(svg.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(svg.rawPayload).toString()).toContain('<svg');
    const html = await get('/help', 'br');
    expect(html.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(html.rawPayload).toString()).toBe(page);
  });

  it('compresses API answers of 1 KB and more', async () => {
    const status = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status?host=localhost',
      headers: { 'accept-encoding': 'br' },
    });
    expect(status.statusCode).toBe(200);
    expect(status.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(status.rawPayload).toString())).toMatchObject({
      success: true,
    });
    const small = await get('/healthz', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers a real robots.txt, 404 for missing build files, and the page for history routes', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('User-agent');
    expect((await get('/static/missing-123.js')).statusCode).toBe(404);
    expect((await get('/assets/missing.svg')).statusCode).toBe(404);
    expect((await get('/wps/nothing-here')).statusCode).toBe(404);
    const route = await get('/register?affiliateCode=abc');
    expect(route.statusCode).toBe(200);
    expect(route.body).toBe(page);
  });
});
