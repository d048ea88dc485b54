// Agent team reports on PostgreSQL: one agent with a team of N downlines (100,000 by default: 100
// sub-agents with their members) beside another team of the same size on the same merchant, two months
// of member-day totals (a fifth of the members bet on a given day), paid deposits and paid withdrawals,
// all written by SQL (generate_series). Then the agent centre's reports are called through the agents'
// reports service in this process (no HTTP): the team overview for each period, team betting per
// product and per member, and the user P&L over 30 days; p50/p99/max per call. `--explain` prints
// EXPLAIN (ANALYZE, BUFFERS) of every statement of one overview of the month.
// Usage: npx tsx bench/agent-team-overview.ts [--members 100000] [--runs 30] [--explain] [--keep] [--json FILE]
// (`--keep`: the database is left for a look with psql; drop it afterwards.)
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib/server.ts';
import { machineLine, table } from './lib/stats.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const memberCount = Number(arg('members', '100000'));
const runs = Number(arg('runs', '30'));
const explain = process.argv.includes('--explain');
const pgBase = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
/** Sunday 2026-03-29 12:00 in Manila: this week is 03-23..03-29, this month 03-01..03-29. */
const NOW = new Date('2026-03-29T04:00:00Z');
const SUB_AGENTS = 100;

// The server's modules import through its `@/` alias: run this file again with the server's tsconfig.
if (!process.env.MONSOON_BENCH_SERVER_PATHS) {
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['--tsconfig', path.join(root, 'apps/server/tsconfig.json'), ...process.argv.slice(1)],
    { stdio: 'inherit', env: { ...process.env, MONSOON_BENCH_SERVER_PATHS: '1' } },
  );
  process.exit(run.status ?? 1);
}

/** The slice of the server's API this bench drives (loaded at run time; see the re-run above). */
interface Handle {
  db: { execute(q: unknown): Promise<unknown>; dialect: { sqlToQuery(q: unknown): Query } };
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}
interface Query {
  sql: string;
  params: unknown[];
}
type Call = (merchant: unknown, session: unknown, query: unknown) => Promise<unknown>;
interface Reports {
  overview: Call;
  betting: Call;
  profit: Call;
}
const serverModule = (file: string): Promise<Record<string, unknown>> =>
  import(pathToFileURL(path.join(root, 'apps/server/src', file)).href);
const fn = <T>(mod: Record<string, unknown>, name: string): T => {
  const f = mod[name];
  if (typeof f !== 'function') throw new Error(`${name} is not exported`);
  return f as T;
};
const psql = (sql: string) =>
  execFileSync('psql', [`${pgBase}/postgres`, '-qAtc', sql], { encoding: 'utf8' });
const num = (v: unknown): number => Number(v);

/** Two teams of `memberCount` (an agent, 100 sub-agents, their members); answers the first agent. */
async function seedTeams(database: Handle, merchantId: number): Promise<number[]> {
  const agents: number[] = [];
  for (const team of ['ta', 'tb']) {
    const [agent] = (
      await database.query(
        `insert into members (merchant_id, username, password_hash, nickname, type, created_at)
         values ($1, $2, 'x', $2, 1, '2025-06-01') returning id`,
        [merchantId, `${team}agent`],
      )
    ).rows;
    const agentId = num(agent?.['id']);
    agents.push(agentId);
    await database.query(
      `insert into members (merchant_id, username, password_hash, nickname, type, upline_id, created_at)
       select $1, $2 || 's' || g, 'x', 'sub', 1, $3, '2025-07-01' from generate_series(1, $4) g`,
      [merchantId, team, agentId, SUB_AGENTS],
    );
    // Members under the sub-agents in turn; they joined over the last 300 days.
    await database.query(
      `with subs as (select id, row_number() over (order by id) - 1 as k from members
           where upline_id = $3)
       insert into members (merchant_id, username, password_hash, nickname, upline_id, created_at)
       select $1, $2 || 'm' || g, 'x', 'member', subs.id,
         $5::timestamptz - (g % 300) * interval '1 day' - (g % 86400) * interval '1 second'
       from generate_series(1, $4) g join subs on subs.k = g % ${SUB_AGENTS}`,
      [merchantId, team, agentId, memberCount - SUB_AGENTS, NOW.toISOString()],
    );
  }
  return agents;
}

