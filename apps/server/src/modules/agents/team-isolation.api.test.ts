import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentDownlines,
  createAffiliateUrl,
  downlineDetail,
  promoteDownline,
  registeredAffiliates,
} from '@monsoon/contracts/agent-team';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import { nextId } from '@/test/factories.ts';
import { fund } from '@/test/money.ts';
import { codeOf, teamApi, teamRows, twoTrees, type TeamMember } from '@/test/agent-team.ts';

let t: TestApp;
let tree: Awaited<ReturnType<typeof twoTrees>>;
/** Each agent's affiliate link id. */
const linkOf = new Map<number, number>();

beforeAll(async () => {
  t = await createTestApp();
  tree = await twoTrees(t.app, t.database);
  for (const agent of [tree.a, tree.a1, tree.b]) {
    await fund(t.database, agent, 100_000n);
    const link = await wire(t.app).ok(createAffiliateUrl.value, 'POST', '/wps/agent/affiliateUrl', {
      token: agent.token,
      payload: {},
    });
    linkOf.set(agent.id, link.affiUrlId);
  }
});
afterAll(async () => t.close());

const NOBODY = 999_999_999;

/** One team call against a member (or that member's link): answers status, code and message. */
type TeamCall = (
  actor: TeamMember,
  target: TeamMember,
) => Promise<{ status: number; body: unknown }>;

const api = () => teamApi(t.app);
const calls: Record<string, TeamCall> = {
  'downlines of': (actor, target) =>
    api().get(actor.token, `${agentDownlines.paths[0]}?parentId=${target.id}`),
  detail: (actor, target) =>
    api().get(actor.token, `${downlineDetail.paths[0]}?memberId=${target.id}`),
  promote: (actor, target) =>
    api().put(actor.token, promoteDownline.paths[0], { downlineId: target.id }),
  'delete the link of': (actor, target) =>
    api().del(actor.token, `/wps/agent/affiliateUrl?affiUrlId=${linkOf.get(target.id) ?? NOBODY}`),
  'registrations of the link of': (actor, target) =>
    api().get(
      actor.token,
      `${registeredAffiliates.paths[0]}?affiUrlId=${linkOf.get(target.id) ?? NOBODY}`,
    ),
  'transfer to': (actor, target) =>
    api().post(actor.token, '/wps/relay/MCSFE_transferToDownline', {
      downlineId: target.id,
      amount: '1',
      requestId: `iso${nextId()}`,
    }),
};

/** What a call answers for a member (and link) that does not exist. */
const nobody = (): TeamMember => ({ ...tree.b1, id: NOBODY, username: 'nobody' });

/** The members of the two trees by their short name. */
const byName = (): Record<string, TeamMember> => {
  const { tag: _tag, ...members } = tree;
  return members;
};

const answerOf = (res: { status: number; body: unknown }) => ({
  status: res.status,
  code: codeOf(res.body),
  message: (res.body as { message?: unknown }).message,
});

describe('subtree isolation (decision 0068): a member of another tree is a member that does not exist', () => {
  // Every agent against every member of a tree it does not head; A1 against its own upline's tree.
  const pairs: [string, string][] = [
    ['a', 'b'],
    ['a', 'b1'],
    ['a', 'b2'],
    ['b', 'a'],
    ['b', 'a1'],
    ['b', 'a11'],
    ['b', 'aa'],
    ['a1', 'a'],
    ['a1', 'aa'],
    ['a1', 'ab'],
    ['a1', 'b'],
    ['a1', 'b1'],
  ];
  const rows = pairs.flatMap(([actor, target]) =>
    Object.keys(calls).map((call) => [actor, call, target] as const),
  );

  it.each(rows)(
    '%s: %s %s answers like nobody and changes nothing',
    async (actor, call, target) => {
      const members = byName();
      const who = members[actor];
      const whom = members[target];
      const run = calls[call];
      if (!who || !whom || !run) throw new Error('bad row');
      const unknown = answerOf(await run(who, nobody()));
      const before = await teamRows(t.database);
      const answer = answerOf(await run(who, whom));
      expect(answer).toEqual(unknown);
      expect(answer.status).not.toBe(200);
      expect(await teamRows(t.database)).toEqual(before);
    },
  );

  it.each(pairs)('%s searching for %s finds nothing', async (actor, target) => {
    const members = byName();
    const list = await wire(t.app).ok(
      agentDownlines.value,
      'GET',
      `${agentDownlines.paths[0]}?account=${members[target]?.username}`,
      { token: members[actor]?.token ?? '' },
    );
    expect(list.list).toEqual([]);
  });

  it("A sees A1's team; A1 sees its own and nothing above it", async () => {
    const below = await wire(t.app).ok(
      agentDownlines.value,
      'GET',
      `${agentDownlines.paths[0]}?parentId=${tree.a1.id}`,
      { token: tree.a.token },
    );
    expect(below.list.map((r) => r.id)).toEqual([tree.a11.id]);
    const detail = await wire(t.app).ok(
      downlineDetail.value,
      'GET',
      `${downlineDetail.paths[0]}?memberId=${tree.a11.id}`,
      { token: tree.a.token },
    );
    expect(detail.upline).toBe(tree.a1.username);
    const own = await wire(t.app).ok(agentDownlines.value, 'GET', agentDownlines.paths[0], {
      token: tree.a1.token,
    });
    expect(own.list.map((r) => r.id)).toEqual([tree.a11.id]);
    expect(own.path).toEqual([{ id: tree.a1.id, account: tree.a1.username, level: 0 }]);
    const search = await wire(t.app).ok(
      agentDownlines.value,
      'GET',
      `${agentDownlines.paths[0]}?account=${tree.tag}`,
      { token: tree.a1.token },
    );
    expect(search.list.map((r) => r.id)).toEqual([tree.a11.id]);
  });
});
