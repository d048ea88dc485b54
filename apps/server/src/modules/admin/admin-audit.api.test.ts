import { sql } from 'drizzle-orm';
import { sqlStateOf } from '@/lib/db-errors.ts';
import { adminAuditLog, auditVerificationSchema } from '@monsoon/contracts/admin/audit';
import { memberProfileSchema } from '@monsoon/contracts/admin/members';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, fakeClock } from '@/test/factories.ts';
import {
  asOperator,
  buildOperator,
  demoOwner,
  signInOperator,
  type OperatorAuth,
} from '@/test/operators.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

// Tampering needs the owner connection's powers (the tests connect as the database owner).
const clock = fakeClock(new Date('2026-03-05T08:00:00Z'));
let t: TestApp;
let owner: OperatorAuth;
beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await signInOperator(t.app, clock, demoOwner());
  for (let i = 0; i < 3; i++) {
    const m = await buildMember(t.database);
    clock.advance(1_000);
    await asOperator(t.app, owner).ok(
      memberProfileSchema,
      'POST',
      `/admin/api/members/${m.id}/lock`,
      {
        reason: `audit test ${i}`,
      },
    );
  }
});
afterAll(() => t.close());

const verify = () =>
  asOperator(t.app, owner).ok(auditVerificationSchema, 'GET', '/admin/api/audit/verify');
const list = (query: string) =>
  asOperator(t.app, owner).ok(adminAuditLog.value, 'GET', `/admin/api/audit?${query}`);

describe('audit log', () => {
  it('lists entries newest first, filtered and paged, each linked to the one before', async () => {
    const all = await list('pageSize=100');
    expect(all.total).toBeGreaterThanOrEqual(4);
    const seqs = all.items.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    for (let i = 0; i + 1 < all.items.length; i++)
      expect(all.items[i]?.prevHash).toBe(all.items[i + 1]?.hash);
    const locks = await list('action=member.locked');
    expect(locks.total).toBe(3);
    expect(locks.items[0]).toMatchObject({
      operatorUsername: 'owner',
      targetKind: 'member',
      before: { status: 'active' },
      after: { status: 'locked', reason: 'audit test 2' },
      ip: owner.ip,
    });
    const page2 = await list('action=member.locked&pageSize=2&page=2');
    expect(page2.items).toHaveLength(1);
    const byOperator = await list('operator=OWNER&targetKind=member');
    expect(byOperator.total).toBe(3);
    const late = await list(
      `from=${encodeURIComponent(new Date(clock.now().getTime() - 500).toISOString())}`,
    );
    expect(late.items.map((e) => e.after)).toEqual([{ status: 'locked', reason: 'audit test 2' }]);
    expect(
      await asOperator(t.app, owner).fail('GET', '/admin/api/audit?from=yesterday'),
    ).toMatchObject({
      status: 400,
      errorCode: 'invalid.request',
    });
  });

  it('verifies the chain; a tampered, removed or re-hashed row is found', async () => {
    expect(await verify()).toMatchObject({ ok: true, broken: null });
    const { rows } = await t.database.query(
      `select seq, hash from audit_log where action = 'member.locked' order by seq limit 1`,
    );
    const seq = Number(rows[0]?.['seq']);
    // The database refuses changes: the server's role has no right to, and the trigger stands even
    // for the owner.
    await expect(
      t.database.query(`update audit_log set ip = '1.2.3.4' where seq = ${seq}`),
    ).rejects.toThrow(/permission denied/);
    await expect(t.database.query(`delete from audit_log where seq = ${seq}`)).rejects.toThrow(
      /permission denied/,
    );
    // The SQLSTATE the owner's statement ends with (23001: the append-only trigger's restrict_violation).
    const asOwner = (text: string) =>
      t
        .asOwner((db) => db.execute(sql.raw(text)))
        .then(
          () => null,
          (err: unknown) => sqlStateOf(err)?.code,
        );
    expect(await asOwner(`update audit_log set ip = '1.2.3.4' where seq = ${seq}`)).toBe('23001');
    expect(await asOwner(`delete from audit_log where seq = ${seq}`)).toBe('23001');
    // Someone with the owner's powers switches the trigger off and rewrites the reason.
    const tamper = (text: string) =>
      t.asOwner(async (db) => {
        await db.execute(sql.raw('alter table audit_log disable trigger audit_log_append_only'));
        await db.execute(sql.raw(text));
        await db.execute(sql.raw('alter table audit_log enable trigger audit_log_append_only'));
      });
    await tamper(
      `update audit_log set after = '{"status":"locked","reason":"nothing to see"}'::jsonb where seq = ${seq}`,
    );
    expect(await verify()).toMatchObject({ ok: false, broken: { seq, reason: 'hash' } });
    // Re-hashing the row to hide it breaks the next row's link instead.
    const { rows: next } = await t.database.query(`select hash from audit_log where seq = ${seq}`);
    await tamper(`update audit_log set hash = repeat('a', 64) where seq = ${seq}`);
    expect((await verify()).broken?.seq).toBe(seq);
    await tamper(`update audit_log set hash = '${String(next[0]?.['hash'])}' where seq = ${seq}`);
    await tamper(
      `update audit_log set after = '{"reason":"audit test 0","status":"locked"}'::jsonb where seq = ${seq}`,
    );
    expect(await verify()).toMatchObject({ ok: true });
    // Removing the newest entry is seen at the head.
    const { rows: last } = await t.database.query('select max(seq) as s from audit_log');
    await tamper(`delete from audit_log where seq = ${String(last[0]?.['s'])}`);
    expect(await verify()).toMatchObject({ ok: false, broken: { reason: 'head' } });
  });

  it('refuses roles without audit.read and requests without a session', async () => {
    clock.advance(30_000);
    const support = await signInOperator(t.app, clock, await buildOperator(t.database, 'support'));
    expect(await asOperator(t.app, support).fail('GET', '/admin/api/audit')).toMatchObject({
      status: 403,
      errorCode: 'role.denied',
    });
    expect(await asOperator(t.app, null).fail('GET', '/admin/api/audit/verify')).toMatchObject({
      status: 401,
      errorCode: 'admin.session.required',
    });
  });
});
