// Game list throughput and latency (architecture §9: 10,000 games, filters, paging — at least
// 5,000 req/s on loopback, p99 under 20 ms). A vendor in this process publishes 10,000 games at the
// signed GET /games; a real server process syncs them at start-up (the demo merchant's MONSOON
// registration points at it), then a mix of filtered, searched and paged list calls runs against it.
// Usage: npx tsx bench/game-list.ts [--seconds 15] [--clients 8,32] [--games 10000] [--log-level warn] [--postgres] [--cold-search] [--json FILE]
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Agent, request } from 'undici';
import { verifySignature } from '../packages/contracts/src/provider/signature.ts';
import type { CatalogueFeed, FeedGame } from '../packages/contracts/src/provider/catalogue.ts';
import { GAME_CLASSIFIES } from '../packages/contracts/src/catalogue.ts';
import {
  benchTmpDir,
  sleep,
  startReadyServer,
  stopOnSignal,
  type BenchServer,
} from './lib/server.ts';
import { machineLine, table } from './lib/stats.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const seconds = Number(arg('seconds', '15'));
const clientCounts = arg('clients', '8,32').split(',').map(Number);
const gameCount = Number(arg('games', '10000'));
const logLevel = arg('log-level', 'warn');
const usePostgres = process.argv.includes('--postgres');
/** Every name search a combination never asked before (the server's filter cache never hits). */
const coldSearch = process.argv.includes('--cold-search');
let searchCounter = 0;
const pgBase = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const SECRET = 'bench-catalogue-secret';

// ---- the catalogue: 40 brands, 10,000 games, English names for all, Chinese for every other one ----
const words = [
  'Golden',
  'Dragon',
  'Lucky',
  'Fortune',
  'Tiger',
  'Jade',
  'Phoenix',
  'Ocean',
  'Storm',
  'Temple',
  'Koi',
  'Moon',
  'Pearl',
  'Gem',
  'Fire',
  'Wild',
  'Royal',
  'Mega',
  'Treasure',
  'Panda',
];
const cnWords = [
  '金',
  '龙',
  '福',
  '虎',
  '玉',
  '凤',
  '海',
  '风',
  '庙',
  '锦鲤',
  '月',
  '珠',
  '宝',
  '火',
  '野',
  '皇',
  '超级',
  '财',
  '熊猫',
  '星',
];
const types = ['RNG', 'RNG', 'RNG', 'RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS'] as const;
const brands = Array.from({ length: 40 }, (_, i) => `BR${String(i).padStart(2, '0')}`);
const minBets = [1, 5, 10, 20, 50, 75, 100];

function buildFeed(count: number): CatalogueFeed {
  const games: FeedGame[] = [];
  for (let i = 0; i < count; i++) {
    const w = (k: number) => words[(i * 7 + k * 13) % words.length] ?? 'Game';
    const c = (k: number) => cnWords[(i * 5 + k * 11) % cnWords.length] ?? '游戏';
    games.push({
      gameId: `G${String(i).padStart(5, '0')}`,
      brand: brands[i % brands.length] ?? 'BR00',
      gameType: types[i % types.length] ?? 'RNG',
      classify: GAME_CLASSIFIES[i % GAME_CLASSIFIES.length] ?? 'SLOTS',
      names:
        i % 2 === 0
          ? { EN: `${w(1)} ${w(2)} ${w(3)} ${i}`, CN: `${c(1)}${c(2)}${c(3)}${i}` }
          : { EN: `${w(1)} ${w(2)} ${i}` },
      iconUrl: `https://img.bench.test/${i}.png`,
      minBetMinor: minBets[i % minBets.length] ?? 10,
      lines: (i * 3) % 60,
      isNew: i % 17 === 0,
      hotRank: i % 97 === 0 ? (i % 500) + 1 : null,
      demo: i % 3 !== 0,
      rooms: [],
    });
  }
  return {
    brands: brands.map((code, i) => ({
      code,
      names: { EN: `Brand ${code}`, CN: `品牌${code}` },
      logoUrl: `https://img.bench.test/${code}.png`,
      launchStyle: i % 5 === 0 ? 'popup' : 'list',
      hot: i % 7 === 0,
      order: i,
      maintenance: null,
    })),
    games,
  };
}

