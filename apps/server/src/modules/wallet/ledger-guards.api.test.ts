import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { buildMember } from '@/test/factories.ts';
import { launchTokenFor } from '@/test/vendor.ts';
import { sqlStateOf } from '@/lib/db-errors.ts';
import { createWalletService } from '@/modules/wallet/wallet.service.ts';
import { expectLedgerClean, fund, moneyRows, playerCalls } from '@/test/money.ts';

/**
 * design/money.md §7.12 and §15: the ledger is append-only and balanced by the database itself. The
 * server's role (monsoon_app) has no UPDATE, DELETE or TRUNCATE of the money records and cannot switch
 * the triggers off; the owner, who could, still meets the triggers (the second line). Every refusal
 * changes nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Some money on the books, so every statement below has rows to hit: a bet, and a pending hold.
  const member = await buildMember(t.database);
  await fund(t.database, member, 5_000n);
  const calls = playerCalls(t.app, member, await launchTokenFor(t.database, member));
  expect((await calls.bet('guard-B', 'guard-R', 100)).status).toBe('OK');
  const wallet = createWalletService(t.database.db);
  await wallet.ledger.run((tx) =>
    wallet.holdMember(
      tx,
      { merchantId: member.merchantId, memberId: member.id },
      { asset: 'PHP', amount: 300n, scope: 'guard', key: 'h1', requestHash: 'x', purpose: 'test' },
    ),
  );
});
afterAll(async () => t.close());

/** The ledger's full content, to prove a refused statement changed nothing. */
const snapshot = async () => {
  const { rows } = await t.database.query(`select
    (select coalesce(sum(amount), 0) from entries)::text as entries_sum,
    (select coalesce(sum(balance_after), 0) from entries)::text as balance_after_sum,
    (select string_agg(id || ':' || kind || ':' || outcome, ',' order by id) from journal) as journal,
    (select coalesce(sum(balance), 0) || '/' || coalesce(sum(version), 0) || '/' || coalesce(sum(held), 0)
      || '/' || coalesce(sum(held_version), 0) from accounts) as accounts,
    (select string_agg(id || ':' || status || ':' || amount, ',' order by id) from holds) as holds,
    (select count(*) from hold_events)::int as hold_events`);
  return { ...rows[0], ...(await moneyRows(t.database)) };
};

/** SQLSTATEs: no privilege, the append-only trigger, CHECK constraints and deferred checks. */
const NO_PRIVILEGE = '42501';
const APPEND_ONLY = '23001';
const CHECK = '23514';

type Work = (tx: Database) => Promise<unknown>;

/** Runs `work` in one transaction (as the server's role, or as the owner) and expects `code`, nothing changed. */
const refusedWith = async (code: string, work: Work, asOwner = false) => {
  const before = await snapshot();
  const run = asOwner ? t.asOwner(work) : t.database.db.transaction(work);
  const error = await run.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error, 'the database accepted the statement').not.toBeNull();
  expect(sqlStateOf(error)?.code).toBe(code);
  expect(await snapshot()).toEqual(before);
};
const statement =
  (text: string): Work =>
  (tx) =>
    tx.execute(sql.raw(text));

const changes: [string, string][] = [
  ['UPDATE of an entry amount', `update entries set amount = amount + 1`],
  [
    'UPDATE of an entry balance_after',
    `update entries set balance_after = 0 where id = (select max(id) from entries)`,
  ],
  ['DELETE of entries', `delete from entries`],
  ['UPDATE of a journal outcome', `update journal set outcome = 'rejected'`],
  ['DELETE of a journal', `delete from journal where id = (select max(id) from journal)`],
  ['TRUNCATE of entries', `truncate entries`],
  ['TRUNCATE of the journal', `truncate journal cascade`],
  ['UPDATE of a vendor transaction', `update vendor_tx set amount = 0`],
  ['DELETE of vendor transactions', `delete from vendor_tx`],
  ['TRUNCATE of vendor transactions', `truncate vendor_tx`],
  ['UPDATE of a hold event', `update hold_events set delta = 1`],
  ['DELETE of hold events', `delete from hold_events`],
  ['TRUNCATE of hold events', `truncate hold_events cascade`],
  ['DELETE of a hold', `delete from holds`],
  ['TRUNCATE of holds', `truncate holds cascade`],
];

describe('the server role may not change the money records', () => {
  it.each(changes)('%s: no privilege, nothing changes', async (_name, text) => {
    await refusedWith(NO_PRIVILEGE, statement(text));
  });

  it.each([
    ['what a hold holds', `update holds set amount = 1`],
    ['an account outside the moving columns', `update accounts set allow_negative = true`],
    ['the owner of an account', `update accounts set owner_id = 0`],
  ])('UPDATE of %s: no privilege, nothing changes', async (_name, text) => {
    await refusedWith(NO_PRIVILEGE, statement(text));
  });

  it.each([
    ['switch the triggers off for the session', `set session_replication_role = replica`],
    [
      'switch the triggers off for this transaction',
      `set local session_replication_role = replica`,
    ],
    ['disable the triggers of entries', `alter table entries disable trigger all`],
    ['drop the append-only trigger', `drop trigger entries_append_only on entries`],
  ])('cannot %s', async (_name, text) => {
    await refusedWith(NO_PRIVILEGE, statement(text));
  });
});

