import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionValueSchema } from '@monsoon/contracts/session';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import { buildMember, countRows, latestCode, nextIp, nextMobile } from '@/test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const login = (payload: object) =>
  wire(t.app).send('POST', '/wps/session/login', { payload, remoteAddress: nextIp() });

const liveSessions = (memberId: number) =>
  countRows(t.database, 'sessions', `member_id = ${memberId} and revoked_at is null`);

describe('concurrent logins', () => {
  it('of one member leave exactly one live session, the token of one of them', async () => {
    const member = await buildMember(t.database);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        login({ username: member.username, password: member.password, type: 'username' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await liveSessions(member.id)).toBe(1);
    const tokens = answers.map(
      (a) => sessionValueSchema.parse((a.body as { value: unknown }).value).token,
    );
    const statuses = await Promise.all(
      tokens.map(
        async (token) => (await wire(t.app).send('GET', '/wps/member/info', { token })).status,
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  });

  it('with one SMS code let exactly one in; the other answers verification.code.invalid', async () => {
    const mobile = nextMobile();
    const member = await buildMember(t.database, { countryDialingCode: '63', mobile });
    await wire(t.app).send('POST', '/wps/verification/sms/noLogin', {
      payload: { mobileNum: mobile, countryDialingCode: '63' },
      remoteAddress: nextIp(),
    });
    const code = await latestCode(t.app, `+63${mobile}`);
    const payload = { username: mobile, password: code, type: 'sms', countryDialingCode: '63' };
    const answers = await Promise.all([login(payload), login(payload), login(payload)]);
    const codes = answers.map((a) => (a.body as { errorCode?: string }).errorCode ?? 'ok').sort();
    expect(codes).toEqual(['ok', 'verification.code.invalid', 'verification.code.invalid']);
    expect(await liveSessions(member.id)).toBe(1);
  });
});
