import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminC2cPool, adminCancelC2cWithdrawal } from '@monsoon/contracts/admin/c2c';
import { transactionHistoryValueSchema } from '@monsoon/contracts/transactions';
import { withdrawRecords } from '@monsoon/contracts/withdrawals';
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
  c2cWithdrawalList,
  cancelC2c,
  cancelOk,
  codeOf,
  depositC2c,
  depositOk,
  drainPool,
  matchRow,
  PENALTY_PERCENT,
  poolWithdrawal,
  proofOk,
  switchC2cOn,
  withdrawalStatus,
} from './c2c.test-support.ts';
import { requestWithdrawal, withdrawOk } from '@/modules/withdrawals/withdrawals.test-support.ts';

/**
 * Cancelling a pooled C2C withdrawal (decisions 0061, 0062): only what is open in the pool is
 * cancelled, matches in flight finish as usual and what they do not pay goes back to the member; the
 * member pays the penalty they were shown on the part they cancel, an operator's cancel (with a reason)
 * costs nothing. Every refusal writes nothing; each member's money is computed here from the rules.
 */
const clock = createShiftableClock();
const CONFIRM_MINUTES = 3;
const PAY_MINUTES = 10;
let t: TestApp;
let finance: OperatorAuth;
let financeId: number;
let support: OperatorAuth;

beforeAll(async () => {
  t = await createTestApp({ clock });
  const owner = await signInOperator(t.app, systemClock, demoOwner());
  const financeOperator = await buildOperator(t.database, 'finance');
  financeId = financeOperator.id;
  finance = await signInOperator(t.app, systemClock, financeOperator);
  support = await signInOperator(t.app, systemClock, await buildOperator(t.database, 'support'));
  await switchC2cOn(t, owner, CONFIRM_MINUTES, PAY_MINUTES);
}, 120_000);
afterAll(async () => t.close());

const FUNDED = 100_000n;
/** The rule, computed here: penalty percent of the cancelled amount, rounded down to the cent. */
const penaltyOn = (minor: bigint) => (minor * BigInt(PENALTY_PERCENT)) / 100n;
const available = (m: { merchantId: number; id: number }) =>
  t.app.services.wallet.available({ merchantId: m.merchantId, memberId: m.id }, 'PHP');
const cents = (minor: bigint) => Number(minor) / 100;
const openOf = async (withdrawalId: number) =>
  String(
    (
      await t.database.query(`select remaining::text as r from c2c_pool where withdrawal_id = $1`, [
        withdrawalId,
      ])
    ).rows[0]?.['r'],
  );

