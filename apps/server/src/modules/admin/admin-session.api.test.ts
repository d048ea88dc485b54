import { operatorCookieName } from '@monsoon/contracts/admin/call';
import { adminSignInPassword } from '@monsoon/contracts/admin/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createMerchant, fakeClock, nextId, nextIp } from '@/test/factories.ts';
import { wire } from '@/test/http.ts';
import { asOperator, buildOperator, demoOwner, signInOperator } from '@/test/operators.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { LOCKOUT_AFTER } from './operator-auth.service.ts';
import { totpCode } from './totp.ts';

const clock = fakeClock(new Date('2026-03-01T08:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const step30 = () => clock.advance(30_000);
const password = (body: unknown, ip = nextIp()) =>
  wire(t.app).send('POST', '/admin/api/session/password', {
    payload: body as Record<string, unknown>,
    remoteAddress: ip,
  });
const totp = (body: unknown, ip = nextIp()) =>
  wire(t.app).send('POST', '/admin/api/session/totp', {
    payload: body as Record<string, unknown>,
    remoteAddress: ip,
  });
const challengeOf = (res: { body: unknown }) =>
  adminSignInPassword.value.parse((res.body as { value: unknown }).value).challenge;

describe('operator sign-in', () => {
  it('signs in with password then code; the cookie is HttpOnly, SameSite=Strict, path /admin', async () => {
    step30();
    const first = await password(demoOwner());
    expect(first.status).toBe(200);
    expect(
      adminSignInPassword.value.parse((first.body as { value: unknown }).value).enrolment,
    ).toBeNull();
    const res = await totp({
      challenge: challengeOf(first),
      code: totpCode(demoOwner().secret, clock.now()),
    });
    expect(res.status).toBe(200);
    const cookie = res.cookies.find((c) => c.name === operatorCookieName);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin' });
    expect(cookie?.secure).toBeFalsy();
    expect(res.body).toMatchObject({
      success: true,
      value: { operator: { username: 'owner', role: 'owner', merchant: { code: 'demo' } } },
    });
    const auth = { cookie: `${operatorCookieName}=${cookie?.value}`, csrf: '', ip: nextIp() };
    const me = await asOperator(t.app, auth).send('GET', '/admin/api/session');
    expect(me).toMatchObject({ status: 200, body: { value: { operator: { username: 'owner' } } } });
    expect(
      await countRows(t.database, 'audit_log', "action = 'session.signed_in'"),
    ).toBeGreaterThan(0);
  });

  it('marks the cookie Secure behind https', async () => {
    const proxied = await createTestApp({ clock, env: { TRUST_PROXY: 'true' } });
    try {
      const op = await buildOperator(proxied.database, 'support');
      const ip = nextIp();
      const first = await wire(proxied.app).send('POST', '/admin/api/session/password', {
        payload: { username: op.username, password: op.password },
        remoteAddress: ip,
        headers: { 'x-forwarded-proto': 'https' },
      });
      const res = await wire(proxied.app).send('POST', '/admin/api/session/totp', {
        payload: { challenge: challengeOf(first), code: totpCode(op.secret, clock.now()) },
        remoteAddress: ip,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.cookies.find((c) => c.name === operatorCookieName)?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('refuses a wrong password and a wrong code the same way whoever asks', async () => {
    const op = await buildOperator(t.database, 'finance');
    const sessions = await countRows(t.database, 'operator_sessions');
    expect(await password({ username: op.username, password: 'wrong-password' })).toMatchObject({
      status: 400,
      body: { errorCode: 'admin.signin.failed' },
    });
    expect(await password({ username: 'nobody-here', password: 'whatever1' })).toMatchObject({
      status: 400,
      body: { errorCode: 'admin.signin.failed' },
    });
    const challenge = challengeOf(await password(op));
    const wrong = totpCode(op.secret, new Date(clock.now().getTime() + 10 * 60_000));
    expect(await totp({ challenge, code: wrong })).toMatchObject({
      status: 400,
      body: { errorCode: 'admin.totp.invalid' },
    });
    expect(await countRows(t.database, 'operator_sessions')).toBe(sessions);
  });

  it('refuses a code used before, even with a new challenge', async () => {
    step30();
    const op = await buildOperator(t.database, 'finance');
    await signInOperator(t.app, clock, op);
    const again = challengeOf(await password(op));
    expect(await totp({ challenge: again, code: totpCode(op.secret, clock.now()) })).toMatchObject({
      status: 400,
      body: { errorCode: 'admin.totp.replayed' },
    });
    // The step before is older still: refused too. The next step works.
    const before = totpCode(op.secret, new Date(clock.now().getTime() - 30_000));
    expect((await totp({ challenge: again, code: before })).body).toMatchObject({
      errorCode: 'admin.totp.replayed',
    });
    step30();
    expect((await totp({ challenge: again, code: totpCode(op.secret, clock.now()) })).status).toBe(
      200,
    );
  });

  it('two sign-ins racing with one code open one session', async () => {
    step30();
    const op = await buildOperator(t.database, 'support');
    const [a, b] = [challengeOf(await password(op)), challengeOf(await password(op))];
    const code = totpCode(op.secret, clock.now());
    const answers = await Promise.all([totp({ challenge: a, code }), totp({ challenge: b, code })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await countRows(t.database, 'operator_sessions', `operator_id = ${op.id}`)).toBe(1);
  });

  it('locks the operator out after repeated failures (audited), then lets them in later', async () => {
    const op = await buildOperator(t.database, 'support');
    for (let i = 0; i < LOCKOUT_AFTER; i++)
      expect(
        (await password({ username: op.username, password: 'wrong-password' })).body,
      ).toMatchObject({
        errorCode: 'admin.signin.failed',
      });
    const locked = await password(op);
    expect(locked).toMatchObject({
      status: 400,
      body: { errorCode: 'admin.signin.locked', value: { retryAfterSeconds: 900 } },
    });
    expect(
      await countRows(
        t.database,
        'audit_log',
        `action = 'operator.locked_out' and target_id = '${op.id}'`,
      ),
    ).toBe(1);
    clock.advance(15 * 60_000 + 1_000);
    await signInOperator(t.app, clock, op);
  });

  it('limits sign-in attempts per IP', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await password({ username: `ghost${i}`, password: 'nothing12' }, ip)).status);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('refuses a used, unknown or expired challenge', async () => {
    step30();
    const op = await buildOperator(t.database, 'support');
    const challenge = challengeOf(await password(op));
    clock.advance(5 * 60_000 + 1);
    expect((await totp({ challenge, code: totpCode(op.secret, clock.now()) })).body).toMatchObject({
      errorCode: 'admin.challenge.invalid',
    });
    expect((await totp({ challenge: 'f'.repeat(64), code: '123456' })).body).toMatchObject({
      errorCode: 'admin.challenge.invalid',
    });
  });

  it('enrols a new operator: secret and QR at the password step, the first code confirms it', async () => {
    step30();
    const op = await buildOperator(t.database, 'read-only', { enrolled: false });
    const first = await password(op);
    const value = adminSignInPassword.value.parse((first.body as { value: unknown }).value);
    expect(value.enrolment?.otpauthUri).toMatch(
      new RegExp(
        `^otpauth://totp/Monsoon%20Demo:${op.username}\\?secret=[A-Z2-7]{32}&issuer=Monsoon`,
      ),
    );
    expect(value.enrolment?.qrSvgDataUri).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(value.enrolment?.qrSvgDataUri.split(',')[1] ?? '', 'base64').toString();
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    const secret = value.enrolment?.secret ?? '';
    // The secret the operator had before (none) does not sign in; the new one does.
    expect(
      (await totp({ challenge: value.challenge, code: totpCode(secret, clock.now()) })).status,
    ).toBe(200);
    expect(
      await countRows(t.database, 'operators', `id = ${op.id} and totp_secret = '${secret}'`),
    ).toBe(1);
    step30();
    expect(
      adminSignInPassword.value.parse(((await password(op)).body as { value: unknown }).value)
        .enrolment,
    ).toBeNull();
  });

  it('answers 400 on bad input and writes nothing', async () => {
    const challenges = await countRows(t.database, 'operator_challenges');
    expect(await password({ username: '', password: 'x' })).toMatchObject({
      status: 400,
      body: { errorCode: 'invalid.request' },
    });
    expect(await totp({ challenge: 'abc', code: '12ab56' })).toMatchObject({
      status: 400,
      body: { errorCode: 'invalid.request' },
    });
    expect(await countRows(t.database, 'operator_challenges')).toBe(challenges);
  });

  it('signs out: the session ends, the cookie is cleared; sign-out needs the CSRF header', async () => {
    step30();
    const auth = await signInOperator(t.app, clock, demoOwner());
    const client = asOperator(t.app, auth);
    expect(await client.fail('DELETE', '/admin/api/session', undefined, false)).toMatchObject({
      status: 403,
      errorCode: 'admin.csrf.invalid',
    });
    const out = await client.send('DELETE', '/admin/api/session');
    expect(out.status).toBe(200);
    expect(out.cookies.find((c) => c.name === operatorCookieName)?.value).toBe('');
    expect(await client.fail('GET', '/admin/api/session')).toMatchObject({
      status: 401,
      errorCode: 'admin.session.required',
    });
  });

  it('answers 401 without a session, with a forged cookie, and for another merchant', async () => {
    expect(await asOperator(t.app, null).fail('GET', '/admin/api/session')).toMatchObject({
      status: 401,
      errorCode: 'admin.session.required',
    });
    const forged = { cookie: `${operatorCookieName}=${'a'.repeat(64)}`, csrf: 'x', ip: nextIp() };
    expect((await asOperator(t.app, forged).fail('GET', '/admin/api/session')).status).toBe(401);
    step30();
    const auth = await signInOperator(t.app, clock, demoOwner());
    await createMerchant(t.database, `other${nextId()}`).then(async (other) => {
      const res = await wire(t.app).send('GET', '/admin/api/session', {
        merchant: other.code,
        headers: { cookie: auth.cookie },
      });
      expect(res).toMatchObject({ status: 401, body: { errorCode: 'admin.session.required' } });
    });
  });

  it('expires an idle session and slides a used one', async () => {
    step30();
    const auth = await signInOperator(t.app, clock, demoOwner());
    const client = asOperator(t.app, auth);
    clock.advance(20 * 60_000);
    expect((await client.send('GET', '/admin/api/session')).status).toBe(200);
    clock.advance(20 * 60_000);
    expect((await client.send('GET', '/admin/api/session')).status).toBe(200);
    clock.advance(31 * 60_000);
    expect((await client.send('GET', '/admin/api/session')).status).toBe(401);
  });
});
