import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/db/client.ts';
import { insertDraw, placeBulkDiceOrder } from '@/modules/lottery/settlement/settlement.fixture.ts';
import { createSettlementService } from '@/modules/lottery/settlement/settlement.service.ts';
import { createWalletService } from '@/modules/wallet/wallet.service.ts';
import { buildMember, demoMerchant, nextId } from '@/test/factories.ts';
import { expectLedgerClean, fund, playerCalls, uniquePrefix } from '@/test/money.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { withDatabase } from '@/test/template.ts';
import { launchTokenFor } from '@/test/vendor.ts';
import { createFactConsumer } from './fact-consumer.ts';
import { MEMBER_DAY_TOTALS, memberDayTotalsConsumer } from './member-day-totals.ts';

/**
 * design/money.md §14 test 17: wager facts written by concurrent products — vendor rounds through the
 * wallet API, lottery settlement on two runners, and transactions held open while later facts commit
 * (ids committing out of order) — while the member-day-totals consumer runs on two workers → every
 * fact consumed exactly once, none skipped, and the rollup equals an independent sum over the facts.
 * On PostgreSQL every worker, runner and held transaction has its own connection; PGlite runs the same
 * writers and workers one statement at a time (no transaction can be held open beside another).
 */
let t: TestApp;
const extra: DatabaseHandle[] = [];
const url = process.env.TEST_DATABASE_URL;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const handle of extra) await handle.close();
  await t.close();
});

/** A database handle of its own (PostgreSQL), or the test app's one connection (PGlite). */
async function handle(): Promise<DatabaseHandle> {
  if (!url) return t.database;
  const { rows } = await t.database.query('select current_database() as name');
  const h = await openDatabase({ url: withDatabase(url, String(rows[0]?.['name'])) });
  extra.push(h);
  return h;
}

/** A worker of the member-day-totals consumer on its own connection. */
async function worker() {
  const { db } = await handle();
  return createFactConsumer(
    { db, ledger: createWalletService(db).ledger },
    memberDayTotalsConsumer,
    {
      batchSize: 25,
    },
  );
}

/** Wakes the consumer workers whenever a writer has committed something (no polling, no sleeps). */
let wake: () => void = () => undefined;
let kicked = new Promise<void>((resolve) => (wake = resolve));
const kick = () => {
  wake();
  kicked = new Promise<void>((resolve) => (wake = resolve));
};

/** Vendor rounds of one member: bet, then a finishing win (every third round loses). */
async function playRounds(rounds: number) {
  const member = await buildMember(t.database);
  await fund(t.database, member, 1_000_000n);
  const calls = playerCalls(t.app, member, await launchTokenFor(t.database, member));
  const p = uniquePrefix('f17');
  for (let r = 0; r < rounds; r++) {
    expect((await calls.bet(`${p}B${r}`, `${p}R${r}`, 100 + r)).status).toBe('OK');
    expect((await calls.win(`${p}W${r}`, `${p}R${r}`, r % 3 === 0 ? 0 : 250 + r)).status).toBe(
      'OK',
    );
    kick();
  }
}

/** A settled dice draw's worth of tickets for a few members, settled by two runners at once. */
async function settleLottery(merchantId: number) {
  const wallet = t.app.services.wallet;
  const drawId = await insertDraw(t.database.db, {
    gameCode: 'K3_1',
    numero: `F${nextId()}-${Date.now()}`,
    drawAt: new Date(Date.now() - 60_000),
    result: { kind: 'DICE3', dice: [6, 5, 4] },
  });
  for (let i = 0; i < 3; i++) {
    const ref = { merchantId, memberId: 7_000_000 + nextId() };
    await wallet.credit(ref, 'PHP', 10_000_000n, 'test.credit', `f17:${ref.memberId}`);
    await placeBulkDiceOrder(wallet, {
      ref,
      asset: 'PHP',
      drawId,
      gameCode: 'K3_1',
      numero: 'n/a',
      count: 60,
    });
  }
  const runners = await Promise.all(
    [0, 1].map(async () => {
      const { db } = await handle();
      return createSettlementService({ db, wallet: createWalletService(db), batchSize: 40 });
    }),
  );
  await Promise.all(runners.map((r) => r.settleDue(new Date())));
  kick();
}

/** A transaction on its own connection that writes a fact and stays open until `commit`. */
async function heldFact(merchantId: number, memberId: number, settledAt: string) {
  if (!url) throw new Error('held transactions need PostgreSQL');
  const { rows } = await t.database.query('select current_database() as name');
  const client = new pg.Client({ connectionString: withDatabase(url, String(rows[0]?.['name'])) });
  await client.connect();
  await client.query('begin');
  const { rows: fact } = await client.query<{ id: string }>(
    `insert into wager_facts (merchant_id, member_id, product_type, vendor, game_code, source_kind,
       source_id, stake, valid_bet, payout, asset, placed_at, settled_at)
     values ($1, $2, 'LIVE', 'TEST', 'T1', 'test', $3, 1000, 900, 500, 'PHP', $4, $4) returning id`,
    [merchantId, memberId, nextId(), settledAt],
  );
  return {
    id: Number(fact[0]?.id),
    commit: async () => {
      await client.query('commit');
      await client.end();
    },
  };
}

