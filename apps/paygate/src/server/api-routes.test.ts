import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pspErrorAnswer } from '@monsoon/contracts/psp/common';
import { pspPayment } from '@monsoon/contracts/psp/payments';
import { pspPayout } from '@monsoon/contracts/psp/payouts';
import { signBody } from '@monsoon/contracts/psp/signature';
import type { Harness } from '@/server/test/harness.ts';
import {
  ACCOUNT,
  OTHER_ACCOUNT,
  OTHER_SECRET,
  PUBLIC_URL,
  SECRET,
  paymentRequest,
  signedInject,
  startHarness,
} from '@/server/test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

const create = (body: unknown, signer = {}) =>
  signedInject(h.app, 'POST', '/api/v1/payments', JSON.stringify(body), signer);
const errorCode = (body: string) => pspErrorAnswer.parse(JSON.parse(body)).error.code;
const paymentCount = () => h.app.paygate.payments.count('pending');

describe('signatures are checked before anything else', () => {
  it('refuses a tampered body, a wrong key, a stale timestamp and an unknown account, writing nothing', async () => {
    const body = JSON.stringify(paymentRequest(h));
    const before = paymentCount();
    const now = h.now();
    const good = signBody(SECRET, String(now), body);
    const send = (payload: string, headers: Record<string, string>) =>
      h.app.inject({ method: 'POST', url: '/api/v1/payments', payload, headers });
    const base = {
      'content-type': 'application/json',
      'x-account-id': ACCOUNT,
      'x-timestamp': String(now),
    };
    const refusals = await Promise.all([
      send(body.replace('"10000"', '"90000"'), { ...base, 'x-signature': good }),
      send(body, { ...base, 'x-signature': signBody('wrong-key-0123456789', String(now), body) }),
      send(body, { ...base, 'x-account-id': OTHER_ACCOUNT, 'x-signature': good }),
      send(body, { ...base, 'x-account-id': 'nobody', 'x-signature': good }),
      send(body, { ...base, 'x-signature': 'nothex' }),
      send(body, { ...base }),
    ]);
    const stale = now - 5 * 60_000 - 1_000;
    refusals.push(
      await send(body, {
        ...base,
        'x-timestamp': String(stale),
        'x-signature': signBody(SECRET, String(stale), body),
      }),
    );
    for (const res of refusals) {
      expect(res.statusCode).toBe(401);
      expect(errorCode(res.body)).toBe('INVALID_SIGNATURE');
    }
    expect(paymentCount()).toBe(before);
  });

  it('answers 401, not 400, for a malformed body with a bad signature', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      payload: '{"not json',
      headers: {
        'content-type': 'application/json',
        'x-account-id': ACCOUNT,
        'x-timestamp': String(h.now()),
        'x-signature': '0'.repeat(64),
      },
    });
    expect(res.statusCode).toBe(401);
  });

  it('signs a GET over its path: a signature for one payment does not open another', async () => {
    const created = pspPayment.parse((await create(paymentRequest(h))).json());
    expect((await signedInject(h.app, 'GET', `/api/v1/payments/${created.id}`)).statusCode).toBe(
      200,
    );
    const now = h.now();
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/v1/payments/${created.id}`,
      headers: {
        'x-account-id': ACCOUNT,
        'x-timestamp': String(now),
        'x-signature': signBody(SECRET, String(now), '/api/v1/payments/PGTOTHER'),
      },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('creating a payment', () => {
  it('refuses bad input with a readable message and writes nothing', async () => {
    const before = paymentCount();
    const cases = [
      { ...paymentRequest(h), amount: '12.50' },
      { ...paymentRequest(h), channel: 'QR', bankType: 'MPESA' },
      { ...paymentRequest(h), channel: 'BANK_TRANSFER', bankType: 'BANK' },
      { ...paymentRequest(h), merchantAccountId: OTHER_ACCOUNT },
      { ...paymentRequest(h), expiresAt: new Date(h.now() - 1000).toISOString() },
      { ...paymentRequest(h), expiresAt: new Date(h.now() + 8 * 86_400_000).toISOString() },
    ];
    for (const body of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorCode(res.body)).toBe('INVALID_REQUEST');
    }
    const res = await create(cases[0]);
    expect(pspErrorAnswer.parse(res.json()).error.message).toContain('amount');
    expect(paymentCount()).toBe(before);
  });

  it('is idempotent on (account, order reference): same fields → same payment, other fields → 409', async () => {
    const body = paymentRequest(h, { orderReference: 'D-IDEM-1' });
    const first = await create(body);
    expect(first.statusCode).toBe(201);
    const again = await create(body);
    expect(again.statusCode).toBe(200);
    expect(pspPayment.parse(again.json()).id).toBe(pspPayment.parse(first.json()).id);
    // Key order does not matter: the fields do.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect((await create(reordered)).statusCode).toBe(200);
    const before = paymentCount();
    const conflict = await create({ ...body, amount: '10001' });
    expect(conflict.statusCode).toBe(409);
    expect(errorCode(conflict.body)).toBe('IDEMPOTENCY_CONFLICT');
    expect(paymentCount()).toBe(before);
    // The same reference under another account is another payment.
    const other = await create(
      { ...body, merchantAccountId: OTHER_ACCOUNT },
      { account: OTHER_ACCOUNT, secret: OTHER_SECRET },
    );
    expect(other.statusCode).toBe(201);
    expect(pspPayment.parse(other.json()).id).not.toBe(pspPayment.parse(first.json()).id);
  });

  it('answers the status to its own account only', async () => {
    const created = pspPayment.parse((await create(paymentRequest(h))).json());
    const mine = await signedInject(h.app, 'GET', `/api/v1/payments/${created.id}`);
    expect(mine.statusCode).toBe(200);
    expect(pspPayment.parse(mine.json())).toMatchObject({
      id: created.id,
      status: 'pending',
      sandbox: true,
    });
    const theirs = await signedInject(h.app, 'GET', `/api/v1/payments/${created.id}`, '', {
      account: OTHER_ACCOUNT,
      secret: OTHER_SECRET,
    });
    expect(theirs.statusCode).toBe(404);
    expect((await signedInject(h.app, 'GET', '/api/v1/payments/PGTNOPE')).statusCode).toBe(404);
  });
});

describe('every channel answers the action the payer takes', () => {
  it('QR: the hosted page URL as payload and as a PNG that draws a QR code', async () => {
    const p = pspPayment.parse(
      (await create(paymentRequest(h, { channel: 'QR', bankType: 'ALIFQR' }))).json(),
    );
    if (p.action.type !== 'QR') throw new Error('expected a QR action');
    expect(p.action.qrPayload).toBe(`${PUBLIC_URL}/pay/${p.id}`);
    expect(p.action.pageUrl).toBe(p.action.qrPayload);
    const png = Buffer.from(p.action.qrImage.replace('data:image/png;base64,', ''), 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const side = png.readUInt32BE(16);
    expect(png.readUInt32BE(20)).toBe(side);
    // Decode the pixels: a finder pattern (dark 7x7 ring) starts right after the 4-module quiet zone.
    const idat = png.subarray(png.indexOf('IDAT') + 4, png.indexOf('IEND') - 8);
    const pixels = inflateSync(idat);
    const at = (x: number, y: number) => pixels[y * (side + 1) + 1 + x];
    const m = 8;
    expect(at(4 * m - 1, 4 * m + 1)).toBe(255); // quiet zone
    expect(at(4 * m + 1, 4 * m + 1)).toBe(0); // finder ring
    expect(at(5 * m + 1, 5 * m + 1)).toBe(255); // white ring inside
    expect(at(7 * m + 1, 7 * m + 1)).toBe(0); // dark centre
  });

  it('REDIRECT: the hosted page to send the payer to', async () => {
    const p = pspPayment.parse(
      (await create(paymentRequest(h, { channel: 'REDIRECT', bankType: 'MPESA' }))).json(),
    );
    expect(p.action).toEqual({ type: 'REDIRECT', url: `${PUBLIC_URL}/pay/${p.id}` });
  });

  it('BANK_TRANSFER: bank, account name and number, reference, amount and expiry', async () => {
    const req = paymentRequest(h, {
      channel: 'BANK_TRANSFER',
      bankType: 'BANK',
      payerName: 'Juan Dela Cruz',
    });
    const p = pspPayment.parse((await create(req)).json());
    expect(p.action).toMatchObject({
      type: 'BANK_TRANSFER',
      bankName: expect.stringContaining('Sandbox'),
      accountName: expect.any(String),
      accountNumber: expect.stringMatching(/^\d{12}$/),
      reference: expect.stringMatching(/^SBX/),
      amount: '10000',
      currency: 'CNY',
      expiresAt: new Date(req.expiresAt).toISOString(),
    });
  });

  it.each([
    ['BTC', 'BTC', 'BTC', /^tb1q[a-z0-9]{38}$/, '0.00023149'],
    ['TRX', 'TRON', 'USDT', /^T[1-9A-HJ-NP-Za-km-z]{33}$/, '13.888889'],
  ])(
    'CRYPTO %s: network, address and the amount to send',
    async (bankType, network, asset, address, amount) => {
      const p = pspPayment.parse(
        (await create(paymentRequest(h, { channel: 'CRYPTO', bankType }))).json(),
      );
      expect(p.action).toMatchObject({ type: 'CRYPTO', network, asset, amount });
      if (p.action.type === 'CRYPTO') expect(p.action.address).toMatch(address);
    },
  );

  it('EWALLET: a universal link to the wallet (the hosted page in the sandbox)', async () => {
    const p = pspPayment.parse(
      (await create(paymentRequest(h, { channel: 'EWALLET', bankType: 'GCASH' }))).json(),
    );
    expect(p.action).toEqual({
      type: 'EWALLET',
      wallet: 'GCASH',
      deepLink: `${PUBLIC_URL}/pay/${p.id}?via=GCASH`,
    });
  });
});

describe('payouts', () => {
  const payout = (fields: Record<string, unknown> = {}) => ({
    merchantAccountId: ACCOUNT,
    payoutReference: `W-${Math.random().toString(36).slice(2, 10)}`,
    amount: '25000',
    currency: 'PHP',
    payee: {
      type: 'BANK',
      bankCode: 'BDO',
      accountName: 'Juan Dela Cruz',
      accountNumber: '001234567890',
    },
    callbackUrl: 'http://127.0.0.1:9/psp/callback',
    ...fields,
  });
  const createPayout = (body: unknown) =>
    signedInject(h.app, 'POST', '/api/v1/payouts', JSON.stringify(body));

  it('creates a payout, masks the payee and answers its status', async () => {
    const res = await createPayout(payout());
    expect(res.statusCode).toBe(201);
    const p = pspPayout.parse(res.json());
    expect(p).toMatchObject({ status: 'pending', amount: '25000', sandbox: true });
    expect(p.payee).toEqual({
      type: 'BANK',
      institution: 'BDO',
      accountName: 'Juan Dela Cruz',
      maskedAccount: '********7890',
    });
    expect(res.body).not.toContain('001234567890');
    const status = await signedInject(h.app, 'GET', `/api/v1/payouts/${p.id}`);
    expect(pspPayout.parse(status.json()).id).toBe(p.id);
    const theirs = await signedInject(h.app, 'GET', `/api/v1/payouts/${p.id}`, '', {
      account: OTHER_ACCOUNT,
      secret: OTHER_SECRET,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('is idempotent on the payout reference', async () => {
    const body = payout();
    const first = pspPayout.parse((await createPayout(body)).json());
    const again = await createPayout(body);
    expect(again.statusCode).toBe(200);
    expect(pspPayout.parse(again.json()).id).toBe(first.id);
    const conflict = await createPayout({
      ...body,
      payee: {
        type: 'EWALLET',
        wallet: 'GCASH',
        accountName: 'Juan',
        accountNumber: '+639171234567',
      },
    });
    expect(conflict.statusCode).toBe(409);
  });

  it('refuses a bad payee', async () => {
    const res = await createPayout(
      payout({ payee: { type: 'CRYPTO', network: 'TRON', address: 'short' } }),
    );
    expect(res.statusCode).toBe(400);
    expect(errorCode(res.body)).toBe('INVALID_REQUEST');
  });
});

describe('rate limits and health', () => {
  it('limits the API per client address', async () => {
    const limited = await startHarness({ limits: { apiPerMinute: 3, pagePerMinute: 3 } });
    try {
      const codes = [];
      for (let i = 0; i < 5; i++)
        codes.push((await signedInject(limited.app, 'GET', '/api/v1/payments/PGTX')).statusCode);
      expect(codes).toEqual([404, 404, 404, 429, 429]);
      // A minute later the budget is back (the limiter reads the sandbox's clock).
      limited.advance(61_000);
      expect((await signedInject(limited.app, 'GET', '/api/v1/payments/PGTX')).statusCode).toBe(
        404,
      );
    } finally {
      await limited.close();
    }
  });

  it('answers an oversized body in the PSP error shape, writing nothing', async () => {
    const before = paymentCount();
    const res = await create({ ...paymentRequest(h), payerName: 'x'.repeat(70_000) });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res.body)).toBe('INVALID_REQUEST');
    expect(paymentCount()).toBe(before);
  });

  it('answers /healthz and names itself a sandbox', async () => {
    const res = await h.app.inject('/healthz');
    expect(res.json()).toMatchObject({ ok: true, sandbox: true });
    expect(res.headers['x-sandbox']).toBe('true');
  });
});
