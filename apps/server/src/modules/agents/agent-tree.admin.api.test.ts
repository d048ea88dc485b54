import {
  adminAgent,
  adminAgents,
  adminSearchAgents,
  agentNodeSchema,
} from '@monsoon/contracts/admin/agents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
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
 * The agent tree in the back office (decision 0068): top-level agents, a member's direct downlines,
 * search with the path from the top, a member's place and contracts, and the owner's type change
 * (audited, bad input changing nothing), all within the operator's merchant.
 */
const clock = fakeClock(new Date('2026-11-26T02:00:00Z'));
let t: TestApp;
let owner: OperatorAuth;
let finance: OperatorAuth;
let support: OperatorAuth;
/** master → agent → player; a plain member above an agent; another top-level agent. */
let master: MemberRow;
let agent: MemberRow;
let player: MemberRow;
let plain: MemberRow;
let under: MemberRow;
let trial: MemberRow;
let foreign: MemberRow;

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await signInOperator(t.app, clock, demoOwner());
  finance = await signInOperator(t.app, clock, demoFinance());
  support = await signInOperator(t.app, clock, await buildOperator(t.database, 'support'));
  master = await buildMember(t.database, { type: 2 });
  agent = await buildMember(t.database, { type: 1, uplineId: master.id });
  player = await buildMember(t.database, { uplineId: agent.id });
  plain = await buildMember(t.database);
  under = await buildMember(t.database, { type: 41, uplineId: plain.id });
  trial = await buildMember(t.database, { type: 4 });
  const other = await createMerchant(t.database, 'treeother');
  foreign = await buildMember(t.database, { type: 2, merchantId: other.id });
});
afterAll(() => t.close());

const get = <S extends z.ZodType>(schema: S, url: string) =>
  asOperator(t.app, support).ok(schema, 'GET', url);
const changeType = (who: OperatorAuth, id: number, body: Record<string, unknown>) =>
  asOperator(t.app, who).send('POST', `/admin/api/agents/${id}/type`, body);
const typeOf = async (id: number) =>
  Number(
    (await t.database.query('select type from members where id = $1', [id])).rows[0]?.['type'],
  );

describe('the agent tree', () => {
  it('lists the agents with no agent above them, with their team and contracts', async () => {
    await t.database.query(
      `insert into agent_contracts (merchant_id, kind, upline_id, downline_id, terms, status, created_at)
       values ($1, 'daily', null, $2, $3, 'active', now())`,
      [
        master.merchantId,
        master.id,
        JSON.stringify({
          tiers: [
            { minBase: '0', minActiveMembers: 0, rateBp: 80 },
            { minBase: '1000000', minActiveMembers: 5, rateBp: 150 },
          ],
          period: null,
          base: null,
        }),
      ],
    );
    const top = await get(adminAgents.value, '/admin/api/agents?pageSize=100');
    const ids = top.items.map((n) => n.id);
    expect(ids).toEqual(expect.arrayContaining([master.id, under.id]));
    for (const id of [agent.id, player.id, plain.id, trial.id, foreign.id])
      expect(ids).not.toContain(id);
    expect(top.items.find((n) => n.id === master.id)).toMatchObject({
      username: master.username,
      type: 2,
      status: 'active',
      uplineId: null,
      directDownlines: 1,
      teamSize: 2,
      contracts: [{ kind: 'daily', status: 'active', maxRateBp: 150 }],
    });
  });

  it('drills down one level at a time, agents first', async () => {
    const level = await get(adminAgents.value, `/admin/api/agents?parentId=${master.id}`);
    expect(level).toMatchObject({ total: 1, items: [{ id: agent.id, teamSize: 1 }] });
    const next = await get(adminAgents.value, `/admin/api/agents?parentId=${agent.id}`);
    expect(next.items.map((n) => [n.id, n.directDownlines, n.teamSize])).toEqual([
      [player.id, 0, 0],
    ]);
    // Another merchant's member answers as one that does not exist.
    expect(
      await asOperator(t.app, support).fail('GET', `/admin/api/agents?parentId=${foreign.id}`),
    ).toMatchObject({ status: 404, errorCode: 'admin.member.not.found' });
  });

  it('finds members by the start of their account, with the path from the top', async () => {
    const found = await get(
      adminSearchAgents.value,
      `/admin/api/agents/search?q=${player.username.toUpperCase()}`,
    );
    expect(found.items).toEqual([
      expect.objectContaining({
        id: player.id,
        path: [
          { id: master.id, username: master.username, type: 2 },
          { id: agent.id, username: agent.username, type: 1 },
        ],
      }),
    ]);
    expect(
      (await get(adminSearchAgents.value, `/admin/api/agents/search?q=${foreign.username}`)).total,
    ).toBe(0);
    expect(
      await asOperator(t.app, support).fail('GET', '/admin/api/agents/search?q='),
    ).toMatchObject({ status: 400, errorCode: 'invalid.request' });
  });

  it("shows a member's place and contracts", async () => {
    const detail = await asOperator(t.app, support).ok(
      adminAgent.value,
      'GET',
      `/admin/api/agents/${master.id}`,
    );
    expect(detail.path).toEqual([]);
    expect(detail.contracts).toMatchObject([
      {
        kind: 'daily',
        status: 'active',
        upline: null,
        downline: master.username,
        terms: { tiers: [{ minBase: '0.00' }, { minBase: '10000.00' }], maxRateBp: 150 },
      },
    ]);
    expect(
      await asOperator(t.app, support).fail('GET', `/admin/api/agents/${foreign.id}`),
    ).toMatchObject({ status: 404, errorCode: 'admin.member.not.found' });
  });
});