/** Day totals, deposits and withdrawals of every member of the merchant (triggers off for the bulk). */
async function seedActivity(database: Handle, merchantId: number) {
  const [channel] = (
    await database.query(
      `select id from deposit_channels where merchant_id = $1 and bank_type = 'PAYID'`,
      [merchantId],
    )
  ).rows;
  const m = merchantId;
  await database.query(`begin;
    set local session_replication_role = replica;
    insert into member_day_totals (merchant_id, member_id, product_type, business_day, asset, stake,
        valid_bet, payout, count)
      select ${m}, id, (array['RNG', 'LIVE', 'FISH', 'SPORTS', 'LOTT'])[1 + (id + d) % 5], day, 'PHP',
        10000 + (id * 7 + d) % 90000, 10000 + (id * 7 + d) % 90000, (id * 13 + d * 7) % 180000, 1 + id % 9
      from members, generate_series(0, 57) d, lateral (select date '2026-02-01' + d as day) x
      where merchant_id = ${m} and (id * 31 + d * 17) % 5 = 0;
    insert into journal (id, merchant_id, kind, idem_scope, idem_key, request_hash, outcome)
      select 900000000 + id, ${m}, 'deposit.credit', 'bench', id::text, 'x', 'applied'
      from members where merchant_id = ${m} and id % 10 < 4;
    insert into payment_orders (merchant_id, member_id, order_no, channel_id, channel, bank_type,
        psp_code, psp_account_id, asset, amount, fee_bps, status, expires_at, completed_at,
        paid_amount, fee_amount, journal_id)
      select ${m}, id, 'B' || id, ${num(channel?.['id'])}, 'QR', 'PAYID', 'paygate', 'b', 'PHP', 50000,
        100, 'paid', now(), t, 50000, 500, 900000000 + id
      from members, lateral (select timestamptz '2026-02-01' + (id % 57) * interval '1 day'
        + (id % 86400) * interval '1 second' as t) x
      where merchant_id = ${m} and id % 10 < 4;
    insert into withdrawals (merchant_id, member_id, request_key, payee_id, payee_type,
        payee_bank_code, payee_account_number, asset, amount, fee, status, hold_id, psp, created_at,
        updated_at)
      select ${m}, id, 'b' || id, id, 'B', 'BDO', id::text, 'PHP', 30000, 0, 'paid', 900000000 + id,
        'paygate', t, t
      from members, lateral (select timestamptz '2026-03-01' + (id % 28) * interval '1 day' as t) x
      where merchant_id = ${m} and id % 10 = 7;
    commit;`);
  await database.query('analyze');
}

