import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminC2cMatches, adminC2cProof, adminDecideC2c } from '@monsoon/contracts/admin/c2c';
import { adminSettings } from '@monsoon/contracts/admin/settings';
import { c2cDeposits } from '@monsoon/contracts/c2c';
import { transactionHistoryValueSchema } from '@monsoon/contracts/transactions';
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
import { checkLedger } from '@/modules/wallet/ledger.check.ts';
import { trialToken, withdrawer } from '@/modules/withdrawals/withdrawals.test-support.ts';
import {
  answerC2c,
  answerOk,
  c2cRows,
  codeOf,
  confirmations,
  depositC2c,
  depositOk,
  JPG,
  PNG,
  poolWithdrawal,
  proofOk,
  switchC2cOn,
  uploadProof,
} from './c2c.test-support.ts';

/**
 * C2C receipt confirmation (design/money.md §5, §12; decisions 0053-0055): a deposit matched to open
 * withdrawals, proof of payment, the withdrawer's answer (received, partly, not received), the
 * deadline's forced receipt, an operator's decision of a dispute; every refusal writes nothing. Each
 * member's money is checked against what the rules say, and the ledger check is clean.
 */
const clock = createShiftableClock();
const MINUTES = 2;
let t: TestApp;
let owner: OperatorAuth;
let finance: OperatorAuth;
let support: OperatorAuth;

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await signInOperator(t.app, systemClock, demoOwner());
  finance = await signInOperator(t.app, systemClock, await buildOperator(t.database, 'finance'));
  support = await signInOperator(t.app, systemClock, await buildOperator(t.database, 'support'));
  await switchC2cOn(t, owner, MINUTES);
}, 120_000);
afterAll(async () => t.close());

const FUNDED = 100_000n;
const available = (m: { merchantId: number; id: number }) =>
  t.app.services.wallet.available({ merchantId: m.merchantId, memberId: m.id }, 'PHP');
const withdrawalStatus = async (id: number) =>
  String(
    (await t.database.query(`select status from withdrawals where id = $1`, [id])).rows[0]?.[
      'status'
    ],
  );
/** Moves the server's clock past the deadline and runs the auto-confirm job once. */
const pastDeadline = async () => {
  clock.shift((MINUTES * 60 + 1) * 1000);
  return t.app.services.c2c.autoConfirm();
};
/** Takes every open withdrawal out of the way: each test matches against its own. */
const drainPool = async () => {
  const { rows } = await t.database.query(
    `select coalesce(sum(remaining), 0)::text as open from c2c_pool`,
  );
  const open = BigInt(String(rows[0]?.['open']));
  if (open === 0n) return;
  const sink = await withdrawer(t, 0n);
  await depositOk(t, sink.token, (Number(open) / 100).toFixed(2));
};

