import {
  adminContractSchema,
  adminContracts,
  contractLimitsSchema,
} from '@monsoon/contracts/admin/agent-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberRow } from '@/modules/member/member.repository.ts';
import { buildMember, countRows, createMerchant, fakeClock } from '@/test/factories.ts';
import {
  asOperator,
  buildOperator,
  demoFinance,
  demoOwner,
  signInOperator,
  type OperatorAuth,
} from '@/test/operators.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

/**
 * Top-level contracts in the back office (decision 0068): the owner grants master agents contracts
 * within the merchant's per-kind limits (the same tier rules as offers), a grant replaces the agent's
 * contract of the kind and ends what its downlines hold above it, the owner ends contracts with a
 * reason; every change is audited, and a refused one writes nothing.
 */
const clock = fakeClock(new Date('2026-11-26T02:00:00Z'));
let t: TestApp;
let owner: OperatorAuth;
let finance: OperatorAuth;
let support: OperatorAuth;
let master: MemberRow;

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await signInOperator(t.app, clock, demoOwner());
  finance = await signInOperator(t.app, clock, demoFinance());
  support = await signInOperator(t.app, clock, await buildOperator(t.database, 'support'));
  master = await buildMember(t.database, { type: 2 });
});
afterAll(() => t.close());

const tier = (minBase: string, minActiveMembers: number, rateBp: number) => ({
  minBase,
  minActiveMembers,
  rateBp,
});
const daily = { tiers: [tier('0', 0, 80), tier('10000', 5, 150)] };
const grant = (account: string, kind: string, terms: object, who = owner) =>
  asOperator(t.app, who).ok(adminContractSchema, 'POST', '/admin/api/contracts', {
    account,
    kind,
    terms,
  });
const refuse = (body: Record<string, unknown>, who = owner) =>
  asOperator(t.app, who).fail('POST', '/admin/api/contracts', body);
const contractsOf = async (memberId: number) =>
  (
    await t.database.query(
      `select id, kind, status, end_reason, upline_id, granted_by from agent_contracts
       where downline_id = $1 order by id`,
      [memberId],
    )
  ).rows.map((r) => ({
    id: Number(r['id']),
    kind: r['kind'],
    status: r['status'],
    endReason: r['end_reason'],
  }));
/** A contract an upline gave a direct downline, in force (what an accepted offer leaves). */
const giveContract = async (from: MemberRow, to: MemberRow, kind: string, rateBp: number) =>
  Number(
    (
      await t.database.query(
        `insert into agent_contracts (merchant_id, kind, upline_id, downline_id, terms, status, created_at)
         values ($1, $2, $3, $4, $5, 'active', now()) returning id`,
        [
          from.merchantId,
          kind,
          from.id,
          to.id,
          JSON.stringify({ tiers: [tier('0', 0, rateBp)], period: null, base: null }),
        ],
      )
    ).rows[0]?.['id'],
  );
const writes = async () => ({
  contracts: await countRows(t.database, 'agent_contracts'),
  audit: await countRows(t.database, 'audit_log', "action like 'contract.%'"),
});

