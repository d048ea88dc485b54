import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failEnvelopeSchema } from '@monsoon/contracts/envelope';
import { LGW_PREFIXES } from '@monsoon/contracts/lottery/lgw';
import { sessionValueSchema } from '@monsoon/contracts/session';
import { countRows, fakeClock, nextIp } from '@/test/factories.ts';
import { wire } from '@/test/http.ts';
import { balanceOf, expectLedgerClean } from '@/test/money.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { createDrawsRepository } from '@/modules/lottery/draws/draws.repository.ts';
import { deriveResult } from '@/modules/lottery/draws/fair.ts';
import { bettingDraw, drawByNumero } from '@/modules/lottery/draws/schedule.ts';
import {
  betBody,
  betOk,
  bettor,
  chase,
  footprint,
  gameOf,
  line,
  onSale,
  placeBet,
  type Bettor,
} from './betting.fixtures.ts';

/** POST /lotto-vn/lgw/betting: tickets and their stake in one movement; every refusal writes nothing. */
let t: TestApp;
// Monday 2026-03-02 15:30:20 in Vietnam: K3_1's 15:31 draw and every Monday station are on sale.
const clock = fakeClock(new Date('2026-03-02T08:30:20Z'));

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

/** The stake journal of an order, with its entries' sum. */
async function stakeJournal(orderNo: string) {
  const { rows } = await t.database.query(
    `select j.id, j.kind, count(e.id)::int as entries, coalesce(sum(e.amount), 0)::text as sum
       from journal j left join entries e on e.journal_id = j.id
      where j.idem_scope = 'lottery.bet' and j.idem_key = $1 group by j.id`,
    [orderNo],
  );
  return rows;
}

