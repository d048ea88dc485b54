// The data of bench/agent-salary.ts, written by SQL (generate_series) except the money, which goes
// through the wallet's ledger so that `checkLedger` holds: the agent tree and its contracts, one 5-minute
// window of drawn and settled lottery rounds with their tickets and wager facts, and yesterday's
// member-day totals for the daily salary.
import { lotteryGameByCode } from '../../packages/contracts/src/lottery/games.ts';
import { PLAY_IDS } from '../../packages/contracts/src/lottery/betting.ts';
import {
  findPlayType,
  validateSelection,
} from '../../packages/contracts/src/lottery/play-types.ts';
import {
  deriveResult,
  newServerSeed,
  seedHash,
} from '../../apps/server/src/modules/lottery/draws/fair.ts';
import { DEFAULT_ODDS } from '../../apps/server/src/modules/lottery/rules/odds.ts';
import { playOddsToJson } from '../../apps/server/src/modules/lottery/rules/odds-json.ts';
import {
  payoutAmount,
  settleSelection,
} from '../../apps/server/src/modules/lottery/rules/payout.ts';

/** The slice of the server's database handle the seed uses. */
export interface SeedHandle {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}
/** The slice of the wallet the seed uses (its ledger posts the bettors' money). */
export interface SeedWallet {
  memberAccountId(ref: Ref, asset: string, scope?: unknown): Promise<number>;
  houseAccountId(ref: Ref, asset: string, scope?: unknown): Promise<number>;
  systemAccountId(
    merchantId: number,
    kind: string,
    asset: string,
    scope?: unknown,
  ): Promise<number>;
  ledger: {
    run<T>(fn: (tx: unknown) => Promise<T>): Promise<T>;
    post(tx: unknown, m: Movement): Promise<{ journalId: number }>;
  };
}
interface Ref {
  merchantId: number;
  memberId: number;
}
interface Movement {
  merchantId: number;
  kind: string;
  scope: string;
  key: string;
  requestHash: string;
  legs: { accountId: number; asset: string; amount: bigint; system: boolean }[];
}
/** Checks and stores contract terms as the server does (`validateTerms` + `storeTerms`). */
export type StoreTerms = (kind: 'realtime' | 'daily', terms: unknown) => unknown;

export interface SeedPlan {
  merchantId: number;
  currency: string;
  timeZone: string;
  /** Agents in all (a tenth top agents, nine sub-agents under each). */
  agents: number;
  rounds: number;
  /** Betting members under each sub-agent. */
  members: number;
  /** The real-time window's start (5-minute aligned). */
  windowStart: Date;
  /** The business day the daily salary pays (`yyyy-MM-dd`). */
  dailyDay: string;
}

const GAME = 'K3_1';
const PLAY = 'DICE3_BIG_SMALL';
/** 100.00 a ticket. */
const UNIT = 10_000n;
/** Each chain's real-time base, by its top agent's rank: the three bases, one base per chain. */
const BASES = ['profit', 'loss', 'single'] as const;
const DAY_MS = 86_400_000;

const num = (v: unknown): number => Number(v);
const tier = (minBase: string, minActiveMembers: number, rateBp: number) => ({
  minBase,
  minActiveMembers,
  rateBp,
});
/** Top agents 1 % (1.5 % from 1,000.00 and 10 active members), sub-agents 0.6 % (0.9 % from 1,000.00 and 5). */
const TOP_TIERS = [tier('0', 0, 100), tier('1000', 10, 150)];
const SUB_TIERS = [tier('0', 0, 60), tier('1000', 5, 90)];

/** Members (agents and bettors) by SQL; the member_tree trigger fills the closure table. */
async function seedTree(db: SeedHandle, p: SeedPlan) {
  const joined = new Date(p.windowStart.getTime() - 30 * DAY_MS);
  const tops = p.agents / 10;
  const insert = (select: string, values: unknown[]) =>
    db.query(
      `insert into members (merchant_id, username, password_hash, nickname, first_time_login, type,
         upline_id, created_at) ${select}`,
      values,
    );
  await insert(
    `select $1, 'ast' || g, 'x', 'ast' || g, false, 2, null::bigint, $2::timestamptz from generate_series(1, $3) g`,
    [p.merchantId, joined, tops],
  );
  await insert(
    `select $1, 'ass' || t.id || '_' || k, 'x', 'ass' || t.id || '_' || k, false, 1, t.id, $2::timestamptz
     from members t cross join generate_series(1, 9) k
     where t.merchant_id = $1 and t.username like 'ast%' order by t.id, k`,
    [p.merchantId, joined],
  );
  await insert(
    `select $1, 'asm' || s.id || '_' || k, 'x', 'asm' || s.id || '_' || k, false, 0, s.id, $2::timestamptz
     from members s cross join generate_series(0, $3 - 1) k
     where s.merchant_id = $1 and s.username like 'ass%' order by s.id, k`,
    [p.merchantId, joined, p.members],
  );
}

