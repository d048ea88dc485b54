// The ceiling of any HTTP wallet service on this machine, next to `pgbench -N` in the same run.
// The same load generator as bench/wallet-throughput.ts (undici, signed JSON POSTs, N clients) drives
// a minimal Fastify process that does strictly less than a real wallet call:
//   http    verify the HMAC, parse the JSON, answer — no database at all
//   select  the same plus one `SELECT 1` round trip (pg pool, one connection per client)
//   update  the same plus one autocommit `UPDATE … RETURNING` of a balance row (no ledger rows)
// If even these stay below the budget's 0.6 × pgbench, no wallet built as an HTTP service can meet it
// here: the load generator, Node and PostgreSQL share the two cores (docs/performance.md).
// Usage: npx tsx bench/wallet-ceiling.ts [--seconds 10] [--clients 32] [--modes http,select,update]
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Agent, request } from 'undici';
import { signedHeaders, verifySignature } from '../packages/contracts/src/provider/signature.ts';
import { machineLine, table } from './lib/stats.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const SECRET = 'bench-ceiling-secret';
const pgBase = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const ACCOUNTS = 256;

async function serve(
  mode: string,
  port: number,
  databaseUrl: string,
  clients: number,
): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const { default: pg } = await import('pg');
  const pool =
    mode === 'http' ? null : new pg.Pool({ connectionString: databaseUrl, max: clients });
  pool?.on('error', () => undefined);
  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );
  app.post('/wallet/:action', async (req, reply) => {
    const raw = req.body as Buffer;
    const ts = req.headers['x-timestamp'];
    const sig = req.headers['x-signature'];
    if (
      !verifySignature(
        SECRET,
        typeof ts === 'string' ? ts : undefined,
        typeof sig === 'string' ? sig : undefined,
        raw,
      )
    )
      return reply.code(401).send({ status: 'INVALID_SIGNATURE' });
    const body = JSON.parse(raw.toString('utf8')) as { account: number; amount: number };
    if (!pool) return { status: 'OK', balance: 0 };
    if (mode === 'select') {
      await pool.query('select 1');
      return { status: 'OK', balance: 0 };
    }
    const res = await pool.query<{ balance: string }>({
      name: 'move',
      text: 'update bench_accounts set balance = balance + $1 where id = $2 returning balance',
      values: [body.amount, body.account],
    });
    return { status: 'OK', balance: Number(res.rows[0]?.balance ?? 0) };
  });
  await app.listen({ port, host: '127.0.0.1' });
  process.send?.('ready');
}

const psql = (sql: string, db = 'postgres') =>
  execFileSync('psql', [`${pgBase}/${db}`, '-qAtc', sql], { encoding: 'utf8' });
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function pgbench(db: string, clients: number, seconds: number): number {
  execFileSync('pgbench', ['-i', '-q', '-s', '10', `${pgBase}/${db}`], { stdio: 'ignore' });
  const out = execFileSync(
    'pgbench',
    ['-N', '-c', String(clients), '-j', '2', '-T', String(seconds), `${pgBase}/${db}`],
    { encoding: 'utf8' },
  );
  return Number(out.match(/tps = ([\d.]+)/)?.[1] ?? 0);
}

async function load(url: string, clients: number, seconds: number) {
  const dispatcher = new Agent({ connections: clients, pipelining: 1 });
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const worker = async (c: number) => {
    for (let i = 0; performance.now() < deadline; i++) {
      const raw = JSON.stringify({
        transactionId: `${c}-${i}`,
        account: ((c * 7 + i) % ACCOUNTS) + 1,
        amount: i % 2 ? -100 : 100,
      });
      const t0 = performance.now();
      const res = await request(`${url}/wallet/bet`, {
        method: 'POST',
        headers: signedHeaders(SECRET, raw),
        body: raw,
        dispatcher,
      });
      await res.body.json();
      latencies.push(performance.now() - t0);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, (_, c) => worker(c)));
  const elapsed = (performance.now() - started) / 1000;
  await dispatcher.close();
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, p50: pct(latencies, 50), p99: pct(latencies, 99) };
}

async function main(): Promise<void> {
  const seconds = Number(arg('seconds', '10'));
  const clients = Number(arg('clients', '32'));
  const modes = arg('modes', 'http,select,update').split(',');
  const db = `monsoon_ceiling_${randomBytes(3).toString('hex')}`;
  psql(`create database ${db}`);
  const databaseUrl = `${pgBase}/${db}`;
  try {
    psql(
      `create table bench_accounts (id int primary key, balance bigint not null); insert into bench_accounts select g, 1000000 from generate_series(1, ${ACCOUNTS}) g`,
      db,
    );
    const rows: string[][] = [];
    const pg = pgbench(db, clients, seconds);
    for (const mode of modes) {
      const port = 18_000 + Math.floor(Math.random() * 1000);
      const child = spawn(
        process.execPath,
        [
          ...process.execArgv,
          fileURLToPath(import.meta.url),
          '--serve',
          mode,
          '--port',
          String(port),
          '--database',
          databaseUrl,
          '--clients',
          String(clients),
        ],
        {
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        },
      );
      await new Promise<void>((resolve, reject) => {
        child.once('message', () => resolve());
        child.once('exit', (code) => reject(new Error(`ceiling server exited ${code}`)));
      });
      const r = await load(`http://127.0.0.1:${port}`, clients, seconds);
      child.kill();
      rows.push([
        mode,
        String(clients),
        r.rps.toFixed(0),
        r.p50.toFixed(1),
        r.p99.toFixed(1),
        pg.toFixed(0),
        (r.rps / pg).toFixed(2),
      ]);
    }
    console.log(machineLine());
    console.log(`${seconds} s per run; load generator, Node and PostgreSQL share the machine`);
    console.log(
      table(['mode', 'clients', 'calls/s', 'p50 ms', 'p99 ms', 'pgbench -N tps', 'ratio'], rows),
    );
  } finally {
    psql(`drop database if exists ${db} with (force)`);
  }
}

if (process.argv.includes('--serve'))
  await serve(
    arg('serve', 'http'),
    Number(arg('port', '0')),
    arg('database', ''),
    Number(arg('clients', '32')),
  );
else await main();
