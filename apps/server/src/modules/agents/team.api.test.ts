import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wireToMinor } from '@monsoon/contracts/money';
import {
  agentDownlines,
  downlineDetail,
  promoteDownline,
  registerDownline,
  transferEnabled,
} from '@monsoon/contracts/agent-team';
import { memberInfoValueSchema } from '@monsoon/contracts/member';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import { buildMember, loginAs, nextId } from '@/test/factories.ts';
import { fund } from '@/test/money.ts';
import { codeOf, signedIn, teamApi, teamRows, twoTrees } from '@/test/agent-team.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DOWNLINES = agentDownlines.paths[0];
const DETAIL = downlineDetail.paths[0];
const REGISTER = registerDownline.paths[0];
const PROMOTE = promoteDownline.paths[0];
const ENABLED = transferEnabled.paths[0];

const list = (token: string, query = '') =>
  wire(t.app).ok(agentDownlines.value, 'GET', `${DOWNLINES}${query}`, { token });

/** Inserts a contract row of `kind` for `downlineId` (the contracts module writes them for real). */
async function contract(downlineId: number, kind: string, status: string, rateBp = 100) {
  const terms = {
    tiers: [{ minBase: '0', minActiveMembers: 0, rateBp }],
    period: null,
    base: null,
  };
  await t.database.query(
    `insert into agent_contracts (merchant_id, kind, downline_id, terms, status, created_at)
     select merchant_id, $2, id, $3::jsonb, $4, now() from members where id = $1`,
    [downlineId, kind, JSON.stringify(terms), status],
  );
}

describe('GET /wps/agent/downlines', () => {
  it('lists the direct downlines with their level, team and contracts, and goes down a level', async () => {
    const tree = await twoTrees(t.app, t.database);
    await contract(tree.a1.id, 'daily', 'active');
    await contract(tree.a1.id, 'daily', 'pending', 50);
    await contract(tree.a1.id, 'hourly', 'pending');
    const top = await list(tree.a.token);
    expect(top.list.map((r) => r.account)).toEqual([
      tree.aa.username,
      tree.ab.username,
      tree.a1.username,
    ]);
    expect(top.totalCount).toBe(3);
    expect(top.path).toEqual([{ id: tree.a.id, account: tree.a.username, level: 0 }]);
    const sub = top.list.find((r) => r.id === tree.a1.id);
    expect(sub).toMatchObject({
      isAgent: 1,
      level: 1,
      directCount: 1,
      teamSize: 1,
      status: 'active',
      contracts: { dividend: 'none', daily: 'active', hourly: 'pending', realtime: 'none' },
    });
    const down = await list(tree.a.token, `?parentId=${tree.a1.id}`);
    expect(down.list.map((r) => [r.account, r.level])).toEqual([[tree.a11.username, 2]]);
    expect(down.path.map((p) => p.account)).toEqual([tree.a.username, tree.a1.username]);
  });

  it('pages the list and searches the whole team by part of an account', async () => {
    const tree = await twoTrees(t.app, t.database);
    const first = await list(tree.a.token, '?pageSize=2&pageNo=1');
    const second = await list(tree.a.token, '?pageSize=2&pageNo=2');
    expect([first.list.length, second.list.length, first.totalPages]).toEqual([2, 1, 2]);
    const hits = await list(tree.a.token, `?account=MEMBER${tree.tag}`);
    expect(hits.list.map((r) => [r.account, r.level])).toEqual([[tree.a11.username, 2]]);
    const alph = await list(tree.a.token, '?account=alph');
    expect(alph.list.map((r) => r.account)).toEqual([tree.aa.username, tree.ab.username]);
    // LIKE characters are taken literally.
    expect((await list(tree.a.token, '?account=%25')).totalCount).toBe(0);
    expect((await list(tree.a.token, '?account=_')).totalCount).toBe(0);
  });

  it('refuses bad input, trial accounts and plain members', async () => {
    const tree = await twoTrees(t.app, t.database);
    const trial = await signedIn(t.app, t.database, { type: 4, uplineId: tree.a.id });
    const api = teamApi(t.app);
    expect(codeOf((await api.get(tree.a.token, `${DOWNLINES}?pageSize=500`)).body)).toBe(
      'invalid.request',
    );
    expect(codeOf((await api.get(tree.a.token, `${DOWNLINES}?parentId=x`)).body)).toBe(
      'invalid.request',
    );
    expect(codeOf((await api.get(trial.token, DOWNLINES)).body)).toBe('in_need_true_account');
    expect(codeOf((await api.get(tree.aa.token, DOWNLINES)).body)).toBe('error_not_agent');
    expect((await wire(t.app).send('GET', DOWNLINES)).status).toBe(401);
  });
});

