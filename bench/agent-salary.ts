// Agent salary pay runs on PostgreSQL (design/money.md §10 budget: 10,000 agents and 1,000,000 accruals
// settled in one tick in under 10 s): a fresh database with 10,000 agents holding real-time and daily
// salary contracts (a tenth top agents under the operator, nine sub-agents under each, one base per
// chain), their betting members, N drawn and settled lottery rounds in one 5-minute window (tickets and
// wager facts written by SQL, the money through the ledger), then ONE
// `createSalaryService(...).payRealtime()` tick (agents × rounds accruals) and one `payPeriodic()` tick
// (yesterday's daily salary from member-day totals written by SQL), each timed and split by phase and by
// kind of SQL statement, then checked: items = accruals = earnings, each agent paid once, `checkLedger`.
// Usage: npx tsx bench/agent-salary.ts [--agents 10000] [--rounds 100] [--members 2] [--json FILE] [--keep]
//   [--seed-only] (seed, keep the database, print its name) [--template NAME] (tick a fresh copy of it)
import { spawnSync, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { previousPeriod } from '../apps/server/src/lib/business-day.ts';
import { seedAgentSalary, type SeedWallet, type StoreTerms } from './lib/agent-salary-seed.ts';
import { root } from './lib/server.ts';
import { createSqlTimings, type Snapshot, type Timing } from './lib/sql-timing.ts';
import { machineLine, table } from './lib/stats.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const agents = Number(arg('agents', '10000'));
const rounds = Number(arg('rounds', '100'));
const members = Number(arg('members', '2'));
const pgBase = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const WINDOW_MS = 300_000;
const DAY_MS = 86_400_000;

// The server's modules import through its `@/` alias: run this file again with the server's tsconfig.
if (!process.env.MONSOON_BENCH_SERVER_PATHS) {
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['--tsconfig', path.join(root, 'apps/server/tsconfig.json'), ...process.argv.slice(1)],
    {
      stdio: 'inherit',
      env: { ...process.env, MONSOON_BENCH_SERVER_PATHS: '1' },
    },
  );
  process.exit(run.status ?? 1);
}

