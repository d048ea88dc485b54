import {
  memberProfileSchema,
  adminSearchMembers,
  adminMemberLedger,
} from '@monsoon/contracts/admin/members';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildMember,
  countRows,
  fakeClock,
  loginAs,
  nextIp,
  nextMobile,
} from '@/test/factories.ts';
import { wire } from '@/test/http.ts';
import {
  asOperator,
  buildOperator,
  demoOwner,
  signInOperator,
  type OperatorAuth,
} from '@/test/operators.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

const clock = fakeClock(new Date('2026-03-03T08:00:00Z'));
let t: TestApp;
let owner: OperatorAuth;
beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await signInOperator(t.app, clock, demoOwner());
});
afterAll(() => t.close());

const asOwner = () => asOperator(t.app, owner);

describe('members in the back office', () => {
  it('finds members by username prefix, mobile digits and id', async () => {
    const mobile = nextMobile();
    const m = await buildMember(t.database, {
      username: `findme${mobile}`,
      countryDialingCode: '63',
      mobile,
    });
    const byName = await asOwner().ok(
      adminSearchMembers.value,
      'GET',
      `/admin/api/members?q=FINDME${mobile.slice(0, 4)}`,
    );
    expect(byName.items.map((r) => r.id)).toContain(m.id);
    const byMobile = await asOwner().ok(
      adminSearchMembers.value,
      'GET',
      `/admin/api/members?q=${mobile.slice(-6)}`,
    );
    expect(byMobile.items.map((r) => r.id)).toContain(m.id);
    const typed = await asOwner().ok(
      adminSearchMembers.value,
      'GET',
      `/admin/api/members?q=${encodeURIComponent(`+63 ${mobile.slice(0, 3)}-${mobile.slice(3)}`)}`,
    );
    expect(typed.items.map((r) => r.id)).toEqual([m.id]);
    const byId = await asOwner().ok(
      adminSearchMembers.value,
      'GET',
      `/admin/api/members?q=${m.id}`,
    );
    expect(byId.items[0]).toMatchObject({ id: m.id, mobile: `+63 ${mobile}`, status: 'active' });
    const none = await asOwner().ok(adminSearchMembers.value, 'GET', '/admin/api/members?q=%25');
    expect(none.total).toBe(0);
    const paged = await asOwner().ok(
      adminSearchMembers.value,
      'GET',
      '/admin/api/members?pageSize=2&page=2',
    );
    expect(paged).toMatchObject({ page: 2, pageSize: 2 });
    expect(paged.items).toHaveLength(2);
  });

  it('shows the profile with balances (held and available) and the ledger history, paged', async () => {
    const [row] = (await t.database.query(`select id from members where username = 'player01'`))
      .rows;
    const id = Number(row?.['id']);
    const profile = await asOwner().ok(memberProfileSchema, 'GET', `/admin/api/members/${id}`);
    expect(profile).toMatchObject({ username: 'player01', uplineName: 'agent01', vipLevel: 2 });
    expect(profile.balances).toEqual([
      { asset: 'PHP', balance: '10000.00', held: '0.00', available: '10000.00' },
    ]);
    const ledger = await asOwner().ok(
      adminMemberLedger.value,
      'GET',
      `/admin/api/members/${id}/ledger?pageSize=5`,
    );
    expect(ledger.total).toBe(1);
    expect(ledger.items[0]).toMatchObject({
      kind: 'seed.credit',
      asset: 'PHP',
      amount: '10000.00',
      balanceAfter: '10000.00',
    });
    expect(await asOwner().fail('GET', '/admin/api/members/99999999')).toMatchObject({
      status: 404,
      errorCode: 'admin.member.not.found',
    });
  });

  it('locks a member with a reason: their sessions end and they cannot sign in; unlock lets them back', async () => {
    const m = await buildMember(t.database);
    const session = await loginAs(t.app, m.username, m.password);
    const locked = await asOwner().ok(
      memberProfileSchema,
      'POST',
      `/admin/api/members/${m.id}/lock`,
      {
        reason: 'chargeback fraud',
      },
    );
    expect(locked).toMatchObject({
      status: 'locked',
      lastStatusChange: {
        action: 'member.locked',
        reason: 'chargeback fraud',
        operatorUsername: 'owner',
      },
    });
    expect(
      (await wire(t.app).send('GET', '/wps/member/info', { token: session.token })).status,
    ).toBe(401);
    expect(
      await countRows(t.database, 'sessions', `member_id = ${m.id} and revoked_at is null`),
    ).toBe(0);
    const login = await wire(t.app).fail('POST', '/wps/session/login', {
      payload: { username: m.username, password: m.password, type: 'username' },
      remoteAddress: nextIp(),
    });
    expect(login.errorCode).toBe('login.failed');
    expect(
      await asOwner().fail('POST', `/admin/api/members/${m.id}/lock`, { reason: 'again please' }),
    ).toMatchObject({
      status: 400,
      errorCode: 'admin.member.status.unchanged',
    });
    const unlocked = await asOwner().ok(
      memberProfileSchema,
      'POST',
      `/admin/api/members/${m.id}/unlock`,
      {
        reason: 'cleared by review',
      },
    );
    expect(unlocked.status).toBe('active');
    await loginAs(t.app, m.username, m.password);
    const entries = await t.database.query(
      `select action, before, after from audit_log where target_kind = 'member' and target_id = $1 order by seq`,
      [String(m.id)],
    );
    expect(entries.rows).toEqual([
      {
        action: 'member.locked',
        before: { status: 'active' },
        after: { status: 'locked', reason: 'chargeback fraud' },
      },
      {
        action: 'member.unlocked',
        before: { status: 'locked' },
        after: { status: 'active', reason: 'cleared by review' },
      },
    ]);
  });

  it('refuses bad input, other roles, no session and a missing CSRF header, writing nothing', async () => {
    const m = await buildMember(t.database);
    const audit = await countRows(t.database, 'audit_log', "target_kind = 'member'");
    expect(
      await asOwner().fail('POST', `/admin/api/members/${m.id}/lock`, { reason: ' ' }),
    ).toMatchObject({
      status: 400,
      errorCode: 'invalid.request',
    });
    expect(
      await asOwner().fail(
        'POST',
        `/admin/api/members/${m.id}/lock`,
        { reason: 'valid reason' },
        false,
      ),
    ).toMatchObject({
      status: 403,
      errorCode: 'admin.csrf.invalid',
    });
    clock.advance(30_000);
    const readOnly = await signInOperator(
      t.app,
      clock,
      await buildOperator(t.database, 'read-only'),
    );
    expect(
      (await asOperator(t.app, readOnly).send('GET', `/admin/api/members/${m.id}`)).status,
    ).toBe(200);
    expect(
      await asOperator(t.app, readOnly).fail('POST', `/admin/api/members/${m.id}/lock`, {
        reason: 'valid reason',
      }),
    ).toMatchObject({ status: 403, errorCode: 'role.denied' });
    expect(await asOperator(t.app, null).fail('GET', '/admin/api/members')).toMatchObject({
      status: 401,
      errorCode: 'admin.session.required',
    });
    expect(await countRows(t.database, 'members', `id = ${m.id} and status = 'active'`)).toBe(1);
    expect(await countRows(t.database, 'audit_log', "target_kind = 'member'")).toBe(audit);
  });
});
