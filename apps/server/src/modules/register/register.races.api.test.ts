import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerValueSchema } from '@monsoon/contracts/register';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import { countRows, latestCode, nextId, nextIp, nextMobile } from '@/test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const register = (payload: object, mobile = false) =>
  wire(t.app).send('PUT', mobile ? '/wps/member/register/mobile' : '/wps/member/register', {
    payload: { registerMethod: 'WEB', ...payload },
    remoteAddress: nextIp(),
  });

/** Asks for a registration code for a Philippine number and reads it from the outbox. */
async function registerCode(mobile: string): Promise<string> {
  await wire(t.app).send('POST', '/wps/verification/sms/register', {
    payload: { mobileNo: mobile, countryDialingCode: '63' },
    remoteAddress: nextIp(),
  });
  return latestCode(t.app, `+63${mobile}`);
}

/** Statuses and error codes of answers, sorted, to compare races whose winner is unknown. */
const outcomes = (answers: { status: number; body: unknown }[]) =>
  answers
    .map((a) => {
      const body = a.body as { errorCode?: string };
      return `${a.status} ${body.errorCode ?? 'ok'}`;
    })
    .sort();

describe('concurrent registrations', () => {
  it('of one username (any case) make one account; the others answer username.exists', async () => {
    const username = `racer${nextId()}`;
    const names = [username, username.toUpperCase(), username];
    const answers = await Promise.all(
      names.map((name) =>
        register({ username: name, password: 'abc12345', confirmPassword: 'abc12345' }),
      ),
    );
    expect(outcomes(answers)).toEqual(['200 ok', '400 username.exists', '400 username.exists']);
    const winner = answers.find((a) => a.status === 200);
    const value = registerValueSchema.parse((winner?.body as { value: unknown }).value);
    expect(
      (await wire(t.app).send('GET', '/wps/member/info', { token: value.token ?? '' })).status,
    ).toBe(200);
    expect(await countRows(t.database, 'members', `lower(username) = '${username}'`)).toBe(1);
    expect(await countRows(t.database, 'sessions', `member_id = ${value.id}`)).toBe(1);
  });

  it('of one mobile number with one SMS code make one account; the other answers mobile.exists', async () => {
    const mobile = nextMobile();
    const code = await registerCode(mobile);
    const payload = {
      mobileNum: mobile,
      countryDialingCode: '63',
      verificationCode: code,
      password: 'abc12345',
      confirmPassword: 'abc12345',
    };
    const answers = await Promise.all([register(payload, true), register(payload, true)]);
    expect(outcomes(answers)).toEqual(['200 ok', '400 mobile.exists']);
    expect(await countRows(t.database, 'members', `mobile = '${mobile}'`)).toBe(1);
    expect(
      await countRows(
        t.database,
        'verification_codes',
        `recipient = '+63${mobile}' and consumed_at is not null`,
      ),
    ).toBe(1);
  });
});

describe('the mobile form', () => {
  it('accepts the number sent as username only, as some clients do', async () => {
    const mobile = nextMobile();
    const code = await registerCode(mobile);
    const res = await register(
      {
        username: mobile,
        countryDialingCode: '63',
        verificationCode: code,
        password: 'abc12345',
        confirmPassword: 'abc12345',
      },
      true,
    );
    expect(res.status).toBe(200);
    expect(registerValueSchema.parse((res.body as { value: unknown }).value).userName).toBe(mobile);
  });
});