describe('the member cancels what is open', () => {
  it('the penalty is shown first and charged on the open part only; the match in flight finishes', async () => {
    await drainPool(t, finance);
    const w = await withdrawer(t, FUNDED);
    const d = await withdrawer(t, 0n);
    const stranger = await withdrawer(t, 0n);
    const record = await poolWithdrawal(t, w, '500'); // 5.00 fee: 495.00 open
    const deposit = await depositOk(t, d.token, '200'); // 200.00 in flight, 295.00 open
    const open = 29_500n;
    const penalty = penaltyOn(open); // 14.75
    const listed = (await c2cWithdrawalList(t, w.token)).find((x) => x.withdrawalId === record.id);
    expect(listed).toMatchObject({
      status: 'paying',
      netAmount: 495,
      received: 0,
      inFlight: 200,
      open: 295,
      penaltyPercent: PENALTY_PERCENT,
      cancelPenalty: cents(penalty),
      cancelledAmount: null,
      penalty: null,
    });

    // Refusals write nothing: what the member was shown is not what is open, not theirs, unknown.
    const before = await c2cRows(t);
    const refusals: Array<[string, { withdrawalId: number; amount: string; penalty: string }]> = [
      ['c2c.cancel.changed', { withdrawalId: record.id, amount: '295', penalty: '14.74' }],
      ['c2c.cancel.changed', { withdrawalId: record.id, amount: '300', penalty: '15' }],
      ['c2c.withdrawal.not.found', { withdrawalId: 999_999_999, amount: '295', penalty: '14.75' }],
      ['c2c.amount.invalid', { withdrawalId: record.id, amount: '295.001', penalty: '14.75' }],
    ];
    for (const [code, payload] of refusals)
      expect(codeOf(await cancelC2c(t, w.token, payload)), JSON.stringify(payload)).toBe(code);
    expect(
      codeOf(
        await cancelC2c(t, stranger.token, {
          withdrawalId: record.id,
          amount: '295',
          penalty: '14.75',
        }),
      ),
    ).toBe('c2c.withdrawal.not.found');
    expect(await c2cRows(t)).toEqual(before);
    expect(await balanceOf(t.database, w)).toBe(FUNDED - 500n);

    const cancelled = await cancelOk(t, w.token, {
      withdrawalId: record.id,
      amount: String(listed!.open),
      penalty: String(listed!.cancelPenalty),
    });
    expect(cancelled).toMatchObject({
      status: 'paying',
      open: 0,
      inFlight: 200,
      cancelledAmount: 295,
      penalty: cents(penalty),
      cancelPenalty: 0,
    });
    // The penalty went to the house; the rest of the open part is the member's to use again.
    expect(await balanceOf(t.database, w)).toBe(FUNDED - 500n - penalty);
    expect(await available(w)).toBe(FUNDED - 500n - penalty - 20_000n);
    expect(await openOf(record.id)).toBe('0');
    // Nothing is open any more: no deposit matches it, and a second cancel finds nothing.
    expect(codeOf(await depositC2c(t, stranger.token, '1'))).toBe('c2c.no.match');
    const again = await cancelC2c(t, w.token, {
      withdrawalId: record.id,
      amount: '295',
      penalty: '14.75',
    });
    expect(codeOf(again)).toBe('c2c.cancel.nothing.open');

    // The match in flight finishes: received partly; what it did not pay goes back to the member.
    const m = deposit.matches[0]!;
    await proofOk(t, d.token, m.id);
    await answerOk(t, w.token, { matchId: m.id, result: 'PARTIAL', amount: '120' });
    expect(await openOf(record.id)).toBe('0');
    expect(await balanceOf(t.database, d)).toBe(12_000n);
    expect(await balanceOf(t.database, w)).toBe(FUNDED - 500n - penalty - 12_000n);
    expect(await available(w)).toBe(FUNDED - 500n - penalty - 12_000n);
    expect(await withdrawalStatus(t, record.id)).toBe('paid');

    // The member's history shows the penalty as its own movement; the audit log has the cancel.
    const history = await wire(t.app).ok(
      transactionHistoryValueSchema,
      'GET',
      '/wps/relay/ODSFE2_MemTransDet?pageNo=1&pageSize=20',
      { token: w.token },
    );
    expect(history.list.filter((r) => r.type === 'PENALTY').map((r) => r.amount)).toEqual([
      -cents(penalty),
    ]);
    const { rows } = await t.database.query(
      `select action, after from audit_log where target_kind = 'withdrawal' and target_id = $1`,
      [String(record.id)],
    );
    expect(rows.map((r) => r['action'])).toEqual(['c2c.cancelled']);
    expect(rows[0]?.['after']).toMatchObject({ cancelled: '29500', penalty: String(penalty) });
    await expectLedgerClean(t.database);
  });

  it('nothing received: the withdrawal ends cancelled once a payment in flight expires, its money back to the member', async () => {
    await drainPool(t, finance);
    const w = await withdrawer(t, FUNDED);
    const d = await withdrawer(t, 0n);
    const record = await poolWithdrawal(t, w, '200'); // 2.00 fee: 198.00 open
    const deposit = await depositOk(t, d.token, '50'); // 50.00 in flight, 148.00 open
    const penalty = penaltyOn(14_800n); // 7.40
    await cancelOk(t, w.token, { withdrawalId: record.id, amount: '148', penalty: cents(penalty) });
    expect(await withdrawalStatus(t, record.id)).toBe('paying');
    expect(await available(w)).toBe(FUNDED - 200n - penalty - 5_000n);

    clock.shift((PAY_MINUTES * 60 + 1) * 1000);
    await t.app.services.c2c.expireUnpaid();
    expect((await matchRow(t, deposit.matches[0]!.id)).status).toBe('expired');
    expect(await openOf(record.id)).toBe('0');
    expect(await withdrawalStatus(t, record.id)).toBe('cancelled');
    expect(await balanceOf(t.database, w)).toBe(FUNDED - 200n - penalty);
    expect(await available(w)).toBe(FUNDED - 200n - penalty);
    expect(await balanceOf(t.database, d)).toBe(0n);
    const records = await wire(t.app).ok(
      withdrawRecords.value,
      'GET',
      '/wps/relay/MCSFE_getWithdrawTransactionReport?pageNo=1&pageSize=10',
      { token: w.token },
    );
    expect(records.list.find((r) => r.id === record.id)?.status).toBe('cancelled');
    expect(
      (await c2cWithdrawalList(t, w.token)).find((x) => x.withdrawalId === record.id),
    ).toMatchObject({
      status: 'cancelled',
      cancelledAmount: 148,
      penalty: cents(penalty),
      open: 0,
      inFlight: 0,
    });
    await expectLedgerClean(t.database);
  });
});

