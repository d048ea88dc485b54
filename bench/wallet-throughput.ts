// Vendor wallet bet+win throughput and latency on PostgreSQL, next to `pgbench -N` on the same server
// in the same run (architecture §9: at least 0.6 × pgbench tps, p99 under 25 ms at 32 clients).
// Usage: npx tsx bench/wallet-throughput.ts [--seconds 15] [--clients 8,32] [--json FILE]
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Agent, request } from 'undici';
import { signedHeaders } from '../packages/contracts/src/provider/signature.ts';
import { is200, root, sleep, spawnServer } from './lib/server.ts';
import { machineLine, table } from './lib/stats.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const seconds = Number(arg('seconds', '15'));
const clientCounts = arg('clients', '8,32').split(',').map(Number);
const skipPgbench = process.argv.includes('--no-pgbench');
const pgBase = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const SECRET = 'bench-wallet-secret';

const psql = (sql: string, db = 'postgres') =>
  execFileSync('psql', [`${pgBase}/${db}`, '-qAtc', sql], { encoding: 'utf8' });
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** pgbench -N (simple update) on a scratch database, same clients and duration. */
function pgbench(clients: number): number {
  const db = `monsoon_pgbench_${randomBytes(3).toString('hex')}`;
  psql(`create database ${db}`);
  try {
    execFileSync('pgbench', ['-i', '-q', '-s', '10', `${pgBase}/${db}`], { stdio: 'ignore' });
    const out = execFileSync(
      'pgbench',
      ['-N', '-c', String(clients), '-j', '2', '-T', String(seconds), `${pgBase}/${db}`],
      { encoding: 'utf8' },
    );
    const m = out.match(/tps = ([\d.]+)/);
    return m ? Number(m[1]) : 0;
  } finally {
    psql(`drop database if exists ${db} with (force)`);
  }
}

async function walletLoad(
  url: string,
  players: { playerId: string; token: string }[],
  clients: number,
) {
  const dispatcher = new Agent({ connections: clients, pipelining: 1 });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const call = async (action: string, body: object) => {
    const raw = JSON.stringify(body);
    const t0 = performance.now();
    const res = await request(`${url}/provider/v1/MONSOON/${action}`, {
      method: 'POST',
      headers: signedHeaders(SECRET, raw),
      body: raw,
      dispatcher,
    });
    const answer = (await res.body.json()) as { status: string };
    latencies.push(performance.now() - t0);
    if (answer.status !== 'OK') errors++;
  };
  const worker = async (c: number) => {
    const run = randomBytes(4).toString('hex');
    for (let i = 0; performance.now() < deadline; i++) {
      const p = players[(c + i * clients) % players.length];
      if (!p) break;
      const roundId = `${run}-${c}-${i}`;
      await call('bet', {
        transactionId: `${roundId}-B`,
        roundId,
        playerId: p.playerId,
        token: p.token,
        gameCode: 'MS001',
        amount: 100,
      });
      await call('win', {
        transactionId: `${roundId}-W`,
        roundId,
        playerId: p.playerId,
        gameCode: 'MS001',
        amount: i % 4 === 0 ? 250 : 0,
        roundFinished: true,
      });
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, (_, c) => worker(c)));
  const elapsed = (performance.now() - started) / 1000;
  await dispatcher.close();
  latencies.sort((a, b) => a - b);
  return {
    callsPerSecond: latencies.length / elapsed,
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    errors,
    calls: latencies.length,
  };
}

// --url URL --database DBURL: measure a server that is already running (e.g. under --cpu-prof).
const external = arg('url', '');
const db = `monsoon_bench_${randomBytes(3).toString('hex')}`;
if (!external) psql(`create database ${db}`);
const databaseUrl = external ? arg('database', '') : `${pgBase}/${db}`;
const server = external
  ? { url: external, output: () => '', stop: async () => {} }
  : (
      await spawnServer({
        env: {
          DATABASE_URL: databaseUrl,
          RUN_JOBS: 'false',
          LOG_LEVEL: 'error',
          STUDIO_WALLET_SECRET: SECRET,
        },
      })
    ).server;
try {
  for (let i = 0; !(await is200(`${server.url}/readyz`)); i++) {
    if (i > 300) throw new Error(`server not ready: ${server.output()}`);
    await sleep(200);
  }
  const fixtures = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['src/scripts/bench-fixtures.ts', '256'],
    {
      cwd: path.join(root, 'apps/server'),
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    },
  );
  if (fixtures.status !== 0) throw new Error(fixtures.stderr);
  const players = JSON.parse(fixtures.stdout) as { playerId: string; token: string }[];
  const rows: string[][] = [];
  const results: object[] = [];
  for (const clients of clientCounts) {
    const wallet = await walletLoad(server.url, players, clients);
    const pg = skipPgbench ? null : pgbench(clients);
    const ratio = pg ? wallet.callsPerSecond / pg : null;
    results.push({ clients, ...wallet, pgbenchTps: pg, ratio });
    rows.push([
      String(clients),
      wallet.callsPerSecond.toFixed(0),
      (wallet.callsPerSecond / 2).toFixed(0),
      wallet.p50.toFixed(1),
      wallet.p99.toFixed(1),
      pg === null ? '–' : pg.toFixed(0),
      ratio === null ? '–' : ratio.toFixed(2),
      String(wallet.errors),
    ]);
  }
  console.log(machineLine());
  console.log(
    `${seconds} s per run; 256 funded players over 16 house shards; server, load generator and PostgreSQL share the machine`,
  );
  console.log(
    table(
      [
        'clients',
        'wallet calls/s',
        'rounds/s',
        'p50 ms',
        'p99 ms',
        'pgbench -N tps',
        'ratio',
        'non-OK',
      ],
      rows,
    ),
  );
  const json = arg('json', '');
  if (json) (await import('node:fs')).writeFileSync(json, JSON.stringify(results, null, 2));
} finally {
  await server.stop();
  if (!external) psql(`drop database if exists ${db} with (force)`);
}
