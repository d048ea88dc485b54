import * as adjustments from '@monsoon/contracts/admin/adjustments';
import * as agentContracts from '@monsoon/contracts/admin/agent-contracts';
import * as agents from '@monsoon/contracts/admin/agents';
import * as audit from '@monsoon/contracts/admin/audit';
import * as deposits from '@monsoon/contracts/admin/deposits';
import { permissionOf, type AdminCallDef } from '@monsoon/contracts/admin/call';
import * as members from '@monsoon/contracts/admin/members';
import * as operators from '@monsoon/contracts/admin/operators';
import * as payees from '@monsoon/contracts/admin/payees';
import { can, operatorRoles } from '@monsoon/contracts/admin/permissions';
import * as session from '@monsoon/contracts/admin/session';
import * as settings from '@monsoon/contracts/admin/settings';
import * as settlementRuns from '@monsoon/contracts/admin/settlement-runs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, countRows, fakeClock } from '@/test/factories.ts';
import { asOperator, buildOperator, signInOperator, type OperatorAuth } from '@/test/operators.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

const isCall = (v: unknown): v is AdminCallDef =>
  typeof v === 'object' && v !== null && 'paths' in v && 'methods' in v && 'auth' in v;
/** Every back-office call of the contracts. */
const calls = [
  adjustments,
  agentContracts,
  agents,
  audit,
  deposits,
  members,
  operators,
  payees,
  session,
  settings,
  settlementRuns,
]
  .flatMap((mod) => Object.values(mod))
  .filter(isCall);
const operatorCalls = calls.filter((c) => c.auth === 'operator');

const clock = fakeClock(new Date('2026-03-07T08:00:00Z'));
let t: TestApp;
let memberId: number;
const signedIn = new Map<string, OperatorAuth>();
beforeAll(async () => {
  t = await createTestApp({ clock });
  memberId = (await buildMember(t.database)).id;
  for (const role of operatorRoles) {
    clock.advance(30_000);
    signedIn.set(role, await signInOperator(t.app, clock, await buildOperator(t.database, role)));
  }
});
afterAll(() => t.close());

const urlOf = (call: AdminCallDef) => call.paths[0].replace(':id', String(memberId));
const method = (call: AdminCallDef) => call.methods[0];

describe('every back-office call is guarded', () => {
  it('covers the calls of every screen', () => {
    expect(operatorCalls.length).toBeGreaterThanOrEqual(20);
    expect(
      calls
        .filter((c) => c.auth === 'public')
        .map((c) => c.paths[0])
        .sort(),
    ).toEqual(['/admin/api/session/password', '/admin/api/session/totp']);
  });

  it.each(operatorCalls.map((c) => [`${method(c)} ${c.paths[0]}`, c] as const))(
    '%s: 401 without a session, 403 to roles without its permission, 403 on a write without CSRF',
    async (_name, call) => {
      const audited = await countRows(t.database, 'audit_log', "action <> 'session.signed_in'");
      const body = method(call) === 'GET' ? undefined : {};
      expect(await asOperator(t.app, null).fail(method(call), urlOf(call), body)).toMatchObject({
        status: 401,
        errorCode: 'admin.session.required',
      });
      const permission = permissionOf(call);
      for (const role of operatorRoles) {
        const auth = signedIn.get(role) ?? null;
        if (method(call) !== 'GET') {
          expect(
            await asOperator(t.app, auth).fail(method(call), urlOf(call), body, false),
          ).toMatchObject({
            status: 403,
            errorCode: 'admin.csrf.invalid',
          });
        }
        if (permission && !can(role, permission)) {
          expect(await asOperator(t.app, auth).fail(method(call), urlOf(call), body)).toMatchObject(
            {
              status: 403,
              errorCode: 'role.denied',
            },
          );
        }
      }
      expect(await countRows(t.database, 'audit_log', "action <> 'session.signed_in'")).toBe(
        audited,
      );
    },
  );

  it('refuses bad input with invalid.request', async () => {
    const owner = asOperator(t.app, signedIn.get('owner') ?? null);
    for (const url of [
      `/admin/api/members?q=${'x'.repeat(65)}`,
      '/admin/api/members?page=0',
      '/admin/api/members/abc',
      `/admin/api/members/${memberId}/ledger?pageSize=500`,
      '/admin/api/adjustments?status=lost',
      '/admin/api/audit?to=tomorrow',
      '/admin/api/agents?parentId=-1',
      '/admin/api/agents/search?q=',
      '/admin/api/contracts?kind=weekly',
      '/admin/api/settlement-runs?kind=lottery.payout',
      '/admin/api/settlement-runs?period=2026%25',
    ])
      expect(await owner.fail('GET', url), url).toMatchObject({
        status: 400,
        errorCode: 'invalid.request',
      });
    for (const [verb, url, body] of [
      ['PUT', '/admin/api/operators/1/role', { role: 'king' }],
      ['PUT', '/admin/api/operators/1/status', { status: 'gone' }],
      ['POST', `/admin/api/members/${memberId}/unlock`, {}],
      ['POST', '/admin/api/adjustments/1/approve', { note: 'x'.repeat(501) }],
      ['PUT', '/admin/api/settings', { changes: 'all' }],
      ['POST', `/admin/api/agents/${memberId}/type`, { type: 4, reason: 'a trial' }],
      ['POST', '/admin/api/contracts', { account: 'a', kind: 'daily', terms: { tiers: [] } }],
      ['POST', '/admin/api/contracts/1/end', {}],
      ['POST', '/admin/api/settlement-runs/1/rerun', { reason: 'no' }],
    ] as const)
      expect(await owner.fail(verb, url, body), url).toMatchObject({
        status: 400,
        errorCode: 'invalid.request',
      });
  });
});