/** Real-time and daily contracts for every agent: the operator's to the top agents, theirs to the sub-agents. */
async function seedContracts(db: SeedHandle, p: SeedPlan, storeTerms: StoreTerms) {
  const since = new Date(p.windowStart.getTime() - 30 * DAY_MS);
  const terms = (kind: 'realtime' | 'daily', tiers: unknown, base: string | null) =>
    JSON.stringify(storeTerms(kind, { tiers, ...(base === null ? {} : { base }) }));
  const realtimeTop = BASES.map((b) => terms('realtime', TOP_TIERS, b));
  const realtimeSub = BASES.map((b) => terms('realtime', SUB_TIERS, b));
  // Chain i (the i-th top agent by id) pays on base i mod 3, its sub-agents on the same base.
  await db.query(
    `with tops as (select id, (row_number() over (order by id) - 1) % 3 as b
                   from members where merchant_id = $1 and username like 'ast%'),
          subs as (select s.id, s.upline_id, t.b from members s join tops t on t.id = s.upline_id)
     insert into agent_contracts (merchant_id, kind, upline_id, downline_id, terms, status, created_at, responded_at)
     select $1, 'realtime', null, id, ($2::jsonb[])[b + 1], 'active', $6::timestamptz, $6::timestamptz from tops
     union all select $1, 'realtime', upline_id, id, ($3::jsonb[])[b + 1], 'active', $6::timestamptz, $6::timestamptz from subs
     union all select $1, 'daily', null, id, $4::jsonb, 'active', $6::timestamptz, $6::timestamptz from tops
     union all select $1, 'daily', upline_id, id, $5::jsonb, 'active', $6::timestamptz, $6::timestamptz from subs`,
    [
      p.merchantId,
      realtimeTop,
      realtimeSub,
      terms('daily', TOP_TIERS, null),
      terms('daily', SUB_TIERS, null),
      since,
    ],
  );
  // Agents play too: their wallets exist before they are first paid.
  await db.query(
    `insert into accounts (merchant_id, owner_kind, owner_id, asset, shard, allow_negative)
     select $1, 'member', id, $2, 0, false from members
     where merchant_id = $1 and (username like 'ast%' or username like 'ass%')`,
    [p.merchantId, p.currency],
  );
}

/** A round of the window: its draw, and which side of big/small won (null: a triple, both lost). */
interface Round {
  drawId: number;
  drawAt: Date;
  numero: string;
  k: number;
  lose: string;
  win: string | null;
  winPayout: bigint;
}

/** `rounds` drawn and settled K3 rounds spread over the window, judged by the lottery's own rules. */
async function seedRounds(db: SeedHandle, p: SeedPlan): Promise<Round[]> {
  const game = lotteryGameByCode(GAME);
  const playType = findPlayType(PLAY);
  const odds = DEFAULT_ODDS.ELOTT[PLAY];
  if (!game || !playType || !odds) throw new Error(`${GAME} ${PLAY} unknown`);
  const step = Math.floor(300_000 / p.rounds);
  const stamp = p.windowStart.toISOString().slice(0, 16).replace(/[-:T]/g, '');
  const rows = Array.from({ length: p.rounds }, (_, k) => {
    const numero = `B${stamp}-${String(k).padStart(4, '0')}`;
    const seed = newServerSeed();
    return {
      numero,
      seed,
      drawAt: new Date(p.windowStart.getTime() + k * step),
      result: deriveResult(game, numero, seed),
    };
  });
  const { rows: ids } = await db.query(
    `insert into lottery_draws (game_code, numero, opens_at, close_at, draw_at, seed_hash, seed, result, status, drawn_at)
     select $1, r.numero, r.draw_at - interval '50 seconds', r.draw_at - interval '10 seconds', r.draw_at,
            r.seed_hash, r.seed, r.result::jsonb, 'settled', r.draw_at
     from unnest($2::text[], $3::timestamptz[], $4::text[], $5::text[], $6::text[])
          as r(numero, draw_at, seed_hash, seed, result)
     returning id, numero`,
    [
      GAME,
      rows.map((r) => r.numero),
      rows.map((r) => r.drawAt),
      rows.map((r) => seedHash(r.seed)),
      rows.map((r) => r.seed),
      rows.map((r) => JSON.stringify(r.result)),
    ],
  );
  const idOf = new Map(ids.map((r) => [String(r['numero']), num(r['id'])]));
  const table = { [PLAY]: odds };
  return rows.map((r, k) => {
    const pays = (pick: string) =>
      payoutAmount(UNIT, settleSelection(playType, [[pick]], r.result, table).payoutBps);
    const win = ['BIG', 'SMALL'].find((pick) => pays(pick) > 0n) ?? null;
    return {
      drawId: idOf.get(r.numero) ?? 0,
      drawAt: r.drawAt,
      numero: r.numero,
      k,
      lose: win === 'BIG' ? 'SMALL' : 'BIG',
      win,
      winPayout: win === null ? 0n : pays(win),
    };
  });
}