describe('granting a master agent a top-level contract', () => {
  it('is in force at once, granted by the operator, audited', async () => {
    const granted = await grant(master.username.toUpperCase(), 'daily', daily);
    expect(granted).toMatchObject({
      kind: 'daily',
      status: 'active',
      upline: null,
      uplineId: null,
      downline: master.username,
      grantedBy: 'owner',
      terms: {
        tiers: [tier('0.00', 0, 80), tier('10000.00', 5, 150)],
        period: null,
        base: null,
        maxRateBp: 150,
      },
    });
    const { rows } = await t.database.query(
      `select terms, granted_by, upline_id from agent_contracts where id = $1`,
      [granted.contractId],
    );
    expect(rows[0]).toMatchObject({
      upline_id: null,
      terms: {
        tiers: [tier('0', 0, 80), tier('1000000', 5, 150)],
        period: null,
        base: null,
      },
    });
    const audit = await t.database.query(
      `select before, after from audit_log where action = 'contract.granted' and target_id = $1`,
      [String(granted.contractId)],
    );
    expect(audit.rows[0]).toMatchObject({
      before: null,
      after: { memberId: master.id, kind: 'daily', status: 'active', endedForHigherRate: [] },
    });
  });

  it('replaces the contract of the kind and ends the downlines’ contracts above the new terms, with what hangs below them', async () => {
    const boss = await buildMember(t.database, { type: 2 });
    const sub = await buildMember(t.database, { type: 1, uplineId: boss.id });
    const deep = await buildMember(t.database, { type: 1, uplineId: sub.id });
    const other = await buildMember(t.database, { type: 1, uplineId: boss.id });
    const first = await grant(boss.username, 'hourly', { tiers: [tier('0', 0, 100)] });
    const given = (from: MemberRow, to: MemberRow, rateBp: number) =>
      giveContract(from, to, 'hourly', rateBp);
    const high = await given(boss, sub, 90);
    const below = await given(sub, deep, 70);
    const low = await given(boss, other, 40);
    const second = await grant(boss.username, 'hourly', { tiers: [tier('0', 0, 60)] });
    expect(await contractsOf(boss.id)).toEqual([
      { id: first.contractId, kind: 'hourly', status: 'terminated', endReason: 'replaced' },
      { id: second.contractId, kind: 'hourly', status: 'active', endReason: null },
    ]);
    expect((await contractsOf(sub.id))[0]).toMatchObject({
      id: high,
      status: 'terminated',
      endReason: 'higher_rate',
    });
    expect((await contractsOf(deep.id))[0]).toMatchObject({
      id: below,
      status: 'terminated',
      endReason: 'upline_ended',
    });
    expect((await contractsOf(other.id))[0]).toMatchObject({ id: low, status: 'active' });
    const audit = await t.database.query(
      `select before, after from audit_log where action = 'contract.granted' and target_id = $1`,
      [String(second.contractId)],
    );
    expect(audit.rows[0]).toMatchObject({
      before: { contractId: first.contractId },
      after: { endedForHigherRate: [high] },
    });
  });

  it('any agent may hold one (decision 0068); dividends name their period, real-time salaries their base', async () => {
    const m = await buildMember(t.database, { type: 1 });
    const dividend = await grant(m.username, 'dividend', {
      tiers: [tier('0', 0, 2000), tier('50000', 10, 3500)],
      period: 'weekly',
    });
    expect(dividend.terms).toMatchObject({ period: 'weekly', base: null, maxRateBp: 3500 });
    const realtime = await grant(m.username, 'realtime', {
      tiers: [tier('0', 0, 50)],
      base: 'loss',
    });
    expect(realtime.terms).toMatchObject({ period: null, base: 'loss' });
  });

  it('refuses terms against the tier rules, above the limit, or for anyone but a master agent', async () => {
    const m = await buildMember(t.database, { type: 2 });
    const plain = await buildMember(t.database);
    const trial = await buildMember(t.database, { type: 4 });
    const before = await writes();
    const refusals: [Record<string, unknown>, string][] = [
      [
        { kind: 'daily', terms: { tiers: [tier('100', 0, 80), tier('50', 0, 90)] } },
        'contract.terms.invalid',
      ],
      [
        { kind: 'daily', terms: { tiers: [tier('0', 0, 80), tier('100', 1, 80)] } },
        'contract.terms.invalid',
      ],
      [
        { kind: 'daily', terms: { tiers: [tier('0', 0, 80)], period: 'weekly' } },
        'contract.terms.invalid',
      ],
      [{ kind: 'dividend', terms: { tiers: [tier('0', 0, 80)] } }, 'contract.terms.invalid'],
      [{ kind: 'realtime', terms: { tiers: [tier('0', 0, 80)] } }, 'contract.terms.invalid'],
      [{ kind: 'daily', terms: { tiers: [tier('0.001', 0, 80)] } }, 'invalid.request'],
      [{ kind: 'daily', terms: { tiers: [tier('0', 0, 10_001)] } }, 'invalid.request'],
      [{ kind: 'weekly', terms: daily }, 'invalid.request'],
      // The demo merchant's limit of a daily salary is 2 %.
      [
        { kind: 'daily', terms: { tiers: [tier('0', 0, 100), tier('1', 0, 201)] } },
        'contract.rate.above.limit',
      ],
    ];
    for (const [body, code] of refusals)
      expect(await refuse({ account: m.username, ...body }), JSON.stringify(body)).toMatchObject({
        errorCode: code,
      });
    for (const m of [plain, trial])
      expect(await refuse({ account: m.username, kind: 'daily', terms: daily })).toMatchObject({
        errorCode: 'admin.contract.agent.only',
      });
    expect(await refuse({ account: 'nobody-here', kind: 'daily', terms: daily })).toMatchObject({
      status: 404,
      errorCode: 'admin.member.not.found',
    });
    const foreign = await buildMember(t.database, {
      type: 2,
      merchantId: (await createMerchant(t.database, 'grantother')).id,
    });
    expect(await refuse({ account: foreign.username, kind: 'daily', terms: daily })).toMatchObject({
      errorCode: 'admin.member.not.found',
    });
    for (const who of [finance, support])
      expect(await refuse({ account: m.username, kind: 'daily', terms: daily }, who)).toMatchObject(
        {
          status: 403,
          errorCode: 'role.denied',
        },
      );
    expect(await writes()).toEqual(before);
  });

  it('follows the limits the settings screen sets', async () => {
    const limits = () =>
      asOperator(t.app, support).ok(contractLimitsSchema, 'GET', '/admin/api/contracts/limits');
    expect(await limits()).toEqual({ dividend: 4000, daily: 200, hourly: 100, realtime: 100 });
    const m = await buildMember(t.database, { type: 2 });
    const res = await asOperator(t.app, owner).send('PUT', '/admin/api/settings', {
      changes: { agentRealtimeMaxRateBasisPoints: 30 },
    });
    expect(res.status).toBe(200);
    expect((await limits()).realtime).toBe(30);
    expect(
      await refuse({
        account: m.username,
        kind: 'realtime',
        terms: { tiers: [tier('0', 0, 31)], base: 'single' },
      }),
    ).toMatchObject({ errorCode: 'contract.rate.above.limit' });
    expect(
      (await grant(m.username, 'realtime', { tiers: [tier('0', 0, 30)], base: 'single' })).status,
    ).toBe('active');
  });
});

