import { randomBytes } from 'node:crypto';
import {
  adminDepositChannels,
  adminPaymentOrder,
  adminPaymentOrders,
  adminUpdateDepositChannel,
} from '@monsoon/contracts/admin/deposits';
import { depositSettingsValueSchema } from '@monsoon/contracts/deposits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, countRows, fakeClock, loginAs } from '@/test/factories.ts';
import { wire } from '@/test/http.ts';
import {
  asOperator,
  buildOperator,
  demoOwner,
  signInOperator,
  type OperatorAuth,
} from '@/test/operators.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

/** The back office's deposit screens: channels edited (audited, role-checked), orders searched. */
const clock = fakeClock(new Date());
let t: TestApp;
let owner: OperatorAuth;
let support: OperatorAuth;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { PAYGATE_SECRET: randomBytes(24).toString('hex') } });
  owner = await signInOperator(t.app, clock, demoOwner());
  clock.advance(30_000);
  support = await signInOperator(t.app, clock, await buildOperator(t.database, 'support'));
});
afterAll(() => t.close());

const channels = () =>
  asOperator(t.app, owner).ok(adminDepositChannels.value, 'GET', '/admin/api/deposits/channels');
const gcash = async () => {
  const c = (await channels()).items.find((i) => i.bankType === 'GCASH');
  if (!c) throw new Error('no GCASH channel');
  return c;
};
const audits = (action: string) => countRows(t.database, 'audit_log', `action = '${action}'`);

/** A paid order of a member, applied through the PSP event handler as a callback would be. */
async function paidOrder(memberId: number, merchantId: number, no: string, late: boolean) {
  await t.database.query(
    `insert into payment_orders (merchant_id, member_id, order_no, channel_id, channel, bank_type,
        psp_code, psp_account_id, asset, amount, fee_bps, status, psp_tx_id, expires_at)
      select $1, $2, $3, id, 'QR', 'PAYID', 'paygate', 'acct', 'PHP', 25000, 0, 'pending', $4,
        $5::timestamptz
      from deposit_channels where merchant_id = $1 and bank_type = 'PAYID'`,
    [merchantId, memberId, no, `PGT${no}`, new Date(Date.now() + (late ? -60_000 : 600_000))],
  );
  await t.app.services.deposits.applyEvent('paygate', {
    source: 'callback',
    eventId: `EVT${no}`,
    transactionId: `PGT${no}`,
    reference: no,
    merchantAccountId: 'acct',
    status: 'paid',
    amount: '25000',
    paidAmount: '25000',
    currency: 'PHP',
    occurredAt: new Date().toISOString(),
  });
}