describe("changing a member's agent type", () => {
  it('only the owner may; the change is audited with its reason', async () => {
    const m = await buildMember(t.database, { uplineId: agent.id });
    for (const who of [support, finance])
      expect(
        await asOperator(t.app, who).fail('POST', `/admin/api/agents/${m.id}/type`, {
          type: 1,
          reason: 'recruits well',
        }),
      ).toMatchObject({ status: 403, errorCode: 'role.denied' });
    expect(await typeOf(m.id)).toBe(0);
    const changed = await asOperator(t.app, owner).ok(
      agentNodeSchema,
      'POST',
      `/admin/api/agents/${m.id}/type`,
      { type: 1, reason: 'recruits well' },
    );
    expect(changed).toMatchObject({ id: m.id, type: 1 });
    const { rows } = await t.database.query(
      `select before, after, operator_username from audit_log
       where action = 'agent.type_changed' and target_id = $1`,
      [String(m.id)],
    );
    expect(rows).toEqual([
      {
        before: { type: 0 },
        after: { type: 1, reason: 'recruits well', endedContracts: [] },
        operator_username: 'owner',
      },
    ]);
  });

  it('refuses bad input, trial accounts and no change, changing nothing', async () => {
    const m = await buildMember(t.database);
    const audited = await countRows(t.database, 'audit_log', "action = 'agent.type_changed'");
    const refusals: [number, Record<string, unknown>, string][] = [
      [m.id, { type: 4, reason: 'make it a trial' }, 'invalid.request'],
      [m.id, { type: 3, reason: 'no such type' }, 'invalid.request'],
      [m.id, { type: 1, reason: 'x' }, 'invalid.request'],
      [m.id, { type: 0, reason: 'already a member' }, 'admin.agent.type.invalid'],
      [trial.id, { type: 1, reason: 'promote the trial' }, 'admin.agent.type.invalid'],
      [foreign.id, { type: 1, reason: 'another merchant' }, 'admin.member.not.found'],
    ];
    for (const [id, body, code] of refusals)
      expect(
        await asOperator(t.app, owner).fail('POST', `/admin/api/agents/${id}/type`, body),
      ).toMatchObject({ errorCode: code });
    expect([await typeOf(m.id), await typeOf(trial.id), await typeOf(foreign.id)]).toEqual([
      0, 4, 2,
    ]);
    expect(await countRows(t.database, 'audit_log', "action = 'agent.type_changed'")).toBe(audited);
  });

  it('a member made a plain member loses its contracts and its offers', async () => {
    const boss = await buildMember(t.database, { type: 2 });
    const sub = await buildMember(t.database, { type: 1, uplineId: boss.id });
    const low = await buildMember(t.database, { uplineId: sub.id });
    const terms = JSON.stringify({
      tiers: [{ minBase: '0', minActiveMembers: 0, rateBp: 50 }],
      period: null,
      base: null,
    });
    const insert = async (uplineId: number, downlineId: number, status: string) =>
      Number(
        (
          await t.database.query(
            `insert into agent_contracts (merchant_id, kind, upline_id, downline_id, terms, status, created_at)
             values ($1, 'hourly', $2, $3, $4, $5, now()) returning id`,
            [boss.merchantId, uplineId, downlineId, terms, status],
          )
        ).rows[0]?.['id'],
      );
    const held = await insert(boss.id, sub.id, 'active');
    const offered = await insert(sub.id, low.id, 'pending');
    const lower = await buildMember(t.database, { type: 1, uplineId: low.id });
    const hanging = await insert(low.id, lower.id, 'active');
    const res = await changeType(owner, sub.id, { type: 0, reason: 'left the business' });
    expect(res.status).toBe(200);
    const { rows } = await t.database.query(
      'select id, status, end_reason from agent_contracts where id = any($1) order by id',
      [[held, offered, hanging]],
    );
    expect(rows.map((r) => [Number(r['id']), r['status'], r['end_reason']])).toEqual([
      [held, 'terminated', 'demoted'],
      [offered, 'withdrawn', 'demoted'],
      [hanging, 'terminated', 'upline_ended'],
    ]);
  });
});
