// Lottery settlement time on PostgreSQL: one drawn draw holding N open tickets (100,000 and 1,000,000 by
// default) of a mix of valid play types, spread over 10,000 funded members, settled by one
// `createSettlementService({ db, wallet }).settleDue(now)` call in this process (the job's code path,
// without the job runner). Tickets are written by SQL (generate_series), not through the betting API.
// Usage: npx tsx bench/lottery-settlement.ts [--tickets 100000,1000000] [--members 10000] [--game K3_1|SSC_1] [--json FILE]
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { lotteryGameByCode } from '../packages/contracts/src/lottery/games.ts';
import { PLAY_IDS } from '../packages/contracts/src/lottery/betting.ts';
import { findPlayType, validateSelection } from '../packages/contracts/src/lottery/play-types.ts';
import {
  deriveResult,
  newServerSeed,
  seedHash,
} from '../apps/server/src/modules/lottery/draws/fair.ts';
import { DEFAULT_ODDS } from '../apps/server/src/modules/lottery/rules/odds.ts';
import { playOddsToJson } from '../apps/server/src/modules/lottery/rules/odds-json.ts';
import { root } from './lib/server.ts';
import { machineLine, table } from './lib/stats.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const ticketCounts = arg('tickets', '100000,1000000').split(',').map(Number);
const memberCount = Number(arg('members', '10000'));
const gameCode = arg('game', 'K3_1');
const pgBase = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
/** Tickets per INSERT … generate_series statement (progress, and a bounded statement). */
const INSERT_CHUNK = 100_000;

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
  db: unknown;
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  migrate(): Promise<void>;
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
interface Settlement {
  settleDue(now: Date): Promise<{ draws: number; tickets: number }>;
}
const serverModule = (file: string): Promise<Record<string, unknown>> =>
  import(pathToFileURL(path.join(root, 'apps/server/src', file)).href);
const fn = <T>(mod: Record<string, unknown>, name: string): T => {
  const f = mod[name];
  if (typeof f !== 'function') throw new Error(`${name} is not exported`);
  return f as T;
};

// ---- what the tickets pick: every template is checked with the contracts' own rules ----
const TEMPLATES: Readonly<Record<string, readonly [string, string[][]][]>> = {
  K3_1: [
    ['DICE3_BIG_SMALL', [['BIG']]],
    ['DICE3_BIG_SMALL', [['SMALL']]],
    ['DICE3_BIG_SMALL', [['BIG', 'SMALL']]],
    ['DICE3_ODD_EVEN', [['ODD']]],
    ['DICE3_ODD_EVEN', [['EVEN']]],
    ['DICE3_SUM', [['10']]],
    ['DICE3_SUM', [['4', '11', '17']]],
    ['DICE3_SINGLE', [['3']]],
    ['DICE3_SINGLE', [['1', '6']]],
    ['DICE3_PAIR', [['5']]],
    ['DICE3_TRIPLE_ANY', [['ALL']]],
  ],
  SSC_1: [
    ['DIGIT5_POSITION', [['1'], [], [], [], []]],
    ['DIGIT5_POSITION', [[], ['2', '3'], [], [], ['9']]],
    ['DIGIT5_POSITION_BSOE', [['BIG'], [], ['ODD'], [], []]],
    ['DIGIT5_SUM_BSOE', [['SMALL']]],
    ['DIGIT5_FRONT3', [['1'], ['2'], ['3']]],
  ],
};

/** Each template as a row of the tickets' INSERT, with its bet count (validated, never guessed) and its ELOTT odds. */
function templates(code: string) {
  const list = TEMPLATES[code];
  if (!list)
    throw new Error(`no ticket templates for ${code} (try ${Object.keys(TEMPLATES).join(', ')})`);
  return list.map(([playCode, selection]) => {
    const playType = findPlayType(playCode);
    const playId = PLAY_IDS[playCode];
    if (!playType || playId === undefined) throw new Error(`unknown play type ${playCode}`);
    const check = validateSelection(playType, selection);
    if (!check.ok) throw new Error(`${playCode} ${JSON.stringify(selection)}: ${check.code}`);
    const odds = DEFAULT_ODDS.ELOTT[playCode];
    if (!odds) throw new Error(`no odds for ${playCode}`);
    return {
      playCode,
      playId,
      selection,
      content: selection.map((row) => row.join(',')).join('_'),
      betCount: check.bets,
      odds: playOddsToJson(odds),
    };
  });
}

