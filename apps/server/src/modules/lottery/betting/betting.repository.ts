import { and, asc, count, desc, eq, gt, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { DrawResult } from '@monsoon/contracts/lottery/model';
import type { Database } from '@/db/client.ts';
import {
  lotteryDraws,
  lotteryOrderRefusals,
  lotteryOrders,
  lotteryTickets,
  type LotteryDrawStatus,
  type LotteryTicketStatus,
} from '@/db/schema/index.ts';
import { rowsOf } from '@/lib/sql-rows.ts';

export type OrderRow = typeof lotteryOrders.$inferSelect;
export type OrderRefusalRow = typeof lotteryOrderRefusals.$inferSelect;
export type NewOrder = Omit<typeof lotteryOrders.$inferInsert, 'id'>;
export type TicketRow = typeof lotteryTickets.$inferSelect;
/** A ticket row to insert, its id allocated beforehand (`allocateTicketIds`). */
export type NewTicket = typeof lotteryTickets.$inferInsert & { id: number };

/** A ticket with what presenting it needs: its order's number and its draw's outcome. */
export interface TicketView {
  ticket: TicketRow;
  orderNo: string;
  drawStatus: LotteryDrawStatus;
  drawResult: DrawResult | null;
}

/** Whose tickets a listing reads: always one member of one merchant. */
export interface TicketOwner {
  merchantId: number;
  memberId: number;
}

/**
 * Rows per ticket INSERT statement: one statement for an order's tickets, split only past what one
 * statement may bind (PostgreSQL allows 65,535 parameters; a ticket binds about 25).
 */
const TICKETS_PER_STATEMENT = 2_000;

const viewColumns = {
  ticket: lotteryTickets,
  orderNo: lotteryOrders.orderNo,
  drawStatus: lotteryDraws.status,
  drawResult: lotteryDraws.result,
};

/** All SQL of lottery orders and tickets. Pass the transaction as `db` for the writes of an order. */
export function createBettingRepository(db: Database) {
  /** Tickets with their order and draw, filtered, newest first. */
  const views = (where: SQL | undefined) =>
    db
      .select(viewColumns)
      .from(lotteryTickets)
      .innerJoin(lotteryOrders, eq(lotteryOrders.id, lotteryTickets.orderId))
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
      .where(where)
      .orderBy(desc(lotteryTickets.id));

  return {
    /** The member's order under an Idempotency-Key, or null. */
    async orderByKey(owner: TicketOwner, idemKey: string): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(lotteryOrders)
        .where(
          and(
            eq(lotteryOrders.merchantId, owner.merchantId),
            eq(lotteryOrders.memberId, owner.memberId),
            eq(lotteryOrders.idemKey, idemKey),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /**
     * Locks the draws that still take bets at `now` (open and not closed) `FOR SHARE`, in id order, and
     * answers their ids. The draw job's compare-and-set to `drawn` waits for the lock, and a draw it
     * revealed first is not answered (READ COMMITTED re-checks the row after the wait).
     */
    async lockOpenDraws(drawIds: readonly number[], now: Date): Promise<number[]> {
      if (drawIds.length === 0) return [];
      const rows = await db
        .select({ id: lotteryDraws.id })
        .from(lotteryDraws)
        .where(
          and(
            inArray(lotteryDraws.id, [...drawIds]),
            eq(lotteryDraws.status, 'open'),
            gt(lotteryDraws.closeAt, now),
          ),
        )
        .orderBy(asc(lotteryDraws.id))
        .for('share');
      return rows.map((r) => r.id);
    },

    /** The refusal stored under a member's key, or null. */
    async refusalByKey(owner: TicketOwner, idemKey: string): Promise<OrderRefusalRow | null> {
      const [row] = await db
        .select()
        .from(lotteryOrderRefusals)
        .where(
          and(
            eq(lotteryOrderRefusals.merchantId, owner.merchantId),
            eq(lotteryOrderRefusals.memberId, owner.memberId),
            eq(lotteryOrderRefusals.idemKey, idemKey),
          ),
        );
      return row ?? null;
    },
    /** Stores a refusal under the key (the caller holds the key's claim: a second one fails loudly). */
    async insertRefusal(row: typeof lotteryOrderRefusals.$inferInsert): Promise<void> {
      await db.insert(lotteryOrderRefusals).values(row);
    },
    async insertOrder(order: NewOrder): Promise<OrderRow> {
      const [row] = await db.insert(lotteryOrders).values(order).returning();
      if (!row) throw new Error('lottery order not inserted');
      return row;
    },

    /**
     * Takes `n` ticket ids from the table's identity sequence, ascending, so that a chase's tickets can
     * name their first ticket (`chase_id`) in the same INSERT that writes them.
     */
    async allocateTicketIds(n: number): Promise<number[]> {
      const result = await db.execute(
        sql`select nextval(pg_get_serial_sequence('lottery_tickets', 'id'))::text as id from generate_series(1, ${n})`,
      );
      return rowsOf(result)
        .map((r) => Number(r.id))
        .sort((a, b) => a - b);
    },

    /** Inserts tickets with their allocated ids (one statement per TICKETS_PER_STATEMENT rows). */
    async insertTickets(tickets: readonly NewTicket[]): Promise<TicketRow[]> {
      const inserted: TicketRow[] = [];
      for (let from = 0; from < tickets.length; from += TICKETS_PER_STATEMENT) {
        const chunk = tickets.slice(from, from + TICKETS_PER_STATEMENT);
        inserted.push(
          ...(await db.insert(lotteryTickets).overridingSystemValue().values(chunk).returning()),
        );
      }
      return inserted;
    },

    /** An order's tickets as answered again on a replay. */
    ticketsOfOrder: (orderId: number): Promise<TicketView[]> =>
      views(eq(lotteryTickets.orderId, orderId)),

    /** One page of a member's tickets (statuses and game optional), newest first, with the total. */
    async memberTickets(
      owner: TicketOwner,
      filter: {
        statuses: readonly LotteryTicketStatus[] | null;
        gameCode: string | null;
        offset: number;
        limit: number;
      },
    ): Promise<{ rows: TicketView[]; total: number }> {
      const where = and(
        eq(lotteryTickets.merchantId, owner.merchantId),
        eq(lotteryTickets.memberId, owner.memberId),
        filter.statuses ? inArray(lotteryTickets.status, [...filter.statuses]) : undefined,
        filter.gameCode === null ? undefined : eq(lotteryTickets.gameCode, filter.gameCode),
      );
      const [rows, [total]] = await Promise.all([
        views(where).offset(filter.offset).limit(filter.limit),
        db.select({ n: count() }).from(lotteryTickets).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * The games of a member's latest tickets, most recent first (distinct), among `gameCodes` when
     * given. Only the member's last `window` tickets are read: "recent" is what they played lately, and
     * the read stays bounded for members with a long history.
     */
    async recentGameCodes(
      owner: TicketOwner,
      gameCodes: readonly string[] | null,
      limit: number,
      window: number,
    ): Promise<string[]> {
      const latest = db
        .select({ gameCode: lotteryTickets.gameCode, id: lotteryTickets.id })
        .from(lotteryTickets)
        .where(
          and(
            eq(lotteryTickets.merchantId, owner.merchantId),
            eq(lotteryTickets.memberId, owner.memberId),
            gameCodes ? inArray(lotteryTickets.gameCode, [...gameCodes]) : undefined,
          ),
        )
        .orderBy(desc(lotteryTickets.id))
        .limit(window)
        .as('latest');
      const rows = await db
        .select({ gameCode: latest.gameCode })
        .from(latest)
        .groupBy(latest.gameCode)
        .orderBy(desc(sql`max(${latest.id})`))
        .limit(limit);
      return rows.map((r) => r.gameCode);
    },

    /** Tickets per game of a merchant placed since `since`. */
    async ticketCountsSince(merchantId: number, since: Date): Promise<Map<string, number>> {
      const rows = await db
        .select({ gameCode: lotteryTickets.gameCode, n: count() })
        .from(lotteryTickets)
        .where(and(eq(lotteryTickets.merchantId, merchantId), gte(lotteryTickets.createdAt, since)))
        .groupBy(lotteryTickets.gameCode);
      return new Map(rows.map((r) => [r.gameCode, r.n]));
    },
  };
}
export type BettingRepository = ReturnType<typeof createBettingRepository>;