describe('an operator cancels what is open', () => {
  it('with a reason, no penalty, once, audited; support may not', async () => {
    await drainPool(t, finance);
    const w = await withdrawer(t, FUNDED);
    const record = await poolWithdrawal(t, w, '100'); // 1.00 fee: 99.00 open
    const url = `/admin/api/c2c/withdrawals/${record.id}/cancel`;
    const before = await c2cRows(t);
    expect(
      (await asOperator(t.app, support).send('POST', url, { reason: 'member asked' })).status,
    ).toBe(403);
    expect((await asOperator(t.app, finance).send('POST', url, { reason: '' })).status).toBe(400);
    const unknown = await asOperator(t.app, finance).send(
      'POST',
      '/admin/api/c2c/withdrawals/999999999/cancel',
      { reason: 'member asked' },
    );
    expect(codeOf(unknown)).toBe('admin.c2c.withdrawal.not.found');
    expect(await c2cRows(t)).toEqual(before);

    const item = await asOperator(t.app, finance).ok(adminCancelC2cWithdrawal.value, 'POST', url, {
      reason: 'member asked by phone',
    });
    expect(item).toMatchObject({
      withdrawalId: record.id,
      status: 'cancelled',
      open: '0.00',
      cancelledAmount: '99.00',
      penalty: '0.00',
      cancelledBy: `operator:${financeId}`,
      cancelReason: 'member asked by phone',
    });
    expect(await balanceOf(t.database, w)).toBe(FUNDED - 100n);
    expect(await available(w)).toBe(FUNDED - 100n);
    const twice = await asOperator(t.app, finance).send('POST', url, { reason: 'again please' });
    expect(codeOf(twice)).toBe('admin.c2c.cancel.nothing.open');
    const list = await asOperator(t.app, support).ok(
      adminC2cPool.value,
      'GET',
      '/admin/api/c2c/pool?state=cancelled',
    );
    expect(list.items.map((i) => i.withdrawalId)).toContain(record.id);
    const { rows } = await t.database.query(
      `select action, after from audit_log where target_kind = 'withdrawal' and target_id = $1`,
      [String(record.id)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.['after']).toMatchObject({ penalty: '0', reason: 'member asked by phone' });
    await expectLedgerClean(t.database);
  });
});

describe('cancels racing', () => {
  it("the member's and an operator's cancel at once: exactly one applies", async () => {
    await drainPool(t, finance);
    const w = await withdrawer(t, FUNDED);
    const record = await poolWithdrawal(t, w, '300'); // 297.00 open
    const penalty = penaltyOn(29_700n);
    const [member, operator] = await Promise.all([
      cancelC2c(t, w.token, { withdrawalId: record.id, amount: '297', penalty: cents(penalty) }),
      asOperator(t.app, finance).send('POST', `/admin/api/c2c/withdrawals/${record.id}/cancel`, {
        reason: 'fraud check',
      }),
    ]);
    const memberWon = (member.body as { success: boolean }).success;
    const operatorWon = (operator.body as { success: boolean }).success;
    expect([memberWon, operatorWon].filter(Boolean)).toHaveLength(1);
    if (!memberWon) expect(codeOf(member)).toBe('c2c.cancel.nothing.open');
    if (!operatorWon) expect(codeOf(operator)).toBe('admin.c2c.cancel.nothing.open');
    const charged = memberWon ? penalty : 0n;
    expect(await balanceOf(t.database, w)).toBe(FUNDED - 300n - charged);
    expect(await available(w)).toBe(FUNDED - 300n - charged);
    expect(await withdrawalStatus(t, record.id)).toBe('cancelled');
    await expectLedgerClean(t.database);
  });

  it('a cancel racing deposits: deposits take only what was open before it, the cancel only the rest', async () => {
    await drainPool(t, finance);
    const w = await withdrawer(t, FUNDED);
    const depositors = await Promise.all([1, 2, 3].map(() => withdrawer(t, 0n)));
    const record = await poolWithdrawal(t, w, '600'); // 6.00 fee: 594.00 open
    const [cancel, ...deposits] = await Promise.all([
      cancelC2c(t, w.token, { withdrawalId: record.id, amount: '594', penalty: '29.70' }),
      ...depositors.map((d) => depositC2c(t, d.token, '100')),
    ]);
    const matched = deposits.filter((r) => (r.body as { success: boolean }).success).length;
    for (const r of deposits)
      if (!(r.body as { success: boolean }).success) expect(codeOf(r)).toBe('c2c.no.match');
    const cancelled = (cancel.body as { success: boolean }).success;
    if (cancelled) expect(matched).toBe(0);
    else expect(codeOf(cancel)).toBe('c2c.cancel.changed');
    // Whatever won: every cent of the net is matched, cancelled or still open, never two of those.
    const { rows } = await t.database.query(
      `select p.remaining::text as open, coalesce(p.cancelled_amount, 0)::text as cancelled,
        coalesce(p.penalty, 0)::text as penalty,
        (select coalesce(sum(amount), 0) from c2c_matches m where m.withdrawal_id = p.withdrawal_id)::text as taken
       from c2c_pool p where p.withdrawal_id = $1`,
      [record.id],
    );
    const row = rows[0]!;
    const [open, gone, fine, taken] = ['open', 'cancelled', 'penalty', 'taken'].map((k) =>
      BigInt(String(row[k])),
    );
    expect(open! + gone! + taken!).toBe(59_400n);
    expect(taken).toBe(BigInt(matched) * 10_000n);
    expect(fine).toBe(penaltyOn(gone!));
    expect(await balanceOf(t.database, w)).toBe(FUNDED - 600n - fine!);
    expect(await available(w)).toBe(FUNDED - 600n - fine! - open! - taken!);
    await expectLedgerClean(t.database);
  });
});

describe('the daily limits after a cancel', () => {
  it('what was cancelled, and what came back after, no longer counts toward the daily amount', async () => {
    await drainPool(t, finance);
    // Noon in Manila, so every step falls in one business day (the last test here: the shift ends
    // operators' sessions).
    const now = clock.now();
    const minute = (now.getUTCHours() * 60 + now.getUTCMinutes() + 8 * 60) % 1440;
    clock.shift(((12 * 60 - minute + 1440) % 1440) * 60_000);
    const setDailyAmount = async (major: number) => {
      await t.database.query(
        `update merchants set settings = jsonb_set(settings, '{withdrawals,dailyMaxAmount}', $1::jsonb)
          where code = 'demo'`,
        [String(major * 100)],
      );
      t.app.services.merchants.flush();
    };
    const w = await withdrawer(t, FUNDED);
    const d = await withdrawer(t, 0n);
    const refusal = async (amount: string) => {
      const res = await requestWithdrawal(t, w, amount);
      return (res.body as { errorCode?: string }).errorCode ?? 'accepted';
    };
    await setDailyAmount(800);
    try {
      const record = await poolWithdrawal(t, w, '500'); // 5.00 fee, 495.00 open
      const deposit = await depositOk(t, d.token, '200'); // 200.00 in flight
      expect(await refusal('300.01')).toBe('withdraw.daily.amount');
      await cancelOk(t, w.token, {
        withdrawalId: record.id,
        amount: '295',
        penalty: cents(penaltyOn(29_500n)),
      });
      // Counted now: the fee and the 200.00 in flight. 205 + 595 = 800.
      expect(await refusal('595.01')).toBe('withdraw.daily.amount');
      await withdrawOk(t, w, '595');
      expect(await refusal('100')).toBe('withdraw.daily.amount');
      // The payment in flight is never made: its 200.00 comes back, the first withdrawal ends
      // cancelled and counts no more; 595 is used of 800.
      clock.shift((PAY_MINUTES * 60 + 1) * 1000);
      await t.app.services.c2c.expireUnpaid();
      expect((await matchRow(t, deposit.matches[0]!.id)).status).toBe('expired');
      expect(await withdrawalStatus(t, record.id)).toBe('cancelled');
      expect(await refusal('205.01')).toBe('withdraw.daily.amount');
      await withdrawOk(t, w, '205');
      expect(await available(w)).toBe(FUNDED - 500n - penaltyOn(29_500n) - 80_000n);
    } finally {
      await setDailyAmount(100_000_000);
    }
    await expectLedgerClean(t.database);
  });
});
