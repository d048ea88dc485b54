import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryAfterValueSchema, smsSentValueSchema } from '@monsoon/contracts/verification';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import {
  buildMember,
  countRows,
  createMerchant,
  demoMerchant,
  fakeClock,
  latestCode,
  nextIp,
  nextMobile,
  outboxTo,
  withFlags,
} from '@/test/factories.ts';

const clock = fakeClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
  await createMerchant(t.database, 'other');
  await createMerchant(t.database, 'noflags', (s) => ({
    ...s,
    whitelabel: withFlags(s.whitelabel, {
      VERIFICATION3: false,
      MOBILENUMREG3: false,
      REGMOBVERF3: false,
    }),
  }));
});
afterAll(async () => t.close());

const noLogin = (
  mobileNum: string,
  opts: { ip?: string; merchant?: string; countryDialingCode?: string } = {},
) =>
  wire(t.app).send('POST', '/wps/verification/sms/noLogin', {
    payload: { mobileNum, countryDialingCode: opts.countryDialingCode ?? '63' },
    remoteAddress: opts.ip ?? nextIp(),
    ...(opts.merchant ? { merchant: opts.merchant } : {}),
  });

const registerSms = (mobileNo: string, merchant?: string) =>
  wire(t.app).send('POST', '/wps/verification/sms/register', {
    payload: { mobileNo, countryDialingCode: '63', regType: 'mobile' },
    remoteAddress: nextIp(),
    ...(merchant ? { merchant } : {}),
  });

