import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomeValueSchema } from '@monsoon/contracts/agent-reports';
import { fakeClock } from '@/test/factories.ts';
import { wire } from '@/test/http.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { buildTeams, minor, tokenOf, type TreeMember } from './reports.test-support.ts';

/** 2026-03-15 12:00 in Manila. */
const NOW = new Date('2026-03-15T04:00:00Z');
const INCOME = '/wps/report/income';

let t: TestApp;
let teams: Awaited<ReturnType<typeof buildTeams>>;
const tokens: Record<string, string> = {};

interface Earning {
  kind: string;
  period: string;
  drawId?: number;
  amount: bigint;
  createdAt: string;
  /** The accrual was paid by a settlement run. */
  settled?: boolean;
}

/** A contract of the agent, one earning per entry with its accrual (source `contract:<id>:<period>`). */
async function earn(agent: TreeMember, contractKind: string, earnings: readonly Earning[]) {
  const { rows } = await t.database.query(
    `insert into agent_contracts (merchant_id, kind, upline_id, downline_id, terms, status, created_at)
      values ($1, $2, null, $3, '{"tiers": []}', 'active', '2026-01-01T00:00:00Z') returning id`,
    [agent.merchantId, contractKind, agent.id],
  );
  const contractId = Number(rows[0]?.['id']);
  for (const e of earnings) {
    await t.database.query(
      `insert into contract_earnings (merchant_id, contract_id, agent_id, kind, period, draw_id, asset,
          base, team_valid_bet, team_profit_loss, active_members, rate_bp, gross, downline_share,
          amount, created_at)
        values ($1, $2, $3, $4, $5, $6, 'PHP', 1000000, 1000000, -25000, 7, 150, $7 + 500, 500, $7, $8)`,
      [
        agent.merchantId,
        contractId,
        agent.id,
        e.kind,
        e.period,
        e.drawId ?? null,
        e.amount.toString(),
        e.createdAt,
      ],
    );
    let runId: number | null = null;
    if (e.settled) {
      const run = await t.database.query(
        `insert into settlement_runs (merchant_id, kind, period, status, settled_at)
          values ($1, $2, $3, 'settled', now()) returning id`,
        [agent.merchantId, e.kind, e.period],
      );
      runId = Number(run.rows[0]?.['id']);
    }
    await t.database.query(
      `insert into accruals (merchant_id, kind, period, beneficiary_id, asset, amount, source, settled_run_id)
        values ($1, $2, $3, $4, 'PHP', $5, $6, $7)`,
      [
        agent.merchantId,
        e.kind,
        e.period,
        agent.id,
        e.amount.toString(),
        `contract:${contractId}:${e.period}${e.drawId === undefined ? '' : `:${e.drawId}`}`,
        runId,
      ],
    );
  }
}

beforeAll(async () => {
  t = await createTestApp({ clock: fakeClock(NOW) });
  teams = await buildTeams(t, { joinedAt: new Date('2026-01-01T00:00:00Z') });
  await earn(teams.top, 'daily', [
    {
      kind: 'salary.daily',
      period: '2026-03-13',
      amount: 12_345n,
      createdAt: '2026-03-14T00:10:00Z',
      settled: true,
    },
    {
      kind: 'salary.daily',
      period: '2026-03-14',
      amount: 6_789n,
      createdAt: '2026-03-15T00:10:00Z',
    },
    // Computed 2026-03-08 23:59 in Manila: outside the default range that starts 03-09.
    {
      kind: 'salary.daily',
      period: '2026-03-07',
      amount: 1n,
      createdAt: '2026-03-08T15:59:00Z',
      settled: true,
    },
  ]);
  await earn(teams.top, 'dividend', [
    {
      kind: 'dividend.weekly',
      period: '2026-W10',
      amount: 50_000n,
      createdAt: '2026-03-09T00:05:00Z',
      settled: true,
    },
  ]);
  await earn(teams.top, 'realtime', [
    {
      kind: 'salary.realtime',
      period: '2026-03-15T01:00Z',
      drawId: 77,
      amount: 250n,
      createdAt: '2026-03-15T01:00:00Z',
      settled: true,
    },
  ]);
  await earn(teams.sub, 'daily', [
    { kind: 'salary.daily', period: '2026-03-14', amount: 999n, createdAt: '2026-03-15T00:10:00Z' },
  ]);
  for (const name of ['top', 'sub', 'm1'] as const) tokens[name] = await tokenOf(t, teams[name]);
});
afterAll(async () => t.close());

const income = (query: string, token = tokens['top'] ?? '') =>
  wire(t.app).ok(incomeValueSchema, 'GET', `${INCOME}${query}`, { token });

describe('my income (income)', () => {
  it("lists the caller's earnings of the range, newest first, issued once their accrual was paid", async () => {
    const v = await income('');
    expect([v.startDate, v.endDate]).toEqual(['2026-03-09', '2026-03-15']);
    expect(v.list.map((e) => [e.kind, e.period, e.status, minor(e.amount)])).toEqual([
      ['realtime', '2026-03-15T01:00Z', 'issued', 250n],
      ['daily', '2026-03-14', 'pending', 6_789n],
      ['daily', '2026-03-13', 'issued', 12_345n],
      ['dividend', '2026-W10', 'issued', 50_000n],
    ]);
    expect(v.list[0]).toMatchObject({
      settlementKind: 'salary.realtime',
      drawId: '77',
      rateBp: 150,
      activeMembers: 7,
    });
    const e = v.list[1];
    expect(
      [e?.base, e?.teamProfitLoss, e?.gross, e?.downlineShare].map((x) => minor(x ?? 0)),
    ).toEqual([1_000_000n, -25_000n, 7_289n, 500n]);
    expect(v.totalCount).toBe(4);
  });

  it('sums per kind and overall, split into issued and pending', async () => {
    const v = await income('?pageSize=1');
    expect(v.list).toHaveLength(1);
    expect(
      v.byKind.map((k) => [k.kind, k.count, minor(k.amount), minor(k.issued), minor(k.pending)]),
    ).toEqual([
      ['dividend', 1, 50_000n, 50_000n, 0n],
      ['daily', 2, 19_134n, 12_345n, 6_789n],
      ['realtime', 1, 250n, 250n, 0n],
    ]);
    expect([v.summary.count, minor(v.summary.amount), minor(v.summary.pending)]).toEqual([
      4,
      69_384n,
      6_789n,
    ]);
  });

  it('filters by kind and range, and shows a sub-agent its own earnings only', async () => {
    const daily = await income('?kind=daily&startDate=2026-03-01&endDate=2026-03-14');
    expect(daily.list.map((e) => e.period)).toEqual(['2026-03-13', '2026-03-07']);
    const sub = await income('', tokens['sub']);
    expect(sub.list.map((e) => minor(e.amount))).toEqual([999n]);
  });

  it('refuses a plain member, an unknown kind and a range over three months', async () => {
    const api = wire(t.app);
    expect(await api.fail('GET', INCOME, { token: tokens['m1'] ?? '' })).toMatchObject({
      status: 403,
      errorCode: 'error_not_agent',
    });
    expect(
      await api.fail('GET', `${INCOME}?kind=weekly`, { token: tokens['top'] ?? '' }),
    ).toMatchObject({ errorCode: 'invalid.request' });
    expect(
      await api.fail('GET', `${INCOME}?startDate=2025-11-01&endDate=2026-03-01`, {
        token: tokens['top'] ?? '',
      }),
    ).toMatchObject({
      errorCode: 'invalid.request',
      value: { fields: { endDate: expect.any(String) } },
    });
  });
});
