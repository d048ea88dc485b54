import {
  agentContracts,
  contractProcessValueSchema,
  contractSchema,
  offerContract,
  processDailySalaryContract,
  processHourlySalaryContract,
  requestContractTermination,
} from '@monsoon/contracts/agent-contracts';
import { consolidatedFunds } from '@monsoon/contracts/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionValueSchema } from '@monsoon/contracts/session';
import { buildMember, demoMerchant, loginAs, nextIp } from '@/test/factories.ts';
import { createContractsRepository } from './contracts.repository.ts';
import { storeTerms, validateTerms } from './contract-terms.ts';
import { wire } from '@/test/http.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { grantTop, tier } from './agents.test-support.ts';

/**
 * Contracts between uplines and direct downlines (money.md §13, decision 0068): offers, the rate rule,
 * answers in both generations of the prompt calls, the consolidated funds' flags, lower rates ending
 * the contracts they no longer cover, and termination from either side.
 */
let t: TestApp;
let merchantId = 0;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await demoMerchant(t.database)).id;
});
afterAll(async () => t.close());

const codeOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'errorCode' in body ? body.errorCode : null;

/** A member (type `type`) under `uplineId`, signed in. */
async function member(uplineId: number | null, type = 0) {
  const m = await buildMember(t.database, { merchantId, uplineId, type });
  return { ...m, token: (await loginAs(t.app, m.username, m.password)).token };
}

const offer = (token: string, payload: Record<string, unknown>) =>
  wire(t.app).send('POST', offerContract.paths[0], { token, payload });
const daily = (downlineId: number, ...tiers: ReturnType<typeof tier>[]) => ({
  kind: 'daily',
  downlineId,
  terms: { tiers },
});
const processDaily = (
  token: string,
  query = '',
  path: string = processDailySalaryContract.paths[0],
) => wire(t.app).ok(contractProcessValueSchema, 'GET', `${path}${query}`, { token });
const flags = (token: string) =>
  wire(t.app).ok(consolidatedFunds.value, 'GET', consolidatedFunds.paths[0], { token });
const contractCount = async () =>
  Number((await t.database.query('select count(*)::int as n from agent_contracts')).rows[0]?.['n']);

/** A master agent with a daily salary contract of 1 % (2 % from 100,000 and 5 active members). */
async function topAgent() {
  const agent = await member(null, 2);
  await grantTop(t.database, merchantId, agent.id, 'daily', {
    tiers: [tier('0', 0, 100), tier('100000', 5, 200)],
  });
  return agent;
}

