import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '@/modules/wallet/ledger.check.ts';
import { RECONCILIATIONS } from '@/modules/wallet/ledger.check.ts';
import { insertDraw, placeBulkDiceOrder } from '@/modules/lottery/settlement/settlement.fixture.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { buildMember } from '@/test/factories.ts';
import { expectLedgerClean, fund, playerCalls } from '@/test/money.ts';
import { launchTokenFor } from '@/test/vendor.ts';
import { systemClock } from '@/lib/clock.ts';
import { demoOwner, signInOperator } from '@/test/operators.ts';
import { withdrawer } from '@/modules/withdrawals/withdrawals.test-support.ts';
import {
  answerOk,
  cancelOk,
  depositOk,
  poolWithdrawal,
  proofOk,
  switchC2cOn,
} from '@/modules/c2c/c2c.test-support.ts';

/**
 * design/money.md §7.2 and §15: the ledger check reconciles everything, and a corrupted row makes it
 * fail. Each test corrupts one thing as the owner with the triggers off (what no server connection can
 * do), expects the rule that guards it to name it, then repairs it and expects a clean report.
 */
let t: TestApp;
const ids = {
  member: 0,
  account: 0,
  house: 0,
  pending: 0,
  posted: 0,
  order: 0,
  won: 0,
  deposit: 0,
  depositJournal: 0,
  c2cMatch: 0,
  c2cDeposit: 0,
  c2cWithdrawal: 0,
  c2cCancelled: 0,
};

/**
 * A C2C withdrawal with 197.00 still open, a deposit of 100.00 received in full, and a withdrawal whose
 * 198.00 open was cancelled by its member (a penalty of 9.90).
 */
async function c2cActivity() {
  await switchC2cOn(t, await signInOperator(t.app, systemClock, demoOwner()), 5);
  const w = await withdrawer(t, 100_000n);
  const d = await withdrawer(t, 0n);
  ids.c2cWithdrawal = (await poolWithdrawal(t, w, '300')).id;
  const deposit = await depositOk(t, d.token, '100');
  const match = deposit.matches[0];
  if (!match) throw new Error('the C2C deposit was not matched');
  ids.c2cDeposit = deposit.id;
  ids.c2cMatch = match.id;
  await proofOk(t, d.token, match.id);
  await answerOk(t, w.token, { matchId: match.id, result: 'RECEIVED' });
  const c = await withdrawer(t, 100_000n);
  ids.c2cCancelled = (await poolWithdrawal(t, c, '200')).id;
  await cancelOk(t, c.token, { withdrawalId: ids.c2cCancelled, amount: '198', penalty: '9.90' });
}