describe('POST /wps/verification/sms/noLogin', () => {
  it("texts a 6-digit code to an account's number and stores only its hash", async () => {
    const mobile = nextMobile();
    await buildMember(t.database, { countryDialingCode: '63', mobile });
    const res = await noLogin(mobile);
    expect(smsSentValueSchema.parse((res.body as { value: unknown }).value)).toEqual({
      expiredMinutes: 5,
    });
    const [message] = await outboxTo(t.app, `+63${mobile}`);
    expect(message).toMatchObject({ channel: 'sms', purpose: 'login' });
    const code = await latestCode(t.app, `+63${mobile}`);
    const { rows } = await t.database.query(
      'select code_hash from verification_codes where recipient = $1',
      [`+63${mobile}`],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.['code_hash']).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.['code_hash']).not.toContain(code);
  });

  it('answers the same for a number without an account, but sends nothing', async () => {
    const mobile = nextMobile();
    const res = await noLogin(mobile);
    expect(res.body).toEqual({ success: true, value: { expiredMinutes: 5 } });
    expect(await outboxTo(t.app, `+63${mobile}`)).toEqual([]);
    expect(await countRows(t.database, 'verification_codes', `recipient = '+63${mobile}'`)).toBe(0);
  });

  it("does not text another merchant's member", async () => {
    const mobile = nextMobile();
    await buildMember(t.database, { countryDialingCode: '63', mobile });
    expect((await noLogin(mobile, { merchant: 'other' })).status).toBe(200);
    expect(await outboxTo(t.app, `+63${mobile}`, 'other')).toEqual([]);
    expect(await outboxTo(t.app, `+63${mobile}`)).toEqual([]);
  });

  it('refuses invalid numbers and unknown dialling codes as a field error, writing nothing', async () => {
    const before = await countRows(t.database, 'outbox_messages');
    for (const [number, dialing] of [
      ['12345', '63'],
      ['91700000020', '63'],
      ['9170000002', '1'],
      ['abcdefghij', '63'],
    ] as const) {
      const res = await wire(t.app).fail('POST', '/wps/verification/sms/noLogin', {
        payload: { mobileNum: number, countryDialingCode: dialing },
        remoteAddress: nextIp(),
      });
      expect(res).toMatchObject({
        status: 400,
        errorCode: 'invalid.request',
        value: { fields: { mobileNum: 'invalid_phone_number' } },
      });
    }
    expect(await countRows(t.database, 'outbox_messages')).toBe(before);
  });

  it('throttles one request per number per minute, the hourly cap, and a per-IP cap', async () => {
    const mobile = nextMobile();
    await buildMember(t.database, { countryDialingCode: '63', mobile });
    expect((await noLogin(mobile)).status).toBe(200);
    const again = await wire(t.app).fail('POST', '/wps/verification/sms/noLogin', {
      payload: { mobileNum: mobile, countryDialingCode: '63' },
      remoteAddress: nextIp(),
    });
    expect(again).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUESTS' });
    const { retryAfterSeconds } = retryAfterValueSchema.parse(again.value);
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(retryAfterSeconds).toBeLessThanOrEqual(60);
    for (let i = 0; i < 4; i++) {
      clock.advance(61_000);
      expect((await noLogin(mobile)).status).toBe(200);
    }
    clock.advance(61_000);
    expect((await noLogin(mobile)).status).toBe(429);
    expect(await outboxTo(t.app, `+63${mobile}`)).toHaveLength(5);

    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await noLogin(nextMobile(), { ip })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('answers function.not.available when VERIFICATION3 is off', async () => {
    expect((await noLogin(nextMobile(), { merchant: 'noflags' })).body).toMatchObject({
      errorCode: 'function.not.available',
    });
  });
});

describe('code messages', () => {
  it("are texted in the member's language, else the request's", async () => {
    const mobile = nextMobile();
    await buildMember(t.database, { countryDialingCode: '63', mobile, language: 'ID' });
    clock.advance(61_000);
    await wire(t.app).send('POST', '/wps/verification/sms/noLogin', {
      payload: { mobileNum: mobile, countryDialingCode: '63' },
      remoteAddress: nextIp(),
      language: 'EN',
    });
    expect((await outboxTo(t.app, `+63${mobile}`))[0]?.body).toContain('kode verifikasi');
    const fresh = nextMobile();
    await wire(t.app).send('POST', '/wps/verification/sms/register', {
      payload: { mobileNo: fresh, countryDialingCode: '63' },
      remoteAddress: nextIp(),
      language: 'cn',
    });
    const [text] = await outboxTo(t.app, `+63${fresh}`);
    expect(text?.body).toContain('验证码');
    expect(text?.body).toMatch(/ \d{6} /);
  });
});

describe('POST /wps/verification/sms/register', () => {
  it('texts a registration code to a new number', async () => {
    const mobile = nextMobile();
    expect((await registerSms(mobile)).body).toEqual({
      success: true,
      value: { expiredMinutes: 5 },
    });
    expect((await outboxTo(t.app, `+63${mobile}`))[0]).toMatchObject({ purpose: 'register' });
  });

  it('answers mobile.exists for a registered number and sends nothing', async () => {
    const res = await registerSms('9170000002');
    expect(res.body).toMatchObject({ success: false, errorCode: 'mobile.exists' });
    expect(await outboxTo(t.app, '+639170000002')).toEqual([]);
    // The same number is free on another merchant.
    expect((await registerSms('9170000002', 'other')).status).toBe(200);
    expect(await outboxTo(t.app, '+639170000002', 'other')).toHaveLength(1);
  });

  it('refuses an invalid number as a field error, writing nothing', async () => {
    const before = await countRows(t.database, 'verification_codes');
    const res = await registerSms('123');
    expect(res).toMatchObject({
      status: 400,
      body: {
        errorCode: 'invalid.request',
        value: { fields: { mobileNo: 'invalid_phone_number' } },
      },
    });
    expect(await countRows(t.database, 'verification_codes')).toBe(before);
  });

  it('answers function.not.available when neither mobile registration nor REGMOBVERF3 is on', async () => {
    expect((await registerSms(nextMobile(), 'noflags')).body).toMatchObject({
      errorCode: 'function.not.available',
    });
  });
});

describe('codes', () => {
  const demoId = async () => (await demoMerchant(t.database)).id;
  const send = async (mobile: string) => {
    clock.advance(61_000);
    await t.app.services.verification.requestLoginCode(
      await demoMerchant(t.database),
      '63',
      mobile,
      { ip: nextIp(), lang: 'EN' },
    );
    return latestCode(t.app, `+63${mobile}`);
  };
  const member = async () => {
    const mobile = nextMobile();
    await buildMember(t.database, { countryDialingCode: '63', mobile });
    return mobile;
  };

  it('are single use, and only the newest one counts', async () => {
    const mobile = await member();
    const first = await send(mobile);
    const second = await send(mobile);
    const { verification } = t.app.services;
    if (first !== second) {
      await expect(
        verification.redeem(await demoId(), 'login', `+63${mobile}`, first),
      ).rejects.toMatchObject({ code: 'verification.code.invalid' });
    }
    await verification.redeem(await demoId(), 'login', `+63${mobile}`, second);
    await expect(
      verification.redeem(await demoId(), 'login', `+63${mobile}`, second),
    ).rejects.toMatchObject({ code: 'verification.code.invalid' });
  });

  it('survive at most 5 attempts and serve only their purpose', async () => {
    const mobile = await member();
    const code = await send(mobile);
    const { verification } = t.app.services;
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(
      verification.redeem(await demoId(), 'reset', `+63${mobile}`, code),
    ).rejects.toMatchObject({ code: 'verification.code.invalid' });
    for (let i = 0; i < 5; i++) {
      await expect(
        verification.redeem(await demoId(), 'login', `+63${mobile}`, wrong),
      ).rejects.toMatchObject({ code: 'verification.code.invalid' });
    }
    await expect(
      verification.redeem(await demoId(), 'login', `+63${mobile}`, code),
    ).rejects.toMatchObject({ code: 'verification.code.invalid' });
  });

  it('expire after expiredMinutes', async () => {
    const mobile = await member();
    const code = await send(mobile);
    clock.advance(5 * 60_000 + 1);
    await expect(
      t.app.services.verification.redeem(await demoId(), 'login', `+63${mobile}`, code),
    ).rejects.toMatchObject({
      code: 'verification.code.expired',
    });
  });
});
