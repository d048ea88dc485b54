// Lottery betting throughput and latency: a real server process on a fresh PostgreSQL database, N funded
// members logged in over HTTP, and 8 then 32 concurrent clients POSTing valid one-line bets to
// `/lotto-vn/lgw/betting` on a fast game's draw on sale (read from `/lotto-vn/lgw/numeros/near`, as the
// lottery page does). Each bet is one order, one ticket and one ledger movement in one transaction.
// Usage: npx tsx bench/lottery-betting.ts [--seconds 15] [--clients 8,32] [--members 256] [--game K3_5] [--json FILE]
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Agent, request } from 'undici';
import { lotteryGameByCode } from '../packages/contracts/src/lottery/games.ts';
import { PLAY_IDS } from '../packages/contracts/src/lottery/betting.ts';
import { findPlayType, validateSelection } from '../packages/contracts/src/lottery/play-types.ts';
import { root, startReadyServer, stopOnSignal, type BenchServer } from './lib/server.ts';
import { machineLine, table } from './lib/stats.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const seconds = Number(arg('seconds', '15'));
const clientCounts = arg('clients', '8,32').split(',').map(Number);
const memberCount = Number(arg('members', '256'));
// A 5-minute game: its draw on sale changes at most once in a run (1-minute games close every minute).
const gameCode = arg('game', 'K3_5');
const pgBase = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const PASSWORD = 'bench-lottery-1';

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

/** The bet lines clients send, in turn: several dice play types, each checked with the contracts' rules. */
function betLines(): { playId: number; bettingContent: string }[] {
  const picks: [string, string[][]][] = [
    ['DICE3_BIG_SMALL', [['BIG']]],
    ['DICE3_ODD_EVEN', [['EVEN']]],
    ['DICE3_SUM', [['4', '11', '17']]],
    ['DICE3_SINGLE', [['1', '6']]],
  ];
  return picks.map(([code, selection]) => {
    const playType = findPlayType(code);
    const playId = PLAY_IDS[code];
    if (!playType || playId === undefined || !validateSelection(playType, selection).ok)
      throw new Error(`bad bet line ${code}`);
    return { playId, bettingContent: selection.map((row) => row.join(',')).join('_') };
  });
}

/** Funded members with one password (SQL rows, wallet credits), logged in over HTTP; answers their tokens. */
async function members(url: string, databaseUrl: string): Promise<string[]> {
  const database = await fn<(s: { url: string }) => Promise<Handle>>(
    await serverModule('db/client.ts'),
    'openDatabase',
  )({ url: databaseUrl });
  try {
    const hash = await fn<(p: string) => Promise<string>>(
      await serverModule('lib/password.ts'),
      'hashPassword',
    )(PASSWORD);
    const [merchant] = (
      await database.query(`select id, currency from merchants where code = 'demo'`)
    ).rows;
    if (!merchant) throw new Error('demo merchant missing');
    const merchantId = Number(merchant['id']);
    const { rows } = await database.query(
      `insert into members (merchant_id, username, password_hash, nickname, first_time_login)
       select $1, 'lbet' || g, $2, 'lbet' || g, false from generate_series(1, $3) g returning id, username`,
      [merchantId, hash, memberCount],
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
        `lbet${String(r['id'])}`,
      );
    const tokens: string[] = [];
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
      tokens.push(body.value.token);
    }
    return tokens;
  } finally {
    await database.close();
  }
}

/** The draw on sale, refreshed once its sales are about to close. */
function drawOnSale(url: string, gameId: number) {
  let current: { numero: string; closeTime: number } | null = null;
  let pending: Promise<{ numero: string; closeTime: number }> | null = null;
  const fetchNear = async () => {
    const res = await request(`${url}/lotto-vn/lgw/numeros/near?gameId=${gameId}`);
    const body = (await res.body.json()) as {
      currentNumero: { numero: string; closeTime: number } | null;
    };
    if (!body.currentNumero) throw new Error(`no draw on sale for game ${gameId}`);
    return body.currentNumero;
  };
  return async (): Promise<string> => {
    // 1 s of margin: a bet sent just before the close may arrive after it.
    if (current && current.closeTime - Date.now() > 1_000) return current.numero;
    pending ??= fetchNear().finally(() => (pending = null));
    current = await pending;
    // Between a close and the next draw's opening, wait for the next one to go on sale.
    while (current.closeTime - Date.now() <= 1_000) {
      await new Promise((r) => setTimeout(r, 250));
      current = await fetchNear();
    }
    return current.numero;
  };
}

