import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedHeaders } from '@monsoon/contracts/provider/signature';
import { walletAnswer } from '@monsoon/contracts/provider/wallet';
import { buildMember, countRows, loginAs, nextIp } from '@/test/factories.ts';
import { wire } from '@/test/http.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { DEMO_SECRET, DEMO_VENDOR } from '@/test/vendor.ts';
import { MAX_JSON_DEPTH } from './json-body.ts';

/**
 * Issue 10, defect 3: a JSON body nested 120,000 levels deep answered HTTP 500 (a stack overflow in the
 * first code that walked it) on calls that need no session. The JSON parser of every route family now
 * scans the nesting before parsing and refuses more than MAX_JSON_DEPTH levels with a 400; the vendor
 * API does the same in its own shape.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const arrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const objects = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

const post = (url: string, payload: string, token?: string) =>
  wire(t.app).send('POST', url, {
    payload,
    headers: { 'content-type': 'application/json' },
    remoteAddress: nextIp(),
    ...(token ? { token } : {}),
  });

describe('a JSON body nested too deeply', () => {
  it.each([
    ['arrays', arrays(120_000)],
    ['objects', objects(40_000)],
    ['one level too many', arrays(MAX_JSON_DEPTH + 1)],
  ])('of %s is invalid.request (400), never a 500, with or without a session', async (_n, body) => {
    const member = await buildMember(t.database);
    const { token } = await loginAs(t.app, member.username, member.password);
    for (const [url, auth] of [
      ['/wps/relay/GCS_gameTrialLaunch', undefined],
      ['/wps/session/logout', undefined],
      ['/wps/session/logout', token],
      ['/lotto/lgw/betting', token],
    ] as const) {
      const res = await post(url, body, auth);
      expect(res.status, url).toBe(400);
      expect(res.body, url).toMatchObject({
        success: false,
        errorCode: 'invalid.request',
        value: { fields: { _: `nested deeper than ${MAX_JSON_DEPTH} levels` } },
      });
    }
    // The refused logout ended nothing.
    expect((await wire(t.app).send('GET', '/wps/member/info', { token })).status).toBe(200);
  });

  it('at the limit is parsed as usual, and the call does its work', async () => {
    const member = await buildMember(t.database);
    const { token } = await loginAs(t.app, member.username, member.password);
    const res = await post('/wps/session/logout', arrays(MAX_JSON_DEPTH), token);
    expect(res).toMatchObject({ status: 200, body: { success: true, value: null } });
    expect((await wire(t.app).send('GET', '/wps/member/info', { token })).status).toBe(401);
  });

  it('in a signed vendor call is INVALID_REQUEST in the vendor shape, nothing written', async () => {
    const journals = await countRows(t.database, 'journal');
    for (const body of [arrays(30_000), arrays(MAX_JSON_DEPTH + 1)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/provider/v1/${DEMO_VENDOR}/balance`,
        headers: signedHeaders(DEMO_SECRET, body),
        payload: body,
      });
      expect(res.statusCode).toBe(400);
      expect(walletAnswer.parse(res.json())).toEqual({
        status: 'INVALID_REQUEST',
        balance: 0,
        currency: 'PHP',
        message: `body nested deeper than ${MAX_JSON_DEPTH} levels`,
      });
    }
    expect(await countRows(t.database, 'journal')).toBe(journals);
  });
});