/** The vendor: the signed GET /games only. */
async function startVendor(feed: CatalogueFeed) {
  const body = JSON.stringify(feed);
  const server = createServer((req, res) => {
    const ts = req.headers['x-timestamp'];
    const sig = req.headers['x-signature'];
    const ok =
      req.method === 'GET' &&
      req.url === '/games' &&
      verifySignature(
        SECRET,
        typeof ts === 'string' ? ts : undefined,
        typeof sig === 'string' ? sig : undefined,
        '/games',
      );
    if (!ok) return void res.writeHead(401).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bytes: body.length,
    close: () => new Promise((r) => server.close(r)),
  };
}

// ---- the request mix ----
let seed = 42;
const rnd = (n: number) => {
  seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
  return seed % n;
};
const pick = <T>(xs: readonly T[]): T => xs[rnd(xs.length)] as T;
const searchTerms = [
  ...words.map((w) => w.toLowerCase()),
  ...words.map((w) => w.slice(1, 4)),
  'on 1',
  'er',
  'dragon 12',
  'gold',
];
const cnTerms = [...cnWords, '金龙', '福虎', '1', '22'];

/** One request of the mix: [label, path, language]. */
function nextRequest(): [string, string, string] {
  const r = rnd(100);
  const q = new URLSearchParams({ clientType: '3', platform: 'html5-desktop' });
  let label: string;
  let lang = 'EN';
  if (r < 30) {
    label = 'type + page 1';
    q.set('gameType', pick(['RNG', 'FISH', 'LIVE', 'PVP', '']));
    q.set('pageSize', '12');
  } else if (r < 50) {
    label = 'vendor + page n';
    q.set('gameType', 'RNG');
    q.set('vassalage', pick(brands));
    q.set('pageNo', String(1 + rnd(15)));
    q.set('pageSize', '12');
  } else if (r < 65) {
    label = 'class + min bet';
    q.set('gameType', 'RNG');
    q.set('gameClassify', pick(GAME_CLASSIFIES));
    q.set('minBet', pick(['0.01', '0.05', '0.1', '0.5', '0.75']));
    q.set('pageNo', String(1 + rnd(5)));
  } else if (r < 85) {
    label = 'name search';
    lang = rnd(2) === 0 ? 'EN' : 'CN';
    // A fresh number makes most searches a combination the server has not seen.
    const suffix = coldSearch
      ? String(++searchCounter % 10_000)
      : rnd(3) === 0
        ? String(rnd(300))
        : '';
    const term =
      lang === 'EN'
        ? `${pick(searchTerms)}${suffix ? ` ${suffix}` : ''}`
        : `${pick(cnTerms)}${suffix}`;
    q.set('gameName', term);
    q.set('pageSize', '24');
  } else if (r < 95) {
    label = 'lines + new';
    q.set('minLineNum', String(rnd(50)));
    q.set('isNew', pick(['1', '']));
    q.set('pageSize', '24');
  } else {
    label = 'deep page';
    q.set('pageSize', '24');
    q.set('pageNo', String(1 + rnd(450)));
  }
  return [label, `/wps/relay/GCSGAME_gameList?${q.toString()}`, lang];
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function load(url: string, clients: number, durationS: number) {
  const dispatcher = new Agent({ connections: clients, pipelining: 1 });
  const latencies: number[] = [];
  const perLabel = new Map<string, number[]>();
  let errors = 0;
  let bytes = 0;
  const deadline = performance.now() + durationS * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const [label, p, lang] = nextRequest();
      const t0 = performance.now();
      const res = await request(`${url}${p}`, {
        headers: { merchant: 'demo', language: lang },
        dispatcher,
      });
      const text = await res.body.text();
      const ms = performance.now() - t0;
      bytes += text.length;
      latencies.push(ms);
      const list = perLabel.get(label) ?? [];
      list.push(ms);
      perLabel.set(label, list);
      if (res.statusCode !== 200 || !text.startsWith('{"success":true')) errors++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, () => worker()));
  const elapsed = (performance.now() - started) / 1000;
  await dispatcher.close();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    max: latencies.at(-1) ?? 0,
    requests: latencies.length,
    errors,
    avgBytes: bytes / Math.max(1, latencies.length),
    perLabel: [...perLabel].map(([label, ms]) => {
      ms.sort((a, b) => a - b);
      return { label, share: ms.length / latencies.length, p50: pct(ms, 50), p99: pct(ms, 99) };
    }),
  };
}