async function load(url: string, tokens: string[], clients: number, gameId: number) {
  const dispatcher = new Agent({ connections: clients, pipelining: 1 });
  const lines = betLines();
  const numero = drawOnSale(url, gameId);
  const latencies: number[] = [];
  const refused = new Map<string, number>();
  const deadline = performance.now() + seconds * 1000;
  const worker = async (c: number) => {
    for (let i = 0; performance.now() < deadline; i++) {
      // Concurrent requests bet for different members (a member's bets queue on their balance row).
      const token = tokens[(c + i * clients) % tokens.length] ?? '';
      const line = lines[(c + i) % lines.length] ?? lines[0];
      const body = JSON.stringify({
        prizeMode: 'ELOTT',
        device: 'WEB',
        contents: [
          {
            gameId,
            ...line,
            singleBetPrice: 1,
            bettingApproach: 1,
            bettingSlip: null,
            winStop: false,
            numero: [{ numero: await numero(), multiple: 1 + (i % 3) }],
          },
        ],
      });
      const t0 = performance.now();
      const res = await request(`${url}/lotto-vn/lgw/betting?t=${Date.now()}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: token,
          // Every bet is a new request: its own key (a repeated `t` of one member would be a retry).
          'idempotency-key': randomBytes(16).toString('hex'),
        },
        body,
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
    betsPerSecond: (latencies.length - failed) / elapsed,
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    requests: latencies.length,
    refused: Object.fromEntries(refused),
  };
}

async function main() {
  const game = lotteryGameByCode(gameCode);
  if (!game) throw new Error(`unknown game ${gameCode}`);
  const db = `monsoon_bench_lottery_bet_${randomBytes(3).toString('hex')}`;
  psql(`create database ${db}`);
  const databaseUrl = `${pgBase}/${db}`;
  const servers: BenchServer[] = [];
  stopOnSignal(() => servers);
  try {
    const server = await startReadyServer({
      DATABASE_URL: databaseUrl,
      // The draw and settlement jobs stay off: this measures betting alone.
      RUN_JOBS: 'false',
      LOG_LEVEL: 'warn',
      // Every bench request comes from 127.0.0.1: the per-IP abuse ceiling would cut the run at 1,200/min.
      API_RATE_LIMIT_PER_MINUTE: '100000000',
      TRUST_PROXY: 'true',
    });
    servers.push(server);
    const tokens = await members(server.url, databaseUrl);
    // Committed transactions (each autocommit statement counts as one) per bet: what a bet asks of PostgreSQL.
    const commits = () =>
      Number(psql(`select xact_commit from pg_stat_database where datname = '${db}'`).trim());
    const results = [];
    for (const clients of clientCounts) {
      const before = commits();
      const run = await load(server.url, tokens, clients, game.gameId);
      // Backends flush their statistics at most once a second.
      await new Promise((r) => setTimeout(r, 1_500));
      results.push({ ...run, commitsPerBet: (commits() - before) / run.requests });
    }
    const counts = psql(
      `select count(*) || ' tickets, ' || count(distinct order_id) || ' orders' from lottery_tickets`,
      db,
    ).trim();
    console.log(machineLine());
    console.log(
      `${seconds} s per run; game ${gameCode}, ${memberCount} funded members, one line per bet; server, load generator and PostgreSQL share the machine`,
    );
    console.log(
      table(
        ['clients', 'bets/s', 'p50 ms', 'p99 ms', 'requests', 'refused', 'db commits/bet'],
        results.map((r) => [
          String(r.clients),
          r.betsPerSecond.toFixed(0),
          r.p50.toFixed(1),
          r.p99.toFixed(1),
          String(r.requests),
          JSON.stringify(r.refused),
          r.commitsPerBet.toFixed(1),
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