describe('the owner meets the triggers (the second line)', () => {
  it.each(changes)('%s is refused, nothing changes', async (_name, text) => {
    await refusedWith(APPEND_ONLY, statement(text), true);
  });

  it('a resolved hold cannot change, and a pending one cannot change what it holds', async () => {
    await refusedWith(APPEND_ONLY, statement(`update holds set amount = amount + 1`), true);
  });
});

describe('balances move only with the ledger', () => {
  it('a journal whose entries do not sum to zero is refused at commit, nothing changes', async () => {
    await refusedWith(CHECK, async (tx) => {
      // A lone credit of 100 to a member: money out of nowhere, with a consistent account row.
      await tx.execute(sql`with j as (
            insert into journal (merchant_id, kind, idem_scope, idem_key, request_hash, outcome)
            select merchant_id, 'forged', 'forged', 'forged-1', 'x', 'applied' from accounts order by id limit 1
            returning id),
          a as (update accounts set balance = balance + 100, version = version + 1
            where id = (select min(id) from accounts where owner_kind = 'member') returning id, asset, balance, version)
          insert into entries (journal_id, account_id, asset, amount, balance_after, account_version)
          select j.id, a.id, a.asset, 100, a.balance, a.version from j, a`);
    });
  });

  it('a journal balanced overall but not per asset is refused', async () => {
    const member = await buildMember(t.database);
    await fund(t.database, member, 100n, { asset: 'FUN' });
    await refusedWith(CHECK, async (tx) => {
      await tx.execute(sql`insert into journal (merchant_id, kind, idem_scope, idem_key, request_hash, outcome)
          select merchant_id, 'forged', 'forged', 'forged-2', 'x', 'applied' from accounts order by id limit 1`);
      await tx.execute(sql`insert into entries (journal_id, account_id, asset, amount, balance_after, account_version)
          select (select id from journal where idem_key = 'forged-2'), id, asset,
            case asset when 'PHP' then 100 else -100 end, 0, 100000
          from accounts where owner_kind = 'member' and owner_id = ${member.id}
            and asset in ('PHP', 'FUN')`);
    });
  });

  it('an entry in another asset than its account is refused', async () => {
    await refusedWith('23503', async (tx) => {
      await tx.execute(sql`insert into journal (merchant_id, kind, idem_scope, idem_key, request_hash, outcome)
          select merchant_id, 'forged', 'forged', 'forged-3', 'x', 'applied' from accounts order by id limit 1`);
      await tx.execute(sql`insert into entries (journal_id, account_id, asset, amount, balance_after, account_version)
          select (select j.id from journal j where j.idem_key = 'forged-3'), a.id, 'FUN', 1, 0, 100000
          from accounts a where a.asset = 'PHP' order by a.id limit 1`);
    });
  });

  it('a member account cannot be set below zero, even by hand', async () => {
    await refusedWith(
      CHECK,
      statement(`update accounts set balance = -1 where owner_kind = 'member'`),
    );
  });

  it.each([
    [
      'a balance changed by hand',
      `update accounts set balance = balance + 100 where owner_kind = 'house'`,
    ],
    [
      'a balance changed by hand with its version',
      `update accounts set balance = balance + 100, version = version + 1 where owner_kind = 'house'`,
    ],
    [
      'a version moved without an entry',
      `update accounts set version = version + 1 where owner_kind = 'house'`,
    ],
    [
      'held raised by hand',
      `update accounts set held = held + 1, held_version = held_version + 1 where owner_kind = 'member'`,
    ],
    ['held released by hand', `update accounts set held = 0 where held > 0`],
    [
      'an account opened with money',
      `insert into accounts (merchant_id, owner_kind, owner_id, asset, balance, version)
        select merchant_id, 'forged', 1, 'PHP', 100, 1 from accounts order by id limit 1`,
    ],
    [
      'a hold resolved by hand (no hold event)',
      `update holds set status = 'voided', resolved_at = now(), resolution_key = 'k',
        resolution_hash = 'h' where status = 'pending'`,
    ],
  ])('%s is refused at commit, nothing changes', async (_name, text) => {
    await refusedWith(CHECK, statement(text));
    // The owner is refused too: the check is the database's, not a privilege.
    await refusedWith(CHECK, statement(text), true);
  });

  it('after all the refusals the replay checker still finds nothing', async () => {
    await expectLedgerClean(t.database);
  });
});
