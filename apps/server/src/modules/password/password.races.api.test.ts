import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import { buildMember, latestCode, loginAs, nextIp, nextMobile } from '@/test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('concurrent resets by SMS', () => {
  it('with one code set exactly one new password; the other answers verification.code.invalid', async () => {
    const mobile = nextMobile();
    const member = await buildMember(t.database, { countryDialingCode: '63', mobile });
    await wire(t.app).send('POST', '/wps/member/password/sms', {
      payload: { mobileNum: mobile, countryDialingCode: '63' },
      remoteAddress: nextIp(),
    });
    const code = await latestCode(t.app, `+63${mobile}`);
    const reset = (newPassword: string) =>
      wire(t.app).send('POST', '/wps/member/password/verification', {
        payload: {
          mobileNum: mobile,
          countryDialingCode: '63',
          verificationCode: code,
          newPassword,
        },
        remoteAddress: nextIp(),
      });
    const answers = await Promise.all([reset('First123'), reset('Second123')]);
    const codes = answers.map((a) => (a.body as { errorCode?: string }).errorCode ?? 'ok');
    expect([...codes].sort()).toEqual(['ok', 'verification.code.invalid']);
    const winner = codes[0] === 'ok' ? 'First123' : 'Second123';
    const loser = codes[0] === 'ok' ? 'Second123' : 'First123';
    expect((await loginAs(t.app, member.username, winner)).id).toBe(member.id);
    const refused = await wire(t.app).fail('POST', '/wps/session/login', {
      payload: { username: member.username, password: loser },
      remoteAddress: nextIp(),
    });
    expect(refused.errorCode).toBe('login.failed');
  });
});