const psql = (sql: string) =>
  execFileSync('psql', [`${pgBase}/postgres`, '-qAtc', sql], { encoding: 'utf8' });
const num = (v: unknown): number => Number(v);

/** The demo merchant, 10,000 funded members and one order each (tickets need an order). */
async function setUp(database: Handle, wallet: Wallet) {
  await fn<(d: Handle) => Promise<boolean>>(
    await serverModule('db/seed/index.ts'),
    'seedDemo',
  )(database);
  const [merchant] = (
    await database.query(`select id, currency from merchants where code = 'demo'`)
  ).rows;
  if (!merchant) throw new Error('demo merchant missing');
  const merchantId = num(merchant['id']);
  const currency = String(merchant['currency']);
  const { rows } = await database.query(
    `insert into members (merchant_id, username, password_hash, nickname, first_time_login)
     select $1, 'lb' || g, 'x', 'lb' || g, false from generate_series(1, $2) g returning id`,
    [merchantId, memberCount],
  );
  const memberIds = rows.map((r) => num(r['id']));
  // Funding goes through the wallet (one ledger movement each), 16 at a time.
  for (let i = 0; i < memberIds.length; i += 16)
    await Promise.all(
      memberIds
        .slice(i, i + 16)
        .map((memberId) =>
          wallet.credit(
            { merchantId, memberId },
            currency,
            100_000_000n,
            'bench.credit',
            `lb${memberId}`,
          ),
        ),
    );
  // One order per member; its stake journal is not what this bench measures (0: no movement).
  await database.query(
    `insert into lottery_orders (merchant_id, member_id, order_no, request_hash, asset, prize_mode, device, total_stake, stake_journal_id)
     select $1, id, 'LB' || id, 'bench', $2, 'ELOTT', 'WEB', 1, 0 from members where merchant_id = $1 and username like 'lb%'`,
    [merchantId, currency],
  );
  return { merchantId, currency };
}

/** One drawn draw of the game with `count` open tickets; answers its id. */
async function seedDraw(
  database: Handle,
  ctx: { merchantId: number; currency: string },
  count: number,
  index: number,
): Promise<number> {
  const game = lotteryGameByCode(gameCode);
  if (!game) throw new Error(`unknown game ${gameCode}`);
  const numero = `20250101-${String(index + 1).padStart(4, '0')}`;
  const seed = newServerSeed();
  const drawAt = new Date(Date.now() - 60_000 * (10 - index));
  const { rows } = await database.query(
    `insert into lottery_draws (game_code, numero, opens_at, close_at, draw_at, seed_hash, seed, result, status, drawn_at)
     values ($1, $2, $3, $3, $3, $4, $5, $6, 'drawn', $3) returning id`,
    [
      game.code,
      numero,
      drawAt,
      seedHash(seed),
      seed,
      JSON.stringify(deriveResult(game, numero, seed)),
    ],
  );
  const drawId = num(rows[0]?.['id']);
  const rowsJson = JSON.stringify(templates(gameCode));
  for (let from = 0; from < count; from += INSERT_CHUNK) {
    // Ticket g: template g mod T, member g mod M (so each member holds N/M tickets), multiple 1..3,
    // 1.00 a bet (100 minor units); the table's check holds stake = price × bets × multiple.
    await database.query(
      `with t as (
         select (ord - 1)::int as k, x->>'playCode' as play_code, (x->>'playId')::int as play_id, x->>'content' as content,
                x->'selection' as selection, (x->>'betCount')::int as bet_count, x->'odds' as odds
         from jsonb_array_elements($1::jsonb) with ordinality as e(x, ord)),
       o as (select id, member_id, (row_number() over (order by member_id) - 1)::int as k from lottery_orders where merchant_id = $2)
       insert into lottery_tickets (order_id, merchant_id, member_id, draw_id, game_code, numero, play_id, play_code, content,
         selection, bet_count, unit_stake, single_bet_price, multiple, stake, asset, prize_mode, odds)
       select o.id, $2, o.member_id, $3, $4, $5, t.play_id, t.play_code, t.content, t.selection, t.bet_count,
              100, 100, 1 + g % 3, 100 * t.bet_count * (1 + g % 3), $6, 'ELOTT', t.odds
       from generate_series($7::int, $8::int) g
       join t on t.k = g % (select count(*) from t)
       join o on o.k = g % (select count(*) from o)`,
      [
        rowsJson,
        ctx.merchantId,
        drawId,
        game.code,
        numero,
        ctx.currency,
        from,
        Math.min(from + INSERT_CHUNK, count) - 1,
      ],
    );
  }
  // Autovacuum would have analysed a table this size by the time a draw closes.
  await database.query('analyze lottery_tickets');
  return drawId;
}

