import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlStateOf } from '@/lib/db-errors.ts';
import type { PspCallback } from '@monsoon/contracts/psp/callbacks';
import type { PaymentProvider } from '@monsoon/contracts/psp/provider';
import type { PspBinding } from '@/modules/psp/psp.service.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { balanceOf, expectLedgerClean, playerCalls, uniquePrefix } from '@/test/money.ts';
import { launchTokenFor } from '@/test/vendor.ts';
import { payoutReferenceOf } from './withdrawals.service.ts';
import {
  bindCard,
  requestWithdrawal,
  withdrawer,
  withdrawOk,
  type Withdrawer,
} from './withdrawals.test-support.ts';

/**
 * Withdrawals under concurrency (design/money.md §12, §14): a withdrawal racing a bet on the same money,
 * several withdrawals of one member at once, the same request at once, and a payout's paid and failed
 * callbacks racing each other. Each member's final money is computed here from what the answers say,
 * then compared with the ledger; the ledger check (held = pending holds) is clean. On PostgreSQL the
 * requests run on separate connections at once; PGlite interleaves them on its one connection.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const FUNDED = 100_000n;
const available = (w: Withdrawer) =>
  t.app.services.wallet.available({ merchantId: w.merchantId, memberId: w.id }, 'PHP');
const ok = (res: { body: unknown }) => (res.body as { success: boolean }).success;
const codeOf = (res: { body: unknown }) => (res.body as { errorCode?: string }).errorCode;

/** The PSP as the payout callbacks name it (the callbacks are handed to the service directly). */
const binding: PspBinding = {
  code: 'paygate',
  accountId: 'race-account',
  provider: {} as PaymentProvider,
  callbackUrl: 'http://127.0.0.1:1/psp/v1/paygate/callback',
  sandbox: true,
};
const payoutEvent = (id: number, net: bigint, status: 'paid' | 'failed'): PspCallback => ({
  eventId: `EVT${id}${status}`,
  kind: 'payout',
  transactionId: `PGO${id}`,
  reference: payoutReferenceOf(id),
  merchantAccountId: binding.accountId,
  status,
  amount: net.toString(),
  ...(status === 'failed' ? { failureReason: 'DECLINED' as const } : {}),
  currency: 'PHP',
  occurredAt: new Date().toISOString(),
  sandbox: true,
});