describe('the contracts list and ending a contract', () => {
  it('filters by kind, status and either side’s account', async () => {
    const m = await buildMember(t.database, { type: 2 });
    await grant(m.username, 'daily', daily);
    await grant(m.username, 'daily', { tiers: [tier('0', 0, 90)] });
    const list = (query: string) =>
      asOperator(t.app, support).ok(adminContracts.value, 'GET', `/admin/api/contracts?${query}`);
    const all = await list(`account=${m.username}`);
    expect(all.items.map((c) => [c.kind, c.status, c.endReason])).toEqual([
      ['daily', 'active', null],
      ['daily', 'terminated', 'replaced'],
    ]);
    expect((await list(`account=${m.username}&status=active`)).total).toBe(1);
    expect((await list(`account=${m.username}&kind=hourly`)).total).toBe(0);
    expect(
      await asOperator(t.app, support).fail('GET', '/admin/api/contracts?status=gone'),
    ).toMatchObject({ status: 400, errorCode: 'invalid.request' });
  });

  it('the owner ends a contract in force with a reason, audited; nothing else ends', async () => {
    const m = await buildMember(t.database, { type: 2 });
    const sub = await buildMember(t.database, { type: 1, uplineId: m.id });
    const c = await grant(m.username, 'hourly', { tiers: [tier('0', 0, 50)] });
    const below = await giveContract(m, sub, 'hourly', 40);
    const url = `/admin/api/contracts/${c.contractId}/end`;
    const before = await writes();
    expect(await asOperator(t.app, owner).fail('POST', url, { reason: 'x' })).toMatchObject({
      errorCode: 'invalid.request',
    });
    expect(
      await asOperator(t.app, finance).fail('POST', url, { reason: 'too generous' }),
    ).toMatchObject({ status: 403, errorCode: 'role.denied' });
    expect(await writes()).toEqual(before);
    const ended = await asOperator(t.app, owner).ok(adminContractSchema, 'POST', url, {
      reason: 'too generous',
    });
    expect(ended).toMatchObject({ status: 'terminated', endReason: 'operator' });
    expect(ended.endedAt).toBe('2026-11-26T02:00:00.000Z');
    const audit = await t.database.query(
      `select before, after from audit_log where action = 'contract.ended' and target_id = $1`,
      [String(c.contractId)],
    );
    expect(audit.rows).toEqual([
      {
        before: { status: 'active', terminationRequestedBy: null },
        after: {
          status: 'terminated',
          endReason: 'operator',
          reason: 'too generous',
          endedBelow: 1,
        },
      },
    ]);
    expect((await contractsOf(sub.id))[0]).toMatchObject({
      id: below,
      status: 'terminated',
      endReason: 'upline_ended',
    });
    // Ended already, or no such contract: nothing to end.
    for (const id of [c.contractId, 999_999_999])
      expect(
        await asOperator(t.app, owner).fail('POST', `/admin/api/contracts/${id}/end`, {
          reason: 'again please',
        }),
      ).toMatchObject({ errorCode: 'contract.not.found' });
  });
});
