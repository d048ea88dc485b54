import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSettings } from '@monsoon/contracts/admin/settings';
import { c2cDeposits } from '@monsoon/contracts/c2c';
import { createShiftableClock, systemClock } from '@/lib/clock.ts';
import { wire } from '@/test/http.ts';
import { balanceOf, expectLedgerClean } from '@/test/money.ts';
import {
  asOperator,
  buildOperator,
  demoOwner,
  signInOperator,
  type OperatorAuth,
} from '@/test/operators.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { withdrawer } from '@/modules/withdrawals/withdrawals.test-support.ts';
import {
  answerOk,
  c2cRows,
  codeOf,
  depositOk,
  drainPool,
  matchRow,
  PNG,
  poolWithdrawal,
  proofOk,
  switchC2cOn,
  uploadProof,
  withdrawalStatus,
} from './c2c.test-support.ts';

/**
 * The depositor's payment deadline (decision 0060): a match still `paying` (no proof) when the
 * merchant's minutes to pay run out expires through the job: its slice released back into the
 * withdrawal's pool, events and audit written, the depositor told and free to start again. Each
 * member's money is checked against what the rules say; the ledger check is clean.
 */
const clock = createShiftableClock();
const CONFIRM_MINUTES = 3;
const PAY_MINUTES = 10;
let t: TestApp;
let owner: OperatorAuth;
let finance: OperatorAuth;

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await signInOperator(t.app, systemClock, demoOwner());
  finance = await signInOperator(t.app, systemClock, await buildOperator(t.database, 'finance'));
  await switchC2cOn(t, owner, CONFIRM_MINUTES, PAY_MINUTES);
}, 120_000);
afterAll(async () => t.close());

const FUNDED = 100_000n;
const available = (m: { merchantId: number; id: number }) =>
  t.app.services.wallet.available({ merchantId: m.merchantId, memberId: m.id }, 'PHP');
const openOf = async (withdrawalId: number) =>
  BigInt(
    String(
      (
        await t.database.query(
          `select remaining::text as r from c2c_pool where withdrawal_id = $1`,
          [withdrawalId],
        )
      ).rows[0]?.['r'],
    ),
  );
const myDeposits = (token: string) =>
  wire(t.app).ok(c2cDeposits.value, 'GET', '/wps/relay/MCSFE_getC2CDeposits', { token });