describe('a C2C deposit pays a withdrawal', () => {
  it('received in full: the depositor is credited, the withdrawal paid, both histories show it', async () => {
    await drainPool();
    const w = await withdrawer(t, FUNDED);
    const d = await withdrawer(t, 0n);
    const record = await poolWithdrawal(t, w, '500');
    expect(record.status).toBe('paying');
    // 500.00 requested, 5.00 fee to the house: 495.00 to be paid by deposits.
    expect(await available(w)).toBe(FUNDED - 50_000n);
    // Paid by deposits, not a PSP: the payouts job has nothing to ask about it.
    const { rows: due } = await t.database.query(
      `select count(*)::int as n from withdrawals where status in ('approved', 'paying')
        and psp is distinct from 'c2c'`,
    );
    expect(
      await t.app.services.withdrawals.withdrawals.reconcilePayouts({
        olderThanMs: 0,
        limit: 1000,
      }),
    ).toBe(Number(due[0]?.['n']));
    expect(await withdrawalStatus(record.id)).toBe('paying');

    const deposit = await depositOk(t, d.token, '495');
    expect(deposit.matches).toHaveLength(1);
    const match = deposit.matches[0]!;
    expect(match).toMatchObject({
      amount: 495,
      status: 'paying',
      accountNumber: w.accountNumber,
      bankCode: 'BDO',
      accountName: 'Juan Dela Cruz',
    });
    // Nothing to confirm before the proof is in.
    expect((await confirmations(t, w.token)).list).toEqual([]);

    const sent = clock.now().getTime();
    const proved = await proofOk(t, d.token, match.id, [PNG, JPG]);
    expect(proved.status).toBe('confirming');
    expect(proved.proofCount).toBe(2);
    // N minutes from the upload.
    expect(proved.confirmBy! - sent).toBeGreaterThanOrEqual(MINUTES * 60_000);
    expect(proved.confirmBy! - clock.now().getTime()).toBeLessThanOrEqual(MINUTES * 60_000);

    const asked = await confirmations(t, w.token);
    expect(asked.confirmMinutes).toBe(MINUTES);
    expect(asked.list).toEqual([
      expect.objectContaining({
        matchId: match.id,
        orderNo: `W${record.id}`,
        amount: 495,
        amountReceived: 0,
        remainingAmount: 495,
        status: 'confirming',
        forced: false,
      }),
    ]);
    const answered = await answerOk(t, w.token, { matchId: match.id, result: 'RECEIVED' });
    expect(answered).toMatchObject({ status: 'received', amountReceived: 495, remainingAmount: 0 });

    expect(await balanceOf(t.database, d)).toBe(49_500n);
    expect(await balanceOf(t.database, w)).toBe(FUNDED - 50_000n);
    expect(await available(w)).toBe(FUNDED - 50_000n);
    expect(await withdrawalStatus(record.id)).toBe('paid');
    const mine = await wire(t.app).ok(c2cDeposits.value, 'GET', '/wps/relay/MCSFE_getC2CDeposits', {
      token: d.token,
    });
    expect(mine[0]).toMatchObject({ id: deposit.id, status: 'closed', credited: 495 });

    const history = await wire(t.app).ok(
      transactionHistoryValueSchema,
      'GET',
      '/wps/relay/ODSFE2_MemTransDet?pageNo=1&pageSize=10',
      { token: d.token },
    );
    expect(history.list.map((r) => r.type)).toContain('DEPOSIT');
    // The answer is final: a second one is refused and moves nothing.
    const again = await answerC2c(t, w.token, { matchId: match.id, result: 'RECEIVED' });
    expect(codeOf(again)).toBe('c2c.match.state');
    await expectLedgerClean(t.database);
  });

  it('a deposit larger than one withdrawal is split over several, oldest first', async () => {
    await drainPool();
    const w1 = await withdrawer(t, FUNDED);
    const w2 = await withdrawer(t, FUNDED);
    const d = await withdrawer(t, 0n);
    await poolWithdrawal(t, w1, '202'); // 200.00 open (fee 2.02 rounds to 2.02: 199.98)
    await poolWithdrawal(t, w2, '300'); // 297.00 open
    const deposit = await depositOk(t, d.token, '300');
    expect(deposit.matches.map((m) => m.amount)).toEqual([199.98, 100.02]);
    expect(deposit.matches.map((m) => m.accountNumber)).toEqual([
      w1.accountNumber,
      w2.accountNumber,
    ]);
    // The second withdrawal still has 196.98 open.
    const rest = await depositOk(t, d.token, '196.98');
    expect(rest.matches).toHaveLength(1);
    expect(rest.matches[0]!.accountNumber).toBe(w2.accountNumber);
    await expectLedgerClean(t.database);
  });

  it('received partly: only that much moves; the rest goes back to the pool and is paid by the next deposit', async () => {
    await drainPool();
    const w = await withdrawer(t, FUNDED);
    const d1 = await withdrawer(t, 0n);
    const d2 = await withdrawer(t, 0n);
    const record = await poolWithdrawal(t, w, '300'); // 297.00 open
    const first = await depositOk(t, d1.token, '297');
    await proofOk(t, d1.token, first.matches[0]!.id);
    const refused = await answerC2c(t, w.token, {
      matchId: first.matches[0]!.id,
      result: 'PARTIAL',
      amount: '297',
    });
    expect(codeOf(refused)).toBe('c2c.partial.amount');
    const partly = await answerOk(t, w.token, {
      matchId: first.matches[0]!.id,
      result: 'PARTIAL',
      amount: '100.50',
    });
    expect(partly).toMatchObject({
      status: 'partly',
      amountReceived: 100.5,
      remainingAmount: 196.5,
    });
    expect(await balanceOf(t.database, d1)).toBe(10_050n);
    expect(await withdrawalStatus(record.id)).toBe('paying');

    const second = await depositOk(t, d2.token, '196.50');
    expect(second.matches[0]!.accountNumber).toBe(w.accountNumber);
    await proofOk(t, d2.token, second.matches[0]!.id);
    // No answer within N minutes: received, forced, final.
    expect(await pastDeadline()).toBe(1);
    const list = await confirmations(t, w.token);
    expect(list.list).toEqual([
      expect.objectContaining({ matchId: second.matches[0]!.id, status: 'forced', forced: true }),
    ]);
    expect(await balanceOf(t.database, d2)).toBe(19_650n);
    expect(await balanceOf(t.database, w)).toBe(FUNDED - 30_000n);
    expect(await available(w)).toBe(FUNDED - 30_000n);
    expect(await withdrawalStatus(record.id)).toBe('paid');
    // The member's late answer finds it resolved.
    const late = await answerC2c(t, w.token, {
      matchId: second.matches[0]!.id,
      result: 'NOT_RECEIVED',
      images: [PNG],
    });
    expect(codeOf(late)).toBe('c2c.match.state');
    await expectLedgerClean(t.database);
  });

  it('not received: a dispute an operator decides with both proofs; not received puts the money back for matching', async () => {
    await drainPool();
    const w = await withdrawer(t, FUNDED);
    const d1 = await withdrawer(t, 0n);
    const d2 = await withdrawer(t, 0n);
    const record = await poolWithdrawal(t, w, '200'); // 198.00 open
    const first = await depositOk(t, d1.token, '198');
    const matchId = first.matches[0]!.id;
    await proofOk(t, d1.token, matchId);
    const noProof = await answerC2c(t, w.token, { matchId, result: 'NOT_RECEIVED' });
    expect(codeOf(noProof)).toBe('c2c.proof.required');
    const disputed = await answerOk(t, w.token, { matchId, result: 'NOT_RECEIVED', images: [JPG] });
    expect(disputed.status).toBe('disputed');
    // A dispute does not auto-confirm.
    expect(await pastDeadline()).toBe(0);

    const list = await asOperator(t.app, support).ok(
      adminC2cMatches.value,
      'GET',
      '/admin/api/c2c/matches?status=disputed',
    );
    const item = list.items.find((i) => i.id === matchId)!;
    expect(item.paymentProofs).toHaveLength(1);
    expect(item.nonReceiptProofs).toHaveLength(1);
    const proof = await asOperator(t.app, support).ok(
      adminC2cProof.value,
      'GET',
      `/admin/api/c2c/proofs/${item.nonReceiptProofs[0]}`,
    );
    expect(proof).toMatchObject({ side: 'non_receipt', mime: 'image/jpeg', data: JPG });
    const forbidden = await asOperator(t.app, support).send(
      'POST',
      `/admin/api/c2c/matches/${matchId}/decide`,
      { outcome: 'received' },
    );
    expect(forbidden.status).toBe(403);
    const decided = await asOperator(t.app, finance).ok(
      adminDecideC2c.value,
      'POST',
      `/admin/api/c2c/matches/${matchId}/decide`,
      { outcome: 'not_received' },
    );
    expect(decided).toMatchObject({ status: 'refused', confirmedAmount: '0.00' });
    const twice = await asOperator(t.app, finance).send(
      'POST',
      `/admin/api/c2c/matches/${matchId}/decide`,
      { outcome: 'received' },
    );
    expect(codeOf(twice)).toBe('admin.c2c.state');
    expect(await balanceOf(t.database, d1)).toBe(0n);
    expect(await available(w)).toBe(FUNDED - 20_000n);

    // The money is open again: the next deposit pays it; this dispute the operator finds received.
    const second = await depositOk(t, d2.token, '198');
    const m2 = second.matches[0]!.id;
    await proofOk(t, d2.token, m2);
    await answerOk(t, w.token, { matchId: m2, result: 'NOT_RECEIVED', images: [PNG] });
    await asOperator(t.app, finance).ok(
      adminDecideC2c.value,
      'POST',
      `/admin/api/c2c/matches/${m2}/decide`,
      { outcome: 'received' },
    );
    expect(await balanceOf(t.database, d2)).toBe(19_800n);
    expect(await balanceOf(t.database, w)).toBe(FUNDED - 20_000n);
    expect(await withdrawalStatus(record.id)).toBe('paid');
    const { rows } = await t.database.query(
      `select action from audit_log where target_kind = 'c2c_match' and target_id = $1 order by seq`,
      [String(m2)],
    );
    expect(rows.map((r) => r['action'])).toEqual([
      'c2c.matched',
      'c2c.proof_uploaded',
      'c2c.disputed',
      'c2c.decided',
    ]);
    await expectLedgerClean(t.database);
  });
});

