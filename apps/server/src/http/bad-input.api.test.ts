import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import { countRows, loginAs, nextIp } from '@/test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const NUL = '\u0000';

describe('text PostgreSQL cannot store (a NUL character)', () => {
  it('is refused as invalid.request naming the field, never a 500, on every kind of call', async () => {
    const calls = [
      ['POST', '/wps/session/login', { username: `player01${NUL}`, password: 'x' }, 'username'],
      [
        'POST',
        '/wps/member/password/email',
        { username: 'player01', email: `a${NUL}@b.c` },
        'email',
      ],
      [
        'PUT',
        '/wps/feedback',
        { questionType: 'other', content: `long enough ${NUL} text` },
        'content',
      ],
      ['GET', '/wps/agent/affiliate?code=a%00b', undefined, 'code'],
      ['GET', '/dev/outbox?recipient=%2B63%00', undefined, 'recipient'],
    ] as const;
    for (const [method, url, payload, field] of calls) {
      const res = await wire(t.app).fail(method, url, {
        remoteAddress: nextIp(),
        ...(payload ? { payload } : {}),
      });
      expect(res, `${method} ${url}`).toMatchObject({
        status: 400,
        errorCode: 'invalid.request',
        value: { fields: { [field]: expect.any(String) } },
      });
    }
    expect(await countRows(t.database, 'feedback')).toBe(0);
  });

  it('in a token-required call still answers 401 first without a token', async () => {
    const res = await wire(t.app).fail('PUT', '/wps/member/language', {
      payload: { language: `E${NUL}N` },
    });
    expect(res).toMatchObject({ status: 401, errorCode: 'login.not.session' });
  });
});

describe('request headers', () => {
  it('a Merchant header that is no merchant code answers merchant.acct.setup.err', async () => {
    for (const merchant of [`de${NUL}mo`, 'demo; drop table', 'x'.repeat(65)]) {
      const res = await wire(t.app).fail('GET', '/wps/system/status', { merchant });
      expect(res).toMatchObject({ status: 400, errorCode: 'merchant.acct.setup.err' });
    }
  });

  it('a Host that is no host name selects the default merchant', async () => {
    const res = await wire(t.app).send('GET', '/wps/system/status', {
      headers: { host: `x${NUL}y` },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ value: { merchant: { code: 'demo' } } });
  });

  it('a JSON content type on a body-less DELETE (logout) is not an empty-body error', async () => {
    const session = await loginAs(t.app, 'player02', 'Player123');
    const res = await wire(t.app).send('DELETE', '/wps/session/logout', {
      token: session.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(res).toMatchObject({ status: 200, body: { success: true, value: null } });
    const empty = await wire(t.app).fail('POST', '/wps/session/login', {
      headers: { 'content-type': 'application/json' },
      remoteAddress: nextIp(),
    });
    expect(empty).toMatchObject({ status: 400, errorCode: 'invalid.request' });
  });
});