describe('the payment deadline', () => {
  it('a match not paid in time expires: the money is open again and the depositor starts again', async () => {
    await drainPool(t, finance);
    const w = await withdrawer(t, FUNDED);
    const d = await withdrawer(t, 0n);
    const record = await poolWithdrawal(t, w, '300'); // 3.00 fee: 297.00 open
    const deposit = await depositOk(t, d.token, '297');
    const m = deposit.matches[0]!;
    expect(m.status).toBe('paying');
    // The depositor is shown when the time to pay ends: PAY minutes from the match.
    expect(m.payBy).toBe(deposit.createTime + PAY_MINUTES * 60_000);
    expect(await openOf(record.id)).toBe(0n);

    // Not yet: the job leaves it alone.
    clock.shift((PAY_MINUTES * 60 - 5) * 1000);
    await t.app.services.c2c.expireUnpaid();
    expect((await matchRow(t, m.id)).status).toBe('paying');

    clock.shift(6_000);
    expect(await t.app.services.c2c.expireUnpaid()).toBeGreaterThanOrEqual(1);
    expect(await matchRow(t, m.id)).toEqual({ status: 'expired', confirmed: '0' });
    // The slice is back in the withdrawal's pool; the withdrawer's money is still set aside for it.
    expect(await openOf(record.id)).toBe(29_700n);
    expect(await withdrawalStatus(t, record.id)).toBe('paying');
    expect(await balanceOf(t.database, w)).toBe(FUNDED - 300n);
    expect(await available(w)).toBe(FUNDED - 30_000n);
    // The depositor sees it expired, nothing credited.
    const [mine] = await myDeposits(d.token);
    expect(mine).toMatchObject({ id: deposit.id, status: 'closed', credited: 0 });
    expect(mine!.matches).toEqual([expect.objectContaining({ id: m.id, status: 'expired' })]);
    expect(await balanceOf(t.database, d)).toBe(0n);

    // A proof that comes after the job is refused and writes nothing; a second job run finds nothing.
    const before = await c2cRows(t);
    expect(codeOf(await uploadProof(t, d.token, m.id, [PNG]))).toBe('c2c.match.state');
    expect(await c2cRows(t)).toEqual(before);
    expect((await matchRow(t, m.id)).status).toBe('expired');

    // The depositor starts again, pays this time, and the withdrawal is paid.
    const again = await depositOk(t, d.token, '297');
    expect(again.matches.map((x) => x.accountNumber)).toEqual([w.accountNumber]);
    await proofOk(t, d.token, again.matches[0]!.id);
    await answerOk(t, w.token, { matchId: again.matches[0]!.id, result: 'RECEIVED' });
    expect(await balanceOf(t.database, d)).toBe(29_700n);
    expect(await balanceOf(t.database, w)).toBe(FUNDED - 30_000n);
    expect(await available(w)).toBe(FUNDED - 30_000n);
    expect(await withdrawalStatus(t, record.id)).toBe('paid');

    const { rows: events } = await t.database.query(
      `select from_status, to_status, actor from c2c_events where match_id = $1 order by id`,
      [m.id],
    );
    expect(events.map((e) => `${String(e['from_status'])}>${String(e['to_status'])}`)).toEqual([
      'null>paying',
      'paying>expired',
    ]);
    expect(events[1]?.['actor']).toBe('auto');
    const { rows: audit } = await t.database.query(
      `select action from audit_log where target_kind = 'c2c_match' and target_id = $1 order by seq`,
      [String(m.id)],
    );
    expect(audit.map((r) => r['action'])).toEqual(['c2c.matched', 'c2c.expired']);
    await expectLedgerClean(t.database);
  });

  it('a deposit over two withdrawals: only the slice not paid expires; the paid one stands', async () => {
    await drainPool(t, finance);
    const w1 = await withdrawer(t, FUNDED);
    const w2 = await withdrawer(t, FUNDED);
    const d = await withdrawer(t, 0n);
    const r1 = await poolWithdrawal(t, w1, '100'); // 99.00 open
    const r2 = await poolWithdrawal(t, w2, '100'); // 99.00 open
    const deposit = await depositOk(t, d.token, '150');
    const [paid, unpaid] = deposit.matches;
    expect([paid!.amount, unpaid!.amount]).toEqual([99, 51]);
    await proofOk(t, d.token, paid!.id);
    await answerOk(t, w1.token, { matchId: paid!.id, result: 'RECEIVED' });
    // Still open (one slice waits for payment), then the time runs out.
    expect((await myDeposits(d.token))[0]).toMatchObject({ status: 'matched', credited: 99 });
    clock.shift((PAY_MINUTES * 60 + 1) * 1000);
    await t.app.services.c2c.expireUnpaid();
    expect((await matchRow(t, paid!.id)).status).toBe('received');
    expect((await matchRow(t, unpaid!.id)).status).toBe('expired');
    expect((await myDeposits(d.token))[0]).toMatchObject({ status: 'closed', credited: 99 });
    expect(await withdrawalStatus(t, r1.id)).toBe('paid');
    expect(await withdrawalStatus(t, r2.id)).toBe('paying');
    expect(await openOf(r2.id)).toBe(9_900n);
    expect(await balanceOf(t.database, d)).toBe(9_900n);
    expect(await balanceOf(t.database, w1)).toBe(FUNDED - 10_000n);
    expect(await balanceOf(t.database, w2)).toBe(FUNDED - 100n);
    expect(await available(w2)).toBe(FUNDED - 10_000n);
    await expectLedgerClean(t.database);
  });

  it('the minutes to pay are a merchant setting (1 to 1440); a value out of range changes nothing', async () => {
    await drainPool(t, finance);
    for (const bad of [0, 1441, 2.5]) {
      const res = await asOperator(t.app, owner).send('PUT', '/admin/api/settings', {
        changes: { withdrawC2cPayMinutes: bad },
      });
      expect(res.status, String(bad)).toBe(400);
    }
    await asOperator(t.app, owner).ok(adminSettings.value, 'PUT', '/admin/api/settings', {
      changes: { withdrawC2cPayMinutes: 45 },
    });
    try {
      const w = await withdrawer(t, FUNDED);
      const d = await withdrawer(t, 0n);
      await poolWithdrawal(t, w, '100');
      const deposit = await depositOk(t, d.token, '99');
      expect(deposit.matches[0]!.payBy).toBe(deposit.createTime + 45 * 60_000);
      await proofOk(t, d.token, deposit.matches[0]!.id);
      await answerOk(t, w.token, { matchId: deposit.matches[0]!.id, result: 'RECEIVED' });
    } finally {
      await switchC2cOn(t, owner, CONFIRM_MINUTES, PAY_MINUTES);
    }
    await expectLedgerClean(t.database);
  });
});
