import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlStateOf } from '@/lib/db-errors.ts';
import { HoldRefusal, IdempotencyConflict } from '@/modules/wallet/ledger.errors.ts';
import { LedgerRejection } from '@/modules/wallet/ledger.ts';
import type { HoldRequest } from '@/modules/wallet/holds.ts';
import type { MemberRef, WalletService } from '@/modules/wallet/wallet.service.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { balanceValueSchema } from '@monsoon/contracts/wallet';
import { buildMember, fakeClock, loginAs } from '@/test/factories.ts';
import { expectLedgerClean, fund, playerCalls } from '@/test/money.ts';
import { launchTokenFor } from '@/test/vendor.ts';
import { wire } from '@/test/http.ts';

/**
 * design/money.md §8: a hold sets money aside (`held` rises, `balance` does not), then is captured
 * (posted in full or in part, the rest released) or released, once, idempotent by key. Every refusal
 * writes nothing.
 */
let t: TestApp;
let wallet: WalletService;
const clock = fakeClock();
const inMinutes = (minutes: number) => new Date(clock.now().getTime() + minutes * 60_000);

beforeAll(async () => {
  t = await createTestApp({ clock });
  wallet = t.app.services.wallet;
});
afterAll(async () => t.close());

/** A member with `minor` PHP, its ref, account and the merchant's payout clearing account. */
async function funded(minor: bigint) {
  const member = await buildMember(t.database);
  await fund(t.database, member, minor);
  const ref: MemberRef = { merchantId: member.merchantId, memberId: member.id };
  const account = await wallet.memberAccountId(ref, 'PHP');
  const payout = await wallet.systemAccountId(member.merchantId, 'payout_clearing', 'PHP');
  return { member, ref, account, payout };
}

const request = (key: string, amount: bigint, extra: Partial<HoldRequest> = {}) => ({
  asset: 'PHP',
  amount,
  scope: 'withdrawal',
  key,
  requestHash: `withdrawal:${key}:${amount}`,
  purpose: 'withdrawal',
  reference: `W-${key}`,
  ...extra,
});

const hold = (ref: MemberRef, key: string, amount: bigint, extra: Partial<HoldRequest> = {}) =>
  wallet.ledger.run((tx) => wallet.holdMember(tx, ref, request(key, amount, extra)));

/** An account's balance and held, and how many holds and hold events exist. */
const state = async (account: number) => {
  const { rows } = await t.database.query(
    `select balance::text as balance, held::text as held,
      (select count(*) from holds)::int as holds, (select count(*) from hold_events)::int as events,
      (select count(*) from journal)::int as journals
     from accounts where id = $1`,
    [account],
  );
  return rows[0];
};

const failure = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (err: unknown) => err,
  );

describe('hold', () => {
  it('sets money aside: held rises, the balance stays, the available balance falls everywhere', async () => {
    const { member, ref, account } = await funded(10_000n);
    const autoConfirmAt = inMinutes(30);
    const { hold: h, replayed } = await hold(ref, 'h-basic', 3_000n, { autoConfirmAt });
    expect(replayed).toBe(false);
    expect(h).toMatchObject({
      accountId: account,
      asset: 'PHP',
      amount: 3_000n,
      postedAmount: 0n,
      status: 'pending',
      purpose: 'withdrawal',
      reference: 'W-h-basic',
      createdAt: clock.now(),
      autoConfirmAt,
    });
    expect(await state(account)).toMatchObject({ balance: '10000', held: '3000' });
    expect(await wallet.available(ref, 'PHP')).toBe(7_000n);
    // The wire shows it frozen: available = balance − held.
    const session = await loginAs(t.app, member.username, member.password);
    const value = await wire(t.app).ok(balanceValueSchema, 'GET', '/wps/v2/wallets/balance', {
      token: session.token,
    });
    expect(value.balance).toEqual([
      expect.objectContaining({ availBalance: 70, balance: 100, frozenBalance: 30 }),
    ]);
    await expectLedgerClean(t.database);
  });

  it('needs the available balance: more than available is refused whole, nothing written', async () => {
    const { ref, account } = await funded(5_000n);
    await hold(ref, 'h-first', 4_000n);
    const before = await state(account);
    const error = await failure(hold(ref, 'h-second', 1_001n));
    expect(error).toBeInstanceOf(LedgerRejection);
    expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await state(account)).toEqual(before);
    // Exactly the available balance is fine.
    await hold(ref, 'h-exact', 1_000n);
    expect(await wallet.available(ref, 'PHP')).toBe(0n);
  });

  it('held money cannot be bet: a vendor bet sees only the available balance', async () => {
    const { member, ref } = await funded(1_000n);
    await hold(ref, 'h-bet', 800n);
    const calls = playerCalls(t.app, member, await launchTokenFor(t.database, member));
    expect((await calls.bet('hb-1', 'hb-R', 300)).status).toBe('INSUFFICIENT_FUNDS');
    const ok = await calls.bet('hb-2', 'hb-R', 200);
    expect(ok).toMatchObject({ status: 'OK', balance: 0 });
    await expectLedgerClean(t.database);
  });

  it('the same key replays the hold; the same key for another request is a conflict', async () => {
    const { ref, account } = await funded(5_000n);
    const first = await hold(ref, 'h-idem', 1_000n);
    const before = await state(account);
    const again = await hold(ref, 'h-idem', 1_000n);
    expect(again).toEqual({ hold: first.hold, replayed: true });
    const conflict = await failure(hold(ref, 'h-idem', 2_000n));
    expect(conflict).toBeInstanceOf(IdempotencyConflict);
    expect(await state(account)).toEqual(before);
  });

  it('a hold in another asset than its account is refused, nothing written', async () => {
    const { account } = await funded(5_000n);
    const before = await state(account);
    const error = await failure(
      wallet.ledger.run((tx) =>
        wallet.ledger.hold(tx, { ...request('h-fun', 10n), asset: 'FUN', accountId: account }),
      ),
    );
    expect(sqlStateOf(error)?.code).toBe('23503');
    expect(await state(account)).toEqual(before);
  });
});

