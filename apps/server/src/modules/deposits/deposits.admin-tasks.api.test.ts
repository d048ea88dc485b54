import { randomBytes } from 'node:crypto';
import {
  adminCreateDepositChannel,
  adminDepositChannels,
  adminPaymentOrder,
  adminPaymentOrders,
  adminRemoveDepositChannel,
  adminResolvePaymentOrderReview,
} from '@monsoon/contracts/admin/deposits';
import { depositSettingsValueSchema } from '@monsoon/contracts/deposits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, countRows, fakeClock, loginAs } from '@/test/factories.ts';
import { wire } from '@/test/http.ts';
import {
  asOperator,
  buildOperator,
  demoFinance,
  demoOwner,
  signInOperator,
  type OperatorAuth,
} from '@/test/operators.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

/**
 * The back office's deposit tasks added with decision 0058: channels added and removed (owners only,
 * removal refused while orders are open) and review flags resolved with a note (finance and owners).
 * Each task is audited; every refusal writes nothing.
 */
const clock = fakeClock(new Date());
let t: TestApp;
let owner: OperatorAuth;
let finance: OperatorAuth;
let support: OperatorAuth;
let readOnly: OperatorAuth;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { PAYGATE_SECRET: randomBytes(24).toString('hex') } });
  owner = await signInOperator(t.app, clock, demoOwner());
  clock.advance(30_000);
  finance = await signInOperator(t.app, clock, demoFinance());
  clock.advance(30_000);
  support = await signInOperator(t.app, clock, await buildOperator(t.database, 'support'));
  clock.advance(30_000);
  readOnly = await signInOperator(t.app, clock, await buildOperator(t.database, 'read-only'));
});
afterAll(() => t.close());

const audits = (action: string) => countRows(t.database, 'audit_log', `action = '${action}'`);
const channels = () =>
  asOperator(t.app, owner).ok(adminDepositChannels.value, 'GET', '/admin/api/deposits/channels');
const mayaInput = {
  bankType: 'MAYA',
  pspCode: 'paygate',
  name: 'Maya',
  enabled: true,
  minAmount: '150',
  maxAmount: '30000.50',
  feeBps: 120,
  quickAmounts: ['150', '1000'],
  expiryMinutes: 20,
  sortOrder: 7,
};

/** What a member sees of the deposit channels. */
async function memberBankTypes(): Promise<string[]> {
  const m = await buildMember(t.database);
  const { token } = await loginAs(t.app, m.username, m.password);
  const seen = await wire(t.app).ok(
    depositSettingsValueSchema,
    'GET',
    '/wps/relay/MCSFE_getDepositSettings',
    { token },
  );
  return seen.depositInfo.map((c) => c.bankType);
}

/** A pending order of a member on a channel, as the PSP's create left it. */
async function pendingOrder(memberId: number, bankType: string, no: string, amount: bigint) {
  await t.database.query(
    `insert into payment_orders (merchant_id, member_id, order_no, channel_id, channel, bank_type,
        psp_code, psp_account_id, asset, amount, fee_bps, status, psp_tx_id, expires_at)
      select merchant_id, $1::int, $2, id, channel, bank_type, 'paygate', 'acct', 'PHP', $3, 0,
        'pending', $4, $5::timestamptz
      from deposit_channels where bank_type = $6 and removed_at is null
        and merchant_id = (select merchant_id from members where id = $1::int)`,
    [memberId, no, String(amount), `PGT${no}`, new Date(Date.now() + 600_000), bankType],
  );
}

/** The PSP's event for an order, applied as its callback would be. */
const pspEvent = (no: string, amount: bigint, paid: bigint | null, failureReason?: string) =>
  t.app.services.deposits.applyEvent('paygate', {
    source: 'callback',
    eventId: `EVT${no}${paid === null ? 'fail' : 'paid'}`,
    transactionId: `PGT${no}`,
    reference: no,
    merchantAccountId: 'acct',
    status: paid === null ? 'failed' : 'paid',
    amount: String(amount),
    ...(paid === null ? {} : { paidAmount: String(paid) }),
    ...(failureReason ? { failureReason } : {}),
    currency: 'PHP',
    occurredAt: new Date().toISOString(),
  });

