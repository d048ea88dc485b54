import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('token-required calls', () => {
  it('answer 401 login.not.session before validating the body', async () => {
    const res = await wire(t.app).fail('POST', '/wps/member/password', {
      payload: { nonsense: true },
    });
    expect(res).toMatchObject({ status: 401, errorCode: 'login.not.session' });
  });

  it('answer 401 for a token that does not exist, in the request language', async () => {
    const res = await wire(t.app).fail('GET', '/wps/member/info', {
      token: 'f'.repeat(64),
      language: 'EN',
    });
    expect(res.status).toBe(401);
    expect(res.message.length).toBeGreaterThan(5);
    const th = await wire(t.app).fail('GET', '/wps/member/info', {
      token: 'f'.repeat(64),
      language: 'TH',
    });
    expect(th.message).not.toBe(res.message);
  });

  it('echo a request id and hide nothing but the envelope on errors', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { 'x-request-id': 'req-12345678' },
    });
    expect(res.headers['x-request-id']).toBe('req-12345678');
    expect(Object.keys(res.json<object>()).sort()).toEqual([
      'errorCode',
      'message',
      'success',
      'value',
    ]);
  });
});
