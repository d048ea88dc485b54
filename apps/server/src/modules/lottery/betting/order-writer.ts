import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import type { StoredPlayOdds } from '@/modules/lottery/rules/odds-json.ts';
import { LedgerRejection } from '@/modules/wallet/ledger.ts';
import type { WalletService } from '@/modules/wallet/wallet.service.ts';
import {
  createBettingRepository,
  type NewTicket,
  type OrderRefusalRow,
  type OrderRow,
  type TicketOwner,
  type TicketView,
} from './betting.repository.ts';
import type { PricedOrder } from './order-pricing.ts';

/** The order's Idempotency-Key belongs to an order that committed first: the caller replays that order. */
export class OrderKeyTaken extends Error {
  constructor(readonly order: OrderRow) {
    super('the Idempotency-Key names an order placed before');
  }
}

/** The order's key was refused before: the caller replays that refusal. */
export class OrderKeyRefused extends Error {
  constructor(readonly refusal: OrderRefusalRow) {
    super('the key names a betting request refused before');
  }
}

/** The refusals decided under the key's claim, stored so that a retry with the key gets them again. */
export type StoredOrderRefusal = 'lottery.draw.closed' | 'lottery.balance.insufficient';

/** Everything an order's transaction writes, decided before it starts (no reads but the locks inside). */
export interface OrderDraft {
  bettor: TicketOwner;
  asset: string;
  orderNo: string;
  /** The request's key (Idempotency-Key, else `t:` and the URL's `t`). */
  idemKey: string;
  requestHash: string;
  prizeMode: string;
  device: string;
  priced: PricedOrder;
  /** The odds each line is sold at (by line index), copied onto its tickets. */
  lineOdds: readonly StoredPlayOdds[];
  /** Draw row ids by `gameCode|numero` (every priced ticket's draw exists: `ensureDraws`). */
  drawIds: ReadonlyMap<string, number>;
  memberAccount: number;
  houseAccount: number;
  now: Date;
}

/** What the transaction decided: the order written, or a refusal it stored under the key. */
export type OrderOutcome = { written: WrittenOrder } | { refused: StoredOrderRefusal };

/** What the transaction wrote, and the member's available balance right after it. */
export interface WrittenOrder {
  order: OrderRow;
  tickets: TicketView[];
  balance: bigint;
}

/** Draw id of a priced ticket's draw. */
function drawIdOf(draft: OrderDraft, gameCode: string, numero: string): number {
  const id = draft.drawIds.get(`${gameCode}|${numero}`);
  if (id === undefined) throw new Error(`draw ${gameCode} ${numero} has no row`);
  return id;
}

/** The ticket rows of an order: line by line, draw by draw, with ids taken in that order. */
function ticketRows(draft: OrderDraft, orderId: number, ids: readonly number[]): NewTicket[] {
  const { bettor, priced } = draft;
  let next = 0;
  const takeId = (): number => {
    const id = ids[next++];
    if (id === undefined) throw new Error('too few ticket ids allocated');
    return id;
  };
  return priced.lines.flatMap((line, index) => {
    const odds = draft.lineOdds[index];
    if (!odds) throw new Error(`line ${index} has no odds`);
    // A chase (several draws) is named by its first ticket's id.
    const chaseId = line.tickets.length > 1 ? ids[next] : undefined;
    return line.tickets.map((t) => ({
      id: takeId(),
      orderId,
      merchantId: bettor.merchantId,
      memberId: bettor.memberId,
      drawId: drawIdOf(draft, line.game.code, t.draw.numero),
      gameCode: line.game.code,
      numero: t.draw.numero,
      playId: line.playId,
      playCode: line.playType.code,
      content: line.content,
      selection: line.selection,
      betCount: line.betCount,
      unitStake: line.unitStake,
      singleBetPrice: line.singleBetPrice,
      multiple: t.multiple,
      stake: t.stake,
      asset: draft.asset,
      prizeMode: draft.prizeMode,
      odds,
      chaseId: chaseId ?? null,
      winStop: line.winStop,
      status: 'open' as const,
      createdAt: draft.now,
    }));
  });
}

/**
 * The order's one transaction (decisions 0026 and 0030). Claims the key first: requests under one key
 * queue on a transaction-scoped advisory lock, and a later one finds the first's order (or stored
 * refusal) and replays it, rather than failing on the balance or close time the first changed
 * (money.md §3). Then locks the order's draws `FOR SHARE` and re-checks they still take bets, posts the
 * whole stake as one `lottery.bet` movement keyed by the order number (member − total, the member's
 * house shard + total), and inserts the order and its tickets. A closed draw or a refused stake is
 * stored under the key in this same transaction (the posting runs in a savepoint, so a refused movement
 * leaves nothing behind); any other failure throws and the caller's transaction rolls back.
 */
export async function writeOrder(
  tx: Database,
  wallet: WalletService,
  draft: OrderDraft,
): Promise<OrderOutcome> {
  const repo = createBettingRepository(tx);
  const { bettor, asset, priced } = draft;
  const claim = `lottery.order:${bettor.merchantId}:${bettor.memberId}:${draft.idemKey}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${claim}, 0))`);
  const prior = await repo.orderByKey(bettor, draft.idemKey);
  if (prior) throw new OrderKeyTaken(prior);
  const refusedBefore = await repo.refusalByKey(bettor, draft.idemKey);
  if (refusedBefore) throw new OrderKeyRefused(refusedBefore);
  const refuse = async (code: StoredOrderRefusal): Promise<OrderOutcome> => {
    await repo.insertRefusal({
      merchantId: bettor.merchantId,
      memberId: bettor.memberId,
      idemKey: draft.idemKey,
      requestHash: draft.requestHash,
      errorCode: code,
      createdAt: draft.now,
    });
    return { refused: code };
  };

  const drawIds = [...new Set(draft.drawIds.values())];
  const open = await repo.lockOpenDraws(drawIds, draft.now);
  if (open.length !== drawIds.length) return refuse('lottery.draw.closed');

  let journalId: number;
  try {
    ({ journalId } = await tx.transaction((savepoint) =>
      wallet.ledger.post(savepoint, {
        merchantId: bettor.merchantId,
        kind: 'lottery.bet',
        scope: 'lottery.bet',
        key: draft.orderNo,
        requestHash: draft.requestHash,
        legs: [
          { accountId: draft.memberAccount, asset, amount: -priced.total, system: false },
          { accountId: draft.houseAccount, asset, amount: priced.total, system: true },
        ],
        memo: { orderNo: draft.orderNo },
      }),
    ));
  } catch (err) {
    if (err instanceof LedgerRejection) return refuse('lottery.balance.insufficient');
    throw err;
  }

  const order = await repo.insertOrder({
    merchantId: bettor.merchantId,
    memberId: bettor.memberId,
    orderNo: draft.orderNo,
    idemKey: draft.idemKey,
    requestHash: draft.requestHash,
    asset,
    prizeMode: draft.prizeMode,
    device: draft.device,
    totalStake: priced.total,
    stakeJournalId: journalId,
    createdAt: draft.now,
  });
  const count = priced.lines.reduce((n, line) => n + line.tickets.length, 0);
  const ids = await repo.allocateTicketIds(count);
  const inserted = await repo.insertTickets(ticketRows(draft, order.id, ids));
  const tickets = inserted
    .sort((a, b) => a.id - b.id)
    .map((ticket) => ({
      ticket,
      orderNo: order.orderNo,
      drawStatus: 'open' as const,
      drawResult: null,
    }));
  return { written: { order, tickets, balance: await wallet.available(bettor, asset, tx) } };
}