beforeAll(async () => {
  t = await createTestApp();
  await c2cActivity();
  const member = await buildMember(t.database);
  ids.member = member.id;
  await fund(t.database, member, 100_000n);
  // A vendor round: a bet, a second bet rolled back, a win.
  const calls = playerCalls(t.app, member, await launchTokenFor(t.database, member));
  expect((await calls.bet('chk-B1', 'chk-R1', 1_000)).status).toBe('OK');
  expect((await calls.bet('chk-B2', 'chk-R1', 300)).status).toBe('OK');
  expect((await calls.rollback('chk-RB2', 'chk-B2', 'chk-R1')).status).toBe('OK');
  expect((await calls.win('chk-W1', 'chk-R1', 2_500, false)).status).toBe('OK');
  // Holds: one pending, one captured in part, one released.
  const wallet = t.app.services.wallet;
  const ref = { merchantId: member.merchantId, memberId: member.id };
  ids.account = await wallet.memberAccountId(ref, 'PHP');
  ids.house = await wallet.houseAccountId(ref, 'PHP');
  const payout = await wallet.systemAccountId(member.merchantId, 'payout_clearing', 'PHP');
  const hold = (key: string, amount: bigint) =>
    wallet.ledger.run((tx) =>
      wallet.holdMember(tx, ref, {
        asset: 'PHP',
        amount,
        scope: 'check',
        key,
        requestHash: key,
        purpose: 'test',
      }),
    );
  ids.pending = (await hold('pending', 700n)).hold.id;
  ids.posted = (await hold('posted', 900n)).hold.id;
  const released = (await hold('released', 500n)).hold.id;
  await wallet.ledger.run(async (tx) => {
    await wallet.ledger.capture(tx, {
      holdId: ids.posted,
      amount: 600n,
      key: 'c1',
      kind: 'test.payout',
      legs: [{ accountId: payout, asset: 'PHP', amount: 600n }],
    });
    await wallet.ledger.release(tx, { holdId: released, key: 'r1' });
  });
  // A lottery order of four dice tickets on a drawn draw (6-5-4: BIG wins), settled.
  const drawId = await insertDraw(t.database.db, {
    gameCode: 'K3_1',
    numero: `CHK${member.id}`,
    drawAt: new Date(Date.now() - 60_000),
    result: { kind: 'DICE3', dice: [6, 5, 4] },
  });
  await placeBulkDiceOrder(wallet, {
    ref,
    asset: 'PHP',
    drawId,
    gameCode: 'K3_1',
    numero: 'n/a',
    count: 4,
  });
  await t.app.services.lotterySettlement.settleDue(new Date());
  // A deposit of 100.00 (1 % fee) paid through the deposits module's PSP event handler.
  await t.database.query(
    `insert into payment_orders (merchant_id, member_id, order_no, channel_id, channel, bank_type,
        psp_code, psp_account_id, asset, amount, fee_bps, status, psp_tx_id, expires_at)
      select $1, $2, 'chk-dep', id, 'QR', 'PAYID', 'paygate', 'chk-acct', 'PHP', 10000, 100, 'pending',
        'PGTchk', now() + interval '1 hour'
      from deposit_channels where merchant_id = $1 and bank_type = 'PAYID'`,
    [member.merchantId, member.id],
  );
  expect(
    await t.app.services.deposits.applyEvent('paygate', {
      source: 'callback',
      eventId: 'EVTchk',
      transactionId: 'PGTchk',
      reference: 'chk-dep',
      merchantAccountId: 'chk-acct',
      status: 'paid',
      amount: '10000',
      paidAmount: '10000',
      currency: 'PHP',
      occurredAt: new Date().toISOString(),
    }),
  ).toBe('credited');
  const deposit = await t.database.query(
    `select id, journal_id from payment_orders where order_no = 'chk-dep'`,
  );
  ids.deposit = Number(deposit.rows[0]?.['id']);
  ids.depositJournal = Number(deposit.rows[0]?.['journal_id']);
  const { rows } = await t.database.query(
    `select o.id as order_id, (select min(id) from lottery_tickets where order_id = o.id and payout > 0) as won
     from lottery_orders o where o.member_id = $1`,
    [member.id],
  );
  ids.order = Number(rows[0]?.['order_id']);
  ids.won = Number(rows[0]?.['won']);
  expect(ids.won).toBeGreaterThan(0);
});
afterAll(async () => t.close());

/** Runs SQL as the owner with every trigger and foreign key off (replica mode: superusers only). */
const asOwnerUnguarded = (text: string) =>
  t.asOwner(async (db) => {
    await db.execute(sql`set local session_replication_role = replica`);
    await db.execute(sql.raw(text));
  });