describe('GET /wps/relay/MCSFE_getDownlineDetail', () => {
  it('shows a team member: upline, level, balance, team, VIP level and contracts', async () => {
    const tree = await twoTrees(t.app, t.database);
    await fund(t.database, tree.a11, 12_345n);
    await contract(tree.a11.id, 'realtime', 'active', 250);
    const detail = await wire(t.app).ok(
      downlineDetail.value,
      'GET',
      `${DETAIL}?memberId=${tree.a11.id}`,
      { token: tree.a.token },
    );
    expect(detail).toMatchObject({
      account: tree.a11.username,
      isAgent: 0,
      level: 2,
      upline: tree.a1.username,
      directCount: 0,
      teamSize: 0,
      currency: 'PHP',
      vipLevel: 0,
    });
    expect(wireToMinor(detail.balance)).toBe(12_345n);
    expect(detail.contracts).toEqual([
      { kind: 'dividend', status: 'none', maxRateBp: null },
      { kind: 'daily', status: 'none', maxRateBp: null },
      { kind: 'hourly', status: 'none', maxRateBp: null },
      { kind: 'realtime', status: 'active', maxRateBp: 250 },
    ]);
  });

  it('answers a member outside the team like one that does not exist, and not the caller itself', async () => {
    const tree = await twoTrees(t.app, t.database);
    const api = teamApi(t.app);
    for (const id of [tree.b1.id, tree.a.id, 999_999_999])
      expect(codeOf((await api.get(tree.a.token, `${DETAIL}?memberId=${id}`)).body)).toBe(
        'agent.downline.not.found',
      );
  });
});

describe('POST /wps/agent/downline', () => {
  it('registers a member directly below the agent, who logs in and sees the agent as upline', async () => {
    const agent = await signedIn(t.app, t.database, { type: 1 });
    const username = `down${nextId()}`;
    const created = await wire(t.app).ok(registerDownline.value, 'POST', REGISTER, {
      token: agent.token,
      payload: { username, password: 'Secret123', nickname: 'Newcomer', mobile: '9171234567' },
    });
    expect(created).toMatchObject({ account: username, isAgent: 0 });
    const session = await loginAs(t.app, username, 'Secret123');
    const me = await wire(t.app).ok(memberInfoValueSchema, 'GET', '/wps/member/info', {
      token: session.token,
    });
    expect(me).toMatchObject({
      account: username,
      nickname: 'Newcomer',
      uplineName: agent.username,
    });
    const agentType = await wire(t.app).ok(registerDownline.value, 'POST', REGISTER, {
      token: agent.token,
      payload: { username: `subag${nextId()}`, password: 'Secret123', agent: true },
    });
    expect(agentType.isAgent).toBe(1);
  });

  it("refuses bad input with the merchant's rules and taken names, writing nothing", async () => {
    const agent = await signedIn(t.app, t.database, { type: 1 });
    const api = teamApi(t.app);
    const before = await teamRows(t.database);
    const refused = async (payload: object) => {
      const res = await api.post(agent.token, REGISTER, payload);
      return [codeOf(res.body), (res.body as { value?: { fields?: object } }).value?.fields];
    };
    expect(await refused({ username: '1abc', password: 'Secret123' })).toEqual([
      'invalid.request',
      { username: expect.stringMatching(/^reg_pattern_/) },
    ]);
    expect(await refused({ username: `okname${nextId()}`, password: 'no' })).toEqual([
      'invalid.request',
      { password: expect.stringMatching(/^reg_pattern_/) },
    ]);
    expect(
      await refused({ username: `okname${nextId()}`, password: 'Secret123', mobile: '12' }),
    ).toEqual(['invalid.request', { mobile: 'invalid_phone_number' }]);
    expect((await refused({ username: agent.username, password: 'Secret123' }))[0]).toBe(
      'username.exists',
    );
    expect((await refused({ password: 'Secret123' }))[0]).toBe('invalid.request');
    expect(await teamRows(t.database)).toEqual(before);
  });

  it('lets each agent type register only what the table allows', async () => {
    const api = teamApi(t.app);
    const cases: [number, boolean, unknown][] = [
      [2, true, null],
      [41, false, null],
      [41, true, 'agent.action.not.allowed'],
      [42, false, 'agent.action.not.allowed'],
      [4, false, 'in_need_true_account'],
      [0, false, 'error_not_agent'],
    ];
    for (const [type, asAgent, code] of cases) {
      const who = await signedIn(t.app, t.database, { type });
      const res = await api.post(who.token, REGISTER, {
        username: `typed${nextId()}`,
        password: 'Secret123',
        agent: asAgent,
      });
      expect(codeOf(res.body), `type ${type} agent ${asAgent}`).toBe(code);
    }
  });
});

