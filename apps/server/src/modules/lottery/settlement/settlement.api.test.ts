import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { DrawResult } from '@monsoon/contracts/lottery/model';
import { lotteryDraws, lotteryTickets } from '@/db/schema/index.ts';
import { checkLedger } from '@/modules/wallet/ledger.check.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { demoMerchant, nextId } from '@/test/factories.ts';
import {
  insertDraw,
  placeBulkDiceOrder,
  placeOrder,
  type FixtureLine,
} from './settlement.fixture.ts';
import { createSettlementService } from './settlement.service.ts';

/**
 * Settlement on a real database with results chosen by hand: every ticket's outcome and payout is worked
 * out below from the published odds (LOTT, 97 % return) — not by the code under test — and the member's
 * balance moves by exactly the payouts; cancelled draws and win-stop chases give stakes back once.
 */
let t: TestApp;
let merchantId = 0;
const now = new Date('2026-03-02T09:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const settlement = () => t.app.services.lotterySettlement;
const wallet = () => t.app.services.wallet;

/** A member funded with 10,000.00 PHP (member ids need no member row: accounts key on the id). */
async function fundedMember() {
  const ref = { merchantId, memberId: 9_000_000 + nextId() };
  await wallet().credit(ref, 'PHP', 1_000_000n, 'test.credit', `settle:${ref.memberId}`);
  return ref;
}
const balanceOf = async (ref: { merchantId: number; memberId: number }) =>
  (await wallet().balances(ref)).find((b) => b.asset === 'PHP')?.balance;
const ticketsById = async (ids: number[]) =>
  new Map(
    (await t.database.db.select().from(lotteryTickets).where(inArray(lotteryTickets.id, ids))).map(
      (r) => [r.id, r],
    ),
  );
const drawStatus = async (id: number) =>
  (await t.database.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, id)))[0]?.status;
const numero = () => `T${nextId()}-${Date.now()}`;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await demoMerchant(t.database)).id;
});
afterAll(async () => t.close());

/** North: endings 45 ×3 (DB, G1, G2), 07 ×2 (G3, G7), and no 46 nor 99; special prize 12345. */
const NORTH: DrawResult = {
  kind: 'VN',
  region: 'NORTH',
  prizes: {
    DB: ['12345'],
    G1: ['67845'],
    G2: ['11111', '22245'],
    G3: ['33307', '44412', '55512', '66613', '77714', '88815'],
    G4: ['1016', '1017', '1018', '1019'],
    G5: ['2020', '2021', '2022', '2023', '2024', '2025'],
    G6: ['126', '127', '128'],
    G7: ['07', '29', '30', '31'],
  },
};