/** Member j = 1 of each sub-agent wins the rounds where (k + member id) is even; every other bettor loses. */
const wins = (round: Round, memberId: number, role: number) =>
  role === 1 && round.win !== null && (round.k + memberId) % 2 === 0;

/**
 * Each bettor's money through the ledger: a credit of exactly its stakes, one order (one `lottery.bet`
 * movement for all its tickets) and one `lottery.payout` movement for its winnings; 200 bettors a
 * transaction, one after the other (the bank's and the house's accounts are hot rows).
 */
async function seedMoney(db: SeedHandle, wallet: SeedWallet, p: SeedPlan, rounds: Round[]) {
  const asset = p.currency;
  const { rows } = await db.query(
    `insert into accounts (merchant_id, owner_kind, owner_id, asset, shard, allow_negative)
     select $1, 'member', id, $2, 0, false from members where merchant_id = $1 and username like 'asm%'
     returning owner_id, id`,
    [p.merchantId, asset],
  );
  const accountOf = new Map(rows.map((r) => [num(r['owner_id']), num(r['id'])]));
  const roles = await db.query(
    `select id, (row_number() over (partition by upline_id order by id) - 1)::int as role
     from members where merchant_id = $1 and username like 'asm%' order by id`,
    [p.merchantId],
  );
  const bettors = roles.rows.map((r) => ({ id: num(r['id']), role: num(r['role']) }));
  const total = UNIT * BigInt(p.rounds);
  const bank = await wallet.systemAccountId(p.merchantId, 'bank', asset);
  const house = new Map<number, number>();
  for (const b of bettors)
    house.set(
      b.id,
      await wallet.houseAccountId({ merchantId: p.merchantId, memberId: b.id }, asset),
    );
  for (let i = 0; i < bettors.length; i += 200) {
    const chunk = bettors.slice(i, i + 200);
    const journals = await wallet.ledger.run(async (tx) => {
      const out: { member: number; bet: number; payout: number | null }[] = [];
      for (const b of chunk) {
        const move = (kind: string, key: string, amount: bigint, other: number | undefined) =>
          wallet.ledger.post(tx, {
            merchantId: p.merchantId,
            kind,
            scope: kind,
            key,
            requestHash: `${kind}:${key}:${amount}`,
            legs: [
              { accountId: accountOf.get(b.id) ?? 0, asset, amount, system: false },
              { accountId: other ?? 0, asset, amount: -amount, system: true },
            ],
          });
        const won = rounds.reduce((s, r) => s + (wins(r, b.id, b.role) ? r.winPayout : 0n), 0n);
        await move('bench.credit', `as${b.id}`, total, bank);
        const bet = await move('lottery.bet', `ASO${b.id}`, -total, house.get(b.id));
        const payout =
          won > 0n ? await move('lottery.payout', `asp${b.id}`, won, house.get(b.id)) : null;
        out.push({ member: b.id, bet: bet.journalId, payout: payout?.journalId ?? null });
      }
      return out;
    });
    // The orders name their stake journals; the payout journals wait for the tickets.
    await db.query(
      `insert into lottery_orders (merchant_id, member_id, order_no, request_hash, asset, prize_mode,
         device, total_stake, stake_journal_id, created_at)
       select $1, j.member, 'ASO' || j.member, 'bench', $2, 'ELOTT', 'WEB', $3, j.bet, $4
       from unnest($5::bigint[], $6::bigint[]) as j(member, bet)`,
      [
        p.merchantId,
        asset,
        total.toString(),
        new Date(p.windowStart.getTime() - 60_000),
        journals.map((j) => j.member),
        journals.map((j) => j.bet),
      ],
    );
    const paid = journals.filter((j) => j.payout !== null);
    await db.query(
      `insert into bench_payouts (member_id, journal_id) select * from unnest($1::bigint[], $2::bigint[])`,
      [paid.map((j) => j.member), paid.map((j) => j.payout)],
    );
  }
  return bettors.length;
}