describe('offering a contract', () => {
  it('goes to a direct downline, which sees the request and accepts it (older path)', async () => {
    const agent = await topAgent();
    const down = await member(agent.id, 1);
    const offered = await wire(t.app).ok(contractSchema, 'POST', offerContract.paths[0], {
      token: agent.token,
      payload: daily(down.id, tier('0', 0, 60), tier('100000', 5, 150)),
    });
    expect(offered).toMatchObject({
      status: 'pending',
      upline: agent.username,
      downline: down.username,
    });
    expect(await flags(down.token)).toMatchObject({ dailysalreqtype: 1, dailysalinfotype: 0 });
    const info = await processDaily(down.token);
    expect(info.request).toMatchObject({ type: 'new', wouldTerminate: [] });
    expect(info.request?.contract.terms.maxRateBp).toBe(150);

    const older = processDailySalaryContract.paths[1];
    const accepted = await processDaily(
      down.token,
      `?action=accept&contractId=${offered.contractId}`,
      older,
    );
    expect(accepted).toMatchObject({ outcome: 'accepted', request: null });
    expect(accepted.contract).toMatchObject({ contractId: offered.contractId, status: 'active' });
    expect(await flags(down.token)).toMatchObject({ dailysalreqtype: 0, dailysalinfotype: 1 });
    // The upline's page shows it in force.
    const mine = await wire(t.app).ok(
      agentContracts.value,
      'GET',
      `${agentContracts.paths[0]}?kind=daily`,
      {
        token: agent.token,
      },
    );
    expect(mine.canOffer).toBe(true);
    expect(mine.downlines.find((d) => d.memberId === down.id)?.contract?.status).toBe('active');
  });

  it('answers the hourly prompt by POST with a body, and a rejection leaves nothing in force', async () => {
    const agent = await member(null, 2);
    await grantTop(t.database, merchantId, agent.id, 'hourly', { tiers: [tier('0', 0, 50)] });
    const down = await member(agent.id);
    const offered = await wire(t.app).ok(contractSchema, 'POST', offerContract.paths[0], {
      token: agent.token,
      payload: { kind: 'hourly', downlineId: down.id, terms: { tiers: [tier('0', 0, 20)] } },
    });
    const rejected = await wire(t.app).ok(
      contractProcessValueSchema,
      'POST',
      processHourlySalaryContract.paths[1],
      { token: down.token, payload: { action: 'reject', contractId: offered.contractId } },
    );
    expect(rejected).toMatchObject({ outcome: 'rejected', contract: null, request: null });
    expect(await flags(down.token)).toMatchObject({
      contracthoursalreq: 0,
      contracthoursalinfo: 0,
    });
  });

  it.each([
    [
      'a rate above the upline at some tier',
      'contract.rate.above.upline',
      (d: number) => daily(d, tier('0', 0, 60), tier('100000', 4, 150)),
    ],
    [
      'tiers that do not rise',
      'contract.terms.invalid',
      (d: number) => daily(d, tier('0', 0, 60), tier('100', 0, 50)),
    ],
    [
      'a real-time base on a daily salary',
      'contract.terms.invalid',
      (d: number) => ({
        ...daily(d, tier('0', 0, 60)),
        terms: { tiers: [tier('0', 0, 60)], base: 'single' },
      }),
    ],
  ])('refuses %s and changes nothing', async (_name, code, body) => {
    const agent = await topAgent();
    const down = await member(agent.id);
    const before = await contractCount();
    const res = await offer(agent.token, body(down.id));
    expect(codeOf(res.body)).toBe(code);
    expect(await contractCount()).toBe(before);
  });

  it('refuses anyone but a contracted agent, and anyone but a direct downline', async () => {
    const agent = await topAgent();
    const sub = await member(agent.id, 1);
    const grandchild = await member(sub.id);
    const stranger = await member(null);
    const plain = await member(agent.id);
    const reportsOnly = await member(agent.id, 42);
    const uncovered = await member(null, 1);
    const before = await contractCount();
    const cases: [string, string, number][] = [
      [agent.token, 'contract.not.direct.downline', grandchild.id],
      [agent.token, 'agent.downline.not.found', stranger.id],
      [agent.token, 'agent.downline.not.found', 999_999_999],
      [plain.token, 'error_not_agent', stranger.id],
      [reportsOnly.token, 'agent.action.not.allowed', stranger.id],
      [uncovered.token, 'agent.downline.not.found', plain.id],
    ];
    for (const [token, code, downlineId] of cases)
      expect(codeOf((await offer(token, daily(downlineId, tier('0', 0, 10)))).body)).toBe(code);
    const orphan = await member(uncovered.id);
    expect(codeOf((await offer(uncovered.token, daily(orphan.id, tier('0', 0, 10)))).body)).toBe(
      'contract.upline.none',
    );
    expect(await contractCount()).toBe(before);
  });
});

describe('accounts that hold no contracts', () => {
  it('refuses a trial account on every contract call', async () => {
    const trial = await wire(t.app).ok(sessionValueSchema, 'POST', '/wps/session/login/freeplay', {
      payload: {},
      remoteAddress: nextIp(),
    });
    const before = await contractCount();
    const calls = [
      await wire(t.app).send('GET', processDailySalaryContract.paths[0], { token: trial.token }),
      await wire(t.app).send('GET', `${agentContracts.paths[0]}?kind=daily`, {
        token: trial.token,
      }),
      await offer(trial.token, daily(1, tier('0', 0, 10))),
    ];
    for (const res of calls) expect(codeOf(res.body)).toBe('in_need_true_account');
    expect(await contractCount()).toBe(before);
  });

  it('never holds two contracts of a kind in force at once, whoever writes them', async () => {
    const agent = await topAgent();
    const second = createContractsRepository(t.database.db).insert({
      merchantId,
      kind: 'daily',
      uplineId: null,
      downlineId: agent.id,
      terms: storeTerms(validateTerms('daily', { tiers: [tier('0', 0, 10)] })),
      status: 'active',
      grantedBy: null,
      at: new Date(),
    });
    await expect(second).rejects.toThrow();
  });
});