describe('withdrawals racing', () => {
  it('a withdrawal and a bet on the same money: only what the balance allows goes through', async () => {
    const MEMBERS = 8;
    const p = uniquePrefix('wdbet');
    const players = await Promise.all(
      Array.from({ length: MEMBERS }, async () => {
        const w = await withdrawer(t, FUNDED);
        const token = await launchTokenFor(t.database, w);
        return { w, calls: playerCalls(t.app, w, token) };
      }),
    );
    // 700.00 held and 600.00 staked cannot both fit in 1,000.00.
    const outcomes = await Promise.all(
      players.map(async ({ w, calls }, i) => {
        const [withdrawal, bet] = await Promise.all([
          requestWithdrawal(t, w, '700'),
          calls.bet(`${p}B${i}`, `${p}R${i}`, 60_000),
        ]);
        return {
          w,
          withdrew: ok(withdrawal),
          bet: bet.status === 'OK',
          refused: codeOf(withdrawal),
        };
      }),
    );
    for (const o of outcomes) {
      expect(o.withdrew !== o.bet).toBe(true);
      if (!o.withdrew) expect(o.refused).toBe('withdraw.balance.insufficient');
      const balance = FUNDED - (o.bet ? 60_000n : 0n);
      expect(await balanceOf(t.database, o.w)).toBe(balance);
      expect(await available(o.w)).toBe(balance - (o.withdrew ? 70_000n : 0n));
    }
    await expectLedgerClean(t.database);
  });

  it("one member's withdrawals at once: only what the balance allows is held", async () => {
    const w = await withdrawer(t, FUNDED);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => requestWithdrawal(t, w, '300', `many-${i}`)),
    );
    expect(answers.filter(ok)).toHaveLength(3);
    expect(answers.filter((a) => !ok(a)).map(codeOf)).toEqual([
      'withdraw.balance.insufficient',
      'withdraw.balance.insufficient',
    ]);
    expect(await available(w)).toBe(FUNDED - 90_000n);
    expect(await balanceOf(t.database, w)).toBe(FUNDED);
    await expectLedgerClean(t.database);
  });

  it('the same request five times at once: one withdrawal, one hold, the same answer', async () => {
    const w = await withdrawer(t, FUNDED);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => requestWithdrawal(t, w, '250', 'once')),
    );
    const ids = answers.map((a) => (a.body as { value: { id: number } }).value.id);
    expect(new Set(ids).size).toBe(1);
    expect(await available(w)).toBe(FUNDED - 25_000n);
    const { rows } = await t.database.query(
      `select count(*)::int as n from withdrawals where member_id = $1`,
      [w.id],
    );
    expect(rows[0]?.['n']).toBe(1);
  });

  it('one key, other amounts or another payee, at once and one after another: one withdrawal, the rest conflict', async () => {
    const w = await withdrawer(t, FUNDED);
    const amounts = ['100', '200', '300', '400'];
    const answers = await Promise.all(amounts.map((a) => requestWithdrawal(t, w, a, 'one-key')));
    const winners = answers.filter(ok);
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => !ok(a)).map(codeOf)).toEqual([
      'withdraw.conflict',
      'withdraw.conflict',
      'withdraw.conflict',
    ]);
    const won = (winners[0]?.body as { value: { id: number; amount: number } }).value;
    expect(await available(w)).toBe(FUNDED - BigInt(won.amount) * 100n);
    // One after another: the same amount replays, another amount or payee conflicts (409).
    const again = await requestWithdrawal(t, w, String(won.amount), 'one-key');
    expect((again.body as { value: { id: number } }).value.id).toBe(won.id);
    const other = await requestWithdrawal(t, w, String(won.amount + 1), 'one-key');
    expect(other.status).toBe(409);
    expect(codeOf(other)).toBe('withdraw.conflict');
    const card = await bindCard(t, w.token);
    const otherPayee = await requestWithdrawal(
      t,
      { ...w, cardId: card.id },
      String(won.amount),
      'one-key',
    );
    expect(codeOf(otherPayee)).toBe('withdraw.conflict');
    const { rows } = await t.database.query(
      `select count(*)::int as n from withdrawals where member_id = $1`,
      [w.id],
    );
    expect(rows[0]?.['n']).toBe(1);
    await expectLedgerClean(t.database);
  });

  it('the same key with another amount landing between the first look and the hold: a conflict', async () => {
    const w = await withdrawer(t, FUNDED);
    const wallet = t.app.services.wallet;
    const real = wallet.available;
    let inner: ReturnType<typeof requestWithdrawal> | null = null;
    // The balance check runs after the key's first look: the other request commits right there.
    wallet.available = async (...args) => {
      if (!inner) {
        inner = requestWithdrawal(t, w, '100', 'between');
        await inner;
      }
      return real(...args);
    };
    let outer;
    try {
      outer = await requestWithdrawal(t, w, '200', 'between');
    } finally {
      wallet.available = real;
    }
    expect(inner && ok(await inner)).toBe(true);
    expect(codeOf(outer)).toBe('withdraw.conflict');
    expect(await available(w)).toBe(FUNDED - 10_000n);
  });

  it("a payout's paid and failed callbacks racing: each withdrawal resolves once", async () => {
    const service = t.app.services.withdrawals.withdrawals;
    const MEMBERS = 6;
    const members = await Promise.all(Array.from({ length: MEMBERS }, () => withdrawer(t, FUNDED)));
    const requests = await Promise.all(members.map((w) => withdrawOk(t, w, '400')));
    // No PSP is configured here: approved withdrawals wait for their payout's callback.
    for (const r of requests) await service.approve({ kind: 'auto' }, members[0]!.merchantId, r.id);
    const results = await Promise.all(
      requests.map(async (r, i) => {
        const net = 40_000n - 400n;
        const order: ('paid' | 'failed')[] = i % 2 === 0 ? ['paid', 'failed'] : ['failed', 'paid'];
        await Promise.all(
          [...order, ...order].map((s) => service.onPayout(binding, payoutEvent(r.id, net, s))),
        );
        return (await service.find(members[i]!.merchantId, r.id)).status;
      }),
    );
    for (const [i, status] of results.entries()) {
      const w = members[i]!;
      expect(['paid', 'failed']).toContain(status);
      const expected = FUNDED - (status === 'paid' ? 40_000n : 0n);
      expect(await balanceOf(t.database, w)).toBe(expected);
      expect(await available(w)).toBe(expected);
    }
    const { rows } = await t.database.query(
      `select w.id, count(j.id)::int as n from withdrawals w
       left join journal j on j.kind = 'withdrawal.payout' and j.memo->>'withdrawalId' = w.id::text
       where w.id = any($1::bigint[]) group by w.id`,
      [requests.map((r) => r.id)],
    );
    for (const row of rows) {
      const status = results[requests.findIndex((r) => r.id === Number(row['id']))];
      expect(row['n']).toBe(status === 'paid' ? 1 : 0);
    }
    await expectLedgerClean(t.database);
  });
});

