import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loginHistory,
  securityConfigValueSchema,
  updateProfile,
} from '@monsoon/contracts/security';
import { sessionValueSchema } from '@monsoon/contracts/session';
import { z } from 'zod';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import {
  buildMember,
  countRows,
  fakeClock,
  loginAs,
  nextIp,
  nextMobile,
} from '@/test/factories.ts';

// 12:00 in Manila on 15 June 2025: the demo merchant's today is 2025-06-15.
const clock = fakeClock(new Date('2025-06-15T04:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const api = () => wire(t.app);
const profileValue = updateProfile.value;

/** A fresh member with a session. */
async function signedIn(overrides: Parameters<typeof buildMember>[1] = {}) {
  const member = await buildMember(t.database, overrides);
  const { token } = await loginAs(t.app, member.username, member.password);
  return { member, token };
}

/** A trial (free play) session. */
const trialToken = async () =>
  (
    await api().ok(sessionValueSchema, 'POST', '/wps/session/login/freeplay', {
      payload: {},
      remoteAddress: nextIp(),
    })
  ).token;

/** The 6-digit code of the newest message the outbox holds for a recipient. */
async function codeSentTo(recipient: string): Promise<string> {
  const { rows } = await t.database.query(
    `select body from outbox_messages where recipient = $1 order by id desc limit 1`,
    [recipient],
  );
  const code = /\b(\d{6})\b/.exec(String(rows[0]?.['body'] ?? ''))?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

const memberColumn = async (id: number, column: string): Promise<unknown> => {
  const { rows } = await t.database.query(`select ${column} as v from members where id = $1`, [id]);
  return rows[0]?.['v'];
};

describe('GET /wps/v2/member/securityConfig', () => {
  it('answers what is bound, masked, with the rules and the latest birthday', async () => {
    const mobile = nextMobile();
    const { token } = await signedIn({
      countryDialingCode: '63',
      mobile,
      payeeName: 'Juan Dela Cruz',
    });
    const config = await api().ok(
      securityConfigValueSchema,
      'GET',
      '/wps/v2/member/securityConfig',
      {
        token,
      },
    );
    expect(config.mobile).toBe(`****${mobile.slice(-4)}`);
    expect(config.countryDialingCode).toBe('63');
    expect(config.email).toMatch(/^me\*\*\*@example\.test$/);
    expect(config.realName).toBe('J*** D*** C***');
    expect(config.birthday).toBeNull();
    expect(config.birthdayLatest).toBe('2004-06-15');
    expect(config.hasWithdrawalPassword).toBe(false);
    expect(config.bankCardCount).toBe(0);
    expect(config.rules.nickname.maxLength).toBe(16);
  });

  it('refuses without a token (401) and a trial account (403)', async () => {
    const none = await api().fail('GET', '/wps/v2/member/securityConfig');
    expect([none.status, none.errorCode]).toEqual([401, 'login.not.session']);
    const trial = await api().fail('GET', '/wps/v2/member/securityConfig', {
      token: await trialToken(),
    });
    expect([trial.status, trial.errorCode]).toEqual([403, 'in_need_true_account']);
  });
});

describe('POST /wps/member/info (profile)', () => {
  it('changes the nickname, then sets the real name and the birthday once', async () => {
    const { member, token } = await signedIn();
    const first = await api().ok(profileValue, 'POST', '/wps/member/info', {
      token,
      payload: { nickname: '  Lucky Star ' },
    });
    expect(first).toEqual({ nickname: 'Lucky Star', realName: null, birthday: null });
    const second = await api().ok(profileValue, 'POST', '/wps/member/info', {
      token,
      payload: { payeeName: 'Maria  Santos', birthday: '2004-06-15' },
    });
    expect(second).toEqual({
      nickname: 'Lucky Star',
      realName: 'M*** S***',
      birthday: '2004-06-15',
    });
    expect(await memberColumn(member.id, 'payee_name')).toBe('Maria Santos');

    const again = await api().fail('POST', '/wps/member/info', {
      token,
      payload: { nickname: 'Other', payeeName: 'Someone Else', birthday: '1990-01-01' },
    });
    expect(again.errorCode).toBe('profile.field.locked');
    expect(again.value).toEqual({
      fields: { payeeName: 'field_already_set', birthday: 'field_already_set' },
    });
    // Nothing of the refused request was written, not even the valid nickname.
    expect(await memberColumn(member.id, 'nickname')).toBe('Lucky Star');
    expect(await memberColumn(member.id, 'birthday::text')).toBe('2004-06-15');
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const { member, token } = await signedIn();
    const bad = await api().fail('POST', '/wps/member/info', {
      token,
      payload: { nickname: 'bad<name>', payeeName: '12345', birthday: '2004-06-16' },
    });
    expect([bad.status, bad.errorCode]).toEqual([400, 'invalid.request']);
    expect(bad.value).toMatchObject({
      fields: {
        nickname: 'nickname_invalid',
        payeeName: 'reg_pattern_22',
        birthday: 'birthday_underage',
      },
    });
    const short = await api().fail('POST', '/wps/member/info', {
      token,
      payload: { nickname: 'x', birthday: '2003-02-30' },
    });
    expect(short.value).toEqual({
      fields: { nickname: 'reg_pattern_0', birthday: 'birthday_invalid' },
      limits: { nickname: { min: 2, max: 16 } },
    });
    const empty = await api().fail('POST', '/wps/member/info', { token, payload: {} });
    expect(empty.value).toEqual({ fields: { profile: 'nothing_to_change' } });
    expect(await memberColumn(member.id, 'nickname')).toBe(member.nickname);
    expect(await memberColumn(member.id, 'payee_name')).toBeNull();
    expect(await memberColumn(member.id, 'birthday')).toBeNull();
  });

  it('refuses without a token and a trial account', async () => {
    const none = await api().fail('POST', '/wps/member/info', { payload: { nickname: 'Nobody' } });
    expect(none.status).toBe(401);
    const trial = await trialToken();
    const refused = await api().fail('POST', '/wps/member/info', {
      token: trial,
      payload: { nickname: 'Trial Name' },
    });
    expect([refused.status, refused.errorCode]).toEqual([403, 'in_need_true_account']);
    expect(await countRows(t.database, 'members', `nickname = 'Trial Name'`)).toBe(0);
  });

  it('limits profile writes per member', async () => {
    const { token } = await signedIn();
    for (let i = 0; i < 20; i++)
      await api().ok(profileValue, 'POST', '/wps/member/info', {
        token,
        payload: { nickname: `Name ${i}` },
      });
    const over = await api().fail('POST', '/wps/member/info', {
      token,
      payload: { nickname: 'One more' },
    });
    expect([over.status, over.errorCode]).toEqual([429, 'TOO_MANY_REQUESTS']);
  });
});

const sent = z.object({ expiredMinutes: z.number() });

describe('mobile binding', () => {
  it('binds a number with the code sent to it and the login password', async () => {
    const { member, token } = await signedIn();
    const mobile = nextMobile();
    await api().ok(sent, 'POST', '/wps/verification/sms/bind', {
      token,
      payload: { mobileNum: mobile, countryDialingCode: '63' },
      remoteAddress: nextIp(),
    });
    const code = await codeSentTo(`+63${mobile}`);
    const wrongPassword = await api().fail('POST', '/wps/member/mobile', {
      token,
      payload: {
        mobileNum: mobile,
        countryDialingCode: '63',
        verificationCode: code,
        password: 'Wrong123',
      },
    });
    expect(wrongPassword.errorCode).toBe('password.incorrect');
    const wrongCode = await api().fail('POST', '/wps/member/mobile', {
      token,
      payload: {
        mobileNum: mobile,
        countryDialingCode: '63',
        verificationCode: '000000',
        password: member.password,
      },
    });
    expect(wrongCode.errorCode).toBe('verification.code.invalid');
    expect(await memberColumn(member.id, 'mobile')).toBeNull();

    const bound = await api().ok(
      z.object({ mobile: z.string(), countryDialingCode: z.string() }),
      'POST',
      '/wps/member/mobile',
      {
        token,
        payload: {
          mobileNum: mobile,
          countryDialingCode: '63',
          verificationCode: code,
          password: member.password,
        },
      },
    );
    expect(bound).toEqual({ mobile: `****${mobile.slice(-4)}`, countryDialingCode: '63' });
    expect(await memberColumn(member.id, 'mobile')).toBe(mobile);
    // The code is used up.
    const replay = await api().fail('POST', '/wps/member/mobile', {
      token,
      payload: {
        mobileNum: mobile,
        countryDialingCode: '63',
        verificationCode: code,
        password: member.password,
      },
    });
    expect(replay.value).toEqual({ fields: { mobileNum: 'same_as_current' } });
  });

  it("refuses another member's number, the current one and a bad one, sending nothing", async () => {
    const taken = nextMobile();
    await buildMember(t.database, { countryDialingCode: '63', mobile: taken });
    const own = nextMobile();
    const { token } = await signedIn({ countryDialingCode: '63', mobile: own });
    const before = await countRows(t.database, 'outbox_messages');
    const exists = await api().fail('POST', '/wps/verification/sms/bind', {
      token,
      payload: { mobileNum: taken, countryDialingCode: '63' },
    });
    expect(exists.errorCode).toBe('mobile.exists');
    const same = await api().fail('POST', '/wps/verification/sms/bind', {
      token,
      payload: { mobileNum: own, countryDialingCode: '63' },
    });
    expect(same.value).toEqual({ fields: { mobileNum: 'same_as_current' } });
    const invalid = await api().fail('POST', '/wps/verification/sms/bind', {
      token,
      payload: { mobileNum: '12', countryDialingCode: '63' },
    });
    expect(invalid.value).toEqual({ fields: { mobileNum: 'invalid_phone_number' } });
    expect(await countRows(t.database, 'outbox_messages')).toBe(before);
  });

  it('refuses without a token and a trial account', async () => {
    const payload = { mobileNum: nextMobile(), countryDialingCode: '63' };
    expect((await api().fail('POST', '/wps/verification/sms/bind', { payload })).status).toBe(401);
    const trial = await trialToken();
    const refused = await api().fail('POST', '/wps/verification/sms/bind', {
      token: trial,
      payload,
    });
    expect(refused.errorCode).toBe('in_need_true_account');
    const bind = await api().fail('POST', '/wps/member/mobile', {
      token: trial,
      payload: { ...payload, verificationCode: '123456', password: 'x' },
    });
    expect(bind.errorCode).toBe('in_need_true_account');
  });
});

describe('e-mail binding', () => {
  it('binds an address with the e-mailed code and the login password', async () => {
    const { member, token } = await signedIn();
    const address = `New.Mail${member.id}@Example.test`;
    await api().ok(sent, 'POST', '/wps/verification/email/bind', {
      token,
      payload: { email: address },
      remoteAddress: nextIp(),
    });
    const code = await codeSentTo(address.toLowerCase());
    const bound = await api().ok(z.object({ email: z.string() }), 'POST', '/wps/member/email', {
      token,
      payload: { email: address, verificationCode: code, password: member.password },
    });
    expect(bound.email).toBe('Ne***@Example.test');
    expect(await memberColumn(member.id, 'email')).toBe(address);
  });

  it('refuses a bad address, a wrong code and a wrong password, writing nothing', async () => {
    const { member, token } = await signedIn();
    const bad = await api().fail('POST', '/wps/verification/email/bind', {
      token,
      payload: { email: 'not-an-address' },
    });
    expect(bad.value).toMatchObject({ fields: { email: 'reg_pattern_3' } });
    const address = `second${member.id}@example.test`;
    await api().ok(sent, 'POST', '/wps/verification/email/bind', {
      token,
      payload: { email: address },
    });
    const code = await codeSentTo(address);
    const wrongCode = await api().fail('POST', '/wps/member/email', {
      token,
      payload: {
        email: address,
        verificationCode: code === '111111' ? '222222' : '111111',
        password: member.password,
      },
    });
    expect(wrongCode.errorCode).toBe('verification.code.invalid');
    const wrongPassword = await api().fail('POST', '/wps/member/email', {
      token,
      payload: { email: address, verificationCode: code, password: 'Nope1234' },
    });
    expect(wrongPassword.errorCode).toBe('password.incorrect');
    expect(await memberColumn(member.id, 'email')).toBe(member.email);
    const none = await api().fail('POST', '/wps/member/email', {
      payload: { email: address, verificationCode: code, password: member.password },
    });
    expect(none.status).toBe(401);
    const trial = await api().fail('POST', '/wps/verification/email/bind', {
      token: await trialToken(),
      payload: { email: address },
    });
    expect(trial.errorCode).toBe('in_need_true_account');
  });

  it('refuses a code request without a token, and limits binds per member (each checks the password)', async () => {
    const noToken = await api().fail('POST', '/wps/verification/email/bind', {
      payload: { email: 'nobody@example.test' },
    });
    expect(noToken.status).toBe(401);
    const { member, token } = await signedIn();
    const payload = { email: `limit${member.id}@example.test`, verificationCode: '123456' };
    for (let i = 0; i < 10; i++) {
      const wrong = await api().fail('POST', '/wps/member/email', {
        token,
        payload: { ...payload, password: `Wrong${i}xx` },
      });
      expect(wrong.errorCode).toBe('password.incorrect');
    }
    const over = await api().fail('POST', '/wps/member/email', {
      token,
      payload: { ...payload, password: member.password },
    });
    expect([over.status, over.errorCode]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(await memberColumn(member.id, 'email')).toBe(member.email);
  });
});

describe('GET /wps/relay/MCSFE_getLoginHistory', () => {
  const history = loginHistory.value;

  it("lists the member's own logins and failed attempts, newest first, paged", async () => {
    const member = await buildMember(t.database);
    const other = await buildMember(t.database);
    await loginAs(t.app, other.username, other.password);
    const firstLogin = await loginAs(t.app, member.username, member.password);
    const failed = await api().fail('POST', '/wps/session/login', {
      payload: { username: member.username, password: 'Wrong999', captcha: null, type: 'username' },
      remoteAddress: '10.200.0.9',
      headers: {
        'user-agent':
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      },
    });
    expect(failed.errorCode).toBe('login.failed');
    clock.advance(1000);
    const { token } = await loginAs(t.app, member.username, member.password);
    expect(firstLogin.token).not.toBe(token);

    const page = await api().ok(history, 'GET', '/wps/relay/MCSFE_getLoginHistory?pageSize=2', {
      token,
    });
    expect(page.totalCount).toBe(3);
    expect(page.totalPages).toBe(2);
    expect(page.list.map((r) => r.success)).toEqual([true, false]);
    expect(page.list[1]).toMatchObject({
      ip: '10.200.0.9',
      device: 'Chrome · Windows',
      loginType: 'username',
    });
    const last = await api().ok(
      history,
      'GET',
      '/wps/relay/MCSFE_getLoginHistory?pageNo=2&pageSize=2',
      {
        token,
      },
    );
    expect(last.list).toHaveLength(1);
  });

  it('refuses without a token, a trial account and a bad page', async () => {
    expect((await api().fail('GET', '/wps/relay/MCSFE_getLoginHistory')).status).toBe(401);
    const trial = await api().fail('GET', '/wps/relay/MCSFE_getLoginHistory', {
      token: await trialToken(),
    });
    expect(trial.errorCode).toBe('in_need_true_account');
    const { token } = await signedIn();
    const bad = await api().fail('GET', '/wps/relay/MCSFE_getLoginHistory?pageSize=500', { token });
    expect(bad.errorCode).toBe('invalid.request');
  });
});