describe('settleDue on known results', () => {
  it('pays each ticket what the odds say, once, and settles the draws', async () => {
    const member = await fundedMember();
    const draws = {
      vn: await insertDraw(t.database.db, {
        gameCode: 'VN_NORTH',
        numero: numero(),
        drawAt: minutesAgo(5),
        result: NORTH,
      }),
      dice: await insertDraw(t.database.db, {
        gameCode: 'K3_1',
        numero: numero(),
        drawAt: minutesAgo(4),
        result: { kind: 'DICE3', dice: [3, 3, 4] },
      }),
      ssc: await insertDraw(t.database.db, {
        gameCode: 'SSC_1',
        numero: numero(),
        drawAt: minutesAgo(3),
        result: { kind: 'DIGIT5', digits: [1, 2, 3, 4, 5] },
      }),
      race: await insertDraw(t.database.db, {
        gameCode: 'PK10_1',
        numero: numero(),
        drawAt: minutesAgo(3),
        result: { kind: 'RACE10', order: [7, 3, 10, 1, 2, 4, 5, 6, 8, 9] },
      }),
      balls: await insertDraw(t.database.db, {
        gameCode: '11X5_1',
        numero: numero(),
        drawAt: minutesAgo(2),
        result: { kind: 'PICK11X5', numbers: [3, 7, 11, 1, 5] },
      }),
    };
    const line = (
      drawId: number,
      gameCode: string,
      playCode: string,
      selection: string[][],
      multiple = 1,
    ): FixtureLine => ({
      drawId,
      gameCode,
      numero: 'n/a',
      playCode,
      selection,
      unitStake: 100n,
      multiple,
      region: 'NORTH',
    });
    // [line, stake, status, payout]: odds in basis points are 97 % of 1/chance, rounded down to 10.
    const cases: [FixtureLine, bigint, string, bigint][] = [
      // Lô 45 hits three endings at 970,000 each (97×); 46 misses. Two bets × 27 units × 100.
      [line(draws.vn, 'VN_NORTH', 'VN_LO2', [['45', '46']]), 5_400n, 'won', 29_100n],
      // Đề 45 = last two of 12345: 200 × 97.
      [line(draws.vn, 'VN_NORTH', 'VN_DE', [['45']], 2), 200n, 'won', 19_400n],
      [line(draws.vn, 'VN_NORTH', 'VN_DE', [['00']]), 100n, 'lost', 0n],
      // Xiên 2 of 45, 07, 99: three pairs, one (45-07) wins; north xiên 2 odds 176,740 → 100 × 17.674.
      [line(draws.vn, 'VN_NORTH', 'VN_XIEN2', [['45', '07', '99']]), 300n, 'won', 1_767n],
      // Dice 3-3-4, sum 10 (27 ways of 216 → 77,600): one of two sums wins.
      [line(draws.dice, 'K3_1', 'DICE3_SUM', [['10', '11']]), 200n, 'won', 776n],
      // Sum 10 is small: big loses; small pays 19,950 (105 of 216) → 199.5 rounded down.
      [line(draws.dice, 'K3_1', 'DICE3_BIG_SMALL', [['BIG']], 3), 300n, 'lost', 0n],
      [line(draws.dice, 'K3_1', 'DICE3_BIG_SMALL', [['SMALL']]), 100n, 'won', 199n],
      // Single 3 shows on two dice: 2 hits × 19,400.
      [line(draws.dice, 'K3_1', 'DICE3_SINGLE', [['3']]), 100n, 'won', 388n],
      // Digits 1-2-3-4-5: first digit 1 (hit), 9 (miss), last digit 5 (hit): 2 × 97,000.
      [
        line(draws.ssc, 'SSC_1', 'DIGIT5_POSITION', [['1', '9'], [], [], [], ['5']]),
        300n,
        'won',
        1_940n,
      ],
      // Car 07 first (hit), 04 second (miss: 03).
      [
        line(draws.race, 'PK10_1', 'RACE10_POSITION', [
          ['07'],
          ['04'],
          [],
          [],
          [],
          [],
          [],
          [],
          [],
          [],
        ]),
        200n,
        'won',
        970n,
      ],
      // Any 3 of 03, 07, 11, 02: one of four triples is all drawn; 10 of 165 → 160,050 → 1,600.5 down.
      [
        line(draws.balls, '11X5_1', 'PICK11X5_ANY3', [['03', '07', '11', '02']]),
        400n,
        'won',
        1_600n,
      ],
      [line(draws.balls, '11X5_1', 'PICK11X5_ANY2', [['02', '04']]), 100n, 'lost', 0n],
    ];
    const placed = await placeOrder(wallet(), {
      ref: member,
      asset: 'PHP',
      lines: cases.map(([l]) => l),
    });
    expect(placed.stake).toBe(cases.reduce((sum, [, stake]) => sum + stake, 0n));
    const before = await balanceOf(member);

    const report = await settlement().settleDue(now);
    expect(report.tickets).toBe(cases.length);
    expect(report.draws).toBeGreaterThanOrEqual(5);

    const rows = await ticketsById(placed.ticketIds);
    cases.forEach(([l, stake, status, payout], i) => {
      const row = rows.get(placed.ticketIds[i] ?? 0);
      expect({
        play: l.playCode,
        stake: row?.stake,
        status: row?.status,
        payout: row?.payout,
      }).toEqual({ play: l.playCode, stake, status, payout });
      expect(row?.settledAt?.getTime()).toBe(now.getTime());
      expect(row?.settleJournalId === null).toBe(payout === 0n);
    });
    const paid = cases.reduce((sum, [, , , payout]) => sum + payout, 0n);
    expect(await balanceOf(member)).toBe((before ?? 0n) + paid);
    for (const id of Object.values(draws)) expect(await drawStatus(id)).toBe('settled');

    // One payout journal per (draw, member), keyed by the draw, holding that draw's winning tickets.
    const journals = await t.database.query(
      `select j.idem_key, e.amount::text as amount from journal j join entries e on e.journal_id = j.id
       join accounts a on a.id = e.account_id and a.owner_kind = 'member'
       where j.kind = 'lottery.payout' and a.owner_id = $1 order by j.idem_key`,
      [member.memberId],
    );
    expect(journals.rows.map((r) => r.amount).sort()).toEqual(
      ['1600', '1940', '1363', '50267', '970'].sort(),
    );
    expect(journals.rows.every((r) => String(r.idem_key).includes(`:${member.memberId}:`))).toBe(
      true,
    );

    expect(await settlement().settleDue(now)).toEqual({ draws: 0, tickets: 0 });
    expect(await balanceOf(member)).toBe((before ?? 0n) + paid);
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });
});