/** The tickets of one round (one per bettor) and their wager facts, in one statement. */
async function seedTickets(db: SeedHandle, p: SeedPlan, round: Round) {
  const playType = findPlayType(PLAY);
  const odds = DEFAULT_ODDS.ELOTT[PLAY];
  if (!playType || !odds || !validateSelection(playType, [[round.lose]]).ok)
    throw new Error(`${PLAY} refused`);
  await db.query(
    `with b as (
       select o.id as order_id, o.member_id, (row_number() over (partition by m.upline_id order by m.id) - 1)::int as role,
              bp.journal_id as payout_journal
       from lottery_orders o join members m on m.id = o.member_id
       left join bench_payouts bp on bp.member_id = o.member_id
       where o.merchant_id = $1 and o.order_no like 'ASO%'),
     picks as (
       select b.*, ($12::text is not null and b.role = 1 and ($11::int + b.member_id) % 2 = 0) as won from b),
     t as (
       insert into lottery_tickets (order_id, merchant_id, member_id, draw_id, game_code, numero, play_id, play_code,
         content, selection, bet_count, unit_stake, single_bet_price, multiple, stake, asset, prize_mode, odds,
         status, payout, settle_journal_id, settled_at, created_at)
       select order_id, $1, member_id, $2, $3, $4, $5, $6,
              case when won then $12::text else $7::text end,
              jsonb_build_array(jsonb_build_array(case when won then $12::text else $7::text end)),
              1, $8::bigint, $8::bigint, 1, $8::bigint, $9, 'ELOTT', $10::jsonb,
              case when won then 'won' else 'lost' end, case when won then $13::bigint else 0 end,
              case when won then payout_journal end, $14::timestamptz, $15::timestamptz
       from picks
       returning id, member_id, stake, payout, created_at, settled_at)
     insert into wager_facts (merchant_id, member_id, upline_path, product_type, vendor, game_code, source_kind,
       source_id, stake, valid_bet, payout, asset, placed_at, settled_at)
     select $1, t.member_id, u.path, 'ELOTT', 'ELOTT', $3, 'lottery_ticket', t.id, t.stake, t.stake, t.payout, $9,
            t.created_at, t.settled_at
     from t join bench_paths u on u.member_id = t.member_id`,
    [
      p.merchantId,
      round.drawId,
      GAME,
      round.numero,
      PLAY_IDS[PLAY],
      PLAY,
      round.lose,
      UNIT.toString(),
      p.currency,
      JSON.stringify(playOddsToJson(odds)),
      round.k,
      round.win,
      round.winPayout.toString(),
      // Settled 5 s after its draw, bought 30 s before it.
      new Date(round.drawAt.getTime() + 5_000),
      new Date(round.drawAt.getTime() - 30_000),
    ],
  );
}

/** Yesterday's member-day totals of every bettor (the rollup the daily salary reads), by SQL. */
async function seedDays(db: SeedHandle, p: SeedPlan) {
  await db.query(
    `insert into member_day_totals (merchant_id, member_id, product_type, business_day, asset, stake, valid_bet,
       payout, count)
     select $1, m.id, 'ELOTT', $2::date, $3, 500000 + (m.id % 7) * 10000, 500000 + (m.id % 7) * 10000,
            (m.id % 3) * 200000, 50
     from members m where m.merchant_id = $1 and m.username like 'asm%'`,
    [p.merchantId, p.dailyDay, p.currency],
  );
}

/** Writes everything; answers the seconds each step took and the bettors. */
export async function seedAgentSalary(
  db: SeedHandle,
  wallet: SeedWallet,
  p: SeedPlan,
  storeTerms: StoreTerms,
  log: (line: string) => void,
) {
  if (p.agents % 10 !== 0) throw new Error('--agents must be a multiple of 10');
  const steps: Record<string, number> = {};
  const step = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const out = await fn();
    const took = (performance.now() - started) / 1000;
    steps[name] = took;
    log(`  ${name}: ${took.toFixed(1)} s`);
    return out;
  };
  await step('agents and members', () => seedTree(db, p));
  await step('contracts', () => seedContracts(db, p, storeTerms));
  const rounds = await step('rounds', () => seedRounds(db, p));
  await db.query(
    `create table bench_payouts (member_id bigint primary key, journal_id bigint not null)`,
  );
  const bettors = await step('bettors money (ledger)', () => seedMoney(db, wallet, p, rounds));
  await db.query(
    `create table bench_paths as select id as member_id, member_upline_path(id) as path from members
     where merchant_id = $1 and username like 'asm%'`,
    [p.merchantId],
  );
  await db.query('alter table bench_paths add primary key (member_id)');
  await step('tickets and facts', async () => {
    for (const r of rounds) await seedTickets(db, p, r);
  });
  await step('member-day totals', () => seedDays(db, p));
  await db.query('drop table bench_paths');
  await db.query('drop table bench_payouts');
  // Autovacuum would have analysed tables this size long before a tick.
  await step('analyze', () => db.query('analyze'));
  return { steps, bettors, rounds: rounds.length };
}
