import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDecideC2c } from '@monsoon/contracts/admin/c2c';
import type { C2cDeposit } from '@monsoon/contracts/c2c';
import { wireToMinor } from '@monsoon/contracts/money';
import { createShiftableClock, systemClock } from '@/lib/clock.ts';
import { balanceOf, expectLedgerClean } from '@/test/money.ts';
import {
  asOperator,
  buildOperator,
  signInOperator,
  demoOwner,
  type OperatorAuth,
} from '@/test/operators.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { withdrawer, type Withdrawer } from '@/modules/withdrawals/withdrawals.test-support.ts';
import {
  answerC2c,
  answerOk,
  codeOf,
  depositC2c,
  JPG,
  poolWithdrawal,
  proofOk,
  matchRow,
  PNG,
  switchC2cOn,
  uploadProof,
} from './c2c.test-support.ts';

/**
 * design/money.md §14 tests 14 and 16: many deposits matched at once against many withdrawals, then
 * receipts full, partial, not received (decided both ways) and timed out, with members' answers racing
 * the auto-confirm job. The money each member ends with is computed here from the rules and the
 * answers, then compared with the ledger; every match resolves once; the ledger check is clean.
 */
const clock = createShiftableClock();
const MINUTES = 3;
const PAY_MINUTES = 10;
let t: TestApp;
let finance: OperatorAuth;

beforeAll(async () => {
  t = await createTestApp({ clock });
  const owner = await signInOperator(t.app, systemClock, demoOwner());
  finance = await signInOperator(t.app, systemClock, await buildOperator(t.database, 'finance'));
  await switchC2cOn(t, owner, MINUTES, PAY_MINUTES);
}, 120_000);
afterAll(async () => t.close());

const FUNDED = 1_000_000n;
const minor = (v: unknown) => wireToMinor(v as number, 2);
const available = (m: Withdrawer) =>
  t.app.services.wallet.available({ merchantId: m.merchantId, memberId: m.id }, 'PHP');