/** The slice of the server's API this bench drives (loaded at run time; see the re-run above). */
interface Handle {
  db: object;
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}
interface Wallet extends SeedWallet {
  ledger: SeedWallet['ledger'] & Record<string, unknown>;
}
interface PayReport {
  runs: number;
  items: number;
  amount: bigint;
}
interface Salary {
  payRealtime(): Promise<PayReport>;
  payPeriodic(): Promise<PayReport>;
}
interface LedgerReport {
  ok: boolean;
  accounts: number;
  journals: number;
  entries: number;
  problems: string[];
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
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The server's modules the ticks need. */
async function modules() {
  const walletMod = await serverModule('modules/wallet/wallet.service.ts');
  const terms = await serverModule('modules/agents/contract-terms.ts');
  const validate = fn<(kind: string, input: unknown) => unknown>(terms, 'validateTerms');
  const store = fn<(t: unknown) => unknown>(terms, 'storeTerms');
  return {
    wallet: fn<(db: object) => Wallet>(walletMod, 'createWalletService'),
    engine: fn<(deps: { db: object; ledger: unknown }) => unknown>(
      await serverModule('modules/settlement/settlement.engine.ts'),
      'createSettlementEngine',
    ),
    salary: fn<(deps: Record<string, unknown>) => Salary>(
      await serverModule('modules/agents/salary.service.ts'),
      'createSalaryService',
    ),
    facts: fn<(deps: { db: object; ledger: unknown }) => { consumeAll(): Promise<unknown> }>(
      await serverModule('modules/facts/facts.service.ts'),
      'createFactsService',
    ),
    checkLedger: fn<(db: object) => Promise<LedgerReport>>(
      await serverModule('modules/wallet/ledger.check.ts'),
      'checkLedger',
    ),
    storeTerms: ((kind, input) => store(validate(kind, input))) satisfies StoreTerms,
  };
}
type Modules = Awaited<ReturnType<typeof modules>>;

const WRITE = 'write earnings + accruals';
const CLAIM = 'claim accruals (update … skip locked)';

/**
 * One profiled tick, split into phases at the first statement writing earnings and the first claiming
 * accruals: computing the earnings (contracts, team totals, the differential in JS), writing them with
 * their accruals, paying the run (claims, journals, items).
 */
async function tick(database: Handle, mods: Modules, at: Date, which: 'realtime' | 'periodic') {
  const timings = createSqlTimings([WRITE, CLAIM]);
  const db = timings.wrap(database.db);
  const wallet = mods.wallet(db);
  const salary = mods.salary({
    db,
    clock: { now: () => at },
    wallet,
    engine: mods.engine({ db, ledger: wallet.ledger }),
    drainFacts: () => mods.facts({ db, ledger: wallet.ledger }).consumeAll(),
  });
  // WAL and checkpoints are the cluster's: other databases on the server write their share too.
  const walOf = async () =>
    (
      await database.query(`select pg_current_wal_lsn()::text as lsn,
        (select checkpoints_req + checkpoints_timed from pg_stat_bgwriter) as checkpoints`)
    ).rows[0] ?? {};
  const walBefore = await walOf();
  const loadBefore = load();
  const started = performance.now();
  const report = which === 'realtime' ? await salary.payRealtime() : await salary.payPeriodic();
  const ended = performance.now();
  const end = timings.rows();
  const walAfter = await walOf();
  const [walBytes] = (
    await database.query(`select pg_wal_lsn_diff($1::pg_lsn, $2::pg_lsn) as bytes`, [
      walAfter['lsn'],
      walBefore['lsn'],
    ])
  ).rows;
  const write = timings.first(WRITE) ?? { at: ended, before: end };
  const claim = timings.first(CLAIM) ?? { at: ended, before: end };
  const diff = (from: Snapshot, to: Snapshot): Snapshot => {
    const before = new Map(from);
    return to
      .map(([k, t]): [string, Timing] => [
        k,
        { count: t.count - (before.get(k)?.count ?? 0), ms: t.ms - (before.get(k)?.ms ?? 0) },
      ])
      .filter(([, t]) => t.count > 0)
      .sort(([, a], [, b]) => b.ms - a.ms);
  };
  return {
    report,
    seconds: (ended - started) / 1000,
    phases: {
      compute: (write.at - started) / 1000,
      write: (claim.at - write.at) / 1000,
      pay: (ended - claim.at) / 1000,
    },
    profile: {
      compute: write.before,
      write: diff(write.before, claim.before),
      pay: diff(claim.before, end),
    },
    load: `${loadBefore} → ${load()}`,
    walMb: num(walBytes?.['bytes']) / 2 ** 20,
    checkpoints: num(walAfter['checkpoints']) - num(walBefore['checkpoints']),
  };
}

/** Items = accruals = earnings, one item per agent, every accrual settled, the journals' credits. */
async function verify(
  database: Handle,
  kind: string,
  expected: { agents: number; accruals: number },
) {
  const [row = {}] = (
    await database.query(
      `with items as (select i.* from settlement_items i join settlement_runs r on r.id = i.run_id where r.kind = $1)
       select (select count(*) from accruals where kind = $1) as accruals,
         (select coalesce(sum(amount), 0) from accruals where kind = $1)::text as accrued,
         (select count(*) from accruals where kind = $1 and settled_run_id is null) as unsettled,
         (select count(*) from contract_earnings where kind = $1) as earnings,
         (select coalesce(sum(amount), 0) from contract_earnings where kind = $1)::text as earned,
         (select coalesce(sum(e.gross), 0) from contract_earnings e join agent_contracts c on c.id = e.contract_id
           where e.kind = $1 and c.upline_id is null)::text as top_gross,
         (select count(*) from items) as items,
         (select count(distinct (beneficiary_id, asset)) from items) as beneficiaries,
         (select coalesce(sum(amount), 0) from items)::text as paid,
         (select coalesce(sum(accruals), 0) from items) as item_accruals,
         (select count(distinct journal_id) from items) as journals,
         (select coalesce(sum(e.amount), 0) from items i join entries e on e.journal_id = i.journal_id
           join accounts a on a.id = e.account_id and a.owner_kind = 'member' and a.owner_id = i.beneficiary_id)::text as credited,
         (select count(distinct run_id) from items) as runs,
         (select count(*) from settlement_runs where kind = $1 and status <> 'settled') as open_runs`,
      [kind],
    )
  ).rows;
  const problems: string[] = [];
  const same = ['accrued', 'earned', 'paid', 'credited', 'top_gross'].map((k) => String(row[k]));
  if (new Set(same).size !== 1)
    problems.push(`accrued/earned/paid/credited/top gross: ${same.join(' / ')}`);
  if (num(row['accruals']) !== expected.accruals)
    problems.push(`${String(row['accruals'])} accruals, expected ${expected.accruals}`);
  if (num(row['item_accruals']) !== num(row['accruals']))
    problems.push('items do not count every accrual');
  if (num(row['unsettled']) !== 0) problems.push(`${String(row['unsettled'])} accruals unsettled`);
  if (num(row['items']) !== agents || num(row['beneficiaries']) !== agents)
    problems.push(
      `${String(row['items'])} items for ${String(row['beneficiaries'])} agents, expected ${agents}`,
    );
  if (num(row['journals']) !== num(row['items'])) problems.push('not one journal per item');
  if (num(row['runs']) !== 1) problems.push(`items in ${String(row['runs'])} runs`);
  if (num(row['open_runs']) !== 0) problems.push(`${String(row['open_runs'])} runs left open`);
  if (problems.length > 0) throw new Error(`${kind}: ${problems.join('; ')}`);
  return {
    accruals: num(row['accruals']),
    earnings: num(row['earnings']),
    paid: String(row['paid']),
  };
}

const profileRows = (label: string, rows: [string, Timing][]) =>
  rows
    .filter(([, t]) => t.ms >= 5)
    .map(([k, t]) => [
      label,
      k,
      t.count.toLocaleString('en'),
      (t.ms / 1000).toFixed(2),
      (t.ms / t.count).toFixed(2),
    ]);

/** What the ticks run on: the seeded data's sizes, window and day (kept in `bench_plan` for --template). */
interface Plan {
  agents: number;
  rounds: number;
  members: number;
  bettors: number;
  windowStart: string;
  dailyDay: string;
  steps: Record<string, number>;
}

/** Seeds the fresh database (migrations, the demo merchant, the bench's data); answers the plan. */
async function seed(database: Handle, mods: Modules): Promise<Plan> {
  await database.migrate();
  await fn<(d: Handle) => Promise<boolean>>(
    await serverModule('db/seed/index.ts'),
    'seedDemo',
  )(database);
  const [merchant] = (
    await database.query(`select id, currency, time_zone from merchants where code = 'demo'`)
  ).rows;
  if (!merchant) throw new Error('demo merchant missing');
  // The window: two days back, away from anything the seed dates now; the daily tick two days later.
  const windowStart = new Date(Math.floor((Date.now() - 2 * DAY_MS) / WINDOW_MS) * WINDOW_MS);
  const timeZone = String(merchant['time_zone']);
  const dailyDay = previousPeriod(
    'daily',
    new Date(windowStart.getTime() + 2 * DAY_MS - 60_000),
    timeZone,
  ).key;
  console.log(`seeding ${agents} agents, ${rounds} rounds, ${members} members per sub-agent:`);
  const seeded = await seedAgentSalary(
    database,
    mods.wallet(database.db),
    {
      merchantId: num(merchant['id']),
      currency: String(merchant['currency']),
      timeZone,
      agents,
      rounds,
      members,
      windowStart,
      dailyDay,
    },
    mods.storeTerms,
    console.log,
  );
  // The fact consumers are up to date (the rollup job runs every few seconds): their horizon is moved
  // past the bench's facts, so the daily tick's drain reads nothing.
  await database.query(
    `insert into fact_consumers (name) select 'member-day-totals' on conflict (name) do nothing`,
  );
  await database.query(
    `update fact_consumers set cursor_xact = pg_snapshot_xmin(pg_current_snapshot()),
       cursor_id = (select coalesce(max(id), 0) from wager_facts)`,
  );
  const plan: Plan = {
    agents,
    rounds,
    members,
    bettors: seeded.bettors,
    windowStart: windowStart.toISOString(),
    dailyDay,
    steps: seeded.steps,
  };
  await database.query('create table bench_plan (plan jsonb not null)');
  await database.query('insert into bench_plan values ($1)', [JSON.stringify(plan)]);
  return plan;
}

/** The plan of a database seeded by `--seed-only` (copied with `--template`). */
async function planOf(database: Handle): Promise<Plan> {
  const [row] = (await database.query('select plan from bench_plan')).rows;
  if (!row) throw new Error('the template has no bench_plan: seed it with --seed-only');
  return row['plan'] as Plan;
}

async function main() {
  const loadAtStart = load();
  const db = `monsoon_bench_salary_${randomBytes(3).toString('hex')}`;
  const template = arg('template', '');
  psql(`create database ${db}${template ? ` template ${template}` : ''}`);
  const openDatabase = fn<(s: { url: string }) => Promise<Handle>>(
    await serverModule('db/client.ts'),
    'openDatabase',
  );
  const database = await openDatabase({ url: `${pgBase}/${db}` });
  const keep = process.argv.includes('--keep') || process.argv.includes('--seed-only');
  try {
    const mods = await modules();
    const plan = template ? await planOf(database) : await seed(database, mods);
    if (process.argv.includes('--seed-only')) return;
    const { agents, rounds } = plan;
    const windowStart = new Date(plan.windowStart);
    const realtimeAt = new Date(windowStart.getTime() + WINDOW_MS + 61_000);
    const dailyAt = new Date(windowStart.getTime() + 2 * DAY_MS);
    const realtime = await tick(database, mods, realtimeAt, 'realtime');
    console.log(`real-time tick: ${realtime.seconds.toFixed(1)} s, ${realtime.report.items} items`);
    const realtimeCheck = await verify(database, 'salary.realtime', {
      agents,
      accruals: agents * rounds,
    });
    const daily = await tick(database, mods, dailyAt, 'periodic');
    console.log(`daily tick: ${daily.seconds.toFixed(1)} s, ${daily.report.items} items`);
    const dailyCheck = await verify(database, 'salary.daily', { agents, accruals: agents });
    const checking = performance.now();
    const ledger = await mods.checkLedger(database.db);
    const checkSeconds = (performance.now() - checking) / 1000;
    if (!ledger.ok) throw new Error(`ledger check: ${ledger.problems.slice(0, 10).join('\n')}`);

    const pg = psql('select version()').trim().split(' on ')[0] ?? '';
    const settings = ['shared_buffers', 'synchronous_commit', 'max_wal_size', 'work_mem']
      .map((name) => `${name}=${psql(`show ${name}`).trim()}`)
      .join(', ');
    console.log(machineLine());
    console.log(`load average at start ${loadAtStart}`);
    console.log(
      `${pg} on the same machine (${settings}); ${agents.toLocaleString('en')} agents, ${rounds} rounds, ${plan.bettors.toLocaleString('en')} betting members${template ? ` (a copy of ${template})` : ''}`,
    );
    console.log(
      table(
        ['seed step', 's'],
        Object.entries(plan.steps).map(([k, s]) => [k, s.toFixed(1)]),
      ),
    );
    const tickRow = (name: string, t: typeof realtime, accruals: number) => [
      name,
      t.seconds.toFixed(2),
      t.phases.compute.toFixed(2),
      t.phases.write.toFixed(2),
      t.phases.pay.toFixed(2),
      t.report.items.toLocaleString('en'),
      accruals.toLocaleString('en'),
      t.walMb.toFixed(0),
      String(t.checkpoints),
      t.load,
    ];
    console.log(
      table(
        [
          'tick',
          'total s',
          'earnings s',
          'write s',
          'pay s',
          'items',
          'accruals',
          'WAL MB',
          'checkpoints',
          'load',
        ],
        [
          tickRow('payRealtime', realtime, realtimeCheck.accruals),
          tickRow('payPeriodic (daily)', daily, dailyCheck.accruals),
        ],
      ),
    );
    console.log(
      table(
        ['phase', 'statement', 'count', 's', 'ms each'],
        [
          ...profileRows('rt earnings', realtime.profile.compute),
          ...profileRows('rt write', realtime.profile.write),
          ...profileRows('rt pay', realtime.profile.pay),
          ...profileRows('daily earnings', daily.profile.compute),
          ...profileRows('daily write', daily.profile.write),
          ...profileRows('daily pay', daily.profile.pay),
        ],
      ),
    );
    console.log(
      `checks: real-time ${realtimeCheck.accruals} accruals = ${realtimeCheck.earnings} earnings, paid ${realtimeCheck.paid}; daily ${dailyCheck.accruals} accruals, paid ${dailyCheck.paid}; checkLedger ok in ${checkSeconds.toFixed(1)} s (${ledger.accounts} accounts, ${ledger.journals} journals, ${ledger.entries} entries)`,
    );
    const json = arg('json', '');
    if (json)
      writeFileSync(
        json,
        JSON.stringify(
          {
            plan,
            realtime: {
              ...realtime,
              report: { ...realtime.report, amount: String(realtime.report.amount) },
            },
            daily: { ...daily, report: { ...daily.report, amount: String(daily.report.amount) } },
            checks: { realtimeCheck, dailyCheck, checkSeconds },
          },
          null,
          2,
        ),
      );
  } finally {
    await database.close();
    if (keep) console.log(`kept database ${db}`);
    else psql(`drop database if exists ${db} with (force)`);
  }
}

await main();
