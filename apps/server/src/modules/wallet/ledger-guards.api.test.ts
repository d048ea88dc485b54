import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { buildMember } from '@/test/factories.ts';
import { launchTokenFor } from '@/test/vendor.ts';
import { sqlStateOf } from '@/lib/db-errors.ts';
import { expectLedgerClean, fund, moneyRows, playerCalls } from '@/test/money.ts';

/**
 * design/money.md §7.12: the ledger is append-only and balanced by the database itself — whatever
 * the application does, UPDATE, DELETE and TRUNCATE of entries and journal and an unbalanced journal
 * are refused, and nothing changes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Some money on the books, so every statement below has rows to hit.
  const member = await buildMember(t.database);
  await fund(t.database, member, 5_000n);
  const calls = playerCalls(t.app, member, await launchTokenFor(t.database, member));
  expect((await calls.bet('guard-B', 'guard-R', 100)).status).toBe('OK');
});
afterAll(async () => t.close());

/** The ledger's full content, to prove a refused statement changed nothing. */
const snapshot = async () => {
  const { rows } = await t.database.query(`select
    (select coalesce(sum(amount), 0) from entries)::text as entries_sum,
    (select coalesce(sum(balance_after), 0) from entries)::text as balance_after_sum,
    (select string_agg(id || ':' || kind || ':' || outcome, ',' order by id) from journal) as journal,
    (select coalesce(sum(balance), 0) || '/' || coalesce(sum(version), 0) from accounts) as accounts`);
  return { ...rows[0], ...(await moneyRows(t.database)) };
};

/** SQLSTATEs of the guards: the append-only trigger, the zero-sum trigger and CHECK constraints. */
const APPEND_ONLY = '23001';
const CHECK = '23514';

/** Runs `work` in a transaction and expects the database to refuse it with `code`, changing nothing. */
const refusedWith = async (
  code: string,
  work: (tx: Parameters<Parameters<typeof t.database.db.transaction>[0]>[0]) => Promise<unknown>,
) => {
  const before = await snapshot();
  const error = await t.database.db.transaction(work).then(
    () => null,
    (err: unknown) => err,
  );
  expect(error, 'the database accepted the statement').not.toBeNull();
  expect(sqlStateOf(error)?.code).toBe(code);
  expect(await snapshot()).toEqual(before);
};
const refused = (statement: string, code = APPEND_ONLY) =>
  refusedWith(code, (tx) => tx.execute(sql.raw(statement)));

describe('the database refuses ledger changes', () => {
  it.each([
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
  ])('%s is refused, nothing changes', async (_name, statement) => {
    await refused(statement);
  });

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
    await refusedWith(CHECK, async (tx) => {
      await tx.execute(sql`insert into journal (merchant_id, kind, idem_scope, idem_key, request_hash, outcome)
          select merchant_id, 'forged', 'forged', 'forged-2', 'x', 'applied' from accounts order by id limit 1`);
      await tx.execute(sql`insert into entries (journal_id, account_id, asset, amount, balance_after, account_version)
          values ((select id from journal where idem_key = 'forged-2'), (select min(id) from accounts), 'PHP', 100, 0, 100000),
                 ((select id from journal where idem_key = 'forged-2'), (select min(id) from accounts), 'FUN', -100, 0, 100001)`);
    });
  });

  it('a member account cannot be set below zero, even by hand', async () => {
    await refused(`update accounts set balance = -1 where owner_kind = 'member'`, CHECK);
  });

  it('after all the refusals the replay checker still finds nothing', async () => {
    await expectLedgerClean(t.database);
  });
});