describe("the server's role and withdrawal history", () => {
  /** The SQLSTATE a statement run as the server's role ends with, or null when it succeeded. */
  const asServer = async (text: string): Promise<string | null> =>
    t.database.db
      .transaction(async (tx) => tx.execute(sql.raw(text)))
      .then(
        () => null,
        (err: unknown) => sqlStateOf(err)?.code ?? 'unknown',
      );

  it.each([
    ['rewrite an amount', `update withdrawals set amount = 1`],
    ['move a hold elsewhere', `update withdrawals set hold_id = hold_id`],
    ['delete a withdrawal', `delete from withdrawals`],
    ['rewrite an event', `update withdrawal_events set to_status = 'paid'`],
    ['delete events', `delete from withdrawal_events`],
    ['rewrite a payee account number', `update payees set account_number = '1'`],
    ['rename a payee', `update payees set account_name = 'X'`],
    ['delete a payee', `delete from payees`],
  ])('may not %s', async (_name, text) => {
    expect(await asServer(text)).toBe('42501');
  });

  it('may move a state and remove a payee', async () => {
    expect(await asServer(`update withdrawals set status = status where false`)).toBeNull();
    expect(await asServer(`update payees set status = 'removed' where false`)).toBeNull();
  });

  /** The SQLSTATE a statement run as the owner ends with (the triggers hold even for it). */
  const asOwner = async (text: string): Promise<string | null> =>
    t
      .asOwner(async (tx) => tx.execute(sql.raw(text)))
      .then(
        () => null,
        (err: unknown) => sqlStateOf(err)?.code ?? 'unknown',
      );

  it('the triggers keep a withdrawal, its history and its payee, even for the owner', async () => {
    const w = await withdrawer(t, FUNDED);
    const record = await withdrawOk(t, w, '100');
    const id = record.id;
    for (const text of [
      `update withdrawals set amount = 1 where id = ${id}`,
      `update withdrawals set payee_account_number = '1' where id = ${id}`,
      `update withdrawals set status = 'paid' where id = ${id}`,
      `update withdrawals set status = 'paying' where id = ${id}`,
      `delete from withdrawals where id = ${id}`,
      `update withdrawal_events set note = 'x' where withdrawal_id = ${id}`,
      `delete from withdrawal_events where withdrawal_id = ${id}`,
      `update payees set account_number = '1' where id = ${w.cardId}`,
      `delete from payees where id = ${w.cardId}`,
    ])
      expect([text, await asOwner(text)]).toEqual([text, expect.stringMatching(/^(23001|P0001)$/)]);
    expect(await asOwner(`update withdrawals set status = 'approved' where id = ${id}`)).toBeNull();
    expect(await asOwner(`update withdrawals set status = 'rejected' where id = ${id}`)).toBeNull();
    // Finished: only its review flag may change.
    expect(await asOwner(`update withdrawals set status = 'approved' where id = ${id}`)).toBe(
      '23001',
    );
    expect(await asOwner(`update withdrawals set failure_reason = 'x' where id = ${id}`)).toBe(
      '23001',
    );
    expect(await asOwner(`update withdrawals set review_reason = 'x' where id = ${id}`)).toBeNull();
  });
});
