import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  depositOrderSchema,
  depositRecordsValueSchema,
  depositSettingsValueSchema,
} from '@monsoon/contracts/deposits';
import { errorMessageKey } from '@monsoon/contracts/errors';
import { translate } from '@/lib/messages.ts';
import { buildMember, countRows, loginAs, nextIp } from '@/test/factories.ts';
import { wire } from '@/test/http.ts';
import { freePort } from '@/test/server-process.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

/**
 * The deposit calls' answers and refusals (wire-api §5.2). The PSP here answers nobody (a closed
 * port): every refusal must come before it is asked, and write nothing.
 */
let t: TestApp;
let now = Date.now();
beforeAll(async () => {
  t = await createTestApp({
    env: {
      PAYGATE_SECRET: randomBytes(24).toString('hex'),
      PAYGATE_URL: `http://127.0.0.1:${await freePort()}`,
    },
    clock: { now: () => new Date(now) },
  });
});
afterAll(async () => t.close());

const QR = '/wps/relay/MCSFE_depositByQRImageUrl';
const LAUNCH = '/wps/relay/MCSFE_depositByLaunchUrl';
const MANUAL = '/wps/relay/MCSFE_manualTransferByAccountName';
const CRYPTO = '/wps/relay/MCSFE_depositVirtualWallet';

async function member(type = 0) {
  const m = await buildMember(t.database, { type });
  const { token } = await loginAs(t.app, m.username, m.password);
  return { ...m, token };
}

const writes = async () => ({
  orders: await countRows(t.database, 'payment_orders'),
  journal: await countRows(t.database, 'journal'),
});

describe('deposit settings', () => {
  it('lists the open channels with limits, fees and quick amounts, and counts paid deposits', async () => {
    const m = await member();
    const value = await wire(t.app).ok(
      depositSettingsValueSchema,
      'GET',
      '/wps/relay/MCSFE_getDepositSettings',
      { token: m.token },
    );
    expect(value.allowDeposit).toBe('Y');
    expect(value.totalDepositSuccessCount).toBe(0);
    expect(value.currency).toBe('PHP');
    const qr = value.depositInfo.find((c) => c.bankType === 'PAYID');
    expect(qr).toMatchObject({
      channel: 'QR',
      call: 'QR_IMAGE',
      minAmount: 100,
      maxAmount: 50000,
      feePercent: 0,
      quickAmounts: [100, 300, 500, 1000, 5000],
      sandbox: true,
    });
    expect(value.depositInfo.map((c) => c.call)).toEqual(
      expect.arrayContaining(['QR_IMAGE', 'LAUNCH_URL', 'MANUAL_TRANSFER', 'VIRTUAL_WALLET']),
    );
  });

  it('answers N when the merchant switched deposits off or closed every channel', async () => {
    const m = await member();
    await t.database.query(
      `insert into deposit_settings (merchant_id, enabled) values ($1, false)`,
      [m.merchantId],
    );
    try {
      const value = await wire(t.app).ok(
        depositSettingsValueSchema,
        'GET',
        '/wps/relay/MCSFE_getDepositSettings',
        { token: m.token },
      );
      expect(value).toMatchObject({ allowDeposit: 'N', depositInfo: [] });
    } finally {
      await t.database.query(`delete from deposit_settings where merchant_id = $1`, [m.merchantId]);
    }
  });
});

