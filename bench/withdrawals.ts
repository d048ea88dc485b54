// Withdrawal request throughput and latency: a real server process on a fresh PostgreSQL database, N
// funded members each with a withdrawal password and a bank card, logged in over HTTP, and 8 then 32
// concurrent clients POSTing `/wps/v2/transaction/withdraw` (each a new Idempotency-Key). Each request
// verifies the withdrawal password (argon2id), checks the limits under the member's row lock, and holds
// the amount with its withdrawal row and event in one transaction.
// Usage: npx tsx bench/withdrawals.ts [--seconds 15] [--clients 8,32] [--members 512] [--json FILE]
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Agent, request } from 'undici';
import { root, startReadyServer, stopOnSignal, type BenchServer } from './lib/server.ts';
import { machineLine, table } from './lib/stats.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const seconds = Number(arg('seconds', '15'));
const clientCounts = arg('clients', '8,32').split(',').map(Number);
const memberCount = Number(arg('members', '512'));
const pgBase = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const PASSWORD = 'bench-withdraw-1';
const PAY_PASSWORD = 'Pay12345';

// The member set-up uses the server's modules, which import through its `@/` alias: run again with its tsconfig.
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

/** The slice of the server's API the set-up uses (loaded at run time; see the re-run above). */
interface Handle {
  db: unknown;
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}
interface Wallet {
  credit(
    ref: { merchantId: number; memberId: number },
    asset: string,
    amount: bigint,
    kind: string,
    key: string,
  ): Promise<boolean>;
}
const serverModule = (file: string): Promise<Record<string, unknown>> =>
  import(pathToFileURL(path.join(root, 'apps/server/src', file)).href);
const fn = <T>(mod: Record<string, unknown>, name: string): T => {
  const f = mod[name];
  if (typeof f !== 'function') throw new Error(`${name} is not exported`);
  return f as T;
};

const psql = (sql: string, db = 'postgres') =>
  execFileSync('psql', [`${pgBase}/${db}`, '-qAtc', sql], { encoding: 'utf8' });
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Funded members with a withdrawal password and a card (SQL rows, wallet credits), logged in over HTTP. */
async function members(
  url: string,
  databaseUrl: string,
): Promise<{ token: string; cardId: number }[]> {
  const database = await fn<(s: { url: string }) => Promise<Handle>>(
    await serverModule('db/client.ts'),
    'openDatabase',
  )({ url: databaseUrl });
  try {
    const hashPassword = fn<(p: string) => Promise<string>>(
      await serverModule('lib/password.ts'),
      'hashPassword',
    );
    const hash = await hashPassword(PASSWORD);
    const payHash = await hashPassword(PAY_PASSWORD);
    const [merchant] = (
      await database.query(`select id, currency from merchants where code = 'demo'`)
    ).rows;
    if (!merchant) throw new Error('demo merchant missing');
    const merchantId = Number(merchant['id']);
    // Up to 1,000 requests per member and day, 10^13 minor units a day: the limits are not what is measured.
    await database.query(
      `update merchants set settings = jsonb_set(jsonb_set(settings, '{withdrawals,dailyMaxCount}', '1000'),
         '{withdrawals,dailyMaxAmount}', '10000000000000') where id = $1`,
      [merchantId],
    );
    const { rows } = await database.query(
      `insert into members (merchant_id, username, password_hash, payment_password_hash, payee_name, nickname, first_time_login)
       select $1, 'wbench' || g, $2, $3, 'Bench Member', 'wbench' || g, false from generate_series(1, $4) g
       returning id, username`,
      [merchantId, hash, payHash, memberCount],
    );
    await database.query(
      `insert into payees (merchant_id, member_id, type, bank_code, account_name, account_number)
       select merchant_id, id, 'B', 'BDO', payee_name, '77' || lpad(id::text, 10, '0') from members
       where merchant_id = $1 and username like 'wbench%'`,
      [merchantId],
    );
    const wallet = fn<(d: unknown) => Wallet>(
      await serverModule('modules/wallet/wallet.service.ts'),
      'createWalletService',
    )(database.db);
    for (const r of rows)
      await wallet.credit(
        { merchantId, memberId: Number(r['id']) },
        String(merchant['currency']),
        100_000_000n,
        'bench.credit',
        `wbench${String(r['id'])}`,
      );
    const cards = new Map(
      (
        await database.query(`select member_id, id from payees where merchant_id = $1`, [
          merchantId,
        ])
      ).rows.map((r) => [Number(r['member_id']), Number(r['id'])]),
    );
    const tokens: { token: string; cardId: number }[] = [];
    for (const [i, r] of rows.entries()) {
      // One forwarded address per login: the per-IP login limit (20 a minute) is not what is measured.
      const res = await request(`${url}/wps/session/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.9.${i >> 8}.${i & 255}`,
        },
        body: JSON.stringify({
          username: r['username'],
          password: PASSWORD,
          captcha: null,
          type: 'username',
        }),
      });
      const body = (await res.body.json()) as { value?: { token?: string } };
      if (!body.value?.token)
        throw new Error(`login failed: ${res.statusCode} ${JSON.stringify(body)}`);
      tokens.push({ token: body.value.token, cardId: cards.get(Number(r['id'])) ?? 0 });
    }
    return tokens;
  } finally {
    await database.close();
  }
}

