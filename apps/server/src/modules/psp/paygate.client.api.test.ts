import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaygateProvider } from './paygate.client.ts';
import { startPaygate, type PaygateProcess } from '@/test/paygate-process.ts';
import { freePort } from '@/test/server-process.ts';

/** The server's PSP adapter against the real sandbox process (docs/paygate.md). */
let paygate: PaygateProcess;
beforeAll(async () => {
  paygate = await startPaygate();
}, 90_000);
afterAll(async () => paygate.stop());

const provider = () =>
  createPaygateProvider({
    baseUrl: paygate.url,
    accountId: paygate.accountId,
    secret: paygate.secret,
  });
/** One expiry for the whole file: a repeat of a payment must carry the same fields. */
const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
const qrPayment = (reference: string, amount = '12345') => ({
  merchantAccountId: paygate.accountId,
  orderReference: reference,
  amount,
  currency: 'PHP',
  channel: 'QR' as const,
  bankType: 'PAYID' as const,
  callbackUrl: 'http://127.0.0.1:1/psp/v1/paygate/callback',
  returnUrl: 'http://127.0.0.1:1/',
  expiresAt: inAnHour,
});

describe('the paygate adapter', () => {
  it('creates a payment idempotently on its reference and reads its state', async () => {
    const first = await provider().createPayment(qrPayment('adapter-1'));
    expect(first.kind).toBe('ok');
    if (first.kind !== 'ok') return;
    expect(first.value).toMatchObject({ status: 'pending', amount: '12345', sandbox: true });
    expect(first.value.action.type).toBe('QR');
    const again = await provider().createPayment(qrPayment('adapter-1'));
    expect(again).toMatchObject({ kind: 'ok', value: { id: first.value.id } });
    const other = await provider().createPayment(qrPayment('adapter-1', '999'));
    expect(other).toMatchObject({ kind: 'refused', code: 'IDEMPOTENCY_CONFLICT' });
    const read = await provider().getPayment(first.value.id);
    expect(read).toMatchObject({ kind: 'ok', value: { id: first.value.id, status: 'pending' } });
  });

  it('creates a payout and reads it back masked', async () => {
    const payout = await provider().createPayout({
      merchantAccountId: paygate.accountId,
      payoutReference: 'adapter-payout-1',
      amount: '50000',
      currency: 'PHP',
      payee: {
        type: 'BANK',
        bankCode: 'BDO',
        accountName: 'Juan Cruz',
        accountNumber: '001234567890',
      },
      callbackUrl: 'http://127.0.0.1:1/psp/v1/paygate/callback',
    });
    expect(payout).toMatchObject({ kind: 'ok', value: { status: 'pending', amount: '50000' } });
    if (payout.kind !== 'ok') return;
    expect(payout.value.payee.maskedAccount).not.toContain('001234567890');
    expect(await provider().getPayout(payout.value.id)).toMatchObject({ kind: 'ok' });
  });

  it('is refused with a wrong secret, and unknown when nobody answers', async () => {
    const wrong = createPaygateProvider({
      baseUrl: paygate.url,
      accountId: paygate.accountId,
      secret: 'x'.repeat(32),
    });
    expect(await wrong.createPayment(qrPayment('adapter-2'))).toMatchObject({
      kind: 'refused',
      code: 'INVALID_SIGNATURE',
    });
    const nobody = createPaygateProvider({
      baseUrl: `http://127.0.0.1:${await freePort()}`,
      accountId: paygate.accountId,
      secret: paygate.secret,
      timeoutMs: 2_000,
    });
    expect(await nobody.getPayment('PGT1')).toMatchObject({ kind: 'unknown' });
  });
});
