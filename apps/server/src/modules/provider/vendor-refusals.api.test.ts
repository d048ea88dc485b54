import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedHeaders } from '@monsoon/contracts/provider/signature';
import { countRows } from '@/test/factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { DEMO_SECRET, DEMO_VENDOR } from '@/test/vendor.ts';

/**
 * Issue 10, defect 5: a vendor body over 64 KB was answered in the site's envelope. Every refusal
 * under /provider, including those decided before the handler runs (too large, another content type,
 * an unreadable request, no such call), answers the vendor shape `{ status, balance, currency }` with
 * INVALID_REQUEST and HTTP 400 (design/money.md §4). Before the signature is checked nothing tells
 * whose call it is: no currency, no balance.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const url = `/provider/v1/${DEMO_VENDOR}/balance`;

/** Expects the vendor shape's INVALID_REQUEST (and no envelope), with a message containing `about`. */
function expectVendorRefusal(
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
  about: RegExp,
) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body: unknown = JSON.parse(res.body);
  expect(body).toEqual({
    status: 'INVALID_REQUEST',
    balance: 0,
    currency: '',
    message: expect.stringMatching(about),
  });
}

describe('refusals under /provider answer the vendor shape', () => {
  it('a body over 64 KB, signed or not', async () => {
    const journals = await countRows(t.database, 'journal');
    const big = JSON.stringify({ playerId: '1', token: 'x', pad: 'p'.repeat(64 * 1024) });
    for (const headers of [signedHeaders(DEMO_SECRET, big), { 'content-type': 'application/json' }])
      expectVendorRefusal(
        await t.app.inject({ method: 'POST', url, headers, payload: big }),
        /larger than 65536 bytes/,
      );
    // Just under the limit is read (and then refused for its fields, with the merchant's currency).
    const under = JSON.stringify({ playerId: '1', pad: 'p'.repeat(60 * 1024) });
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: signedHeaders(DEMO_SECRET, under),
      payload: under,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'INVALID_REQUEST', currency: 'PHP' });
    expect(await countRows(t.database, 'journal')).toBe(journals);
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['no usable type', 'nonsense'],
  ])('a body of another content type (%s)', async (_name, type) => {
    const body = JSON.stringify({ playerId: '1' });
    const headers = { ...signedHeaders(DEMO_SECRET, body), 'content-type': type };
    expectVendorRefusal(
      await t.app.inject({ method: 'POST', url, headers, payload: body }),
      /application\/json/,
    );
  });

  it('an unparsable body, signed', async () => {
    const body = '{"playerId": ';
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: signedHeaders(DEMO_SECRET, body),
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'INVALID_REQUEST',
      balance: 0,
      currency: 'PHP',
      message: 'body is not JSON',
    });
  });

  it('no such wallet call (another verb or path)', async () => {
    for (const [method, path] of [
      ['GET', url],
      ['POST', '/provider/v2/MONSOON/balance'],
      ['POST', '/provider/v1/MONSOON'],
    ] as const)
      expectVendorRefusal(await t.app.inject({ method, url: path }), /no such wallet call/);
  });
});
