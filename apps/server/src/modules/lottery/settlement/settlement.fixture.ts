import { eq, sql } from 'drizzle-orm';
import type { DrawResult, PrizeMode, VnRegion } from '@monsoon/contracts/lottery/model';
import {
  findPlayType,
  stakeUnitsPerBet,
  validateSelection,
} from '@monsoon/contracts/lottery/play-types';
import { playIdOf, formatBettingContent } from '@monsoon/contracts/lottery/betting';
import type { Database } from '@/db/client.ts';
import { lotteryDraws, lotteryOrders, lotteryTickets } from '@/db/schema/index.ts';
import { newToken, sha256 } from '@/lib/ids.ts';
import type { MemberRef, WalletService } from '@/modules/wallet/wallet.service.ts';
import { newServerSeed, seedHash } from '../draws/fair.ts';
import { playOddsToJson } from '../rules/odds-json.ts';
import { DEFAULT_ODDS, type PlayOdds } from '../rules/odds.ts';

/**
 * Test fixtures of settlement: draws with a chosen result and tickets written straight to the tables,
 * each order's stake taken through the ledger (`lottery.bet`) so that the books balance as if the betting
 * route had placed them. Not used by the server.
 */

/** A draw row: drawn with `result`, or open (to be cancelled, or a chase's later draw). */
export async function insertDraw(
  db: Database,
  d: { gameCode: string; numero: string; drawAt: Date; result?: DrawResult },
): Promise<number> {
  const seed = newServerSeed();
  const closeAt = new Date(d.drawAt.getTime() - 30_000);
  const [row] = await db
    .insert(lotteryDraws)
    .values({
      gameCode: d.gameCode,
      numero: d.numero,
      opensAt: new Date(closeAt.getTime() - 60_000),
      closeAt,
      drawAt: d.drawAt,
      seed,
      seedHash: seedHash(seed),
      ...(d.result ? { status: 'drawn' as const, result: d.result, drawnAt: d.drawAt } : {}),
    })
    .returning({ id: lotteryDraws.id });
  if (!row) throw new Error('draw not inserted');
  return row.id;
}

/** One bet line of a fixture order on one draw. */
export interface FixtureLine {
  drawId: number;
  gameCode: string;
  numero: string;
  playCode: string;
  selection: string[][];
  /** Minor units per stake unit. */
  unitStake: bigint;
  multiple: number;
  /** The draw's region, for lô's cost per bet. */
  region?: VnRegion;
  /** The odds the ticket is sold at; the prize mode's defaults when absent. */
  odds?: PlayOdds;
}

/** The odds a fixture ticket is sold at, as stored. */
const soldOdds = (playCode: string, prizeMode: PrizeMode, chosen?: PlayOdds) => {
  const odds = chosen ?? DEFAULT_ODDS[prizeMode][playCode];
  if (!odds) throw new Error(`no odds for ${playCode}`);
  return playOddsToJson(odds);
};

const stakeOf = (line: FixtureLine) => {
  const playType = findPlayType(line.playCode);
  if (!playType) throw new Error(`unknown play type ${line.playCode}`);
  const check = validateSelection(playType, line.selection);
  if (!check.ok) throw new Error(`invalid selection for ${line.playCode}: ${check.code}`);
  const singleBetPrice = line.unitStake * BigInt(stakeUnitsPerBet(playType, line.region));
  return {
    playType,
    betCount: check.bets,
    singleBetPrice,
    stake: singleBetPrice * BigInt(check.bets) * BigInt(line.multiple),
  };
};

type Tx = Database;

/** Takes an order's stake (member → house, one `lottery.bet` movement) and writes the order row. */
async function insertOrder(
  wallet: WalletService,
  tx: Tx,
  o: { ref: MemberRef; asset: string; prizeMode: PrizeMode; total: bigint },
): Promise<number> {
  const orderNo = newToken().slice(0, 20);
  const { journalId } = await wallet.ledger.post(tx, {
    merchantId: o.ref.merchantId,
    kind: 'lottery.bet',
    scope: 'lottery.bet',
    key: orderNo,
    requestHash: sha256(`${orderNo}:${o.total}`),
    legs: [
      {
        accountId: await wallet.memberAccountId(o.ref, o.asset, tx),
        asset: o.asset,
        amount: -o.total,
        system: false,
      },
      {
        accountId: await wallet.houseAccountId(o.ref, o.asset, tx),
        asset: o.asset,
        amount: o.total,
        system: true,
      },
    ],
  });
  const [order] = await tx
    .insert(lotteryOrders)
    .values({
      merchantId: o.ref.merchantId,
      memberId: o.ref.memberId,
      orderNo,
      requestHash: sha256(orderNo),
      asset: o.asset,
      prizeMode: o.prizeMode,
      device: 'test',
      totalStake: o.total,
      stakeJournalId: journalId,
    })
    .returning({ id: lotteryOrders.id });
  if (!order) throw new Error('order not inserted');
  return order.id;
}