describe('cancelDraw', () => {
  it('voids every ticket of a cancelled draw and refunds each stake once', async () => {
    const [a, b] = [await fundedMember(), await fundedMember()];
    const drawId = await insertDraw(t.database.db, {
      gameCode: 'K3_1',
      numero: numero(),
      drawAt: new Date(now.getTime() + 60_000),
    });
    const line: FixtureLine = {
      drawId,
      gameCode: 'K3_1',
      numero: 'n/a',
      playCode: 'DICE3_SUM',
      selection: [['9', '10']],
      unitStake: 150n,
      multiple: 2,
    };
    const orders = [
      await placeOrder(wallet(), { ref: a, asset: 'PHP', lines: [line, line] }),
      await placeOrder(wallet(), { ref: b, asset: 'PHP', lines: [line] }),
    ];
    expect(orders.map((o) => o.stake)).toEqual([1_200n, 600n]);

    expect(await settlement().cancelDraw(drawId, now)).toBe(true);
    expect(await settlement().cancelDraw(drawId, now)).toBe(false);
    await Promise.all([
      settlement().settleDue(now),
      settlement().settleDue(now),
      settlement().settleDue(now),
    ]);
    await settlement().settleDue(now);

    const rows = await ticketsById(orders.flatMap((o) => o.ticketIds));
    expect([...rows.values()].map((r) => [r.status, r.payout])).toEqual(
      [...rows.values()].map(() => ['void', 600n]),
    );
    expect(await balanceOf(a)).toBe(1_000_000n);
    expect(await balanceOf(b)).toBe(1_000_000n);
    const refunds = await t.database.query(
      `select count(*)::int as n from journal where kind = 'lottery.refund' and idem_key like $1`,
      [`${drawId}:%`],
    );
    expect(refunds.rows[0]?.n).toBe(2); // one per member
    expect(await drawStatus(drawId)).toBe('cancelled');
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });

  it('never cancels a drawn draw', async () => {
    const drawId = await insertDraw(t.database.db, {
      gameCode: 'K3_1',
      numero: numero(),
      drawAt: minutesAgo(1),
      result: { kind: 'DICE3', dice: [1, 2, 3] },
    });
    expect(await settlement().cancelDraw(drawId, now)).toBe(false);
    expect(await drawStatus(drawId)).toBe('drawn');
  });
});

describe('large batches', () => {
  it('writes a batch of more outcomes than one statement can carry (17,000 tickets in one batch)', async () => {
    const member = await fundedMember();
    await wallet().credit(
      member,
      'PHP',
      5_000_000n,
      'test.credit',
      `settle-large:${member.memberId}`,
    );
    const drawId = await insertDraw(t.database.db, {
      gameCode: 'K3_5',
      numero: numero(),
      drawAt: minutesAgo(2),
      result: { kind: 'DICE3', dice: [6, 5, 4] },
    });
    const count = 17_000;
    await placeBulkDiceOrder(wallet(), {
      ref: member,
      asset: 'PHP',
      drawId,
      gameCode: 'K3_5',
      numero: 'n/a',
      count,
    });
    const before = await balanceOf(member);
    // One batch for all: 17,000 rows × 4 parameters would pass PostgreSQL's 65,535 in one statement.
    const report = await createSettlementService({
      db: t.database.db,
      wallet: wallet(),
      batchSize: 20_000,
    }).settleDue(now);
    expect(report.tickets).toBeGreaterThanOrEqual(count);
    expect(await drawStatus(drawId)).toBe('settled');
    // 6+5+4 is big: even tickets (BIG) win 1.995 × stake, rounded down; odd ones (SMALL) lose.
    let paid = 0n;
    for (let n = 1; n <= count; n++)
      if (n % 2 === 0) paid += (100n * BigInt(1 + (n % 3)) * 19_950n) / 10_000n;
    expect(await balanceOf(member)).toBe((before ?? 0n) + paid);
    // 17,000 tickets through the real settlement: minutes of CPU on a busy machine, not a speed check.
  }, 180_000);
});

