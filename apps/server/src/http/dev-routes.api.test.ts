import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import { loadEnv } from '@/config/env.ts';
import { buildMember, latestCode, loginAs, nextIp, nextMobile } from '@/test/factories.ts';
import { wire } from '@/test/http.ts';
import { createTestApp, openTestDatabase, type TestApp } from '@/test/test-app.ts';

/**
 * Issue 10, defect 1: the account takeover from outside. Anyone who knows a member's phone number asks
 * for a reset code, reads it from /dev/outbox and sets a new password. A default app (what `npm start`
 * runs: no switch set, only its generated wallet secret) has no /dev route at all; with
 * ENABLE_DEV_ROUTES=true (the demo, the tests) the outbox is there.
 */
async function defaultApp(): Promise<TestApp & { devRouteRefusal: unknown }> {
  const { database, asOwner, drop } = await openTestDatabase();
  const env = loadEnv({
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}`,
    STUDIO_WALLET_SECRET: randomBytes(32).toString('hex'),
  });
  const app = await buildApp({ env, database, logger: false });
  // What a module declaring another /dev route would do before start-up (asserted below).
  let devRouteRefusal: unknown = null;
  try {
    app.get('/dev/anything-else', async () => ({ codes: [] }));
  } catch (err) {
    devRouteRefusal = err;
  }
  await app.ready();
  return {
    app,
    database,
    asOwner,
    devRouteRefusal,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** The attacker's three steps against an app, from outside: what each answered. */
async function takeover(t: TestApp) {
  const mobile = nextMobile();
  const member = await buildMember(t.database, { countryDialingCode: '63', mobile });
  const api = wire(t.app);
  const asked = await api.send('POST', '/wps/member/password/sms', {
    payload: { mobileNum: mobile, countryDialingCode: '63' },
    remoteAddress: nextIp(),
  });
  const outbox = await api.send('GET', `/dev/outbox?recipient=%2B63${mobile}`, {
    remoteAddress: nextIp(),
  });
  return { member, mobile, asked, outbox };
}

const resetWith = (t: TestApp, mobile: string, verificationCode: string) =>
  wire(t.app).send('POST', '/wps/member/password/verification', {
    payload: {
      countryDialingCode: '63',
      mobileNum: mobile,
      verificationCode,
      newPassword: 'Taken123',
    },
    remoteAddress: nextIp(),
  });

describe('a default app (npm start without ENABLE_DEV_ROUTES)', () => {
  let t: TestApp & { devRouteRefusal: unknown };
  beforeAll(async () => {
    t = await defaultApp();
  });
  afterAll(async () => t.close());

  it('answers 404 on /dev/outbox: the reset code cannot be read and the account stays its owner’s', async () => {
    const { member, mobile, asked, outbox } = await takeover(t);
    expect(asked.body).toEqual({ success: true, value: { expiredMinutes: 5 } });
    expect(outbox.status).toBe(404);
    expect(outbox.body).toMatchObject({ success: false, errorCode: 'not.found' });
    expect(JSON.stringify(outbox.body)).not.toMatch(/\d{6}/);
    // The code was written (the member gets it), so a guess is all an attacker has left: refused.
    expect((await resetWith(t, mobile, '000000')).body).toMatchObject({
      success: false,
      errorCode: 'verification.code.invalid',
    });
    expect((await loginAs(t.app, member.username, member.password)).id).toBe(member.id);
  });

  it('has no /dev route under any spelling or verb, and documents none', async () => {
    for (const url of [
      '/dev/outbox',
      '/dev/outbox/',
      '/%64ev/outbox',
      '/dev/merchant/screens',
      '/dev/lottery/odds',
      '/dev/jobs/run',
    ]) {
      for (const method of ['GET', 'PUT', 'POST'] as const) {
        const res = await wire(t.app).send(method, url, { payload: {}, remoteAddress: nextIp() });
        expect(res.status, `${method} ${url}`).toBe(404);
      }
    }
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/dev'))).toEqual([]);
  });

  it('refuses to declare any other route under /dev at start-up', async () => {
    expect(t.devRouteRefusal).toBeInstanceOf(Error);
    expect(String(t.devRouteRefusal)).toMatch(/\/dev\/anything-else: .*ENABLE_DEV_ROUTES is off/);
    expect((await wire(t.app).send('GET', '/dev/anything-else')).status).toBe(404);
  });
});

describe('with ENABLE_DEV_ROUTES=true (the demo, the tests)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ENABLE_DEV_ROUTES: 'true' } });
  });
  afterAll(async () => t.close());

  it('the outbox shows the code, and it resets the password (why the routes stay off by default)', async () => {
    const { member, mobile, outbox } = await takeover(t);
    expect(outbox.status).toBe(200);
    const code = await latestCode(t.app, `+63${mobile}`);
    expect(JSON.stringify(outbox.body)).toContain(code);
    expect((await resetWith(t, mobile, code)).body).toMatchObject({ success: true });
    expect((await loginAs(t.app, member.username, 'Taken123')).id).toBe(member.id);
  });
});