/**
 * Places one order of tickets in one transaction (stake, order, tickets). With `chase`, the lines are one
 * chase over their draws (chase_id = the first ticket).
 */
export async function placeOrder(
  wallet: WalletService,
  o: {
    ref: MemberRef;
    asset: string;
    lines: FixtureLine[];
    prizeMode?: PrizeMode;
    chase?: { winStop: boolean };
  },
): Promise<{ orderId: number; ticketIds: number[]; stake: bigint }> {
  const prizeMode = o.prizeMode ?? 'LOTT';
  const priced = o.lines.map((line) => ({ line, ...stakeOf(line) }));
  const total = priced.reduce((sum, p) => sum + p.stake, 0n);
  return wallet.ledger.run(async (tx) => {
    const orderId = await insertOrder(wallet, tx, { ref: o.ref, asset: o.asset, prizeMode, total });
    const tickets = await tx
      .insert(lotteryTickets)
      .values(
        priced.map(({ line, playType, betCount, singleBetPrice, stake }) => ({
          orderId,
          merchantId: o.ref.merchantId,
          memberId: o.ref.memberId,
          drawId: line.drawId,
          gameCode: line.gameCode,
          numero: line.numero,
          playId: playIdOf(playType),
          playCode: playType.code,
          content: formatBettingContent(line.selection),
          selection: line.selection,
          betCount,
          unitStake: line.unitStake,
          singleBetPrice,
          multiple: line.multiple,
          stake,
          asset: o.asset,
          prizeMode,
          odds: soldOdds(line.playCode, prizeMode, line.odds),
          winStop: o.chase?.winStop ?? false,
        })),
      )
      .returning({ id: lotteryTickets.id });
    const ticketIds = tickets.map((t) => t.id);
    const first = ticketIds[0];
    if (o.chase && first !== undefined)
      await tx
        .update(lotteryTickets)
        .set({ chaseId: first })
        .where(eq(lotteryTickets.orderId, orderId));
    return { orderId, ticketIds, stake: total };
  });
}

/**
 * Many dice big/small tickets of one member on one draw, written by one INSERT … generate_series (fast
 * enough for tens of thousands): ticket n picks BIG when n is even, SMALL otherwise, at multiple
 * 1 + n % 3, unit stake 100. Answers the order's stake.
 */
export async function placeBulkDiceOrder(
  wallet: WalletService,
  o: {
    ref: MemberRef;
    asset: string;
    drawId: number;
    gameCode: string;
    numero: string;
    count: number;
  },
): Promise<bigint> {
  let total = 0n;
  for (let n = 1; n <= o.count; n++) total += 100n * BigInt(1 + (n % 3));
  const odds = JSON.stringify(soldOdds('DICE3_BIG_SMALL', 'LOTT'));
  await wallet.ledger.run(async (tx) => {
    const orderId = await insertOrder(wallet, tx, {
      ref: o.ref,
      asset: o.asset,
      prizeMode: 'LOTT',
      total,
    });
    await tx.execute(sql`insert into lottery_tickets (order_id, merchant_id, member_id, draw_id, game_code, numero,
        play_id, play_code, content, selection, bet_count, unit_stake, single_bet_price, multiple, stake, asset, prize_mode, odds)
      select ${orderId}, ${o.ref.merchantId}, ${o.ref.memberId}, ${o.drawId}, ${o.gameCode}, ${o.numero},
        202, 'DICE3_BIG_SMALL', case when n % 2 = 0 then 'BIG' else 'SMALL' end,
        case when n % 2 = 0 then '[["BIG"]]'::jsonb else '[["SMALL"]]'::jsonb end,
        1, 100, 100, 1 + n % 3, 100 * (1 + n % 3), ${o.asset}, 'LOTT', ${odds}::jsonb
      from generate_series(1, ${o.count}) as n`);
  });
  return total;
}