describe('win-stop chases', () => {
  it('voids and refunds the later tickets of a chase that wins, and only of that chase', async () => {
    const member = await fundedMember();
    const first = await insertDraw(t.database.db, {
      gameCode: 'K3_5',
      numero: numero(),
      drawAt: minutesAgo(1),
      result: { kind: 'DICE3', dice: [6, 5, 4] },
    });
    const later = [
      await insertDraw(t.database.db, {
        gameCode: 'K3_5',
        numero: numero(),
        drawAt: new Date(now.getTime() + 5 * 60_000),
      }),
      await insertDraw(t.database.db, {
        gameCode: 'K3_5',
        numero: numero(),
        drawAt: new Date(now.getTime() + 10 * 60_000),
      }),
    ];
    const chase = (selection: string[][], winStop: boolean) =>
      placeOrder(wallet(), {
        ref: member,
        asset: 'PHP',
        chase: { winStop },
        lines: [first, ...later].map((drawId) => ({
          drawId,
          gameCode: 'K3_5',
          numero: 'n/a',
          playCode: 'DICE3_SUM',
          selection,
          unitStake: 100n,
          multiple: 1,
        })),
      });
    // 6+5+4 = 15 wins: 10 ways of 216 → 209,520 → 2,095.2 rounded down.
    const stopping = await chase([['15']], true);
    const running = await chase([['15']], false);
    const losing = await chase([['3']], true);
    const before = await balanceOf(member);

    await settlement().settleDue(now);
    const rows = await ticketsById([stopping, running, losing].flatMap((o) => o.ticketIds));
    const statuses = (ids: number[]) =>
      ids.map((id) => [rows.get(id)?.status, rows.get(id)?.payout]);
    expect(statuses(stopping.ticketIds)).toEqual([
      ['won', 2_095n],
      ['void', 100n],
      ['void', 100n],
    ]);
    expect(statuses(running.ticketIds)).toEqual([
      ['won', 2_095n],
      ['open', null],
      ['open', null],
    ]);
    expect(statuses(losing.ticketIds)).toEqual([
      ['lost', 0n],
      ['open', null],
      ['open', null],
    ]);
    expect(await balanceOf(member)).toBe((before ?? 0n) + 2_095n * 2n + 200n);

    await settlement().settleDue(now);
    expect(await balanceOf(member)).toBe((before ?? 0n) + 2_095n * 2n + 200n);
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });
  it('settles a win-stop chase ticket only after the chase’s earlier draw, which may void it', async () => {
    const member = await fundedMember();
    // The later draw is drawn while the earlier one is not yet (a runner settling draws out of order).
    const earlier = await insertDraw(t.database.db, {
      gameCode: 'K3_5',
      numero: numero(),
      drawAt: minutesAgo(10),
    });
    const later = await insertDraw(t.database.db, {
      gameCode: 'K3_5',
      numero: numero(),
      drawAt: minutesAgo(5),
      result: { kind: 'DICE3', dice: [6, 5, 4] },
    });
    const order = await placeOrder(wallet(), {
      ref: member,
      asset: 'PHP',
      chase: { winStop: true },
      lines: [earlier, later].map((drawId) => ({
        drawId,
        gameCode: 'K3_5',
        numero: 'n/a',
        playCode: 'DICE3_SUM',
        selection: [['15']],
        unitStake: 100n,
        multiple: 1,
      })),
    });
    const before = await balanceOf(member);

    await settlement().settleDue(now);
    let rows = await ticketsById(order.ticketIds);
    expect(order.ticketIds.map((id) => rows.get(id)?.status)).toEqual(['open', 'open']);
    expect(await drawStatus(later)).toBe('drawn');

    // The earlier draw comes out 15 too: its win stops the chase, so the later ticket is refunded, not paid.
    await t.database.db
      .update(lotteryDraws)
      .set({ status: 'drawn', result: { kind: 'DICE3', dice: [6, 5, 4] }, drawnAt: now })
      .where(eq(lotteryDraws.id, earlier));
    await settlement().settleDue(now);
    rows = await ticketsById(order.ticketIds);
    expect(order.ticketIds.map((id) => [rows.get(id)?.status, rows.get(id)?.payout])).toEqual([
      ['won', 2_095n],
      ['void', 100n],
    ]);
    expect(await balanceOf(member)).toBe((before ?? 0n) + 2_095n + 100n);
    expect(await drawStatus(later)).toBe('settled');
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });
});
