import { describe, expect, it } from 'vitest';
import { signedHeaders } from '../provider/signature.ts';
import { pspCallback } from './callbacks.ts';
import { createPaymentRequest } from './payments.ts';
import { createPayoutRequest } from './payouts.ts';
import { pspRequestHeaders, signBody, verifyCallback, verifySignature } from './signature.ts';

const base = {
  merchantAccountId: 'monsoon-demo',
  orderReference: 'D-1001',
  amount: '10000',
  currency: 'CNY',
  callbackUrl: 'https://api.example.test/psp/callback',
  returnUrl: 'https://site.example.test/deposit',
  expiresAt: '2030-01-01T00:15:00.000Z',
};

const callback = {
  eventId: 'EVT1',
  kind: 'payment',
  transactionId: 'PGT1',
  reference: 'D-1001',
  merchantAccountId: 'monsoon-demo',
  status: 'paid',
  amount: '10000',
  paidAmount: '9000',
  currency: 'CNY',
  occurredAt: '2030-01-01T00:01:00.000Z',
  sandbox: true,
};

describe('PSP create payment schema', () => {
  it.each([
    ['QR', 'WECHAT'],
    ['REDIRECT', 'MPESA'],
    ['CRYPTO', 'TRX'],
    ['EWALLET', 'GCASH'],
  ])('accepts channel %s with bank type %s', (channel, bankType) => {
    expect(createPaymentRequest.safeParse({ ...base, channel, bankType }).success).toBe(true);
  });

  it('requires the payer name for a bank transfer', () => {
    const transfer = { ...base, channel: 'BANK_TRANSFER', bankType: 'BANK' };
    expect(createPaymentRequest.safeParse(transfer).success).toBe(false);
    expect(
      createPaymentRequest.safeParse({ ...transfer, payerName: 'Juan Dela Cruz' }).success,
    ).toBe(true);
  });

  it.each([
    ['a bank type of another channel', { channel: 'QR', bankType: 'MPESA' }],
    ['a decimal amount', { channel: 'QR', bankType: 'WECHAT', amount: '100.00' }],
    ['a zero amount', { channel: 'QR', bankType: 'WECHAT', amount: '0' }],
    ['a leading zero', { channel: 'QR', bankType: 'WECHAT', amount: '0100' }],
    ['a number amount', { channel: 'QR', bankType: 'WECHAT', amount: 10000 }],
    ['a javascript: callback', { channel: 'QR', bankType: 'WECHAT', callbackUrl: 'javascript:1' }],
    [
      'an expiry with an offset',
      { channel: 'QR', bankType: 'WECHAT', expiresAt: '2030-01-01T08:00:00+08:00' },
    ],
    ['an unknown field', { channel: 'QR', bankType: 'WECHAT', tip: '1' }],
    ['a lower-case currency', { channel: 'QR', bankType: 'WECHAT', currency: 'cny' }],
  ])('refuses %s', (_name, fields) => {
    expect(createPaymentRequest.safeParse({ ...base, ...fields }).success).toBe(false);
  });

  it('keeps amounts beyond 2^53 exact as strings', () => {
    const parsed = createPaymentRequest.parse({
      ...base,
      channel: 'QR',
      bankType: 'WECHAT',
      amount: '900719925474099312',
    });
    expect(BigInt(parsed.amount)).toBe(900719925474099312n);
  });
});

describe('PSP create payout schema', () => {
  const payout = {
    merchantAccountId: 'monsoon-demo',
    payoutReference: 'W-1',
    amount: '5000',
    currency: 'PHP',
    callbackUrl: 'https://api.example.test/psp/callback',
  };
  it.each([
    { type: 'BANK', bankCode: 'BDO', accountName: 'Juan', accountNumber: '001234567890' },
    { type: 'EWALLET', wallet: 'GCASH', accountName: 'Juan', accountNumber: '+639171234567' },
    { type: 'CRYPTO', network: 'TRON', address: 'TXYZabcdefghijkmnopqrstuvwxyz12345' },
  ])('accepts a $type payee', (payee) => {
    expect(createPayoutRequest.safeParse({ ...payout, payee }).success).toBe(true);
  });
  it('refuses a payee of one kind with the fields of another', () => {
    const payee = { type: 'BANK', wallet: 'GCASH', accountName: 'Juan', accountNumber: '0912' };
    expect(createPayoutRequest.safeParse({ ...payout, payee }).success).toBe(false);
  });
});

describe('PSP signing', () => {
  const secret = 'psp-secret';
  const now = Date.UTC(2030, 0, 1);
  const raw = JSON.stringify(callback);

  it('accepts a callback signed with the account secret and parses it', () => {
    const h = signedHeaders(secret, raw, now);
    const verdict = verifyCallback(secret, h['x-timestamp'], h['x-signature'], raw, now + 1000);
    expect(verdict).toEqual({ ok: true, callback: pspCallback.parse(callback) });
  });

  it('refuses a tampered body, a wrong key and a stale timestamp before parsing', () => {
    const h = signedHeaders(secret, raw, now);
    const tampered = raw.replace('"9000"', '"90000"');
    expect(verifyCallback(secret, h['x-timestamp'], h['x-signature'], tampered, now)).toEqual({
      ok: false,
      reason: 'INVALID_SIGNATURE',
    });
    expect(verifyCallback('other', h['x-timestamp'], h['x-signature'], raw, now).ok).toBe(false);
    const stale = now + 5 * 60_000 + 1;
    expect(verifyCallback(secret, h['x-timestamp'], h['x-signature'], raw, stale).ok).toBe(false);
    // Not JSON at all, yet refused as a bad signature: nothing is parsed before the check.
    expect(verifyCallback(secret, h['x-timestamp'], h['x-signature'], '{not json', now)).toEqual({
      ok: false,
      reason: 'INVALID_SIGNATURE',
    });
  });

  it('refuses a well-signed body that is not a callback', () => {
    const body = JSON.stringify({ ...callback, status: 'maybe' });
    const h = signedHeaders(secret, body, now);
    expect(verifyCallback(secret, h['x-timestamp'], h['x-signature'], body, now)).toEqual({
      ok: false,
      reason: 'INVALID_BODY',
    });
  });

  it('signs a GET over its path and query and names the account', () => {
    const path = '/api/v1/payments/PGT1';
    const h = pspRequestHeaders('monsoon-demo', secret, 'GET', path, '', now);
    expect(h['x-account-id']).toBe('monsoon-demo');
    expect(h['content-type']).toBeUndefined();
    expect(h['x-signature']).toBe(signBody(secret, String(now), path));
    expect(
      verifySignature(secret, h['x-timestamp'], h['x-signature'], '/api/v1/payments/PGT2', now),
    ).toBe(false);
  });
});