describe('PUT /wps/agent/promoteDownlineToAgent', () => {
  it('makes a direct downline member an agent of type 1', async () => {
    const tree = await twoTrees(t.app, t.database);
    const promoted = await wire(t.app).ok(promoteDownline.value, 'PUT', PROMOTE, {
      token: tree.a.token,
      payload: { downlineId: tree.aa.id },
    });
    expect(promoted).toEqual({ id: tree.aa.id, account: tree.aa.username, isAgent: 1 });
    const again = await loginAs(t.app, tree.aa.username, tree.aa.password);
    expect(again.customerType).toBe(1);
  });

  it('refuses grand-downlines, agents, trial and locked accounts, and agents of types 41 and 42', async () => {
    const tree = await twoTrees(t.app, t.database);
    const trialDown = await buildMember(t.database, { type: 4, uplineId: tree.a.id });
    const locked = await buildMember(t.database, { uplineId: tree.a.id, status: 'locked' });
    const membersOnly = await signedIn(t.app, t.database, { type: 41 });
    const own = await buildMember(t.database, { uplineId: membersOnly.id });
    const api = teamApi(t.app);
    const before = await teamRows(t.database);
    const cases: [string, string, number][] = [
      ['agent.promote.not.direct', tree.a.token, tree.a11.id],
      ['agent.promote.not.member', tree.a.token, tree.a1.id],
      ['agent.promote.not.member', tree.a.token, trialDown.id],
      ['agent.promote.not.member', tree.a.token, locked.id],
      ['agent.downline.not.found', tree.a.token, tree.a.id],
      ['agent.action.not.allowed', membersOnly.token, own.id],
      ['error_not_agent', tree.aa.token, tree.ab.id],
    ];
    for (const [code, token, id] of cases)
      expect(codeOf((await api.put(token, PROMOTE, { downlineId: id })).body), code).toBe(code);
    expect(codeOf((await api.put(tree.a.token, PROMOTE, { downlineId: 'x' })).body)).toBe(
      'invalid.request',
    );
    expect(await teamRows(t.database)).toEqual(before);
  });
});

describe('GET /wps/agent/transferEnabled', () => {
  it('answers by agent type, and refuses members and trial accounts', async () => {
    const api = teamApi(t.app);
    for (const [type, expected] of [
      [1, { enabled: true }],
      [2, { enabled: true }],
      [41, { enabled: true }],
      [42, { enabled: false }],
    ] as const) {
      const who = await signedIn(t.app, t.database, { type });
      expect(
        await wire(t.app).ok(transferEnabled.value, 'GET', ENABLED, { token: who.token }),
      ).toEqual(expected);
    }
    const member = await signedIn(t.app, t.database);
    const trial = await signedIn(t.app, t.database, { type: 4 });
    expect(codeOf((await api.get(member.token, ENABLED)).body)).toBe('error_not_agent');
    expect(codeOf((await api.get(trial.token, ENABLED)).body)).toBe('in_need_true_account');
  });

  it('a reports-only agent (42) cannot transfer to its downline and moves nothing', async () => {
    const reporter = await signedIn(t.app, t.database, { type: 42 });
    const down = await buildMember(t.database, { uplineId: reporter.id });
    await fund(t.database, reporter, 10_000n);
    const before = await teamRows(t.database);
    const res = await teamApi(t.app).post(reporter.token, '/wps/relay/MCSFE_transferToDownline', {
      downlineId: down.id,
      amount: '1',
      requestId: `r${nextId()}`,
    });
    expect(codeOf(res.body)).toBe('agent.action.not.allowed');
    expect(await teamRows(t.database)).toEqual(before);
  });
});