/** Runs `call` `runs` times after 3 warm-ups; answers the times in ms. */
async function time(call: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 3; i++) await call();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    out.push(performance.now() - started);
  }
  return out.sort((a, b) => a - b);
}
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function main() {
  const dbName = `monsoon_bench_agents_${randomBytes(3).toString('hex')}`;
  psql(`create database ${dbName}`);
  const openDatabase = fn<(s: { url: string }) => Promise<Handle>>(
    await serverModule('db/client.ts'),
    'openDatabase',
  );
  const database = await openDatabase({ url: `${pgBase}/${dbName}` });
  try {
    await database.migrate();
    await fn<(d: Handle) => Promise<boolean>>(
      await serverModule('db/seed/index.ts'),
      'seedDemo',
    )(database);
    const merchant = await fn<(db: unknown) => { findByCode(c: string): Promise<unknown> }>(
      await serverModule('modules/merchant/merchant.repository.ts'),
      'createMerchantRepository',
    )(database.db).findByCode('demo');
    const merchantId = num((merchant as { id: number }).id);
    await fn<(db: unknown, id: number) => Promise<void>>(
      await serverModule('db/seed/demo-deposits.ts'),
      'seedDemoDeposits',
    )(database.db, merchantId);
    const seeding = performance.now();
    const [agentId] = await seedTeams(database, merchantId);
    await seedActivity(database, merchantId);
    const seededIn = (performance.now() - seeding) / 1000;
    const counts =
      (
        await database.query(
          `select (select count(*) from member_tree where ancestor_id = $1) as team,
          (select count(*) from member_day_totals) as days, (select count(*) from payment_orders) as deposits,
          (select count(*) from withdrawals) as withdrawals`,
          [agentId],
        )
      ).rows[0] ?? {};
    // The statements the service sends, captured for EXPLAIN.
    const captured: Query[] = [];
    const db = new Proxy(database.db, {
      get(target, prop, receiver) {
        if (prop !== 'execute') return Reflect.get(target, prop, receiver);
        return async (q: unknown) => {
          captured.push(target.dialect.sqlToQuery(q));
          return target.execute(q);
        };
      },
    });
    const reports = fn<(d: object) => Reports>(
      await serverModule('modules/agents/reports.service.ts'),
      'createAgentReportsService',
    )({ db, clock: { now: () => NOW }, content: {} });
    const session = {
      sessionId: 0,
      memberId: agentId,
      merchantId,
      username: 'taagent',
      type: 1,
      loginType: 'username',
    };
    const page = { pageNo: 1, pageSize: 20 };
    const range30 = { startDate: '2026-02-28', endDate: '2026-03-29' };
    const cases: [string, () => Promise<unknown>][] = [
      ...['today', 'yesterday', 'thisWeek', 'thisMonth'].map(
        (period): [string, () => Promise<unknown>] => [
          `overview ${period}`,
          () => reports.overview(merchant, session, { period }),
        ],
      ),
      [
        'betting per product, 30 days',
        () => reports.betting(merchant, session, { ...range30, view: 'product', ...page }),
      ],
      [
        'betting per member, 30 days',
        () => reports.betting(merchant, session, { ...range30, view: 'member', ...page }),
      ],
      ['user P&L, 30 days', () => reports.profit(merchant, session, { ...range30, ...page })],
    ];
    const results: object[] = [];
    const rows: string[][] = [];
    for (const [name, call] of cases) {
      const ms = await time(call);
      const r = { name, p50: pct(ms, 50), p99: pct(ms, 99), max: ms.at(-1) ?? Number.NaN };
      results.push(r);
      rows.push([name, r.p50.toFixed(1), r.p99.toFixed(1), r.max.toFixed(1)]);
      console.log(`${name}: p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`);
    }
    if (explain) {
      captured.length = 0;
      await reports.overview(merchant, session, { period: 'thisMonth' });
      for (const q of captured) {
        const plan = await database.query(`explain (analyze, buffers) ${q.sql}`, q.params);
        console.log(`\n${q.sql}\n${plan.rows.map((r) => String(r['QUERY PLAN'])).join('\n')}`);
      }
    }
    const pg = psql('select version()').trim().split(' on ')[0] ?? '';
    console.log(machineLine());
    console.log(
      `${pg}; team ${String(counts['team'])} (agent included), member-day rows ${String(counts['days'])}, paid deposits ${String(counts['deposits'])}, paid withdrawals ${String(counts['withdrawals'])}; seeded in ${seededIn.toFixed(0)} s; ${runs} runs after 3 warm-ups`,
    );
    console.log(table(['call', 'p50 ms', 'p99 ms', 'max ms'], rows));
    const json = arg('json', '');
    if (json) writeFileSync(json, JSON.stringify({ counts, results }, null, 2));
  } finally {
    await database.close();
    if (process.argv.includes('--keep')) console.log(`kept database ${dbName}`);
    else psql(`drop database if exists ${dbName} with (force)`);
  }
}

await main();