async function main() {
  const db = `monsoon_bench_lottery_${randomBytes(3).toString('hex')}`;
  psql(`create database ${db}`);
  const openDatabase = fn<(s: { url: string }) => Promise<Handle>>(
    await serverModule('db/client.ts'),
    'openDatabase',
  );
  const database = await openDatabase({ url: `${pgBase}/${db}` });
  try {
    await database.migrate();
    const walletMod = await serverModule('modules/wallet/wallet.service.ts');
    const wallet = fn<(d: unknown) => Wallet>(walletMod, 'createWalletService')(database.db);
    const ctx = await setUp(database, wallet);
    const settlementMod = await serverModule('modules/lottery/settlement/settlement.service.ts');
    const createSettlement = fn<(deps: { db: unknown; wallet: Wallet }) => Settlement>(
      settlementMod,
      'createSettlementService',
    );
    const results: object[] = [];
    const out: string[][] = [];
    for (const [index, count] of ticketCounts.entries()) {
      const seeding = performance.now();
      const drawId = await seedDraw(database, ctx, count, index);
      const seededIn = (performance.now() - seeding) / 1000;
      // A fresh service per run: its wallet caches start cold, as after a restart.
      const settlement = createSettlement({
        db: database.db,
        wallet: fn<(d: unknown) => Wallet>(walletMod, 'createWalletService')(database.db),
      });
      const started = performance.now();
      const report = await settlement.settleDue(new Date());
      const secondsTaken = (performance.now() - started) / 1000;
      const check =
        (
          await database.query(
            `select count(*) filter (where status = 'open') as open, count(*) filter (where status = 'won') as won,
                  coalesce(sum(payout), 0) as paid, coalesce(sum(stake), 0) as staked,
                  count(distinct settle_journal_id) as journals
           from lottery_tickets where draw_id = $1`,
            [drawId],
          )
        ).rows[0] ?? {};
      if (report.tickets !== count || num(check['open']) !== 0)
        throw new Error(
          `settled ${report.tickets} of ${count}; ${String(check['open'])} still open`,
        );
      const row = {
        tickets: count,
        seconds: secondsTaken,
        ticketsPerSecond: count / secondsTaken,
        won: num(check['won']),
        journals: num(check['journals']),
        payoutToStake: num(check['paid']) / num(check['staked']),
        seededIn,
      };
      results.push(row);
      out.push([
        count.toLocaleString('en'),
        secondsTaken.toFixed(1),
        row.ticketsPerSecond.toFixed(0),
        row.won.toLocaleString('en'),
        row.journals.toLocaleString('en'),
        row.payoutToStake.toFixed(4),
        seededIn.toFixed(1),
      ]);
      // A long run reports each size as it finishes.
      console.log(
        `${count} tickets settled in ${secondsTaken.toFixed(1)} s (${row.ticketsPerSecond.toFixed(0)}/s)`,
      );
    }
    const pg = psql('select version()').trim().split(' on ')[0] ?? '';
    const settings = ['shared_buffers', 'synchronous_commit', 'max_wal_size', 'work_mem']
      .map((name) => `${name}=${psql(`show ${name}`).trim()}`)
      .join(', ');
    console.log(machineLine());
    console.log(
      `${pg} on the same machine (${settings}); game ${gameCode}, ${memberCount.toLocaleString('en')} members, one draw per run, one settleDue call`,
    );
    console.log(
      table(
        ['tickets', 'settle s', 'tickets/s', 'won', 'payout movements', 'payout/stake', 'seed s'],
        out,
      ),
    );
    const json = arg('json', '');
    if (json) writeFileSync(json, JSON.stringify(results, null, 2));
  } finally {
    await database.close();
    psql(`drop database if exists ${db} with (force)`);
  }
}

await main();