describe('capture and release', () => {
  it('a full capture posts the amount to the legs and releases held', async () => {
    const { ref, account, payout } = await funded(10_000n);
    const { hold: h } = await hold(ref, 'c-full', 2_500n);
    const done = await wallet.ledger.run((tx) =>
      wallet.ledger.capture(tx, {
        holdId: h.id,
        amount: 2_500n,
        key: 'pay-1',
        kind: 'withdrawal.payout',
        legs: [{ accountId: payout, asset: 'PHP', amount: 2_500n }],
      }),
    );
    expect(done.replayed).toBe(false);
    expect(done.hold).toMatchObject({
      status: 'posted',
      postedAmount: 2_500n,
      journalId: done.journalId,
      resolvedAt: clock.now(),
      resolutionKey: 'pay-1',
    });
    expect(await state(account)).toMatchObject({ balance: '7500', held: '0' });
    const { rows } = await t.database.query(
      `select kind, idem_scope, idem_key, account_id::int as account, amount::text as amount
       from journal j join entries e on e.journal_id = j.id where j.id = $1 order by e.amount`,
      [done.journalId],
    );
    expect(rows).toEqual([
      {
        kind: 'withdrawal.payout',
        idem_scope: 'hold.capture',
        idem_key: String(h.id),
        account,
        amount: '-2500',
      },
      {
        kind: 'withdrawal.payout',
        idem_scope: 'hold.capture',
        idem_key: String(h.id),
        account: payout,
        amount: '2500',
      },
    ]);
    await expectLedgerClean(t.database);
  });

  it('a partial capture posts part and releases the rest', async () => {
    const { ref, account, payout } = await funded(10_000n);
    const { hold: h } = await hold(ref, 'c-part', 4_000n);
    const fees = await wallet.systemAccountId(ref.merchantId, 'fees', 'PHP');
    const done = await wallet.ledger.run((tx) =>
      wallet.ledger.capture(tx, {
        holdId: h.id,
        amount: 1_500n,
        key: 'part-1',
        kind: 'c2c.transfer',
        legs: [
          { accountId: payout, asset: 'PHP', amount: 1_450n },
          { accountId: fees, asset: 'PHP', amount: 50n },
        ],
      }),
    );
    expect(done.hold).toMatchObject({ status: 'posted', postedAmount: 1_500n });
    expect(await state(account)).toMatchObject({ balance: '8500', held: '0' });
    expect(await wallet.available(ref, 'PHP')).toBe(8_500n);
    await expectLedgerClean(t.database);
  });

  it('the same capture replays; another request under its key conflicts; another key is refused', async () => {
    const { ref, account, payout } = await funded(10_000n);
    const { hold: h } = await hold(ref, 'c-idem', 1_000n);
    const capture = (key: string, amount: bigint) =>
      wallet.ledger.run((tx) =>
        wallet.ledger.capture(tx, {
          holdId: h.id,
          amount,
          key,
          kind: 'withdrawal.payout',
          legs: [{ accountId: payout, asset: 'PHP', amount }],
        }),
      );
    const first = await capture('k1', 1_000n);
    const before = await state(account);
    expect(await capture('k1', 1_000n)).toEqual({ ...first, replayed: true });
    expect(await failure(capture('k1', 900n))).toBeInstanceOf(IdempotencyConflict);
    const other = await failure(capture('k2', 1_000n));
    expect(other).toBeInstanceOf(HoldRefusal);
    expect(other).toMatchObject({ code: 'HOLD_RESOLVED', hold: { status: 'posted' } });
    const release = await failure(
      wallet.ledger.run((tx) => wallet.ledger.release(tx, { holdId: h.id, key: 'k3' })),
    );
    expect(release).toMatchObject({ code: 'HOLD_RESOLVED' });
    expect(await state(account)).toEqual(before);
  });

  it('a capture of more than the hold is refused, nothing written', async () => {
    const { ref, account, payout } = await funded(10_000n);
    const { hold: h } = await hold(ref, 'c-more', 1_000n);
    const before = await state(account);
    const error = await failure(
      wallet.ledger.run((tx) =>
        wallet.ledger.capture(tx, {
          holdId: h.id,
          amount: 1_001n,
          key: 'more',
          kind: 'withdrawal.payout',
          legs: [{ accountId: payout, asset: 'PHP', amount: 1_001n }],
        }),
      ),
    );
    expect(error).toMatchObject({ code: 'CAPTURE_EXCEEDS_HOLD', hold: { status: 'pending' } });
    expect(await state(account)).toEqual(before);
  });

  it('release gives it all back once; the same key replays; a capture after it is refused', async () => {
    const { ref, account, payout } = await funded(10_000n);
    const { hold: h } = await hold(ref, 'r-1', 6_000n);
    const release = (key: string) =>
      wallet.ledger.run((tx) => wallet.ledger.release(tx, { holdId: h.id, key }));
    const done = await release('rel-1');
    expect(done).toMatchObject({ replayed: false, hold: { status: 'voided', postedAmount: 0n } });
    expect(await state(account)).toMatchObject({ balance: '10000', held: '0' });
    const before = await state(account);
    expect(await release('rel-1')).toEqual({ ...done, replayed: true });
    const capture = await failure(
      wallet.ledger.run((tx) =>
        wallet.ledger.capture(tx, {
          holdId: h.id,
          amount: 6_000n,
          key: 'late',
          kind: 'withdrawal.payout',
          legs: [{ accountId: payout, asset: 'PHP', amount: 6_000n }],
        }),
      ),
    );
    expect(capture).toMatchObject({ code: 'HOLD_RESOLVED', hold: { status: 'voided' } });
    expect(await state(account)).toEqual(before);
    await expectLedgerClean(t.database);
  });

  it('an unknown hold is refused', async () => {
    const error = await failure(
      wallet.ledger.run((tx) => wallet.ledger.release(tx, { holdId: 987_654_321, key: 'x' })),
    );
    expect(error).toMatchObject({ code: 'HOLD_NOT_FOUND', hold: null });
  });
});