describe('refusals write nothing', () => {
  it('every call needs a session (401) and a real account (trial accounts refused)', async () => {
    const calls: Array<['GET' | 'POST', string, Record<string, unknown>]> = [
      ['POST', '/wps/relay/MCSFE_depositC2C', { amount: '10' }],
      ['GET', '/wps/relay/MCSFE_getC2CDeposits', {}],
      ['POST', '/wps/relay/MCSFE_uploadC2CProof', { matchId: 1, images: [PNG] }],
      ['GET', '/wps/relay/MCSFE_getPaymentConfirmationList', {}],
      ['POST', '/wps/relay/MCSFE_processC2CTransaction', { matchId: 1, result: 'RECEIVED' }],
    ];
    const trial = await trialToken(t);
    const before = await c2cRows(t);
    for (const [method, url, payload] of calls) {
      const opts = method === 'POST' ? { payload, headers: { 'idempotency-key': 'k1' } } : {};
      expect((await wire(t.app).send(method, url, opts)).status, url).toBe(401);
      const refused = await wire(t.app).send(method, url, { ...opts, token: trial });
      expect(codeOf(refused), url).toBe('in_need_true_account');
    }
    expect(await c2cRows(t)).toEqual(before);
  });

  it('no withdrawal fits, the same member or team, C2C off, a missing key', async () => {
    await drainPool();
    const agent = await withdrawer(t, FUNDED);
    const w = await withdrawer(t, FUNDED);
    await poolWithdrawal(t, w, '100'); // 99.00 open
    const before = await c2cRows(t);
    // More than is open.
    expect(codeOf(await depositC2c(t, agent.token, '99.01'))).toBe('c2c.no.match');
    // The withdrawer cannot pay itself.
    expect(codeOf(await depositC2c(t, w.token, '10'))).toBe('c2c.no.match');
    expect(codeOf(await depositC2c(t, agent.token, '0'))).toBe('c2c.amount.invalid');
    expect(codeOf(await depositC2c(t, agent.token, '1.001'))).toBe('c2c.amount.invalid');
    const noKey = await wire(t.app).send('POST', '/wps/relay/MCSFE_depositC2C', {
      token: agent.token,
      payload: { amount: '10' },
    });
    expect(codeOf(noKey)).toBe('c2c.key.required');
    expect(await c2cRows(t)).toEqual(before);
    await drainPool();
  });

  it('a team never pays itself: an upline, a downline and members under the same upline are skipped', async () => {
    await drainPool();
    const top = await withdrawer(t, 0n);
    const w = await withdrawer(t, FUNDED);
    await t.database.query(`update members set upline_id = $1 where id = $2`, [top.id, w.id]);
    const sibling = await withdrawer(t, 0n);
    await t.database.query(`update members set upline_id = $1 where id = $2`, [top.id, sibling.id]);
    const child = await withdrawer(t, 0n);
    await t.database.query(`update members set upline_id = $1 where id = $2`, [w.id, child.id]);
    await poolWithdrawal(t, w, '100');
    const before = await c2cRows(t);
    for (const member of [top, sibling, child])
      expect(codeOf(await depositC2c(t, member.token, '99'))).toBe('c2c.no.match');
    expect(await c2cRows(t)).toEqual(before);
    const stranger = await withdrawer(t, 0n);
    expect((await depositOk(t, stranger.token, '99')).matches).toHaveLength(1);
  });

  it('proofs: not png or jpg, a png name on other bytes, 5 MB or more, more than 3', async () => {
    await drainPool();
    const w = await withdrawer(t, FUNDED);
    const d = await withdrawer(t, 0n);
    await poolWithdrawal(t, w, '100');
    const deposit = await depositOk(t, d.token, '99');
    const matchId = deposit.matches[0]!.id;
    const before = await c2cRows(t);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00').toString('base64');
    const text = `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`;
    const big = Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(5 * 1024 * 1024)]).toString(
      'base64',
    );
    const cases: Array<[string[], string]> = [
      [[gif], 'c2c.proof.type'],
      [[text], 'c2c.proof.type'],
      [['%%%not-base64%%%'], 'c2c.proof.type'],
      [[big], 'c2c.proof.size'],
      [[PNG, PNG, JPG, PNG], 'c2c.proof.count'],
    ];
    for (const [images, code] of cases)
      expect(codeOf(await uploadProof(t, d.token, matchId, images)), code).toBe(code);
    // Someone else's match is not found; a wrong answer on a match still being paid is refused.
    expect(codeOf(await uploadProof(t, w.token, matchId, [PNG]))).toBe('c2c.match.not.found');
    expect(codeOf(await answerC2c(t, w.token, { matchId, result: 'RECEIVED' }))).toBe(
      'c2c.match.state',
    );
    expect(codeOf(await answerC2c(t, d.token, { matchId, result: 'RECEIVED' }))).toBe(
      'c2c.match.not.found',
    );
    expect(await c2cRows(t)).toEqual(before);
    await proofOk(t, d.token, matchId, [PNG, JPG, PNG]);
    const twice = await uploadProof(t, d.token, matchId, [PNG]);
    expect(codeOf(twice)).toBe('c2c.match.state');
    await answerOk(t, w.token, { matchId, result: 'RECEIVED' });
    await expectLedgerClean(t.database);
  });

  it('C2C off: deposits are refused and approved withdrawals go to the PSP as before', async () => {
    await asOperator(t.app, owner).ok(adminSettings.value, 'PUT', '/admin/api/settings', {
      changes: { withdrawC2cEnabled: false },
    });
    try {
      const d = await withdrawer(t, 0n);
      const before = await c2cRows(t);
      expect(codeOf(await depositC2c(t, d.token, '10'))).toBe('c2c.disabled');
      const w = await withdrawer(t, FUNDED);
      const record = await poolWithdrawal(t, w, '100');
      expect(record.status).not.toBe('paying');
      expect((await c2cRows(t))?.['deposits']).toBe(before?.['deposits']);
    } finally {
      await switchC2cOn(t, owner, MINUTES);
    }
  });
});