/** The corruption of each rule, and its repair; `$x` names a row made in beforeAll. */
const cases: { rule: string; corrupt: string; repair: string }[] = [
  {
    rule: 'trial-balance',
    corrupt: `update accounts set balance = balance + 1 where id = $house`,
    repair: `update accounts set balance = balance - 1 where id = $house`,
  },
  {
    rule: 'balance-vs-entries',
    corrupt: `update accounts set balance = balance + case id when $account then 7 else -7 end where id in ($account, $house)`,
    repair: `update accounts set balance = balance - case id when $account then 7 else -7 end where id in ($account, $house)`,
  },
  {
    rule: 'version-chain',
    corrupt: `update accounts set version = version + 1 where id = $account`,
    repair: `update accounts set version = version - 1 where id = $account`,
  },
  {
    rule: 'last-balance-after',
    corrupt: `update entries set balance_after = balance_after + 1 where account_id = $account
      and account_version = (select version from accounts where id = $account)`,
    repair: `update entries set balance_after = balance_after - 1 where account_id = $account
      and account_version = (select version from accounts where id = $account)`,
  },
  {
    rule: 'running-balance',
    corrupt: `update entries set balance_after = balance_after + 3 where account_id = $account and account_version = 2`,
    repair: `update entries set balance_after = balance_after - 3 where account_id = $account and account_version = 2`,
  },
  {
    rule: 'entry-asset',
    corrupt: `update entries set asset = 'FUN' where account_id = $account and account_version = 1`,
    repair: `update entries set asset = 'PHP' where account_id = $account and account_version = 1`,
  },
  {
    rule: 'journal-zero-sum',
    corrupt: `update entries set amount = amount + 1 where account_id = $house and account_version = 1`,
    repair: `update entries set amount = amount - 1 where account_id = $house and account_version = 1`,
  },
  {
    rule: 'rejected-journal-entries',
    corrupt: `update journal set outcome = 'rejected' where id = (select journal_id from entries where account_id = $account and account_version = 1)`,
    repair: `update journal set outcome = 'applied' where id = (select journal_id from entries where account_id = $account and account_version = 1)`,
  },
  {
    rule: 'applied-journal-entries',
    corrupt: `insert into journal (merchant_id, kind, idem_scope, idem_key, request_hash, outcome)
      select merchant_id, 'forged', 'forged', 'no-entries', 'x', 'applied' from accounts where id = $account`,
    repair: `delete from journal where idem_scope = 'forged' and idem_key = 'no-entries'`,
  },
  {
    rule: 'below-zero',
    corrupt: `update accounts set allow_negative = true, balance = balance - 1000000 where id = $account`,
    repair: `update accounts set allow_negative = false, balance = balance + 1000000 where id = $account`,
  },
  {
    rule: 'held-vs-holds',
    corrupt: `update holds set status = 'voided', resolved_at = now(), resolution_key = 'x', resolution_hash = 'x' where id = $pending`,
    repair: `update holds set status = 'pending', resolved_at = null, resolution_key = null, resolution_hash = null where id = $pending`,
  },
  {
    rule: 'held-chain',
    corrupt: `update accounts set held_version = held_version + 1 where id = $account`,
    repair: `update accounts set held_version = held_version - 1 where id = $account`,
  },
  {
    rule: 'running-held',
    corrupt: `update hold_events set held_after = held_after + 5 where account_id = $account and held_version = 1`,
    repair: `update hold_events set held_after = held_after - 5 where account_id = $account and held_version = 1`,
  },
  {
    rule: 'hold-events',
    corrupt: `update hold_events set kind = 'release' where hold_id = $posted and kind = 'capture'`,
    repair: `update hold_events set kind = 'capture' where hold_id = $posted and kind = 'release'`,
  },
  {
    rule: 'hold-captures',
    corrupt: `update holds set posted_amount = posted_amount - 1 where id = $posted`,
    repair: `update holds set posted_amount = posted_amount + 1 where id = $posted`,
  },
  {
    rule: 'vendor-journals',
    corrupt: `update vendor_tx set amount = amount + 1 where tx_id = 'chk-W1'`,
    repair: `update vendor_tx set amount = amount - 1 where tx_id = 'chk-W1'`,
  },
  {
    rule: 'vendor-journal-owner',
    corrupt: `insert into vendor_tx (vendor_id, tx_id, action, member_id, round_id, amount, asset, status,
        request_hash, answer_status, balance_after, journal_id)
      select vendor_id, 'chk-copy', action, member_id, 'chk-R-other', amount, asset, 'applied', 'x', 'OK', 0, journal_id
      from vendor_tx where tx_id = 'chk-B1'`,
    repair: `delete from vendor_tx where tx_id = 'chk-copy'`,
  },
  {
    rule: 'round-totals',
    corrupt: `update game_rounds set refunded = refunded + 1 where round_id = 'chk-R1'`,
    repair: `update game_rounds set refunded = refunded - 1 where round_id = 'chk-R1'`,
  },
  {
    rule: 'round-asset',
    corrupt: `update game_rounds set asset = 'FUN' where round_id = 'chk-R1'`,
    repair: `update game_rounds set asset = 'PHP' where round_id = 'chk-R1'`,
  },
  {
    rule: 'lottery-orders',
    corrupt: `update lottery_orders set total_stake = total_stake + 1 where id = $order`,
    repair: `update lottery_orders set total_stake = total_stake - 1 where id = $order`,
  },
  {
    rule: 'lottery-bet-journals',
    corrupt: `insert into lottery_orders (merchant_id, member_id, order_no, request_hash, asset, prize_mode, device,
        total_stake, stake_journal_id)
      select merchant_id, member_id, 'chk-copy', 'x', asset, prize_mode, device, total_stake, stake_journal_id
      from lottery_orders where id = $order`,
    repair: `delete from lottery_orders where order_no = 'chk-copy'`,
  },
  {
    rule: 'lottery-ticket-payouts',
    corrupt: `update lottery_tickets set settle_journal_id = null where id = $won`,
    repair: `update lottery_tickets t set settle_journal_id = (select max(settle_journal_id)
      from lottery_tickets where order_id = $order) where t.id = $won`,
  },
  {
    rule: 'lottery-payout-journals',
    corrupt: `update lottery_tickets set payout = payout + 1 where id = $won`,
    repair: `update lottery_tickets set payout = payout - 1 where id = $won`,
  },
  {
    rule: 'payment-order-journals',
    corrupt: `update payment_orders set paid_amount = paid_amount + 1 where id = $deposit`,
    repair: `update payment_orders set paid_amount = paid_amount - 1 where id = $deposit`,
  },
  {
    rule: 'deposit-journal-owner',
    corrupt: `update payment_orders set status = 'failed', journal_id = null, paid_amount = null,
      fee_amount = null where id = $deposit`,
    repair: `update payment_orders set status = 'paid', journal_id = $depositJournal, paid_amount = 10000,
      fee_amount = 100 where id = $deposit`,
  },
  {
    rule: 'c2c-match-holds',
    corrupt: `update c2c_matches set status = 'refused' where id = $c2cMatch`,
    repair: `update c2c_matches set status = 'received' where id = $c2cMatch`,
  },
  {
    rule: 'c2c-pool-holds',
    corrupt: `update c2c_pool set remaining = remaining + 1 where withdrawal_id = $c2cWithdrawal`,
    repair: `update c2c_pool set remaining = remaining - 1 where withdrawal_id = $c2cWithdrawal`,
  },
  {
    rule: 'c2c-pool-penalties',
    corrupt: `update c2c_pool set penalty = penalty - 1 where withdrawal_id = $c2cCancelled`,
    repair: `update c2c_pool set penalty = penalty + 1 where withdrawal_id = $c2cCancelled`,
  },
  {
    rule: 'c2c-deposit-credits',
    corrupt: `update c2c_deposits set credited = credited - 1 where id = $c2cDeposit`,
    repair: `update c2c_deposits set credited = credited + 1 where id = $c2cDeposit`,
  },
  {
    rule: 'withdrawal-holds',
    corrupt: `with p as (insert into payees (merchant_id, member_id, type, bank_code, account_name, account_number)
        select merchant_id, id, 'B', 'BDO', 'Check', '990000000001' from members where id = $member returning id)
      insert into withdrawals (merchant_id, member_id, request_key, payee_id, payee_type, payee_bank_code,
        payee_account_name, payee_account_number, asset, amount, fee, status, hold_id, created_at, updated_at)
      select m.merchant_id, m.id, 'chk', p.id, 'B', 'BDO', 'Check', '990000000001', 'PHP', 900, 0,
        'requested', $posted, now(), now()
      from members m, p where m.id = $member`,
    repair: `with w as (delete from withdrawals where request_key = 'chk' returning payee_id)
      delete from payees where id in (select payee_id from w)`,
  },
  {
    rule: 'withdrawal-fees',
    corrupt: `with p as (insert into payees (merchant_id, member_id, type, bank_code, account_name, account_number)
        select merchant_id, id, 'B', 'BDO', 'Check', '990000000002' from members where id = $member returning id)
      insert into withdrawals (merchant_id, member_id, request_key, payee_id, payee_type, payee_bank_code,
        payee_account_name, payee_account_number, asset, amount, fee, status, hold_id, created_at, updated_at)
      select m.merchant_id, m.id, 'chk-fee', p.id, 'B', 'BDO', 'Check', '990000000002', 'PHP', 900, 300,
        'paid', $posted, now(), now()
      from members m, p where m.id = $member`,
    repair: `with w as (delete from withdrawals where request_key = 'chk-fee' returning payee_id)
      delete from payees where id in (select payee_id from w)`,
  },
];

/** The SQL with the ids of beforeAll in place of `$name`. */
const withIds = (text: string): string =>
  text.replace(/\$(\w+)/g, (_m, name: string) => {
    const value = (ids as Record<string, number>)[name];
    if (value === undefined) throw new Error(`unknown id ${name}`);
    return String(value);
  });

describe('the ledger check', () => {
  it('finds nothing wrong with real activity: rounds, holds, lottery orders and payouts', async () => {
    const report = await checkLedger(t.database.db);
    expect(report.problems).toEqual([]);
    expect(report.holds).toBeGreaterThanOrEqual(3);
  });

  it('has a corruption test for every rule it runs', () => {
    expect(cases.map((c) => c.rule).sort()).toEqual(RECONCILIATIONS.map((r) => r.name).sort());
  });

  it.each(cases)('$rule: a corrupted row makes it fail, the repair makes it clean', async (c) => {
    await asOwnerUnguarded(withIds(c.corrupt));
    const problems = (await checkLedger(t.database.db)).problems;
    expect(problems.filter((p) => p.startsWith(`${c.rule}: `))).not.toEqual([]);
    await asOwnerUnguarded(withIds(c.repair));
    await expectLedgerClean(t.database);
  });
});
