import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wireToMinor } from '@monsoon/contracts/money';
import { transactionHistory } from '@monsoon/contracts/transactions';
import {
  memberTransferValueSchema,
  transferTargetsValueSchema,
} from '@monsoon/contracts/transfers';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import { buildMember, loginAs, nextId } from '@/test/factories.ts';
import { balanceOf, expectLedgerClean, fund, moneyRows } from '@/test/money.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const UP = '/wps/relay/MCSFE_transferToUpline';
const DOWN = '/wps/relay/MCSFE_transferToDownline';
const TARGETS = '/wps/relay/MCSFE_getTransferTargets';
const rid = () => `r${nextId()}`;

/** An agent with one funded downline member, both signed in. */
async function team(memberFunds = 10_000n, agentFunds = 0n) {
  const agent = await buildMember(t.database, { type: 1 });
  const member = await buildMember(t.database, { uplineId: agent.id });
  if (memberFunds > 0n) await fund(t.database, member, memberFunds);
  if (agentFunds > 0n) await fund(t.database, agent, agentFunds);
  const agentToken = (await loginAs(t.app, agent.username, agent.password)).token;
  const memberToken = (await loginAs(t.app, member.username, member.password)).token;
  return { agent, member, agentToken, memberToken };
}

const up = (token: string, payload: Record<string, unknown>) =>
  wire(t.app).send('POST', UP, { token, payload });
const down = (token: string, payload: Record<string, unknown>) =>
  wire(t.app).send('POST', DOWN, { token, payload });
const codeOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'errorCode' in body ? body.errorCode : null;

describe('transfer to the upline', () => {
  it('moves the amount from the member to the upline in one movement, shown in both histories', async () => {
    const { agent, member, memberToken } = await team();
    const value = await wire(t.app).ok(memberTransferValueSchema, 'POST', UP, {
      token: memberToken,
      payload: { amount: '30.50', requestId: rid() },
    });
    expect(value.to).toBe(agent.username);
    expect(wireToMinor(value.amount)).toBe(3_050n);
    expect(wireToMinor(value.balance)).toBe(6_950n);
    expect(await balanceOf(t.database, member)).toBe(6_950n);
    expect(await balanceOf(t.database, agent)).toBe(3_050n);
    const mine = await wire(t.app).ok(
      transactionHistory.value,
      'GET',
      transactionHistory.paths[0],
      {
        token: memberToken,
      },
    );
    expect(mine.list[0]).toMatchObject({ type: 'TRANSFER_OUT', amount: -30.5 });
    await expectLedgerClean(t.database);
  });

  it('answers a retry with the first outcome and moves nothing again; other fields under the key conflict', async () => {
    const { agent, member, memberToken } = await team();
    const requestId = rid();
    const first = await wire(t.app).ok(memberTransferValueSchema, 'POST', UP, {
      token: memberToken,
      payload: { amount: '10', requestId },
    });
    const again = await wire(t.app).ok(memberTransferValueSchema, 'POST', UP, {
      token: memberToken,
      payload: { amount: '10', requestId },
    });
    expect(again.transactionNo).toBe(first.transactionNo);
    const other = await up(memberToken, { amount: '11', requestId });
    expect([other.status, codeOf(other.body)]).toEqual([409, 'transfer.request.conflict']);
    expect(await balanceOf(t.database, member)).toBe(9_000n);
    expect(await balanceOf(t.database, agent)).toBe(1_000n);
  });

  it('lets concurrent transfers take only what the balance allows, and one key move money once', async () => {
    const { agent, member, memberToken } = await team(10_000n);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => up(memberToken, { amount: '30', requestId: rid() })),
    );
    const ok = answers.filter((a) => a.status === 200).length;
    const refused = answers.filter((a) => codeOf(a.body) === 'transfer.balance.insufficient');
    expect([ok, refused.length]).toEqual([3, 2]);
    const key = rid();
    const same = await Promise.all(
      Array.from({ length: 4 }, () => up(memberToken, { amount: '5', requestId: key })),
    );
    expect(same.every((a) => a.status === 200)).toBe(true);
    // Independently: 100.00 - 3 x 30.00 - 5.00 once.
    expect(await balanceOf(t.database, member)).toBe(10_000n - 3n * 3_000n - 500n);
    expect(await balanceOf(t.database, agent)).toBe(3n * 3_000n + 500n);
    await expectLedgerClean(t.database);
  });

  it('stores an over-balance refusal under its key: the retry is refused again after funding', async () => {
    const { member, memberToken } = await team(1_000n);
    const requestId = rid();
    const before = await moneyRows(t.database);
    const refused = await up(memberToken, { amount: '10.01', requestId });
    expect(codeOf(refused.body)).toBe('transfer.balance.insufficient');
    const after = await moneyRows(t.database);
    expect([after?.['entries'], after?.['versions']]).toEqual([
      before?.['entries'],
      before?.['versions'],
    ]);
    await fund(t.database, member, 5_000n);
    expect(codeOf((await up(memberToken, { amount: '10.01', requestId })).body)).toBe(
      'transfer.balance.insufficient',
    );
    expect(await balanceOf(t.database, member)).toBe(6_000n);
  });

  it('refuses each bad request with its own code and writes nothing', async () => {
    const { agent, member, memberToken, agentToken } = await team();
    const loner = await buildMember(t.database);
    await fund(t.database, loner, 1_000n);
    const lonerToken = (await loginAs(t.app, loner.username, loner.password)).token;
    const trial = await buildMember(t.database, { type: 4, uplineId: agent.id });
    const trialToken = (await loginAs(t.app, trial.username, trial.password)).token;
    const before = await moneyRows(t.database);
    const cases: [string, Promise<{ status: number; body: unknown }>][] = [
      ['transfer.amount.invalid', up(memberToken, { amount: '0.00', requestId: rid() })],
      ['invalid.request', up(memberToken, { amount: '-1', requestId: rid() })],
      ['invalid.request', up(memberToken, { amount: '1.234', requestId: rid() })],
      ['invalid.request', up(memberToken, { amount: '1' })],
      ['transfer.upline.none', up(lonerToken, { amount: '1', requestId: rid() })],
      ['transfer.upline.agent', up(agentToken, { amount: '1', requestId: rid() })],
      [
        'transfer.not.upline',
        up(memberToken, { amount: '1', requestId: rid(), uplineId: loner.id }),
      ],
      ['transfer.self', up(memberToken, { amount: '1', requestId: rid(), uplineId: member.id })],
      ['in_need_true_account', up(trialToken, { amount: '1', requestId: rid() })],
    ];
    for (const [code, answer] of cases) expect(codeOf((await answer).body), code).toBe(code);
    expect(await moneyRows(t.database)).toEqual(before);
    expect(await balanceOf(t.database, member)).toBe(10_000n);
    expect(await balanceOf(t.database, agent)).toBe(0n);
  });
});