describe('the database guards C2C money', () => {
  it("the server's role cannot rewrite proofs, events or a match's money", async () => {
    for (const text of [
      `update c2c_proofs set bytes = '\\x00'`,
      `delete from c2c_proofs`,
      `update c2c_events set amount = 1`,
      `delete from c2c_events`,
      `update c2c_matches set amount = amount + 1`,
      `update c2c_matches set hold_id = hold_id`,
      `update c2c_deposits set amount = amount + 1`,
      `update c2c_pool set member_id = member_id`,
    ])
      await expect(t.database.query(text), text).rejects.toThrow();
    await expectLedgerClean(t.database);
  });

  it('makes the ledger check fail when a match, the pool or a deposit disagrees with its hold', async () => {
    const unguarded = (text: string) =>
      t.asOwner(async (db) => {
        await db.execute(sql`set local session_replication_role = replica`);
        await db.execute(sql.raw(text));
      });
    const received = `(select id from c2c_matches where status = 'received' order by id limit 1)`;
    await unguarded(
      `update c2c_matches set confirmed_amount = confirmed_amount - 1 where id = ${received}`,
    );
    const report = await checkLedger(t.database.db);
    expect(report.problems.some((p) => p.startsWith('c2c-match-holds:'))).toBe(true);
    expect(report.problems.some((p) => p.startsWith('c2c-deposit-credits:'))).toBe(true);
    await unguarded(
      `update c2c_matches set confirmed_amount = confirmed_amount + 1 where id = ${received}`,
    );
    await expectLedgerClean(t.database);
  });
});