describe('deposit channels in the back office', () => {
  it('lists the channels with their limits, fees and whether their PSP is configured', async () => {
    const value = await channels();
    expect(value.enabled).toBe(true);
    expect(await gcash()).toMatchObject({
      minAmount: '100.00',
      maxAmount: '50000.00',
      feeBps: 150,
      quickAmounts: ['100.00', '500.00', '1000.00', '2000.00', '5000.00'],
      pspConfigured: true,
      sandbox: true,
    });
  });

  it('changes limits, fee and the switch, audited, and members see it at once', async () => {
    const channel = await gcash();
    const before = await audits('deposit.channel_updated');
    const updated = await asOperator(t.app, owner).ok(
      adminUpdateDepositChannel.value,
      'PUT',
      `/admin/api/deposits/channels/${channel.id}`,
      { minAmount: '200', maxAmount: '20000.50', feeBps: 200, quickAmounts: ['200', '1000'] },
    );
    expect(updated).toMatchObject({
      minAmount: '200.00',
      maxAmount: '20000.50',
      feeBps: 200,
      quickAmounts: ['200.00', '1000.00'],
    });
    expect(await audits('deposit.channel_updated')).toBe(before + 1);
    const m = await buildMember(t.database);
    const { token } = await loginAs(t.app, m.username, m.password);
    const seen = await wire(t.app).ok(
      depositSettingsValueSchema,
      'GET',
      '/wps/relay/MCSFE_getDepositSettings',
      { token },
    );
    expect(seen.depositInfo.find((c) => c.bankType === 'GCASH')).toMatchObject({
      minAmount: 200,
      maxAmount: 20000.5,
      feePercent: 2,
      quickAmounts: [200, 1000],
    });
    await asOperator(t.app, owner).ok(
      adminUpdateDepositChannel.value,
      'PUT',
      `/admin/api/deposits/channels/${channel.id}`,
      { enabled: false },
    );
    const closed = await wire(t.app).ok(
      depositSettingsValueSchema,
      'GET',
      '/wps/relay/MCSFE_getDepositSettings',
      { token },
    );
    expect(closed.depositInfo.map((c) => c.bankType)).not.toContain('GCASH');
    await asOperator(t.app, owner).ok(
      adminDepositChannels.value,
      'PUT',
      '/admin/api/deposits/settings',
      { enabled: false },
    );
    const off = await wire(t.app).ok(
      depositSettingsValueSchema,
      'GET',
      '/wps/relay/MCSFE_getDepositSettings',
      { token },
    );
    expect(off.allowDeposit).toBe('N');
    expect(await audits('deposit.settings_updated')).toBe(1);
    await asOperator(t.app, owner).ok(
      adminDepositChannels.value,
      'PUT',
      '/admin/api/deposits/settings',
      { enabled: true },
    );
  });

  it('refuses inconsistent limits and roles without the permission, writing nothing', async () => {
    const channel = await gcash();
    const before = await countRows(t.database, 'audit_log');
    for (const body of [
      { minAmount: '500', maxAmount: '100' },
      { quickAmounts: ['5'] },
      { quickAmounts: ['300', '300'] },
      { minAmount: '0' },
    ])
      expect(
        await asOperator(t.app, owner).fail(
          'PUT',
          `/admin/api/deposits/channels/${channel.id}`,
          body,
        ),
        JSON.stringify(body),
      ).toMatchObject({ status: 400, errorCode: 'admin.deposit.channel.invalid' });
    expect(
      await asOperator(t.app, owner).fail('PUT', '/admin/api/deposits/channels/999999', {
        enabled: true,
      }),
    ).toMatchObject({ status: 404, errorCode: 'admin.deposit.not.found' });
    expect(
      await asOperator(t.app, support).fail('PUT', `/admin/api/deposits/channels/${channel.id}`, {
        enabled: true,
      }),
    ).toMatchObject({ status: 403, errorCode: 'role.denied' });
    expect(await countRows(t.database, 'audit_log')).toBe(before);
    expect(await gcash()).toEqual(channel);
  });
});

describe('payment orders in the back office', () => {
  it('searches by member, status, review flag and date, and shows an order with its PSP events', async () => {
    const a = await buildMember(t.database);
    const b = await buildMember(t.database);
    await paidOrder(a.id, a.merchantId, `ADM${a.id}on`, false);
    await paidOrder(a.id, a.merchantId, `ADM${a.id}late`, true);
    await paidOrder(b.id, b.merchantId, `ADM${b.id}on`, false);
    const list = (query: string) =>
      asOperator(t.app, support).ok(
        adminPaymentOrders.value,
        'GET',
        `/admin/api/deposits/orders?${query}`,
      );
    const ofA = await list(`username=${a.username}`);
    expect(ofA.total).toBe(2);
    expect(ofA.items.map((o) => o.orderNo)).toEqual([`ADM${a.id}late`, `ADM${a.id}on`]);
    const flagged = await list('review=true');
    expect(flagged.items.map((o) => o.orderNo)).toContain(`ADM${a.id}late`);
    expect(flagged.items.map((o) => o.orderNo)).not.toContain(`ADM${a.id}on`);
    expect(flagged.items.find((o) => o.orderNo === `ADM${a.id}late`)).toMatchObject({
      status: 'paid',
      reviewReason: 'late',
      amount: '250.00',
      paidAmount: '250.00',
      feeAmount: '0.00',
      pspTxId: `PGTADM${a.id}late`,
    });
    expect((await list('status=failed')).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}&username=${b.username}`)).total).toBe(1);
    expect((await list(`from=2020-01-01&to=2020-01-02`)).total).toBe(0);
    const id = ofA.items[0]?.id ?? 0;
    const detail = await asOperator(t.app, support).ok(
      adminPaymentOrder.value,
      'GET',
      `/admin/api/deposits/orders/${id}`,
    );
    expect(detail.events).toMatchObject([
      { source: 'callback', outcome: 'credited', status: 'paid', amount: '250.00' },
    ]);
    expect(
      await asOperator(t.app, support).fail('GET', '/admin/api/deposits/orders/99999999'),
    ).toMatchObject({ status: 404, errorCode: 'admin.deposit.not.found' });
  });
});
