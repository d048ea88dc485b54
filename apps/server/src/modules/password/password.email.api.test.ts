import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import { buildMember, loginAs, nextIp, outboxTo } from '@/test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const forgot = (username: string, email: string, language = 'EN') =>
  wire(t.app).send('POST', '/wps/member/password/email', {
    payload: new URLSearchParams({ username, email }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: nextIp(),
    language,
  });
const info = (token: string) => wire(t.app).send('GET', '/wps/member/info', { token });
const hashOf = async (id: number) =>
  String(
    (await t.database.query('select password_hash from members where id = $1', [id])).rows[0]?.[
      'password_hash'
    ],
  );
/** The temporary password in the newest e-mail to `address`: 8 characters, upper, lower and digits. */
const temporaryIn = async (address: string): Promise<string> => {
  const [mail] = await outboxTo(t.app, address);
  expect(mail).toMatchObject({ channel: 'email', purpose: 'temporary-password' });
  return (
    mail?.body.match(
      / ((?=[A-Za-z0-9]*[a-z])(?=[A-Za-z0-9]*[A-Z])(?=[A-Za-z0-9]*\d)[A-Za-z0-9]{8}) /,
    )?.[1] ?? ''
  );
};

describe('POST /wps/member/password/email', () => {
  it('e-mails a temporary password that logs in and must be changed', async () => {
    const member = await buildMember(t.database);
    const res = await forgot(member.username.toUpperCase(), member.email?.toUpperCase() ?? '');
    expect(res.body).toEqual({ success: true, value: null });
    const temporary = await temporaryIn(member.email ?? '');
    expect(temporary).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z0-9]{8}$/);
    const session = await loginAs(t.app, member.username, temporary);
    expect(session).toMatchObject({ passwordExpired: true, changePasswordRequired: true });
    await wire(t.app).send('POST', '/wps/member/password', {
      token: session.token,
      payload: { oldPassword: temporary, newPassword: 'Mine1234', confirmNewPassword: 'Mine1234' },
    });
    expect(await loginAs(t.app, member.username, 'Mine1234')).toMatchObject({
      changePasswordRequired: false,
    });
  });

  it("neither locks the owner out nor ends the owner's session until the temporary one is used", async () => {
    const member = await buildMember(t.database);
    const owner = await loginAs(t.app, member.username, member.password);
    const before = await hashOf(member.id);
    await forgot(member.username, member.email ?? '');
    expect(await hashOf(member.id)).toBe(before);
    expect((await info(owner.token)).status).toBe(200);
    const again = await loginAs(t.app, member.username, member.password);
    expect(again.changePasswordRequired).toBe(false);
    // Used once, the temporary password is the password and the old one stops working.
    const temporary = await temporaryIn(member.email ?? '');
    await loginAs(t.app, member.username, temporary);
    const old = await wire(t.app).fail('POST', '/wps/session/login', {
      payload: { username: member.username, password: member.password },
      remoteAddress: nextIp(),
    });
    expect(old.errorCode).toBe('login.failed');
  });

  it('expires after 24 hours, and a newer password replaces it', async () => {
    const late = await buildMember(t.database);
    await forgot(late.username, late.email ?? '');
    const lateTemporary = await temporaryIn(late.email ?? '');
    await t.database.query(
      `update members set temporary_password_expires_at = now() - interval '1 second' where id = $1`,
      [late.id],
    );
    const expired = await wire(t.app).fail('POST', '/wps/session/login', {
      payload: { username: late.username, password: lateTemporary },
      remoteAddress: nextIp(),
    });
    expect(expired.errorCode).toBe('login.failed');

    const changer = await buildMember(t.database);
    await forgot(changer.username, changer.email ?? '');
    const superseded = await temporaryIn(changer.email ?? '');
    const session = await loginAs(t.app, changer.username, changer.password);
    await wire(t.app).send('POST', '/wps/member/password', {
      token: session.token,
      payload: {
        oldPassword: changer.password,
        newPassword: 'Newer123',
        confirmNewPassword: 'Newer123',
      },
    });
    const refused = await wire(t.app).fail('POST', '/wps/session/login', {
      payload: { username: changer.username, password: superseded },
      remoteAddress: nextIp(),
    });
    expect(refused.errorCode).toBe('login.failed');
  });

  it("is written in the member's language, else the request's", async () => {
    const vietnamese = await buildMember(t.database, { language: 'VI' });
    await forgot(vietnamese.username, vietnamese.email ?? '', 'EN');
    expect((await outboxTo(t.app, vietnamese.email ?? ''))[0]?.body).toContain('mật khẩu tạm thời');
    const visitor = await buildMember(t.database);
    await forgot(visitor.username, visitor.email ?? '', 'TH');
    expect((await outboxTo(t.app, visitor.email ?? ''))[0]?.body).toContain('รหัสผ่านชั่วคราว');
  });

  it('answers account.email.mismatch and changes nothing when they do not match', async () => {
    const member = await buildMember(t.database);
    const before = await hashOf(member.id);
    const pairs: [string, string][] = [
      [member.username, 'x@example.test'],
      ['nobody77', member.email ?? ''],
    ];
    for (const [username, email] of pairs) {
      expect((await forgot(username, email)).body).toMatchObject({
        errorCode: 'account.email.mismatch',
      });
    }
    expect(await hashOf(member.id)).toBe(before);
    expect(await outboxTo(t.app, member.email ?? '')).toEqual([]);
    expect((await forgot('', '')).body).toMatchObject({ errorCode: 'invalid.request' });
  });

  it('is rate limited per account', async () => {
    const member = await buildMember(t.database);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await forgot(member.username, 'wrong@example.test')).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