describe('the auto-confirm claim', () => {
  it('answers pending holds past their time, oldest first; scheduling moves them; resolved ones drop out', async () => {
    const { ref } = await funded(10_000n);
    const at = inMinutes;
    const late = await hold(ref, 'a-late', 100n, { autoConfirmAt: at(30) });
    const soon = await hold(ref, 'a-soon', 100n, { autoConfirmAt: at(5) });
    const never = await hold(ref, 'a-never', 100n);
    const gone = await hold(ref, 'a-gone', 100n, { autoConfirmAt: at(1) });
    await wallet.ledger.run((tx) => wallet.ledger.release(tx, { holdId: gone.hold.id, key: 'x' }));
    const mine = new Set([late.hold.id, soon.hold.id, never.hold.id, gone.hold.id]);
    const due = async (now: Date) =>
      (await wallet.ledger.run((tx) => wallet.ledger.claimDueHolds(tx, { now, limit: 100 })))
        .filter((h) => mine.has(h.id))
        .map((h) => h.id);
    expect(await due(at(4))).toEqual([]);
    expect(await due(at(10))).toEqual([soon.hold.id]);
    expect(await due(at(60))).toEqual([soon.hold.id, late.hold.id]);
    expect(
      await wallet.ledger.run((tx) =>
        wallet.ledger.scheduleAutoConfirm(tx, { holdId: never.hold.id, at: at(2) }),
      ),
    ).toBe(true);
    expect(await due(at(60))).toEqual([never.hold.id, soon.hold.id, late.hold.id]);
    expect(
      await wallet.ledger.run((tx) =>
        wallet.ledger.scheduleAutoConfirm(tx, { holdId: gone.hold.id, at: at(2) }),
      ),
    ).toBe(false);
  });
});
