import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'monsoon-admin-dist-'));
  mkdirSync(path.join(dist, 'static'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Back office</title>');
  writeFileSync(path.join(dist, 'static', 'index-abc123.js'), 'console.log(1)');
  t = await createTestApp({ env: { ADMIN_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the back office under /admin', () => {
  it('serves its page for /admin and every screen path, never cached, with the CSP', async () => {
    for (const url of ['/admin', '/admin/', '/admin/members/12?x=1', '/admin/sign-in']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('Back office');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('serves hashed files for good, and 404s unknown files and API paths in the envelope', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/admin/static/index-abc123.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/admin/static/nope.js' })).statusCode).toBe(
      404,
    );
    const api = await t.app.inject({ method: 'GET', url: '/admin/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, errorCode: 'not.found' });
  });

  it('marks API answers no-store', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/api/session' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