const feed = buildFeed(gameCount);
const vendor = await startVendor(feed);
const db = `monsoon_bench_${randomBytes(3).toString('hex')}`;
const psql = (sql: string) =>
  execFileSync('psql', [`${pgBase}/postgres`, '-qAtc', sql], { encoding: 'utf8' });
if (usePostgres) psql(`create database ${db}`);
const servers: BenchServer[] = [];
stopOnSignal(() => servers);
let server: BenchServer | undefined;
try {
  const started = performance.now();
  server = await startReadyServer({
    ...(usePostgres
      ? { DATABASE_URL: `${pgBase}/${db}` }
      : { PGLITE_DIR: path.join(benchTmpDir('monsoon-gamelist-'), 'pglite') }),
    RUN_JOBS: 'false',
    LOG_LEVEL: logLevel,
    STUDIO_URL: vendor.url,
    STUDIO_WALLET_SECRET: SECRET,
    // Every bench request comes from 127.0.0.1: the per-IP abuse ceiling would cut the run at 1,200/min.
    API_RATE_LIMIT_PER_MINUTE: '100000000',
  });
  servers.push(server);
  const ready = performance.now() - started;
  // The start-up sync runs in the background: wait until the list holds every game.
  let synced = 0;
  for (let i = 0; synced < gameCount; i++) {
    if (i > 600)
      throw new Error(
        `catalogue not synced: ${synced} games listed\n${server.output().slice(-3000)}`,
      );
    const res = await fetch(`${server.url}/wps/relay/GCSGAME_gameList?pageSize=1`, {
      headers: { merchant: 'demo' },
    });
    const body = (await res.json()) as { value?: { totalCount?: number } };
    synced = body.value?.totalCount ?? 0;
    if (synced < gameCount) await sleep(100);
  }
  const syncedAt = performance.now() - started;
  await load(server.url, 32, 3); // warm-up: JIT, snapshot, per-language caches
  const results = [];
  for (const clients of clientCounts)
    results.push({ clients, ...(await load(server.url, clients, seconds)) });

  console.log(machineLine());
  console.log(
    `${gameCount.toLocaleString('en')} games in ${brands.length} brands (feed ${(vendor.bytes / 1024 / 1024).toFixed(1)} MB); ${usePostgres ? 'PostgreSQL' : 'PGlite'}; server LOG_LEVEL=${logLevel}; ` +
      `${coldSearch ? 'every name search new (--cold-search); ' : ''}ready after ${(ready / 1000).toFixed(2)} s, all games listed ${(syncedAt / 1000).toFixed(2)} s after spawn; ${seconds} s per run after a 3 s warm-up; load generator and server share the machine`,
  );
  console.log(
    table(
      ['clients', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'requests', 'errors', 'avg body'],
      results.map((r) => [
        String(r.clients),
        r.rps.toFixed(0),
        r.p50.toFixed(2),
        r.p99.toFixed(2),
        r.max.toFixed(1),
        String(r.requests),
        String(r.errors),
        `${(r.avgBytes / 1024).toFixed(1)} KB`,
      ]),
    ),
  );
  const last = results.at(-1);
  if (last) {
    console.log(`\nper request kind at ${last.clients} clients:`);
    console.log(
      table(
        ['kind', 'share', 'p50 ms', 'p99 ms'],
        last.perLabel.map((l) => [
          l.label,
          `${(l.share * 100).toFixed(0)} %`,
          l.p50.toFixed(2),
          l.p99.toFixed(2),
        ]),
      ),
    );
  }
  const json = arg('json', '');
  if (json)
    (await import('node:fs')).writeFileSync(
      json,
      JSON.stringify({ gameCount, ready, syncedAt, results }, null, 2),
    );
} finally {
  await server?.stop();
  await vendor.close();
  if (usePostgres) psql(`drop database if exists ${db} with (force)`);
}
