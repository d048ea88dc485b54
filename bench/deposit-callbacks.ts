// Deposit callbacks: a real server process on a fresh PostgreSQL database, N pending payment orders of
// 256 members (written by SQL), and 8 then 32 concurrent clients POSTing the PSP's signed `paid`
// callbacks to `/psp/v1/paygate/callback` (HMAC checked, the order locked, one ledger credit, the order
// paid and its event stored, in one transaction). Each order is paid once; `--duplicates` adds that
// share of repeated deliveries (answered from the order's state, no second credit).
// Usage: npx tsx bench/deposit-callbacks.ts [--seconds 15] [--clients 8,32] [--duplicates 0.1] [--json FILE]
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Agent, request } from 'undici';
import { callbackHeaders } from '../packages/contracts/src/psp/signature.ts';
import { startReadyServer, stopOnSignal, type BenchServer } from './lib/server.ts';
import { machineLine, table } from './lib/stats.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const seconds = Number(arg('seconds', '15'));
const clientCounts = arg('clients', '8,32').split(',').map(Number);
const duplicates = Number(arg('duplicates', '0'));
const pgBase = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const ACCOUNT = 'bench-psp';
const SECRET = randomBytes(24).toString('hex');
/** Orders written per run: more than any run pays (about 1,000/s at most here). */
const ORDERS_PER_RUN = 60_000;
const MEMBERS = 256;

const psql = (sql: string, db = 'postgres') =>
  execFileSync('psql', [`${pgBase}/${db}`, '-qAtc', sql], { encoding: 'utf8' });
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Members and pending orders as the deposit calls leave them (the PSP answered the create). */
function orders(db: string, run: number): void {
  psql(
    `insert into payment_orders (merchant_id, member_id, order_no, channel_id, channel, bank_type,
        psp_code, psp_account_id, asset, amount, fee_bps, status, psp_tx_id, expires_at, sandbox)
      select m.merchant_id, m.id, 'B${run}-' || g, c.id, 'QR', 'PAYID', 'paygate', '${ACCOUNT}', 'PHP',
        10000 + (g % 50) * 100, 0, 'pending', 'PGTb${run}x' || g, now() + interval '1 hour', true
      from generate_series(1, ${ORDERS_PER_RUN}) g
      join lateral (select id, merchant_id from members where username = 'dbench' || (1 + g % ${MEMBERS})) m on true
      join deposit_channels c on c.merchant_id = m.merchant_id and c.bank_type = 'PAYID'`,
    db,
  );
}

const callback = (run: number, g: number) => {
  const amount = String(10000 + (g % 50) * 100);
  return JSON.stringify({
    eventId: `EVTb${run}x${g}`,
    kind: 'payment',
    transactionId: `PGTb${run}x${g}`,
    reference: `B${run}-${g}`,
    merchantAccountId: ACCOUNT,
    status: 'paid',
    amount,
    paidAmount: amount,
    currency: 'PHP',
    occurredAt: new Date().toISOString(),
    sandbox: true,
  });
};

async function load(url: string, run: number, clients: number) {
  const dispatcher = new Agent({ connections: clients, pipelining: 1 });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 1;
  let repeats = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      // A duplicate repeats an order paid before (a retry, or the PSP's second delivery).
      const repeat = next > 1 && Math.random() < duplicates;
      const g = repeat ? 1 + Math.floor(Math.random() * (next - 1)) : next++;
      if (g > ORDERS_PER_RUN) break;
      if (repeat) repeats++;
      const body = callback(run, g);
      const t0 = performance.now();
      const res = await request(`${url}/psp/v1/paygate/callback`, {
        method: 'POST',
        headers: { ...callbackHeaders(SECRET, body), 'content-type': 'application/json' },
        body,
        dispatcher,
      });
      await res.body.dump();
      latencies.push(performance.now() - t0);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, () => worker()));
  const elapsed = (performance.now() - started) / 1000;
  await dispatcher.close();
  latencies.sort((a, b) => a - b);
  return {
    clients,
    callbacksPerSecond: (statuses.get(200) ?? 0) / elapsed,
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    requests: latencies.length,
    duplicates: repeats,
    statuses: Object.fromEntries(statuses),
  };
}

async function main() {
  const db = `monsoon_bench_deposits_${randomBytes(3).toString('hex')}`;
  psql(`create database ${db}`);
  const databaseUrl = `${pgBase}/${db}`;
  const servers: BenchServer[] = [];
  stopOnSignal(() => servers);
  try {
    const server = await startReadyServer({
      DATABASE_URL: databaseUrl,
      RUN_JOBS: 'false',
      LOG_LEVEL: 'warn',
      API_RATE_LIMIT_PER_MINUTE: '100000000',
      PAYGATE_ACCOUNT: ACCOUNT,
      PAYGATE_SECRET: SECRET,
      // Never called: orders are written by SQL, callbacks come from this process.
      PAYGATE_URL: 'http://127.0.0.1:9',
    });
    servers.push(server);
    psql(
      `insert into members (merchant_id, username, password_hash, nickname, first_time_login)
        select id, 'dbench' || g, 'x', 'dbench' || g, false
        from merchants, generate_series(1, ${MEMBERS}) g where code = 'demo'`,
      db,
    );
    const commits = () =>
      Number(psql(`select xact_commit from pg_stat_database where datname = '${db}'`).trim());
    const results = [];
    for (const [run, clients] of clientCounts.entries()) {
      orders(db, run);
      const before = commits();
      const result = await load(server.url, run, clients);
      await new Promise((r) => setTimeout(r, 1_500));
      results.push({ ...result, commitsPerCallback: (commits() - before) / result.requests });
    }
    const check = psql(
      `select count(*) || ' credits for ' || (select count(*) from payment_orders where status = 'paid')
        || ' paid orders, ' || count(distinct idem_key) || ' keys' from journal where kind = 'deposit.credit'`,
      db,
    ).trim();
    console.log(machineLine());
    console.log(
      `${seconds} s per run; ${MEMBERS} members, one signed paid callback per order${duplicates ? `, ${duplicates * 100} % duplicates` : ''}; server, load generator and PostgreSQL share the machine`,
    );
    console.log(
      table(
        [
          'clients',
          'callbacks/s',
          'p50 ms',
          'p99 ms',
          'requests',
          'duplicates',
          'HTTP',
          'db commits/callback',
        ],
        results.map((r) => [
          String(r.clients),
          r.callbacksPerSecond.toFixed(0),
          r.p50.toFixed(1),
          r.p99.toFixed(1),
          String(r.requests),
          String(r.duplicates),
          JSON.stringify(r.statuses),
          r.commitsPerCallback.toFixed(1),
        ]),
      ),
    );
    console.log(`database afterwards: ${check}`);
    const json = arg('json', '');
    if (json) writeFileSync(json, JSON.stringify(results, null, 2));
  } finally {
    for (const s of servers) await s.stop();
    psql(`drop database if exists ${db} with (force)`);
  }
}

await main();