const count = async (sql: string) =>
  Number((await t.database.query(sql)).rows[0]?.['n'] ?? Number.NaN);

describe('wager facts consumed exactly once, none skipped (money.md §14.17)', () => {
  it('concurrent products, transactions committing out of id order, a consumer on two workers', async () => {
    const merchantId = (await demoMerchant(t.database)).id;
    const member = await buildMember(t.database);
    const [a, b] = [await worker(), await worker()];
    // Every application by any run of either worker is counted: exactly once means they add up to the
    // number of facts (a fact applied twice would push the sum over it).
    let applied = 0;
    const drain = async (w: Awaited<ReturnType<typeof worker>>) => {
      const n = await w.drain();
      applied += n;
    };
    let writing = true;
    const loop = async (w: Awaited<ReturnType<typeof worker>>) => {
      while (writing) {
        const { consumed } = await w.runOnce();
        applied += consumed;
        if (writing) await kicked;
      }
    };
    const workers = Promise.all([loop(a), loop(b)]);

    // Some facts first, read at once.
    // (A drain returns at once while the other worker holds the consumer, and a fact is read only once
    // every transaction older than it has ended: poll until both are in.)
    await playRounds(2);
    await expect
      .poll(async () => {
        await drain(a);
        return count(
          `select count(*)::int as n from fact_consumptions where consumer = '${MEMBER_DAY_TOTALS}'`,
        );
      })
      .toBe(2);
    // Then two transactions write facts and stay open (low ids) while the products write later ones,
    // which commit first; the held ones commit last, in reverse order. The second held fact falls on
    // the other side of a Manila midnight (16:00 UTC) from the first.
    const held = url
      ? [
          await heldFact(merchantId, member.id, '2026-11-25T15:59:59Z'),
          await heldFact(merchantId, member.id, '2026-11-25T16:00:00Z'),
        ]
      : [];
    await Promise.all([playRounds(8), playRounds(8), playRounds(8), settleLottery(merchantId)]);
    if (held.length > 0) {
      const heldIds = held.map((h) => h.id).join(',');
      await drain(a);
      // Facts with higher ids have committed, yet the held ones were not passed over: nothing of theirs
      // is consumed while their transactions run.
      expect(
        await count(
          `select count(*)::int as n from wager_facts where id > ${Math.max(...held.map((h) => h.id))}`,
        ),
      ).toBeGreaterThan(0);
      expect(
        await count(
          `select count(*)::int as n from fact_consumptions where fact_id in (${heldIds})`,
        ),
      ).toBe(0);
      for (const h of [...held].reverse()) {
        await h.commit();
        kick();
      }
    }
    writing = false;
    kick();
    await workers;
    await Promise.all([drain(a), drain(b)]);

    const facts = await count('select count(*)::int as n from wager_facts');
    expect(facts).toBe(2 + 3 * 8 + 3 * 60 + held.length);
    // Exactly once: as many applications as facts (the effect key is unique), and none missing.
    // A drain passes over facts another worker has claimed and not committed yet: drained again until
    // every fact is consumed (on a busy machine that worker may commit seconds later).
    await expect
      .poll(
        async () => {
          await Promise.all([drain(a), drain(b)]);
          return count(
            `select count(*)::int as n from fact_consumptions where consumer = '${MEMBER_DAY_TOTALS}'`,
          );
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe(facts);
    expect(
      await count(`select count(*)::int as n from wager_facts f where not exists (
        select 1 from fact_consumptions c where c.consumer = '${MEMBER_DAY_TOTALS}' and c.fact_id = f.id)`),
    ).toBe(0);
    expect(applied).toBe(facts);

    // The rollup equals an independent sum over the facts (business day by SQL's AT TIME ZONE).
    const { rows: independent } = await t.database.query(`select f.merchant_id, f.member_id::text,
        f.product_type, ((f.settled_at at time zone m.time_zone)::date)::text as day, f.asset,
        sum(f.stake)::text as stake, sum(f.valid_bet)::text as valid, sum(f.payout)::text as payout,
        count(*)::int as n
      from wager_facts f join merchants m on m.id = f.merchant_id
      group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`);
    const { rows: rollup } = await t.database.query(`select merchant_id, member_id::text,
        product_type, business_day::text as day, asset, stake::text, valid_bet::text as valid,
        payout::text, count as n
      from member_day_totals order by 1, 2, 3, 4, 5`);
    expect(rollup).toEqual(independent);
    expect(rollup.map((r) => r['product_type'])).toEqual(
      expect.arrayContaining(['ELOTT', ...(held.length > 0 ? ['LIVE'] : [])]),
    );
    if (held.length > 0)
      expect(
        rollup.filter((r) => r['member_id'] === String(member.id)).map((r) => r['day']),
      ).toEqual(['2026-11-25', '2026-11-26']);
    await expectLedgerClean(t.database);
  }, 120_000);
});