describe('adding and removing deposit channels', () => {
  it('lets an owner add a channel of a bank type the PSP offers: listed, audited, seen by members', async () => {
    expect((await channels()).pspCodes).toEqual(['paygate']);
    const added = await asOperator(t.app, owner).ok(
      adminCreateDepositChannel.value,
      'POST',
      '/admin/api/deposits/channels',
      mayaInput,
    );
    expect(added).toMatchObject({
      bankType: 'MAYA',
      channel: 'EWALLET',
      name: 'Maya',
      pspConfigured: true,
      enabled: true,
      minAmount: '150.00',
      maxAmount: '30000.50',
      feeBps: 120,
      quickAmounts: ['150.00', '1000.00'],
      expiryMinutes: 20,
    });
    expect((await channels()).items.map((c) => c.bankType)).toContain('MAYA');
    expect(await audits('deposit.channel_created')).toBe(1);
    expect(await memberBankTypes()).toContain('MAYA');
  });

  it('refuses bad channels and roles other than owner, writing nothing', async () => {
    const rowsBefore = await countRows(t.database, 'deposit_channels');
    const auditBefore = await countRows(t.database, 'audit_log');
    const post = (who: OperatorAuth, body: unknown) =>
      asOperator(t.app, who).fail('POST', '/admin/api/deposits/channels', body);
    const nova = { ...mayaInput, bankType: 'TRUEMONEY', name: 'TrueMoney' };
    expect(await post(owner, mayaInput)).toMatchObject({
      status: 409,
      errorCode: 'admin.deposit.channel.exists',
    });
    expect(await post(owner, { ...nova, minAmount: '500', maxAmount: '100' })).toMatchObject({
      status: 400,
      errorCode: 'admin.deposit.channel.invalid',
    });
    expect(await post(owner, { ...nova, quickAmounts: ['5'] })).toMatchObject({
      status: 400,
      errorCode: 'admin.deposit.channel.invalid',
    });
    expect(await post(owner, { ...nova, pspCode: 'nopsp' })).toMatchObject({
      status: 400,
      errorCode: 'admin.deposit.psp.unknown',
    });
    for (const body of [
      { ...nova, bankType: 'VENMO' },
      { ...nova, minAmount: '1.234' },
      { ...nova, name: '' },
      { ...nova, expiryMinutes: 0 },
    ])
      expect(await post(owner, body), JSON.stringify(body)).toMatchObject({
        status: 400,
        errorCode: 'invalid.request',
      });
    for (const who of [finance, support, readOnly])
      expect(await post(who, nova)).toMatchObject({ status: 403, errorCode: 'role.denied' });
    expect(await countRows(t.database, 'deposit_channels')).toBe(rowsBefore);
    expect(await countRows(t.database, 'audit_log')).toBe(auditBefore);
  });

  it('refuses to remove a channel with an open order; removes it once the order ended', async () => {
    const maya = (await channels()).items.find((c) => c.bankType === 'MAYA');
    if (!maya) throw new Error('no MAYA channel');
    const m = await buildMember(t.database);
    const no = `RMV${m.id}`;
    await pendingOrder(m.id, 'MAYA', no, 50_000n);
    const url = `/admin/api/deposits/channels/${maya.id}/remove`;
    const auditBefore = await countRows(t.database, 'audit_log');
    expect(
      await asOperator(t.app, owner).fail('POST', url, { reason: 'Maya contract ended' }),
    ).toMatchObject({ status: 409, errorCode: 'admin.deposit.channel.busy' });
    expect(await asOperator(t.app, owner).fail('POST', url, { reason: 'x' })).toMatchObject({
      status: 400,
      errorCode: 'invalid.request',
    });
    expect(
      await asOperator(t.app, finance).fail('POST', url, { reason: 'Maya contract ended' }),
    ).toMatchObject({ status: 403, errorCode: 'role.denied' });
    expect(await countRows(t.database, 'audit_log')).toBe(auditBefore);
    expect((await channels()).items.map((c) => c.bankType)).toContain('MAYA');

    expect(await pspEvent(no, 50_000n, 50_000n)).toBe('credited');
    const after = await asOperator(t.app, owner).ok(adminRemoveDepositChannel.value, 'POST', url, {
      reason: 'Maya contract ended',
    });
    expect(after.items.map((c) => c.bankType)).not.toContain('MAYA');
    expect(await audits('deposit.channel_removed')).toBe(1);
    expect(await memberBankTypes()).not.toContain('MAYA');
    // Its order keeps its channel; the channel cannot be edited or removed again.
    const { rows } = await t.database.query(
      `select o.status, c.removed_at is not null as removed from payment_orders o
        join deposit_channels c on c.id = o.channel_id where o.order_no = $1`,
      [no],
    );
    expect(rows[0]).toMatchObject({ status: 'paid', removed: true });
    expect(
      await asOperator(t.app, owner).fail('POST', url, { reason: 'Maya contract ended' }),
    ).toMatchObject({ status: 404, errorCode: 'admin.deposit.not.found' });
    expect(
      await asOperator(t.app, owner).fail('PUT', `/admin/api/deposits/channels/${maya.id}`, {
        enabled: true,
      }),
    ).toMatchObject({ status: 404, errorCode: 'admin.deposit.not.found' });
    // The bank type may be offered again.
    const again = await asOperator(t.app, owner).ok(
      adminCreateDepositChannel.value,
      'POST',
      '/admin/api/deposits/channels',
      { ...mayaInput, name: 'Maya (new contract)' },
    );
    expect(again.id).not.toBe(maya.id);
    expect(await memberBankTypes()).toContain('MAYA');
  });
});

