import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlStateOf } from '@/lib/db-errors.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

/**
 * Migration 0014: the server role's table rules are data (`monsoon_app_table_rules`) that
 * `monsoon_app_grants()` applies after every migration, so a table added after the ledger (the audit
 * log, the login history) keeps its rule instead of losing it to the blanket grant.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Rows to hit: an audit entry and a login (the seed writes neither).
  await t.asOwner(async (tx) => {
    await tx.execute(sql`insert into login_history (merchant_id, member_id, login_type, success, ip)
      select merchant_id, id, 'username', true, '127.0.0.1' from members limit 1`);
  });
});
afterAll(async () => t.close());

const NO_PRIVILEGE = '42501';

/** The SQLSTATE a statement run as the server's role ends with, or null when it succeeded. */
const asServer = async (text: string): Promise<string | null> =>
  t.database.db
    .transaction(async (tx) => tx.execute(sql.raw(text)))
    .then(
      () => null,
      (err: unknown) => sqlStateOf(err)?.code ?? 'unknown',
    );

describe('the server role keeps the rules of tables added after the ledger', () => {
  it.each([
    ['UPDATE of the audit log', `update audit_log set action = 'x'`],
    ['DELETE of the audit log', `delete from audit_log`],
    ['TRUNCATE of the audit log', `truncate audit_log`],
    ['UPDATE of the login history', `update login_history set success = false`],
    ['TRUNCATE of the login history', `truncate login_history`],
    ['a change of the rules themselves', `delete from monsoon_app_table_rules`],
    ['a new rule', `insert into monsoon_app_table_rules values ('members', 'no_update')`],
  ])('%s: no privilege', async (_name, text) => {
    expect(await asServer(text)).toBe(NO_PRIVILEGE);
  });

  it('may still read and append where the rule allows it', async () => {
    expect(await asServer(`select count(*) from audit_log`)).toBeNull();
    expect(
      await asServer(`delete from login_history where created_at < now() - interval '400 days'`),
    ).toBeNull();
  });
});