describe('a bet', () => {
  it('on a 1-minute game takes exactly its stake in one lottery.bet movement', async () => {
    const who = await bettor(t, 100_000n);
    const numero = onSale('K3_1', clock);
    const answer = await betOk(
      t,
      who,
      betBody([
        line('K3_1', 'DICE3_SUM', '4,10', 2, [{ numero, multiple: 3 }]),
        line('K3_1', 'DICE3_BIG_SMALL', 'BIG', 5, [numero]),
      ]),
    );
    expect(answer.totalAmount).toBe(17);
    expect(answer.balance).toBe(983);
    expect(await balanceOf(t.database, who.member)).toBe(100_000n - 1_700n);
    expect(
      answer.tickets.map((x) => [
        x.gameCode,
        x.numero,
        x.betCount,
        x.multiple,
        x.singleBetPrice,
        x.betAmount,
      ]),
    ).toEqual([
      ['K3_1', numero, 2, 3, 2, 12],
      ['K3_1', numero, 1, 1, 5, 5],
    ]);
    for (const ticket of answer.tickets)
      expect(ticket).toMatchObject({
        orderNo: answer.orderNo,
        status: 'OPEN',
        winAmount: null,
        winNo: null,
        prizeMode: 'LOTT',
        settleTime: null,
        betTime: clock.now().getTime(),
      });
    expect(await stakeJournal(answer.orderNo)).toEqual([
      expect.objectContaining({ kind: 'lottery.bet', entries: 2, sum: '0' }),
    ]);
    expect(await countRows(t.database, 'lottery_orders', `order_no = '${answer.orderNo}'`)).toBe(1);
    await expectLedgerClean(t.database);
  });

  it('on Vietnamese stations prices lô by the region’s prize numbers (27 north, 18 south)', async () => {
    const who = await bettor(t, 100_000n);
    const answer = await betOk(
      t,
      who,
      betBody(
        [
          line('VN_NORTH', 'VN_LO2', '07,12', 27, [onSale('VN_NORTH', clock)]),
          line('VN_S_HCM', 'VN_LO2', '99', 18, [onSale('VN_S_HCM', clock)]),
          line('VN_S_HCM', 'VN_DE', '05', 1.5, [
            { numero: onSale('VN_S_HCM', clock), multiple: 2 },
          ]),
        ],
        'LOTT',
      ),
      { language: 'VI' },
    );
    expect(answer.tickets.map((x) => [x.gameName, x.betAmount])).toEqual([
      ['Miền Bắc', 54],
      ['TP. Hồ Chí Minh', 18],
      ['TP. Hồ Chí Minh', 3],
    ]);
    expect(answer.totalAmount).toBe(75);
    expect(await balanceOf(t.database, who.member)).toBe(100_000n - 7_500n);
    const { rows } = await t.database.query(
      `select game_code, unit_stake::int as unit, single_bet_price::int as price from lottery_tickets where member_id = $1 order by id`,
      [who.member.id],
    );
    expect(rows).toEqual([
      { game_code: 'VN_NORTH', unit: 100, price: 2700 },
      { game_code: 'VN_S_HCM', unit: 100, price: 1800 },
      { game_code: 'VN_S_HCM', unit: 150, price: 150 },
    ]);
    expect(await stakeJournal(answer.orderNo)).toEqual([
      expect.objectContaining({ entries: 2, sum: '0' }),
    ]);
  });

  it('chasing 3 draws makes 3 tickets of one chase and creates the future draws', async () => {
    const who = await bettor(t, 100_000n);
    const numeros = chase('PK10_1', clock, 3);
    const before = await countRows(t.database, 'lottery_draws', `game_code = 'PK10_1'`);
    const answer = await betOk(
      t,
      who,
      betBody([
        line('PK10_1', 'RACE10_DRAGON_TIGER', 'DRAGON_TIGER___', 1, numeros, { winStop: true }),
      ]),
    );
    expect(answer.tickets.map((x) => x.numero)).toEqual(numeros);
    expect(answer.totalAmount).toBe(6);
    const { rows } = await t.database.query(
      `select t.id::int as id, t.chase_id::int as chase, t.win_stop as stop, d.status, d.seed_hash
         from lottery_tickets t join lottery_draws d on d.id = t.draw_id where t.member_id = $1 order by t.id`,
      [who.member.id],
    );
    expect(rows).toHaveLength(3);
    for (const row of rows)
      expect(row).toMatchObject({
        chase: rows[0]?.['id'],
        stop: true,
        status: 'open',
        seed_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
    expect(await countRows(t.database, 'lottery_draws', `game_code = 'PK10_1'`)).toBe(before + 3);
  });

  it('is answered under every lgw prefix', async () => {
    const who = await bettor(t, 10_000n);
    const orderNos = new Set<string>();
    for (const prefix of LGW_PREFIXES) {
      const answer = await betOk(
        t,
        who,
        betBody([line('K3_1', 'DICE3_ODD_EVEN', 'ODD', 1, [onSale('K3_1', clock)])]),
        { prefix },
      );
      orderNos.add(answer.orderNo);
    }
    expect(orderNos.size).toBe(LGW_PREFIXES.length);
    expect(await balanceOf(t.database, who.member)).toBe(10_000n - 300n);
  });
});

describe('refusals write nothing', () => {
  let who: Bettor;
  beforeAll(async () => {
    who = await bettor(t, 1_000_000_000n);
  });

  /** Posts the lines, expects `code` at `status`, and that no money, order or ticket moved. */
  async function refused(
    contents: unknown[],
    code: string,
    status = 400,
    headers?: Record<string, string>,
  ) {
    const before = await footprint(t, who);
    const res = await placeBet(t, who, betBody(contents), headers ? { headers } : {});
    expect([res.status, failEnvelopeSchema.parse(res.body).errorCode]).toEqual([status, code]);
    expect(await footprint(t, who)).toEqual(before);
  }

  it('unknown games and play types, or a play type of another kind of game', async () => {
    const numero = onSale('K3_1', clock);
    await refused(
      [line('K3_1', 'DICE3_SUM', '4', 1, [numero], { gameId: 999_999 })],
      'lottery.game.not.found',
    );
    await refused(
      [line('K3_1', 'DICE3_SUM', '4', 1, [numero], { playId: 999 })],
      'lottery.play.not.found',
    );
    await refused([line('K3_1', 'VN_DE', '05', 1, [numero])], 'lottery.play.not.found');
  });

  it('picks the play type does not take', async () => {
    const k3 = [onSale('K3_1', clock)];
    const c11x5 = [onSale('11X5_1', clock)];
    await refused([line('K3_1', 'DICE3_SUM', '4_5', 1, k3)], 'lottery.selection.invalid');
    await refused([line('K3_1', 'DICE3_SUM', '2', 1, k3)], 'lottery.selection.option');
    await refused([line('K3_1', 'DICE3_SUM', '4,4', 1, k3)], 'lottery.selection.duplicate');
    await refused([line('11X5_1', 'PICK11X5_ANY2', '01', 1, c11x5)], 'lottery.selection.too.few');
    await refused(
      [
        line('VN_NORTH', 'VN_XIEN2', '01,02,03,04,05,06,07,08,09,10,11', 1, [
          onSale('VN_NORTH', clock),
        ]),
      ],
      'lottery.selection.too.many',
    );
    await refused(
      [line('11X5_1', 'PICK11X5_FIRST2', '03_03', 1, c11x5)],
      'lottery.selection.no.bets',
    );
  });

  it('stakes that are not whole cents, not whole units, below the minimum or above the limits', async () => {
    const k3 = [onSale('K3_1', clock)];
    const north = [onSale('VN_NORTH', clock)];
    await refused([line('K3_1', 'DICE3_SUM', '4', 1.234, k3)], 'lottery.stake.invalid');
    await refused([line('K3_1', 'DICE3_SUM', '4', 0.5, k3)], 'lottery.stake.invalid');
    await refused([line('VN_NORTH', 'VN_LO2', '07', 20, north)], 'lottery.stake.invalid');
    await refused([line('VN_NORTH', 'VN_LO2', '07', 13.5, north)], 'lottery.stake.invalid');
    await refused([line('K3_1', 'DICE3_SUM', '4,5', 100_000, k3)], 'lottery.stake.limit');
    await refused(
      [line('K3_1', 'DICE3_SUM', '4', 20, [{ numero: onSale('K3_1', clock), multiple: 10_000 }])],
      'lottery.stake.limit',
    );
    // Six tickets at the ticket limit are above the order limit.
    await refused(
      Array.from({ length: 6 }, () => line('K3_1', 'DICE3_SUM', '4', 100_000, k3)),
      'lottery.stake.limit',
    );
  });

  it('numeros that name no draw of the game, beyond the chase horizon, or closed', async () => {
    const k3 = gameOf('K3_1');
    const now = clock.now();
    const past = bettingDraw(k3, new Date(now.getTime() - 120_000)).numero;
    const nextYear = bettingDraw(k3, new Date(now.getTime() + 365 * 86_400_000)).numero;
    await refused([line('K3_1', 'DICE3_SUM', '4', 1, ['abc'])], 'lottery.draw.not.found');
    await refused([line('K3_1', 'DICE3_SUM', '4', 1, ['20260302-9999'])], 'lottery.draw.not.found');
    // HCM draws on Mondays and Saturdays: Tuesday is no draw of it.
    await refused([line('VN_S_HCM', 'VN_DE', '05', 1, ['20260303'])], 'lottery.draw.not.found');
    await refused([line('K3_1', 'DICE3_SUM', '4', 1, [nextYear])], 'lottery.draw.not.found');
    await refused([line('K3_1', 'DICE3_SUM', '4', 1, [past])], 'lottery.draw.closed');
  });

  it('a stake above the balance, a malformed Idempotency-Key or a draw listed twice', async () => {
    const poor = await bettor(t, 500n);
    const before = await footprint(t, poor);
    const res = await placeBet(
      t,
      poor,
      betBody([line('K3_1', 'DICE3_SUM', '4', 6, [onSale('K3_1', clock)])]),
    );
    expect([res.status, failEnvelopeSchema.parse(res.body).errorCode]).toEqual([
      400,
      'lottery.balance.insufficient',
    ]);
    expect(await footprint(t, poor)).toEqual(before);

    const ok = [line('K3_1', 'DICE3_SUM', '4', 1, [onSale('K3_1', clock)])];
    await refused(ok, 'request_param_err', 400, { 'idempotency-key': 'has spaces' });
    await refused(ok, 'request_param_err', 400, { 'idempotency-key': 'x'.repeat(65) });
    await refused(
      [line('K3_1', 'DICE3_SUM', '4', 1, [onSale('K3_1', clock), onSale('K3_1', clock)])],
      'invalid.request',
    );
  });
});

describe('who may bet', () => {
  it('needs a session', async () => {
    const res = await placeBet(
      t,
      null,
      betBody([line('K3_1', 'DICE3_SUM', '4', 1, [onSale('K3_1', clock)])]),
    );
    expect([res.status, failEnvelopeSchema.parse(res.body).errorCode]).toEqual([
      401,
      'login.not.session',
    ]);
  });

  it('refuses a trial account with in_need_true_account, writing nothing', async () => {
    const trial = await wire(t.app).ok(sessionValueSchema, 'POST', '/wps/session/login/freeplay', {
      payload: {},
      remoteAddress: nextIp(),
    });
    const [orders, journals] = [
      await countRows(t.database, 'lottery_orders'),
      await countRows(t.database, 'journal', `kind = 'lottery.bet'`),
    ];
    const res = await placeBet(
      t,
      { token: trial.token },
      betBody([line('K3_1', 'DICE3_SUM', '4', 1, [onSale('K3_1', clock)])]),
    );
    expect([res.status, failEnvelopeSchema.parse(res.body).errorCode]).toEqual([
      403,
      'in_need_true_account',
    ]);
    expect([
      await countRows(t.database, 'lottery_orders'),
      await countRows(t.database, 'journal', `kind = 'lottery.bet'`),
    ]).toEqual([orders, journals]);
  });
});

describe('closing', () => {
  it('refuses a draw once its bets close on the clock', async () => {
    const who = await bettor(t, 10_000n);
    const game = gameOf('K3_5');
    const draw = bettingDraw(game, clock.now());
    const body = betBody([line('K3_5', 'DICE3_SUM', '4', 1, [draw.numero])]);
    await betOk(t, who, body);
    const wait = draw.closeAt.getTime() - clock.now().getTime();
    clock.advance(wait);
    try {
      const before = await footprint(t, who);
      const res = await placeBet(t, who, body);
      expect([res.status, failEnvelopeSchema.parse(res.body).errorCode]).toEqual([
        400,
        'lottery.draw.closed',
      ]);
      expect(await footprint(t, who)).toEqual(before);
    } finally {
      clock.advance(-wait);
    }
  });

  it('refuses a draw the draw job revealed before the bet took its lock', async () => {
    const who = await bettor(t, 10_000n);
    const game = gameOf('K3_3');
    const numero = onSale('K3_3', clock);
    await betOk(t, who, betBody([line('K3_3', 'DICE3_SUM', '4', 1, [numero])]));
    const draws = createDrawsRepository(t.database.db);
    const row = await draws.find(game.code, numero);
    if (!row || !drawByNumero(game, numero)) throw new Error('draw missing');
    // Revealed early (an operator or a clock ahead of ours): the status, not only the time, closes it.
    expect(await draws.markDrawn(row.id, deriveResult(game, numero, row.seed), clock.now())).toBe(
      true,
    );
    const before = await footprint(t, who);
    const res = await placeBet(t, who, betBody([line('K3_3', 'DICE3_SUM', '4', 1, [numero])]));
    expect([res.status, failEnvelopeSchema.parse(res.body).errorCode]).toEqual([
      400,
      'lottery.draw.closed',
    ]);
    expect(await footprint(t, who)).toEqual(before);
    await expectLedgerClean(t.database);
  });
});