async function load(url: string, tokens: { token: string; cardId: number }[], clients: number) {
  const dispatcher = new Agent({ connections: clients, pipelining: 1 });
  const latencies: number[] = [];
  const refused = new Map<string, number>();
  const deadline = performance.now() + seconds * 1000;
  const worker = async (c: number) => {
    for (let i = 0; performance.now() < deadline; i++) {
      // Concurrent requests come from different members (a member's requests queue on their row lock).
      const who = tokens[(c + i * clients) % tokens.length] ?? tokens[0];
      if (!who) throw new Error('no members');
      const t0 = performance.now();
      const res = await request(`${url}/wps/v2/transaction/withdraw`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: who.token,
          'idempotency-key': randomBytes(16).toString('hex'),
        },
        body: JSON.stringify({
          amount: String(100 + (i % 50)),
          bankCardId: who.cardId,
          password: PAY_PASSWORD,
        }),
        dispatcher,
      });
      const answer = (await res.body.json()) as { errorCode?: string };
      latencies.push(performance.now() - t0);
      if (res.statusCode !== 200) {
        const code = `${res.statusCode} ${answer.errorCode ?? '?'}`;
        refused.set(code, (refused.get(code) ?? 0) + 1);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, (_, c) => worker(c)));
  const elapsed = (performance.now() - started) / 1000;
  await dispatcher.close();
  latencies.sort((a, b) => a - b);
  const failed = [...refused.values()].reduce((a, b) => a + b, 0);
  return {
    clients,
    withdrawalsPerSecond: (latencies.length - failed) / elapsed,
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    requests: latencies.length,
    refused: Object.fromEntries(refused),
  };
}

async function main() {
  const db = `monsoon_bench_withdrawals_${randomBytes(3).toString('hex')}`;
  psql(`create database ${db}`);
  const databaseUrl = `${pgBase}/${db}`;
  const servers: BenchServer[] = [];
  stopOnSignal(() => servers);
  try {
    const server = await startReadyServer({
      DATABASE_URL: databaseUrl,
      // Jobs stay off: this measures requests alone.
      RUN_JOBS: 'false',
      LOG_LEVEL: 'warn',
      // Every bench request comes from 127.0.0.1: the per-IP abuse ceiling would cut the run at 1,200/min.
      API_RATE_LIMIT_PER_MINUTE: '100000000',
      TRUST_PROXY: 'true',
    });
    servers.push(server);
    const tokens = await members(server.url, databaseUrl);
    // Committed transactions (each autocommit statement counts as one) per request.
    const commits = () =>
      Number(psql(`select xact_commit from pg_stat_database where datname = '${db}'`).trim());
    const results = [];
    for (const clients of clientCounts) {
      const before = commits();
      const run = await load(server.url, tokens, clients);
      // Backends flush their statistics at most once a second.
      await new Promise((r) => setTimeout(r, 1_500));
      results.push({ ...run, commitsPerRequest: (commits() - before) / run.requests });
    }
    const counts = psql(
      `select count(*) || ' withdrawals, ' || (select count(*) from holds where status = 'pending') || ' pending holds' from withdrawals`,
      db,
    ).trim();
    console.log(machineLine());
    console.log(
      `${seconds} s per run; ${memberCount} funded members with a card and a withdrawal password; server, load generator and PostgreSQL share the machine`,
    );
    console.log(
      table(
        [
          'clients',
          'withdrawals/s',
          'p50 ms',
          'p99 ms',
          'requests',
          'refused',
          'db commits/request',
        ],
        results.map((r) => [
          String(r.clients),
          r.withdrawalsPerSecond.toFixed(0),
          r.p50.toFixed(1),
          r.p99.toFixed(1),
          String(r.requests),
          JSON.stringify(r.refused),
          r.commitsPerRequest.toFixed(1),
        ]),
      ),
    );
    console.log(`database afterwards: ${counts}`);
    const json = arg('json', '');
    if (json) writeFileSync(json, JSON.stringify(results, null, 2));
  } finally {
    for (const s of servers) await s.stop();
    psql(`drop database if exists ${db} with (force)`);
  }
}

await main();