describe('C2C under concurrency', () => {
  it('deposits matched at once never take the same money twice; every receipt moves what the rules say', async () => {
    const WITHDRAWERS = 8;
    const DEPOSITORS = 12;
    const withdrawers = await Promise.all(
      Array.from({ length: WITHDRAWERS }, () => withdrawer(t, FUNDED)),
    );
    const depositors = await Promise.all(
      Array.from({ length: DEPOSITORS }, () => withdrawer(t, 0n)),
    );
    // Withdrawals of 100.00 .. 800.00 (fee 1 %): net 99.00 .. 792.00.
    const requested = withdrawers.map((_, i) => BigInt(10_000 * (i + 1)));
    const records = [];
    for (const [i, w] of withdrawers.entries())
      records.push(await poolWithdrawal(t, w, (Number(requested[i]) / 100).toFixed(2)));
    const net = requested.map((a) => a - a / 100n);
    const openTotal = net.reduce((s, n) => s + n, 0n);

    // 12 deposits at once asking for more than is open in total: some are refused, none overlaps.
    const asks = depositors.map((_, i) => BigInt(15_000 + 7_350 * i));
    const answers = await Promise.all(
      depositors.map((d, i) => depositC2c(t, d.token, (Number(asks[i]) / 100).toFixed(2))),
    );
    const deposits = new Map<number, C2cDeposit>();
    answers.forEach((res, i) => {
      const body = res.body as { success: boolean; value?: C2cDeposit; errorCode?: string };
      if (body.success && body.value) deposits.set(i, body.value);
      else expect(body.errorCode).toBe('c2c.no.match');
    });
    expect(deposits.size).toBeGreaterThan(0);
    const matched = [...deposits.values()].flatMap((d) => d.matches);
    const matchedTotal = matched.reduce((s, m) => s + minor(m.amount), 0n);
    for (const [i, d] of deposits) expect(minor(d.amount)).toBe(asks[i]);
    expect(matchedTotal).toBeLessThanOrEqual(openTotal);
    // Per withdrawal: what its matches took plus what is still open is exactly its net amount.
    const { rows } = await t.database.query(
      `select p.withdrawal_id, p.remaining::text as remaining,
         coalesce((select sum(amount) from c2c_matches m where m.withdrawal_id = p.withdrawal_id), 0)::text as taken
       from c2c_pool p where p.withdrawal_id = any($1::bigint[])`,
      [records.map((r) => r.id)],
    );
    for (const r of rows) {
      const i = records.findIndex((x) => x.id === Number(r['withdrawal_id']));
      expect(BigInt(String(r['remaining'])) + BigInt(String(r['taken']))).toBe(net[i]);
    }

    // Who is who in each match (by the payee's account number).
    const byAccount = new Map(withdrawers.map((w) => [w.accountNumber, w]));
    const depositorOf = new Map<number, Withdrawer>();
    for (const [i, d] of deposits) for (const m of d.matches) depositorOf.set(m.id, depositors[i]!);
    for (const m of matched) await proofOk(t, depositorOf.get(m.id)!.token, m.id);

    // The rules, applied here: what each depositor gets per match.
    const credited = new Map<number, bigint>();
    const credit = (matchId: number, amount: bigint) => credited.set(matchId, amount);
    const raced: Array<{ id: number; amount: bigint; token: string }> = [];
    for (const [k, m] of matched.entries()) {
      const w = byAccount.get(m.accountNumber)!;
      const amount = minor(m.amount);
      switch (k % 5) {
        case 0:
          await answerOk(t, w.token, { matchId: m.id, result: 'RECEIVED' });
          credit(m.id, amount);
          break;
        case 1: {
          const part = amount / 3n > 0n ? amount / 3n : 1n;
          if (part >= amount) {
            await answerOk(t, w.token, { matchId: m.id, result: 'RECEIVED' });
            credit(m.id, amount);
          } else {
            await answerOk(t, w.token, {
              matchId: m.id,
              result: 'PARTIAL',
              amount: (Number(part) / 100).toFixed(2),
            });
            credit(m.id, part);
          }
          break;
        }
        case 2:
        case 3: {
          await answerOk(t, w.token, { matchId: m.id, result: 'NOT_RECEIVED', images: [JPG] });
          const outcome = k % 5 === 2 ? 'received' : 'not_received';
          await asOperator(t.app, finance).ok(
            adminDecideC2c.value,
            'POST',
            `/admin/api/c2c/matches/${m.id}/decide`,
            { outcome },
          );
          credit(m.id, outcome === 'received' ? amount : 0n);
          break;
        }
        default:
          raced.push({ id: m.id, amount, token: w.token });
      }
    }

    expect(raced.length).toBeGreaterThan(0);
    // Past the deadline: each withdrawer answers "partly" while the job forces receipt. One wins.
    clock.shift((MINUTES * 60 + 1) * 1000);
    const [jobRuns, ...partials] = await Promise.all([
      Promise.all([t.app.services.c2c.autoConfirm(), t.app.services.c2c.autoConfirm()]),
      ...raced.map((r) =>
        answerC2c(t, r.token, {
          matchId: r.id,
          result: 'PARTIAL',
          amount: (Number(r.amount > 1n ? r.amount - 1n : 1n) / 100).toFixed(2),
        }),
      ),
    ]);
    let forced = 0;
    for (const [i, r] of raced.entries()) {
      const res = partials[i]!;
      const { rows: st } = await t.database.query(
        `select status, confirmed_amount::text as c from c2c_matches where id = $1`,
        [r.id],
      );
      const status = String(st[0]?.['status']);
      if ((res.body as { success: boolean }).success) {
        expect(status).toBe('partly');
        credit(r.id, r.amount > 1n ? r.amount - 1n : r.amount);
      } else {
        expect(codeOf(res)).toBe('c2c.match.state');
        expect(status).toBe('forced');
        credit(r.id, r.amount);
        forced += 1;
      }
      expect(BigInt(String(st[0]?.['c']))).toBe(credited.get(r.id));
    }
    expect(jobRuns.reduce((s, n) => s + n, 0)).toBe(forced);

    // Every depositor holds exactly what its receipts credited.
    for (const [i, d] of deposits) {
      const expected = d.matches.reduce((s, m) => s + (credited.get(m.id) ?? 0n), 0n);
      expect(await balanceOf(t.database, depositors[i]!)).toBe(expected);
    }
    for (const [i, d] of depositors.entries())
      if (!deposits.has(i)) expect(await balanceOf(t.database, d)).toBe(0n);
    // Every withdrawer paid its fee and what its payers were credited; the rest of its net is still
    // set aside (open again after a partial or refused receipt), never given back.
    for (const [i, w] of withdrawers.entries()) {
      const mine = matched.filter((m) => m.accountNumber === w.accountNumber);
      const paid = mine.reduce((s, m) => s + (credited.get(m.id) ?? 0n), 0n);
      const fee = requested[i]! / 100n;
      expect(await balanceOf(t.database, w)).toBe(FUNDED - fee - paid);
      expect(await available(w)).toBe(FUNDED - requested[i]!);
    }
    await expectLedgerClean(t.database);
  }, 120_000);

  it('deposits at once each find open money while enough is open (none locks more than it takes)', async () => {
    const withdrawers = await Promise.all(Array.from({ length: 6 }, () => withdrawer(t, FUNDED)));
    const depositors = await Promise.all(Array.from({ length: 6 }, () => withdrawer(t, 0n)));
    // 6 withdrawals of 200.00 (fee 1 %): 6 × 198.00 newly open, besides what earlier tests left open.
    for (const w of withdrawers) await poolWithdrawal(t, w, '200.00');
    const answers = await Promise.all(depositors.map((d) => depositC2c(t, d.token, '198.00')));
    const codes = answers.map((res) => {
      const body = res.body as { success: boolean; errorCode?: string };
      return body.success ? 'matched' : body.errorCode;
    });
    expect(codes).toEqual(Array(6).fill('matched'));
    await expectLedgerClean(t.database);
  });

  it('proof uploads racing the payment deadline job: each match resolves exactly once', async () => {
    const withdrawers = await Promise.all(Array.from({ length: 6 }, () => withdrawer(t, FUNDED)));
    const depositors = await Promise.all(Array.from({ length: 6 }, () => withdrawer(t, 0n)));
    const records = [];
    for (const w of withdrawers) records.push(await poolWithdrawal(t, w, '100')); // 99.00 open each
    // Each depositor takes one of them (money earlier tests left open is taken out of the way first).
    const { rows: openRows } = await t.database.query(
      `select coalesce(sum(remaining), 0)::text as open from c2c_pool`,
    );
    const earlier = BigInt(String(openRows[0]?.['open'])) - 6n * 9_900n;
    if (earlier > 0n) {
      const sink = await withdrawer(t, 0n);
      const res = await depositC2c(t, sink.token, (Number(earlier) / 100).toFixed(2));
      expect((res.body as { success: boolean }).success).toBe(true);
    }
    const matches = [];
    for (const d of depositors) {
      const res = await depositC2c(t, d.token, '99.00');
      const deposit = (res.body as { value: C2cDeposit }).value;
      expect(deposit.matches).toHaveLength(1);
      matches.push({ id: deposit.matches[0]!.id, token: d.token, depositor: d });
    }
    // Past the time to pay: every depositor uploads its proof while the job expires what is unpaid.
    clock.shift((PAY_MINUTES * 60 + 1) * 1000);
    const [jobRuns, ...uploads] = await Promise.all([
      Promise.all([t.app.services.c2c.expireUnpaid(), t.app.services.c2c.expireUnpaid()]),
      ...matches.map((m) => uploadProof(t, m.token, m.id, [PNG])),
    ]);
    let expired = 0;
    for (const [i, m] of matches.entries()) {
      const row = await matchRow(t, m.id);
      const { rows: events } = await t.database.query(
        `select to_status from c2c_events where match_id = $1 and from_status = 'paying'`,
        [m.id],
      );
      // One way out of `paying`, never both.
      expect(events).toHaveLength(1);
      if ((uploads[i]!.body as { success: boolean }).success) {
        expect(row.status).toBe('confirming');
        expect(events[0]?.['to_status']).toBe('confirming');
      } else {
        expect(codeOf(uploads[i]!)).toBe('c2c.match.state');
        expect(row).toEqual({ status: 'expired', confirmed: '0' });
        expect(events[0]?.['to_status']).toBe('expired');
        expired += 1;
      }
    }
    // The job expired these, and any payments earlier tests left unpaid (the sink's among them).
    expect(jobRuns.reduce((s, n) => s + n, 0)).toBeGreaterThanOrEqual(expired);
    // What was proved is then received; what expired is open again in its withdrawal's pool.
    const confirming = matches.filter((_, i) => (uploads[i]!.body as { success: boolean }).success);
    for (const m of confirming) {
      const w = withdrawers[matches.indexOf(m)]!;
      await answerOk(t, w.token, { matchId: m.id, result: 'RECEIVED' });
    }
    for (const [i, m] of matches.entries()) {
      const paid = confirming.includes(m);
      expect(await balanceOf(t.database, m.depositor)).toBe(paid ? 9_900n : 0n);
      const w = withdrawers[i]!;
      expect(await balanceOf(t.database, w)).toBe(FUNDED - 100n - (paid ? 9_900n : 0n));
      expect(await available(w)).toBe(FUNDED - 10_000n);
      const { rows } = await t.database.query(
        `select remaining::text as r from c2c_pool where withdrawal_id = $1`,
        [records[i]!.id],
      );
      expect(String(rows[0]?.['r'])).toBe(paid ? '0' : '9900');
    }
    await expectLedgerClean(t.database);
  });
});