describe('resolving a payment order flagged for review', () => {
  const list = (query: string) =>
    asOperator(t.app, support).ok(
      adminPaymentOrders.value,
      'GET',
      `/admin/api/deposits/orders?${query}`,
    );

  it('lets finance resolve a flag with a note: who, when and the note shown, audited, off the open list', async () => {
    const m = await buildMember(t.database);
    const no = `REV${m.id}`;
    await pendingOrder(m.id, 'PAYID', no, 25_000n);
    expect(await pspEvent(no, 25_000n, 20_000n)).toBe('credited');
    const flagged = (await list(`review=true&username=${m.username}`)).items;
    expect(flagged).toMatchObject([
      { orderNo: no, reviewReason: 'amount', reviewResolution: null },
    ]);
    const id = flagged[0]?.id ?? 0;
    const url = `/admin/api/deposits/orders/${id}/resolve`;

    const auditBefore = await countRows(t.database, 'audit_log');
    for (const who of [support, readOnly])
      expect(
        await asOperator(t.app, who).fail('POST', url, { note: 'Paid 200 of 250, checked' }),
      ).toMatchObject({ status: 403, errorCode: 'role.denied' });
    expect(await asOperator(t.app, finance).fail('POST', url, { note: ' ' })).toMatchObject({
      status: 400,
      errorCode: 'invalid.request',
    });
    expect(
      await asOperator(t.app, finance).fail('POST', '/admin/api/deposits/orders/99999999/resolve', {
        note: 'Paid 200 of 250, checked',
      }),
    ).toMatchObject({ status: 404, errorCode: 'admin.deposit.not.found' });
    expect(await countRows(t.database, 'audit_log')).toBe(auditBefore);

    const resolved = await asOperator(t.app, finance).ok(
      adminResolvePaymentOrderReview.value,
      'POST',
      url,
      { note: 'Paid 200 of 250, credited 200: checked with the PSP' },
    );
    expect(resolved).toMatchObject({
      status: 'paid',
      reviewReason: 'amount',
      paidAmount: '200.00',
      reviewResolution: {
        operatorUsername: demoFinance().username,
        note: 'Paid 200 of 250, credited 200: checked with the PSP',
      },
    });
    expect(await audits('deposit.review_resolved')).toBe(1);
    expect((await list(`review=true&username=${m.username}`)).total).toBe(0);
    expect((await list(`review=resolved&username=${m.username}`)).items[0]).toMatchObject({
      orderNo: no,
      reviewResolution: { operatorUsername: demoFinance().username },
    });
    // Resolved once: a second resolution is refused and writes nothing.
    expect(
      await asOperator(t.app, owner).fail('POST', url, { note: 'Looked at it again' }),
    ).toMatchObject({ status: 409, errorCode: 'admin.deposit.review.none' });
    expect(await audits('deposit.review_resolved')).toBe(1);

    // A reason flagged later opens it again.
    expect(await pspEvent(no, 25_000n, null, 'EXPIRED')).toBe('ignored');
    const reopened = await asOperator(t.app, support).ok(
      adminPaymentOrder.value,
      'GET',
      `/admin/api/deposits/orders/${id}`,
    );
    expect(reopened).toMatchObject({ reviewReason: 'late,amount', reviewResolution: null });
    expect((await list(`review=true&username=${m.username}`)).total).toBe(1);
  });

  it('refuses to resolve an order without a flag', async () => {
    const m = await buildMember(t.database);
    const no = `NOF${m.id}`;
    await pendingOrder(m.id, 'PAYID', no, 25_000n);
    expect(await pspEvent(no, 25_000n, 25_000n)).toBe('credited');
    const [order] = (await list(`username=${m.username}`)).items;
    expect(order?.reviewReason).toBeNull();
    expect(
      await asOperator(t.app, owner).fail(
        'POST',
        `/admin/api/deposits/orders/${order?.id}/resolve`,
        {
          note: 'Nothing to see',
        },
      ),
    ).toMatchObject({ status: 409, errorCode: 'admin.deposit.review.none' });
    expect(await audits('deposit.review_resolved')).toBe(1);
  });
});
