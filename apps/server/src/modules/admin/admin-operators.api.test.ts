import { operatorSchema } from '@monsoon/contracts/admin/operators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { countRows, fakeClock } from '@/test/factories.ts';
import {
  asOperator,
  buildOperator,
  demoFinance,
  demoOwner,
  signInOperator,
  type OperatorAuth,
} from '@/test/operators.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

const clock = fakeClock(new Date('2026-03-02T08:00:00Z'));
let t: TestApp;
let owner: OperatorAuth;
beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await signInOperator(t.app, clock, demoOwner());
});
afterAll(() => t.close());

const step30 = () => clock.advance(30_000);
const asOwner = () => asOperator(t.app, owner);

describe('operators (owner)', () => {
  it('lists, creates, changes the role, disables and re-enables an operator, each audited', async () => {
    const list = await asOwner().ok(z.array(operatorSchema), 'GET', '/admin/api/operators');
    expect(list.map((o) => o.username)).toEqual(expect.arrayContaining(['owner', 'finance']));
    const created = await asOwner().ok(operatorSchema, 'POST', '/admin/api/operators', {
      username: 'agent.smith',
      password: 'Very-long-pass1',
      role: 'support',
    });
    expect(created).toMatchObject({ role: 'support', status: 'active', totpEnrolled: false });
    const promoted = await asOwner().ok(
      operatorSchema,
      'PUT',
      `/admin/api/operators/${created.id}/role`,
      {
        role: 'finance',
      },
    );
    expect(promoted.role).toBe('finance');
    expect(
      (
        await asOwner().ok(operatorSchema, 'PUT', `/admin/api/operators/${created.id}/status`, {
          status: 'disabled',
        })
      ).status,
    ).toBe('disabled');
    expect(
      (
        await asOwner().ok(operatorSchema, 'PUT', `/admin/api/operators/${created.id}/status`, {
          status: 'active',
        })
      ).status,
    ).toBe('active');
    const actions = await t.database.query(
      `select action, before, after from audit_log where target_kind = 'operator' and target_id = $1 order by seq`,
      [String(created.id)],
    );
    expect(actions.rows.map((r) => r['action'])).toEqual([
      'operator.created',
      'operator.role_changed',
      'operator.disabled',
      'operator.enabled',
    ]);
    expect(actions.rows[1]).toMatchObject({
      before: { role: 'support' },
      after: { role: 'finance' },
    });
    expect(JSON.stringify(actions.rows)).not.toMatch(/password|argon2|secret"/i);
  });

  it('disabling ends the operator’s sessions; a reset two-factor ends them and asks for enrolment', async () => {
    step30();
    const op = await buildOperator(t.database, 'support');
    const auth = await signInOperator(t.app, clock, op);
    expect((await asOperator(t.app, auth).send('GET', '/admin/api/session')).status).toBe(200);
    await asOwner().ok(operatorSchema, 'POST', `/admin/api/operators/${op.id}/totp-reset`);
    expect((await asOperator(t.app, auth).send('GET', '/admin/api/session')).status).toBe(401);
    const reset = await asOwner().ok(z.array(operatorSchema), 'GET', '/admin/api/operators');
    expect(reset.find((o) => o.id === op.id)?.totpEnrolled).toBe(false);

    step30();
    const other = await buildOperator(t.database, 'support');
    const otherAuth = await signInOperator(t.app, clock, other);
    await asOwner().ok(operatorSchema, 'PUT', `/admin/api/operators/${other.id}/status`, {
      status: 'disabled',
    });
    expect((await asOperator(t.app, otherAuth).send('GET', '/admin/api/session')).status).toBe(401);
  });

  it('refuses a taken username, bad input and changes to oneself; another owner may demote one', async () => {
    const operators = await countRows(t.database, 'operators');
    const audit = await countRows(t.database, 'audit_log');
    expect(
      await asOwner().fail('POST', '/admin/api/operators', {
        username: 'FINANCE',
        password: 'Very-long-pass1',
        role: 'support',
      }),
    ).toMatchObject({ status: 400, errorCode: 'admin.operator.exists' });
    for (const bad of [
      { username: 'x', password: 'Very-long-pass1', role: 'support' },
      { username: 'valid.name', password: 'short', role: 'support' },
      { username: 'valid.name', password: 'Very-long-pass1', role: 'god' },
    ])
      expect(await asOwner().fail('POST', '/admin/api/operators', bad)).toMatchObject({
        status: 400,
        errorCode: 'invalid.request',
      });
    const [me] = (await t.database.query(`select id from operators where username = 'owner'`)).rows;
    expect(
      await asOwner().fail('PUT', `/admin/api/operators/${String(me?.['id'])}/role`, {
        role: 'finance',
      }),
    ).toMatchObject({ status: 400, errorCode: 'admin.operator.self' });
    expect(
      await asOwner().fail('PUT', '/admin/api/operators/999999/role', { role: 'finance' }),
    ).toMatchObject({
      status: 404,
      errorCode: 'admin.operator.not.found',
    });
    expect(await countRows(t.database, 'operators')).toBe(operators);
    expect(await countRows(t.database, 'audit_log')).toBe(audit);

    // Owners cannot change themselves, so an owner always leaves another owner behind; a second
    // owner may demote the first (and the role change takes effect on the next call).
    step30();
    const second = await buildOperator(t.database, 'owner');
    const secondAuth = await signInOperator(t.app, clock, second);
    await asOperator(t.app, secondAuth).ok(
      operatorSchema,
      'PUT',
      `/admin/api/operators/${String(me?.['id'])}/role`,
      {
        role: 'finance',
      },
    );
    step30();
    const third = await buildOperator(t.database, 'finance');
    expect(await countRows(t.database, 'operators', "role = 'owner' and status = 'active'")).toBe(
      1,
    );
    // The demoted owner signs in again as finance: it can no longer touch operators.
    const demoted = await signInOperator(t.app, clock, demoOwner());
    expect(await asOperator(t.app, demoted).fail('GET', '/admin/api/operators')).toMatchObject({
      status: 403,
      errorCode: 'role.denied',
    });
    await asOperator(t.app, secondAuth).ok(
      operatorSchema,
      'PUT',
      `/admin/api/operators/${third.id}/role`,
      {
        role: 'owner',
      },
    );
    await asOperator(t.app, secondAuth).ok(
      operatorSchema,
      'PUT',
      `/admin/api/operators/${String(me?.['id'])}/role`,
      {
        role: 'owner',
      },
    );
  });

  it('answers 403 to other roles, 401 without a session, 403 without the CSRF header', async () => {
    step30();
    const finance = await signInOperator(t.app, clock, demoFinance());
    for (const [method, url] of [
      ['GET', '/admin/api/operators'],
      ['POST', '/admin/api/operators'],
      ['POST', '/admin/api/operators/1/totp-reset'],
    ] as const)
      expect(
        await asOperator(t.app, finance).fail(method, url, method === 'GET' ? undefined : {}),
      ).toMatchObject({
        status: 403,
        errorCode: 'role.denied',
      });
    expect(await asOperator(t.app, null).fail('GET', '/admin/api/operators')).toMatchObject({
      status: 401,
      errorCode: 'admin.session.required',
    });
    const before = await countRows(t.database, 'operators');
    expect(
      await asOwner().fail(
        'POST',
        '/admin/api/operators',
        { username: 'no.csrf', password: 'Very-long-pass1', role: 'support' },
        false,
      ),
    ).toMatchObject({ status: 403, errorCode: 'admin.csrf.invalid' });
    expect(await countRows(t.database, 'operators')).toBe(before);
  });
});
