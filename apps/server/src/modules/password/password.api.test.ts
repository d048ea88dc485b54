import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordVerification } from '@monsoon/contracts/password';
import { sessionValueSchema } from '@monsoon/contracts/session';
import { newToken, sha256 } from '@/lib/ids.ts';
import { createSessionRepository } from '@/modules/session/session.repository.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import {
  buildMember,
  createMerchant,
  demoMerchant,
  latestCode,
  loginAs,
  nextIp,
  nextMobile,
  outboxTo,
  withFlags,
} from '@/test/factories.ts';

let t: TestApp;
let noflagsId = 0;
beforeAll(async () => {
  t = await createTestApp();
  await createMerchant(t.database, 'other');
  const noflags = await createMerchant(t.database, 'noflags', (s) => ({
    ...s,
    whitelabel: withFlags(s.whitelabel, { PASS3: false }),
  }));
  noflagsId = noflags.id;
});
afterAll(async () => t.close());

const change = (token: string | undefined, payload: object, merchant?: string) =>
  wire(t.app).send('POST', '/wps/member/password', {
    payload,
    ...(token ? { token } : {}),
    ...(merchant ? { merchant } : {}),
  });
const info = (token: string) => wire(t.app).send('GET', '/wps/member/info', { token });
const hashOf = async (id: number) =>
  String(
    (await t.database.query('select password_hash from members where id = $1', [id])).rows[0]?.[
      'password_hash'
    ],
  );