describe('a lower rate and termination', () => {
  /** agent → down (agent, 80 bp) → leaf (70 bp), all accepted. */
  async function chain() {
    const agent = await topAgent();
    const down = await member(agent.id, 1);
    const leaf = await member(down.id);
    const accept = async (
      upline: { token: string },
      who: { id: number; token: string },
      bp: number,
    ) => {
      const c = await wire(t.app).ok(contractSchema, 'POST', offerContract.paths[0], {
        token: upline.token,
        payload: daily(who.id, tier('0', 0, bp)),
      });
      await processDaily(who.token, `?action=accept&contractId=${c.contractId}`);
      return c.contractId;
    };
    return {
      agent,
      down,
      leaf,
      downContract: await accept(agent, down, 80),
      leafContract: await accept(down, leaf, 70),
    };
  }

  it('warns before, then ends the downline contracts above the new rate on acceptance', async () => {
    const { agent, down, leaf, downContract, leafContract } = await chain();
    const lower = await wire(t.app).ok(contractSchema, 'POST', offerContract.paths[0], {
      token: agent.token,
      payload: daily(down.id, tier('0', 0, 60)),
    });
    const info = await processDaily(down.token);
    expect(info.contract?.contractId).toBe(downContract);
    expect(info.request?.wouldTerminate).toEqual([
      { contractId: leafContract, downline: leaf.username, maxRateBp: 70 },
    ]);
    await processDaily(down.token, `?action=accept&contractId=${lower.contractId}`);
    const { rows } = await t.database.query(
      'select id::int, status, end_reason from agent_contracts where id = any($1) order by id',
      [[downContract, leafContract]],
    );
    expect(rows).toEqual([
      { id: downContract, status: 'terminated', end_reason: 'replaced' },
      { id: leafContract, status: 'terminated', end_reason: 'higher_rate' },
    ]);
    expect(await flags(leaf.token)).toMatchObject({ dailysalinfotype: 0 });
  });

  it("ends on the upline's request once the downline accepts, with every contract below it", async () => {
    const { agent, down, leaf, downContract } = await chain();
    const asked = await wire(t.app).ok(
      contractSchema,
      'POST',
      requestContractTermination.paths[0],
      {
        token: agent.token,
        payload: { contractId: downContract },
      },
    );
    expect(asked).toMatchObject({ status: 'active', terminationRequestedBy: 'upline' });
    expect(await flags(down.token)).toMatchObject({ dailysalreqtype: 2 });
    // Declined first: stays in force.
    expect(
      (await processDaily(down.token, '?action=reject')).contract?.terminationRequestedBy,
    ).toBeNull();
    await wire(t.app).ok(contractSchema, 'POST', requestContractTermination.paths[0], {
      token: agent.token,
      payload: { contractId: downContract },
    });
    const ended = await processDaily(down.token, '?action=accept');
    expect(ended).toMatchObject({ outcome: 'terminated', contract: null });
    expect((await processDaily(leaf.token)).contract).toBeNull();
  });

  it("ends on the downline's request once the upline asks too; others' contracts stay out of reach", async () => {
    const { agent, down, downContract } = await chain();
    expect((await processDaily(down.token, '?action=terminate')).outcome).toBe(
      'termination.requested',
    );
    const stranger = await topAgent();
    const res = await wire(t.app).send('POST', requestContractTermination.paths[0], {
      token: stranger.token,
      payload: { contractId: downContract },
    });
    expect(codeOf(res.body)).toBe('contract.not.found');
    const ended = await wire(t.app).ok(
      contractSchema,
      'POST',
      requestContractTermination.paths[0],
      {
        token: agent.token,
        payload: { contractId: downContract },
      },
    );
    expect(ended).toMatchObject({ status: 'terminated', endReason: 'terminated' });
  });
});
