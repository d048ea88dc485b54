import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberInfoValueSchema } from '@monsoon/contracts/member';
import { loginFailureValueSchema, sessionValueSchema } from '@monsoon/contracts/session';
import { smsSentValueSchema } from '@monsoon/contracts/verification';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import {
  buildMember,
  countRows,
  createMerchant,
  latestCode,
  loginAs,
  nextIp,
  withFlags,
} from '@/test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createMerchant(t.database, 'other');
  await createMerchant(t.database, 'noflags', (s) => ({
    ...s,
    whitelabel: withFlags(s.whitelabel, { FREEPLAY3: false, MOBILEVERCODELOGIN3: false }),
  }));
});
afterAll(async () => t.close());

const login = (
  payload: object,
  opts: { ip?: string; merchant?: string; cookies?: Record<string, string> } = {},
) =>
  wire(t.app).send('POST', '/wps/session/login', {
    payload,
    remoteAddress: opts.ip ?? nextIp(),
    ...(opts.merchant ? { merchant: opts.merchant } : {}),
    ...(opts.cookies ? { cookies: opts.cookies } : {}),
  });

const info = (token: string, merchant?: string) =>
  wire(t.app).send('GET', '/wps/member/info', { token, ...(merchant ? { merchant } : {}) });

describe('POST /wps/session/login', () => {
  it('logs a demo player in and opens a session the token resolves to', async () => {
    const value = await loginAs(t.app, 'player01', 'Player123');
    expect(value).toMatchObject({
      userName: 'player01',
      customerType: 0,
      firstTimeLogin: false,
      passwordExpired: false,
      changePasswordRequired: false,
    });
    expect(value.customerId).toBe(value.id);
    expect(value.token).toMatch(/^[0-9a-f]{64}$/);
    const me = await wire(t.app).ok(memberInfoValueSchema, 'GET', '/wps/member/info', {
      token: value.token,
    });
    expect(me.account).toBe('player01');
    const { rows } = await t.database.query('select last_login_at from members where id = $1', [
      value.id,
    ]);
    expect(rows[0]?.['last_login_at']).not.toBeNull();
    expect(
      await countRows(
        t.database,
        'sessions',
        `member_id = ${value.id} and token_hash = '${value.token}'`,
      ),
    ).toBe(0);
  });

  it('accepts the username in any case and type "1"', async () => {
    const res = await login({
      username: 'PLAYER02',
      password: 'Player123',
      captcha: null,
      type: '1',
    });
    expect(sessionValueSchema.parse((res.body as { value: unknown }).value).userName).toBe(
      'player02',
    );
  });

  it('asks for a change with the default password 123456, or an expired one under PWDEXPFORCECHANGE3', async () => {
    expect(await loginAs(t.app, 'newbie01', '123456')).toMatchObject({
      changePasswordRequired: true,
      passwordExpired: false,
    });
    const expired = await buildMember(t.database, {
      passwordExpiresAt: new Date(Date.now() - 60_000),
    });
    expect(await loginAs(t.app, expired.username, expired.password)).toMatchObject({
      passwordExpired: true,
      changePasswordRequired: true,
    });
  });

  it('reports the first login once, then clears it', async () => {
    const fresh = await buildMember(t.database, { firstTimeLogin: true });
    expect((await loginAs(t.app, fresh.username, fresh.password)).firstTimeLogin).toBe(true);
    expect((await loginAs(t.app, fresh.username, fresh.password)).firstTimeLogin).toBe(false);
  });

  it('refuses bad input clearly and writes nothing', async () => {
    const before = await countRows(t.database, 'sessions');
    const missing = await wire(t.app).fail('POST', '/wps/session/login', {
      payload: { username: 'player01' },
    });
    expect(missing).toMatchObject({ status: 400, errorCode: 'invalid.request' });
    const badType = await wire(t.app).fail('POST', '/wps/session/login', {
      payload: { username: 'player01', password: 'Player123', type: 'facebook' },
    });
    expect(badType.errorCode).toBe('invalid.request');
    const firebase = await wire(t.app).fail('POST', '/wps/session/login', {
      payload: { username: 'player01', password: 'Player123', type: 'firebase' },
    });
    expect(firebase).toMatchObject({ status: 400, errorCode: 'function.not.available' });
    expect(await countRows(t.database, 'sessions')).toBe(before);
  });

  it('answers the same login.failed for a wrong password and an unknown username', async () => {
    const wrong = await wire(t.app).fail('POST', '/wps/session/login', {
      payload: { username: 'player02', password: 'nope12345' },
      remoteAddress: nextIp(),
    });
    const unknown = await wire(t.app).fail('POST', '/wps/session/login', {
      payload: { username: 'nobody999', password: 'nope12345' },
      remoteAddress: nextIp(),
    });
    for (const res of [wrong, unknown]) {
      expect(res).toMatchObject({
        status: 400,
        errorCode: 'login.failed',
        value: { captcha: false },
      });
      expect(res.message).toBeTruthy();
    }
  });

  it('requires a captcha after repeated failures, until a correct one and the right password', async () => {
    const member = await buildMember(t.database);
    const fail = (payload: object, cookies?: Record<string, string>) =>
      login({ username: member.username, ...payload }, cookies ? { cookies } : {});
    const flags: boolean[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await fail({ password: 'wrong000' });
      flags.push(loginFailureValueSchema.parse((res.body as { value: unknown }).value).captcha);
    }
    expect(flags).toEqual([false, false, true]);
    // From now on even the right password needs a captcha.
    const noCaptcha = await fail({ password: member.password });
    expect(noCaptcha.body).toMatchObject({
      errorCode: 'captcha.required',
      value: { captcha: true },
    });

    t.app.services.captcha.useTextGenerator(() => 'K7QX');
    const image = await wire(t.app).send('GET', '/wps/captcha', { remoteAddress: nextIp() });
    const captchaId = image.cookies.find((c) => c.name === 'captchaId')?.value ?? '';
    const wrongCaptcha = await fail({ password: member.password, captcha: 'AAAA' }, { captchaId });
    expect(wrongCaptcha.body).toMatchObject({
      errorCode: 'captcha.invalid',
      value: { captcha: true },
    });

    // A captcha is good for one answer only: fetch a new one.
    const image2 = await wire(t.app).send('GET', '/wps/captcha', { remoteAddress: nextIp() });
    const captchaId2 = image2.cookies.find((c) => c.name === 'captchaId')?.value ?? '';
    const ok = await fail(
      { password: member.password, captcha: 'k7qx' },
      { captchaId: captchaId2 },
    );
    expect(ok.status).toBe(200);
    expect(
      await countRows(t.database, 'login_failures', `account_key = '${member.username}'`),
    ).toBe(0);
  });

  it('answers 429 past the per-account and per-IP limits', async () => {
    const member = await buildMember(t.database);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await login({ username: member.username, password: 'wrong000', captcha: 'X' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(
      (await login({ username: member.username, password: member.password })).body,
    ).toMatchObject({
      errorCode: 'TOO_MANY_REQUESTS',
    });

    const ip = nextIp();
    const perIp: number[] = [];
    for (let i = 0; i < 21; i++)
      perIp.push((await login({ username: `ghost${i}`, password: 'x' }, { ip })).status);
    expect(perIp.filter((s) => s === 429)).toEqual([429]);
    expect(perIp[20]).toBe(429);
  });

  it('keeps one live session per member: a second login kills the first token', async () => {
    const member = await buildMember(t.database);
    const first = await loginAs(t.app, member.username, member.password);
    const second = await loginAs(t.app, member.username, member.password);
    expect((await info(first.token)).body).toMatchObject({ errorCode: 'login.not.session' });
    expect((await info(first.token)).status).toBe(401);
    expect((await info(second.token)).status).toBe(200);
  });

  it('keeps merchants apart: demo accounts and tokens do not work on another merchant', async () => {
    const res = await login({ username: 'player01', password: 'Player123' }, { merchant: 'other' });
    expect(res.body).toMatchObject({ errorCode: 'login.failed' });
    const demo = await loginAs(t.app, 'player02', 'Player123');
    expect((await info(demo.token, 'other')).status).toBe(401);
    expect((await info(demo.token)).status).toBe(200);
  });
});

describe('SMS login', () => {
  it('logs in with a code read from the outbox, once', async () => {
    const member = await buildMember(t.database, {
      countryDialingCode: '63',
      mobile: '9181234567',
    });
    await wire(t.app).ok(smsSentValueSchema, 'POST', '/wps/verification/sms/noLogin', {
      payload: { mobileNum: '09181234567', countryDialingCode: '63' },
      remoteAddress: nextIp(),
    });
    const code = await latestCode(t.app, '+639181234567');
    const payload = {
      username: '9181234567',
      password: code,
      captcha: null,
      type: 'sms',
      countryDialingCode: '+63',
    };
    const res = await login(payload);
    const value = sessionValueSchema.parse((res.body as { value: unknown }).value);
    expect(value).toMatchObject({
      id: member.id,
      userName: member.username,
      changePasswordRequired: false,
    });
    expect((await login(payload)).body).toMatchObject({
      errorCode: 'verification.code.invalid',
      value: { captcha: false },
    });
  });

  it('is refused when MOBILEVERCODELOGIN3 is off, and rejects an invalid number', async () => {
    const off = await login(
      { username: '9170000002', password: '123456', type: 'sms' },
      { merchant: 'noflags' },
    );
    expect(off).toMatchObject({ status: 400, body: { errorCode: 'function.not.available' } });
    const bad = await login({ username: '12', password: '123456', type: 'sms' });
    expect(bad.body).toMatchObject({
      errorCode: 'invalid.request',
      value: { fields: { username: 'invalid_phone_number' } },
    });
  });
});

describe('free play, logout and the unsecure login', () => {
  it('creates a trial account (type 4) with a session', async () => {
    const before = await countRows(t.database, 'members', 'type = 4');
    const value = await wire(t.app).ok(sessionValueSchema, 'POST', '/wps/session/login/freeplay', {
      payload: { os: 'Windows', platform: 'W' },
      headers: { encryption: 'abc123', 'x-gateway-version': '3' },
      remoteAddress: nextIp(),
    });
    expect(value).toMatchObject({
      customerType: 4,
      firstTimeLogin: true,
      changePasswordRequired: false,
    });
    expect(value.userName).toMatch(/^fp[a-z0-9]{8}$/);
    expect(await countRows(t.database, 'members', 'type = 4')).toBe(before + 1);
    const me = await wire(t.app).ok(memberInfoValueSchema, 'GET', '/wps/member/info', {
      token: value.token,
    });
    expect(me).toMatchObject({ isAgent: 4, toUpline: false });
  });

  it('refuses a malformed free-play body without creating an account', async () => {
    const before = await countRows(t.database, 'members');
    const res = await wire(t.app).fail('POST', '/wps/session/login/freeplay', {
      payload: { os: 'x'.repeat(65) },
      remoteAddress: nextIp(),
    });
    expect(res).toMatchObject({ status: 400, errorCode: 'invalid.request' });
    expect(await countRows(t.database, 'members')).toBe(before);
  });

  it('answers function.not.available when FREEPLAY3 is off', async () => {
    const res = await wire(t.app).fail('POST', '/wps/session/login/freeplay', {
      payload: {},
      merchant: 'noflags',
    });
    expect(res).toMatchObject({ status: 400, errorCode: 'function.not.available' });
  });

  it('logs out by DELETE or POST; the token is dead afterwards; no token answers 401', async () => {
    for (const method of ['DELETE', 'POST'] as const) {
      const { token } = await loginAs(t.app, 'player02', 'Player123');
      const res = await wire(t.app).send(method, '/wps/session/logout', {
        token,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.body).toEqual({ success: true, value: null });
      expect((await info(token)).status).toBe(401);
      expect((await wire(t.app).send(method, '/wps/session/logout', { token })).status).toBe(401);
    }
    expect(await wire(t.app).fail('DELETE', '/wps/session/logout')).toMatchObject({
      status: 401,
      errorCode: 'login.not.session',
    });
  });

  it('does not serve the unsecure login unless ENABLE_UNSECURE_LOGIN is true', async () => {
    const res = await wire(t.app).fail('POST', '/wps/session/login/unsecure', {
      payload: { username: 'player01', password: 'Player123' },
    });
    expect(res).toMatchObject({ status: 404, errorCode: 'not.found' });
    const enabled = await createTestApp({ env: { ENABLE_UNSECURE_LOGIN: 'true' } });
    try {
      const value = await wire(enabled.app).ok(
        sessionValueSchema,
        'POST',
        '/wps/session/login/unsecure',
        {
          payload: { username: 'player01', password: 'Player123' },
        },
      );
      expect(value.userName).toBe('player01');
      const wrong = await wire(enabled.app).fail('POST', '/wps/session/login/unsecure', {
        payload: { username: 'player01', password: 'wrong' },
      });
      expect(wrong.errorCode).toBe('login.failed');
    } finally {
      await enabled.close();
    }
  });

  it('documents the account calls in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    for (const path of [
      '/wps/session/login',
      '/wps/member/register',
      '/wps/member/info',
      '/wps/captcha',
      '/dev/outbox',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});