describe('POST /wps/member/password', () => {
  it("changes the password, keeps this session and ends the account's other sessions", async () => {
    const member = await buildMember(t.database, {
      passwordExpiresAt: new Date(Date.now() - 1000),
    });
    const current = await loginAs(t.app, member.username, member.password);
    const demo = await demoMerchant(t.database);
    // A second live session (logins keep one per member, so it is written directly).
    const other = { token: newToken() };
    await createSessionRepository(t.database.db).insert({
      merchantId: demo.id,
      memberId: member.id,
      tokenHash: sha256(other.token),
      loginType: 'username',
      expiresAt: new Date(Date.now() + 600_000),
    });
    const res = await change(current.token, {
      oldPassword: member.password,
      newPassword: 'Fresh123',
      confirmNewPassword: 'Fresh123',
    });
    expect(res.body).toEqual({ success: true, value: null });
    expect((await info(current.token)).status).toBe(200);
    expect((await info(other.token)).status).toBe(401);
    const again = await loginAs(t.app, member.username, 'Fresh123');
    expect(again).toMatchObject({ passwordExpired: false, changePasswordRequired: false });
    const old = await wire(t.app).fail('POST', '/wps/session/login', {
      payload: { username: member.username, password: member.password },
      remoteAddress: nextIp(),
    });
    expect(old.errorCode).toBe('login.failed');
  });

  it('refuses a wrong old password, a mismatch, the same password and a rule violation, changing nothing', async () => {
    const member = await buildMember(t.database);
    const { token } = await loginAs(t.app, member.username, member.password);
    const before = await hashOf(member.id);
    const cases = [
      [
        { oldPassword: 'Wrong999', newPassword: 'Fresh123', confirmNewPassword: 'Fresh123' },
        'password.incorrect',
      ],
      [
        { oldPassword: member.password, newPassword: 'Fresh123', confirmNewPassword: 'Fresh124' },
        'password.inconsistent',
      ],
      [
        {
          oldPassword: member.password,
          newPassword: member.password,
          confirmNewPassword: member.password,
        },
        'password.same.as.old',
      ],
      [
        { oldPassword: member.password, newPassword: 'ab', confirmNewPassword: 'ab' },
        'invalid.request',
      ],
      [
        { oldPassword: member.password, newPassword: 'bad pass!', confirmNewPassword: 'bad pass!' },
        'invalid.request',
      ],
    ] as const;
    for (const [payload, errorCode] of cases) {
      const res = await change(token, payload);
      expect(res).toMatchObject({ status: 400, body: { errorCode } });
    }
    const ruled = await change(token, {
      oldPassword: member.password,
      newPassword: 'ab',
      confirmNewPassword: 'ab',
    });
    expect(ruled.body).toMatchObject({
      value: {
        fields: { newPassword: 'reg_pattern_4' },
        limits: { newPassword: { min: 6, max: 12 } },
      },
    });
    expect(await hashOf(member.id)).toBe(before);
  });

  it('answers 401 without a token and 403 for a trial account', async () => {
    expect(
      await change(undefined, { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' }),
    ).toMatchObject({
      status: 401,
      body: { errorCode: 'login.not.session' },
    });
    const trial = await wire(t.app).ok(sessionValueSchema, 'POST', '/wps/session/login/freeplay', {
      payload: {},
      remoteAddress: nextIp(),
    });
    const res = await change(trial.token, {
      oldPassword: 'whatever1',
      newPassword: 'Fresh123',
      confirmNewPassword: 'Fresh123',
    });
    expect(res).toMatchObject({ status: 403, body: { errorCode: 'in_need_true_account' } });
  });

  it('answers function.not.available when PASS3 is off', async () => {
    const other = await buildMember(t.database, { merchantId: noflagsId });
    const { token } = await loginAs(t.app, other.username, other.password, { merchant: 'noflags' });
    const res = await change(
      token,
      { oldPassword: other.password, newPassword: 'Fresh123', confirmNewPassword: 'Fresh123' },
      'noflags',
    );
    expect(res.body).toMatchObject({ errorCode: 'function.not.available' });
  });
});

describe('reset by SMS', () => {
  const sms = (mobileNum: string, merchant?: string) =>
    wire(t.app).send('POST', '/wps/member/password/sms', {
      payload: { mobileNum, countryDialingCode: '63' },
      remoteAddress: nextIp(),
      ...(merchant ? { merchant } : {}),
    });
  const reset = (payload: object) =>
    wire(t.app).send('POST', '/wps/member/password/verification', {
      payload: { countryDialingCode: '63', ...payload },
      remoteAddress: nextIp(),
    });

  it('sets a new password with the texted code and answers the username to log in with', async () => {
    const mobile = nextMobile();
    const member = await buildMember(t.database, { countryDialingCode: '63', mobile });
    const old = await loginAs(t.app, member.username, member.password);
    expect((await sms(mobile)).body).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = await latestCode(t.app, `+63${mobile}`);
    const res = await reset({ mobileNum: mobile, verificationCode: code, newPassword: 'Reset123' });
    expect(passwordVerification.value.parse((res.body as { value: unknown }).value)).toEqual({
      username: member.username,
    });
    expect((await info(old.token)).status).toBe(401);
    expect((await loginAs(t.app, member.username, 'Reset123')).id).toBe(member.id);
    expect(
      (await reset({ mobileNum: mobile, verificationCode: code, newPassword: 'Again123' })).body,
    ).toMatchObject({
      errorCode: 'verification.code.invalid',
    });
  });

  it('refuses an invalid number and a missing code, writing nothing', async () => {
    const before = await hashOf(1);
    expect((await sms('12')).body).toMatchObject({
      errorCode: 'invalid.request',
      value: { fields: { mobileNum: 'invalid_phone_number' } },
    });
    expect(
      (await reset({ mobileNum: '9170000001', verificationCode: '', newPassword: 'Reset123' }))
        .body,
    ).toMatchObject({
      errorCode: 'invalid.request',
      value: { fields: { verificationCode: 'input_cannot_be_empty' } },
    });
    expect(await hashOf(1)).toBe(before);
  });

  it("answers the same for unknown and other merchants' numbers without texting", async () => {
    const mobile = nextMobile();
    await buildMember(t.database, { countryDialingCode: '63', mobile });
    expect((await sms(mobile, 'other')).body).toEqual({
      success: true,
      value: { expiredMinutes: 5 },
    });
    const unknown = nextMobile();
    expect((await sms(unknown)).body).toEqual({ success: true, value: { expiredMinutes: 5 } });
    expect(await outboxTo(t.app, `+63${mobile}`, 'other')).toEqual([]);
    expect(await outboxTo(t.app, `+63${unknown}`)).toEqual([]);
    expect(
      (await reset({ mobileNum: unknown, verificationCode: '123456', newPassword: 'Reset123' }))
        .body,
    ).toMatchObject({
      errorCode: 'verification.code.invalid',
    });
  });

  it('checks the new password rule and the code attempts, changing nothing on failure', async () => {
    const mobile = nextMobile();
    const member = await buildMember(t.database, { countryDialingCode: '63', mobile });
    await sms(mobile);
    const code = await latestCode(t.app, `+63${mobile}`);
    const before = await hashOf(member.id);
    expect(
      (await reset({ mobileNum: mobile, verificationCode: code, newPassword: 'x' })).body,
    ).toMatchObject({
      errorCode: 'invalid.request',
      value: { fields: { newPassword: 'reg_pattern_4' } },
    });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await reset({ mobileNum: mobile, verificationCode: wrong, newPassword: 'Reset123' });
    expect(
      (await reset({ mobileNum: mobile, verificationCode: code, newPassword: 'Reset123' })).body,
    ).toMatchObject({
      errorCode: 'verification.code.invalid',
    });
    expect(await hashOf(member.id)).toBe(before);
  });
});