describe('deposit refusals', () => {
  it('refuses a visitor with 401 and a trial account with in_need_true_account', async () => {
    const anonymous = await wire(t.app).fail('POST', QR, {
      payload: { amount: 500, bankType: 'PAYID' },
    });
    expect(anonymous).toMatchObject({ status: 401, errorCode: 'login.not.session' });
    const trial = await member(4);
    const refused = await wire(t.app).fail('POST', QR, {
      token: trial.token,
      payload: { amount: 500, bankType: 'PAYID' },
    });
    expect(refused).toMatchObject({ status: 403, errorCode: 'in_need_true_account' });
    const settings = await wire(t.app).fail('GET', '/wps/relay/MCSFE_getDepositSettings', {
      token: trial.token,
    });
    expect(settings.errorCode).toBe('in_need_true_account');
  });

  it('gives each refusal its own translated code and writes nothing', async () => {
    const m = await member();
    const before = await writes();
    const limits = { min: '100.00', max: '50,000.00' };
    const cases: Array<[string, Record<string, unknown>, string, Record<string, string>?]> = [
      [QR, { amount: 500, bankType: 'NOPE' }, 'deposit.bank.type.unknown'],
      // A bank type of another call.
      [QR, { amount: 500, bankType: 'BANK' }, 'deposit.bank.type.unknown'],
      [CRYPTO, { amount: 5000, bankType: 'PAYID' }, 'deposit.bank.type.unknown'],
      [QR, { amount: 1.234, bankType: 'PAYID' }, 'deposit.amount.invalid'],
      [QR, { amount: '12,3x', bankType: 'PAYID' }, 'deposit.amount.invalid'],
      [QR, { amount: 0, bankType: 'PAYID' }, 'deposit.amount.invalid'],
      [QR, { amount: -5, bankType: 'PAYID' }, 'deposit.amount.invalid'],
      [QR, { amount: 99.99, bankType: 'PAYID' }, 'deposit.amount.below.min'],
      [QR, { amount: 50000.01, bankType: 'PAYID' }, 'deposit.amount.above.max'],
      [
        LAUNCH,
        { amount: 150, bankType: 'ONLINE_BANKING' },
        'deposit.amount.below.min',
        { min: '200.00' },
      ],
      [
        QR,
        { amount: 500, bankType: 'PAYID', targetUsername: 'someoneelse' },
        'deposit.target.invalid',
      ],
      [MANUAL, { amount: 1000, bankType: 'BANK' }, 'invalid.request'],
    ];
    for (const [url, payload, code, params = limits] of cases) {
      const res = await wire(t.app).fail('POST', url, {
        token: m.token,
        payload,
        language: 'TY',
        remoteAddress: nextIp(),
      });
      expect(res.errorCode, `${url} ${JSON.stringify(payload)}`).toBe(code);
      expect(res.message).toBe(translate('TY', errorMessageKey(code), params));
    }
    const below = await wire(t.app).fail('POST', QR, {
      token: m.token,
      payload: { amount: 50, bankType: 'PAYID' },
    });
    expect(below.message).toContain('100.00');
    expect(await writes()).toEqual(before);
  });

  it('refuses a closed channel and deposits switched off, writing nothing', async () => {
    const m = await member();
    const before = await writes();
    await t.database.query(
      `update deposit_channels set enabled = false where merchant_id = $1 and bank_type = 'GCASH'`,
      [m.merchantId],
    );
    const closed = await wire(t.app).fail('POST', LAUNCH, {
      token: m.token,
      payload: { amount: 500, bankType: 'GCASH' },
    });
    expect(closed.errorCode).toBe('deposit.channel.closed');
    await t.database.query(
      `update deposit_channels set enabled = true where merchant_id = $1 and bank_type = 'GCASH'`,
      [m.merchantId],
    );
    await t.database.query(
      `insert into deposit_settings (merchant_id, enabled) values ($1, false)`,
      [m.merchantId],
    );
    const off = await wire(t.app).fail('POST', LAUNCH, {
      token: m.token,
      payload: { amount: 500, bankType: 'GCASH' },
    });
    expect(off.errorCode).toBe('deposit.disabled');
    await t.database.query(`delete from deposit_settings where merchant_id = $1`, [m.merchantId]);
    expect(await writes()).toEqual(before);
  });

  it('limits how many orders one member sends to the PSP a minute', async () => {
    const m = await member();
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await wire(t.app).fail('POST', QR, {
        token: m.token,
        payload: { amount: 100, bankType: 'PAYID' },
      });
      codes.push(res.errorCode);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('deposit.psp.unavailable'));
    expect(codes[10]).toBe('TOO_MANY_REQUESTS');
    expect(await countRows(t.database, 'payment_orders', `member_id = ${m.id}`)).toBe(10);
  });
});

describe('a PSP that does not answer', () => {
  it('answers deposit.psp.unavailable; the order stays created until reconciliation expires it', async () => {
    const m = await member();
    const res = await wire(t.app).fail('POST', QR, {
      token: m.token,
      payload: { amount: 500, bankType: 'PAYID' },
    });
    expect(res).toMatchObject({ status: 503, errorCode: 'deposit.psp.unavailable' });
    const records = await wire(t.app).ok(
      depositRecordsValueSchema,
      'GET',
      '/wps/relay/MCSFE_getDepositRecords',
      { token: m.token },
    );
    expect(records.list).toHaveLength(1);
    expect(records.list[0]).toMatchObject({ status: 'created', amount: 500, fee: 0 });
    const orderNo = records.list[0]?.orderNo ?? '';
    now += 16 * 60_000 + 3 * 60_000;
    await t.app.services.deposits.reconcile();
    now = Date.now();
    const order = await wire(t.app).ok(
      depositOrderSchema,
      'GET',
      `/wps/relay/MCSFE_getDepositOrder?orderNo=${orderNo}`,
      { token: m.token },
    );
    expect(order).toMatchObject({ status: 'expired', action: null, creditedAmount: null });
    // Another member's order is not found.
    const other = await member();
    const foreign = await wire(t.app).fail(
      'GET',
      `/wps/relay/MCSFE_getDepositOrder?orderNo=${orderNo}`,
      { token: other.token },
    );
    expect(foreign).toMatchObject({ status: 404, errorCode: 'deposit.order.not.found' });
  });
});