describe('transfer to a downline', () => {
  it("moves money from the agent to a direct downline; the agent's targets list the downlines", async () => {
    const { agent, member, agentToken } = await team(0n, 20_000n);
    const second = await buildMember(t.database, { uplineId: agent.id });
    await buildMember(t.database, { uplineId: agent.id, status: 'locked' });
    const targets = await wire(t.app).ok(transferTargetsValueSchema, 'GET', TARGETS, {
      token: agentToken,
    });
    expect(targets.upline).toBeNull();
    expect(targets.downlines.map((d) => d.id).sort()).toEqual([member.id, second.id].sort());
    expect(wireToMinor(targets.balance)).toBe(20_000n);
    const value = await wire(t.app).ok(memberTransferValueSchema, 'POST', DOWN, {
      token: agentToken,
      payload: { downlineId: second.id, amount: '120', requestId: rid() },
    });
    expect([value.to, wireToMinor(value.balance)]).toEqual([second.username, 8_000n]);
    // The legacy agent path answers the same call.
    await wire(t.app).ok(memberTransferValueSchema, 'PUT', '/wps/agent/transferDownline', {
      token: agentToken,
      payload: { downlineId: member.id, amount: '0.01', requestId: rid() },
    });
    expect(await balanceOf(t.database, agent)).toBe(20_000n - 12_000n - 1n);
    expect(await balanceOf(t.database, second)).toBe(12_000n);
    expect(await balanceOf(t.database, member)).toBe(1n);
    await expectLedgerClean(t.database);
  });

  it('shows a member their upline as the only target', async () => {
    const { agent, memberToken } = await team();
    const targets = await wire(t.app).ok(transferTargetsValueSchema, 'GET', TARGETS, {
      token: memberToken,
    });
    expect(targets.upline).toEqual({ id: agent.id, account: agent.username });
    expect(targets.downlines).toEqual([]);
  });

  it('refuses each bad request with its own code and writes nothing', async () => {
    const { agent, member, agentToken, memberToken } = await team(1_000n, 1_000n);
    const stranger = await buildMember(t.database);
    const locked = await buildMember(t.database, { uplineId: agent.id, status: 'locked' });
    const before = await moneyRows(t.database);
    const cases: [string, Promise<{ status: number; body: unknown }>][] = [
      [
        'error_not_agent',
        down(memberToken, { downlineId: agent.id, amount: '1', requestId: rid() }),
      ],
      [
        'transfer.not.downline',
        down(agentToken, { downlineId: stranger.id, amount: '1', requestId: rid() }),
      ],
      ['transfer.self', down(agentToken, { downlineId: agent.id, amount: '1', requestId: rid() })],
      [
        'transfer.target.unavailable',
        down(agentToken, { downlineId: locked.id, amount: '1', requestId: rid() }),
      ],
      [
        'transfer.amount.invalid',
        down(agentToken, { downlineId: member.id, amount: '0', requestId: rid() }),
      ],
    ];
    for (const [code, answer] of cases) expect(codeOf((await answer).body), code).toBe(code);
    expect(await moneyRows(t.database)).toEqual(before);
    const over = await down(agentToken, {
      downlineId: member.id,
      amount: '10.01',
      requestId: rid(),
    });
    expect(codeOf(over.body)).toBe('transfer.balance.insufficient');
    expect(await balanceOf(t.database, agent)).toBe(1_000n);
    expect(await balanceOf(t.database, member)).toBe(1_000n);
    await expectLedgerClean(t.database);
  });

  it('answers 401 without a session', async () => {
    const res = await wire(t.app).send('POST', DOWN, {
      payload: { downlineId: 1, amount: '1', requestId: rid() },
    });
    expect(res.status).toBe(401);
  });
});
