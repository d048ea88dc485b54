import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberInfoValueSchema } from '@monsoon/contracts/member';
import { affiliateCheck, registerValueSchema } from '@monsoon/contracts/register';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import {
  countRows,
  createMerchant,
  latestCode,
  loginAs,
  nextId,
  nextIp,
  nextMobile,
  withFlags,
} from '@/test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createMerchant(t.database, 'other');
  await createMerchant(t.database, 'noflags', (s) => ({
    ...s,
    whitelabel: withFlags(s.whitelabel, {
      USERNAMEREG3: false,
      MOBILENUMREG3: false,
      AFFMAN3: false,
    }),
  }));
  await createMerchant(t.database, 'strict', (s) => ({
    ...s,
    whitelabel: withFlags(s.whitelabel, { REGMOBVERF3: true, MOBILENUMPASSREG3: false }),
    flags: { ...s.flags, publicCaptcha: true },
  }));
});
afterAll(async () => t.close());

const register = (
  payload: object,
  opts: { merchant?: string; mobile?: boolean; cookies?: Record<string, string> } = {},
) =>
  wire(t.app).send('PUT', opts.mobile ? '/wps/member/register/mobile' : '/wps/member/register', {
    payload: { registerMethod: 'WEB', domain: '127.0.0.1', ...payload },
    remoteAddress: nextIp(),
    ...(opts.merchant ? { merchant: opts.merchant } : {}),
    ...(opts.cookies ? { cookies: opts.cookies } : {}),
  });
const valueOf = (res: { body: unknown }) =>
  registerValueSchema.parse((res.body as { value: unknown }).value);
const name = () => `newbie${nextId()}`;

/** Asks for a registration SMS code and reads it from the outbox. */
async function registerCode(mobile: string, merchant?: string): Promise<string> {
  await wire(t.app).send('POST', '/wps/verification/sms/register', {
    payload: { mobileNo: mobile, countryDialingCode: '63' },
    remoteAddress: nextIp(),
    ...(merchant ? { merchant } : {}),
  });
  return latestCode(t.app, `+63${mobile}`, merchant);
}

describe('PUT /wps/member/register', () => {
  it('registers by username and answers a live session', async () => {
    const username = name();
    const res = await register(
      { username, password: 'abc12345', confirmPassword: 'abc12345', email: 'me@example.com' },
      {},
    );
    const value = valueOf(res);
    expect(value).toMatchObject({
      userName: username,
      customerType: 0,
      firstTimeLogin: true,
      changePasswordRequired: false,
    });
    expect(value.customerId).toBe(value.id);
    const me = await wire(t.app).ok(memberInfoValueSchema, 'GET', '/wps/member/info', {
      token: value.token ?? '',
    });
    expect(me).toMatchObject({ account: username, uplineName: null, email: 'm***@example.com' });
    const { rows } = await t.database.query(
      'select password_hash, register_ip, password_expires_at from members where id = $1',
      [value.id],
    );
    expect(String(rows[0]?.['password_hash'])).toMatch(/^\$argon2id\$/);
    expect(rows[0]?.['password_expires_at']).not.toBeNull();
    expect((await loginAs(t.app, username.toUpperCase(), 'abc12345')).id).toBe(value.id);
  });

  it('puts the account under the agent of the invitation code', async () => {
    const value = valueOf(
      await register({
        username: name(),
        password: 'abc12345',
        confirmPassword: 'abc12345',
        affiliateCode: 'agent01',
      }),
    );
    const me = await wire(t.app).ok(memberInfoValueSchema, 'GET', '/wps/member/info', {
      token: value.token ?? '',
    });
    expect(me).toMatchObject({ uplineName: 'agent01', toUpline: true });
  });

  it('answers no token when login is false', async () => {
    const before = await countRows(t.database, 'sessions');
    const value = valueOf(
      await register({
        username: name(),
        password: 'abc12345',
        confirmPassword: 'abc12345',
        login: false,
      }),
    );
    expect(value.token).toBeNull();
    expect(await countRows(t.database, 'sessions')).toBe(before);
  });

  it('checks every field with the merchant rules and writes nothing on failure', async () => {
    const before = await countRows(t.database, 'members');
    const res = await register({
      username: '1abc',
      password: 'ab',
      confirmPassword: 'ab',
      email: 'not-mail',
      mobileNum: '12',
    });
    expect(res.body).toMatchObject({
      errorCode: 'invalid.request',
      value: {
        fields: {
          username: 'reg_pattern_1',
          password: 'reg_pattern_4',
          email: 'reg_pattern_3',
          mobileNum: 'reg_pattern_6',
        },
        limits: { username: { min: 6, max: 16 }, password: { min: 6, max: 12 } },
      },
    });
    const empty = await register({ username: '', password: '' });
    expect(empty.body).toMatchObject({
      value: {
        fields: {
          username: 'input_cannot_be_empty',
          password: 'input_cannot_be_empty',
          confirmPassword: 'input_cannot_be_empty',
        },
      },
    });
    const badMobile = await register({
      username: name(),
      password: 'abc12345',
      confirmPassword: 'abc12345',
      mobileNum: '12345678',
    });
    expect(badMobile.body).toMatchObject({
      value: { fields: { mobileNum: 'invalid_phone_number' } },
    });
    const mismatch = await register({
      username: name(),
      password: 'abc12345',
      confirmPassword: 'abc12346',
    });
    expect(mismatch.body).toMatchObject({ errorCode: 'password.inconsistent' });
    const taken = await register({
      username: 'PLAYER01',
      password: 'abc12345',
      confirmPassword: 'abc12345',
    });
    expect(taken.body).toMatchObject({ errorCode: 'username.exists' });
    const takenMobile = await register({
      username: name(),
      password: 'abc12345',
      confirmPassword: 'abc12345',
      mobileNum: '9170000002',
    });
    expect(takenMobile.body).toMatchObject({ errorCode: 'mobile.exists' });
    for (const code of ['NOPE99', 'player01']) {
      const badCode = await register({
        username: name(),
        password: 'abc12345',
        confirmPassword: 'abc12345',
        affiliateCode: code,
      });
      expect(badCode.body).toMatchObject({ errorCode: 'invitation_code_error' });
    }
    expect(await countRows(t.database, 'members')).toBe(before);
  });

  it('allows the same username on another merchant', async () => {
    const value = valueOf(
      await register(
        { username: 'player01', password: 'abc12345', confirmPassword: 'abc12345' },
        { merchant: 'other' },
      ),
    );
    expect(value.userName).toBe('player01');
    expect((await loginAs(t.app, 'player01', 'abc12345', { merchant: 'other' })).id).toBe(value.id);
    expect((await loginAs(t.app, 'player01', 'Player123')).id).not.toBe(value.id);
  });

  it('answers function.not.available when username registration is off', async () => {
    const res = await register(
      { username: name(), password: 'abc12345', confirmPassword: 'abc12345' },
      { merchant: 'noflags' },
    );
    expect(res).toMatchObject({ status: 400, body: { errorCode: 'function.not.available' } });
  });

  it('asks for a verified mobile (REGMOBVERF3) and a captcha (public captcha) when the merchant says so', async () => {
    const username = name();
    const mobile = nextMobile();
    const base = { username, password: 'abc12345', confirmPassword: 'abc12345' };
    const missing = await register(base, { merchant: 'strict' });
    expect(missing.body).toMatchObject({
      value: {
        fields: {
          mobileNum: 'input_cannot_be_empty',
          verificationCode: 'input_cannot_be_empty',
          captcha: 'input_cannot_be_empty',
        },
      },
    });
    t.app.services.captcha.useTextGenerator(() => 'R2D2');
    const captchaId = async () =>
      (
        await wire(t.app).send('GET', '/wps/captcha', {
          merchant: 'strict',
          remoteAddress: nextIp(),
        })
      ).cookies.find((c) => c.name === 'captchaId')?.value ?? '';
    const code = await registerCode(mobile, 'strict');
    const full = { ...base, mobileNum: mobile, countryDialingCode: '63', verificationCode: code };
    const wrongCaptcha = await register(
      { ...full, captcha: 'ZZZZ' },
      { merchant: 'strict', cookies: { captchaId: await captchaId() } },
    );
    expect(wrongCaptcha.body).toMatchObject({ errorCode: 'captcha.invalid' });
    const wrongCode = await register(
      { ...full, verificationCode: code === '000000' ? '111111' : '000000', captcha: 'R2D2' },
      { merchant: 'strict', cookies: { captchaId: await captchaId() } },
    );
    expect(wrongCode.body).toMatchObject({ errorCode: 'verification.code.invalid' });
    const ok = await register(
      { ...full, captcha: 'R2D2' },
      { merchant: 'strict', cookies: { captchaId: await captchaId() } },
    );
    expect(valueOf(ok).userName).toBe(username);
  });

  it('limits registrations per IP', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await wire(t.app).send('PUT', '/wps/member/register', {
        payload: { username: '' },
        remoteAddress: ip,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('PUT /wps/member/register/mobile', () => {
  it('registers by mobile number and SMS code; the number becomes the username', async () => {
    const mobile = nextMobile();
    const code = await registerCode(mobile);
    const payload = {
      mobileNum: `0${mobile}`,
      countryDialingCode: '63',
      verificationCode: code,
      password: 'abc12345',
      confirmPassword: 'abc12345',
    };
    const value = valueOf(await register(payload, { mobile: true }));
    expect(value.userName).toBe(mobile);
    const me = await wire(t.app).ok(memberInfoValueSchema, 'GET', '/wps/member/info', {
      token: value.token ?? '',
    });
    expect(me.mobile).toBe(`****${mobile.slice(-4)}`);
    expect(
      await countRows(
        t.database,
        'verification_codes',
        `recipient = '+63${mobile}' and consumed_at is not null`,
      ),
    ).toBe(1);
    expect((await register(payload, { mobile: true })).body).toMatchObject({
      errorCode: 'mobile.exists',
    });
  });

  it('needs the SMS code and the password pair (MOBILENUMPASSREG3), and writes nothing without them', async () => {
    const before = await countRows(t.database, 'members');
    const mobile = nextMobile();
    const res = await register({ mobileNum: mobile, countryDialingCode: '63' }, { mobile: true });
    expect(res.body).toMatchObject({
      value: {
        fields: { verificationCode: 'input_cannot_be_empty', password: 'input_cannot_be_empty' },
      },
    });
    await registerCode(mobile);
    const wrong = await register(
      {
        mobileNum: mobile,
        countryDialingCode: '63',
        verificationCode: '12345',
        password: 'abc12345',
        confirmPassword: 'abc12345',
      },
      { mobile: true },
    );
    expect(wrong.body).toMatchObject({ errorCode: 'verification.code.invalid' });
    expect(await countRows(t.database, 'members')).toBe(before);
  });

  it('sets a random password when MOBILENUMPASSREG3 is off', async () => {
    const mobile = nextMobile();
    const code = await registerCode(mobile, 'strict');
    t.app.services.captcha.useTextGenerator(() => 'C3PQ');
    const image = await wire(t.app).send('GET', '/wps/captcha', {
      merchant: 'strict',
      remoteAddress: nextIp(),
    });
    const captchaId = image.cookies.find((c) => c.name === 'captchaId')?.value ?? '';
    const res = await register(
      { mobileNum: mobile, countryDialingCode: '63', verificationCode: code, captcha: 'C3PQ' },
      { mobile: true, merchant: 'strict', cookies: { captchaId } },
    );
    expect(valueOf(res).userName).toBe(mobile);
  });

  it('answers function.not.available when mobile registration is off', async () => {
    const res = await register(
      { mobileNum: nextMobile(), countryDialingCode: '63', verificationCode: '123456' },
      { mobile: true, merchant: 'noflags' },
    );
    expect(res).toMatchObject({ status: 400, body: { errorCode: 'function.not.available' } });
  });
});

describe('GET /wps/agent/affiliate', () => {
  it("accepts an agent's code of this merchant only", async () => {
    const api = wire(t.app);
    expect(
      await api.ok(
        affiliateCheck.value,
        'GET',
        '/wps/agent/affiliate?code=agent01&domain=127.0.0.1',
      ),
    ).toEqual({ valid: true, code: 'AGENT01' });
    for (const url of [
      '/wps/agent/affiliate?code=NOPE',
      '/wps/agent/affiliate?code=',
      '/wps/agent/affiliate',
    ]) {
      expect(await api.fail('GET', url)).toMatchObject({
        status: 400,
        errorCode: 'invitation_code_error',
      });
    }
    expect(
      await api.fail('GET', '/wps/agent/affiliate?code=AGENT01', { merchant: 'other' }),
    ).toMatchObject({ errorCode: 'invitation_code_error' });
    expect(
      await api.fail('GET', '/wps/agent/affiliate?code=AGENT01', { merchant: 'noflags' }),
    ).toMatchObject({ errorCode: 'function.not.available' });
  });

  it('limits checks to 30 a minute per IP (no guessing codes)', async () => {
    const remoteAddress = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await wire(t.app).send('GET', `/wps/agent/affiliate?code=GUESS${i}`, {
        remoteAddress,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
