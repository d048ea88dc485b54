import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import {
  members,
  operators,
  paymentEvents,
  paymentOrders,
  type PaymentOrderStatus,
} from '@/db/schema/index.ts';

import { createDepositChannelsRepository } from './deposit-channels.repository.ts';

export type { DepositChannelRow, NewDepositChannel } from './deposit-channels.repository.ts';
export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
export type NewPaymentEvent = typeof paymentEvents.$inferInsert;
/** An order as the back office lists it: with its member's username and its flag's resolver. */
export type PaymentOrderView = PaymentOrderRow & {
  username: string;
  reviewResolvedByUsername: string | null;
};

/** What the back office searches orders by. */
export interface OrderSearch {
  merchantId: number;
  username?: string | undefined;
  status?: PaymentOrderStatus | undefined;
  /** `open`: flagged and not resolved; `resolved`: flagged and resolved by an operator. */
  review?: 'open' | 'resolved' | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  orderNo?: string | undefined;
  orderId?: number | undefined;
}

/**
 * All SQL of deposits: the switch and channels (`deposit-channels.repository.ts`), and here payment
 * orders and their events. Pass a transaction as `db`.
 */
export function createDepositsRepository(db: Database) {
  return {
    ...createDepositChannelsRepository(db),

    async insertOrder(values: typeof paymentOrders.$inferInsert): Promise<PaymentOrderRow> {
      const [row] = await db.insert(paymentOrders).values(values).returning();
      if (!row) throw new Error('payment order insert returned nothing');
      return row;
    },
    /** Records the PSP's answer to the create: the order becomes pending with its transaction. */
    async markPending(
      id: number,
      values: { pspTxId: string; action: Record<string, unknown>; sandbox: boolean },
    ): Promise<PaymentOrderRow | null> {
      const [row] = await db
        .update(paymentOrders)
        .set({ ...values, status: 'pending' })
        .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'created')))
        .returning();
      return row ?? null;
    },
    async markFailed(
      id: number,
      status: 'failed' | 'expired',
      reason: string,
      at: Date,
    ): Promise<void> {
      await db
        .update(paymentOrders)
        .set({ status, failureReason: reason, completedAt: at })
        .where(
          and(eq(paymentOrders.id, id), inArray(paymentOrders.status, ['created', 'pending'])),
        );
    },
    /** The order of a PSP reference, locked until the transaction ends (concurrent callbacks wait here). */
    async lockByOrderNo(orderNo: string): Promise<PaymentOrderRow | null> {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.orderNo, orderNo))
        .for('update');
      return row ?? null;
    },
    /** The order that holds a PSP transaction id, if any (the id is unique per PSP). */
    async orderIdByTransaction(pspCode: string, pspTxId: string): Promise<number | null> {
      const [row] = await db
        .select({ id: paymentOrders.id })
        .from(paymentOrders)
        .where(and(eq(paymentOrders.pspCode, pspCode), eq(paymentOrders.pspTxId, pspTxId)));
      return row?.id ?? null;
    },
    async setTransaction(id: number, pspTxId: string): Promise<void> {
      await db.update(paymentOrders).set({ pspTxId }).where(eq(paymentOrders.id, id));
    },
    async markPaid(
      id: number,
      values: {
        paidAmount: bigint;
        feeAmount: bigint;
        journalId: number;
        completedAt: Date;
        reviewReason: string | null;
      },
    ): Promise<void> {
      await db
        .update(paymentOrders)
        .set({ ...values, status: 'paid', failureReason: null })
        .where(eq(paymentOrders.id, id));
    },
    /** Flags an order for review with its reasons; a resolved flag opens again. */
    async flagReview(id: number, reason: string): Promise<void> {
      await db
        .update(paymentOrders)
        .set({
          reviewReason: reason,
          reviewResolvedAt: null,
          reviewResolvedBy: null,
          reviewNote: null,
        })
        .where(eq(paymentOrders.id, id));
    },
    /** An order of the merchant, locked until the transaction ends (an operator's resolution). */
    async lockOrder(merchantId: number, id: number): Promise<PaymentOrderRow | null> {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.merchantId, merchantId), eq(paymentOrders.id, id)))
        .for('update');
      return row ?? null;
    },
    /** Marks an open review flag resolved (compare-and-set: false when it was not open). */
    async resolveReview(
      id: number,
      values: { at: Date; operatorId: number; note: string },
    ): Promise<boolean> {
      const rows = await db
        .update(paymentOrders)
        .set({
          reviewResolvedAt: values.at,
          reviewResolvedBy: values.operatorId,
          reviewNote: values.note,
        })
        .where(
          and(
            eq(paymentOrders.id, id),
            isNotNull(paymentOrders.reviewReason),
            isNull(paymentOrders.reviewResolvedAt),
          ),
        )
        .returning({ id: paymentOrders.id });
      return rows.length > 0;
    },
    async insertEvent(values: NewPaymentEvent): Promise<void> {
      await db.insert(paymentEvents).values(values);
    },
    async findOrder(merchantId: number, orderNo: string): Promise<PaymentOrderRow | null> {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.merchantId, merchantId), eq(paymentOrders.orderNo, orderNo)));
      return row ?? null;
    },
    async findOrderById(merchantId: number, id: number): Promise<PaymentOrderRow | null> {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.merchantId, merchantId), eq(paymentOrders.id, id)));
      return row ?? null;
    },
    events: (orderId: number): Promise<PaymentEventRow[]> =>
      db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.orderId, orderId))
        .orderBy(asc(paymentEvents.id)),
    /** A member's orders, newest first, and how many there are. */
    async memberOrders(
      merchantId: number,
      memberId: number,
      status: PaymentOrderStatus | undefined,
      limit: number,
      offset: number,
    ): Promise<{ rows: PaymentOrderRow[]; total: number }> {
      const where = and(
        eq(paymentOrders.merchantId, merchantId),
        eq(paymentOrders.memberId, memberId),
        status ? eq(paymentOrders.status, status) : undefined,
      );
      const rows = await db
        .select()
        .from(paymentOrders)
        .where(where)
        .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(paymentOrders).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    async paidCount(merchantId: number, memberId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.merchantId, merchantId),
            eq(paymentOrders.memberId, memberId),
            eq(paymentOrders.status, 'paid'),
          ),
        );
      return row?.n ?? 0;
    },
    /**
     * Open orders whose expiry passed before `before` (the reconciliation job): never checked first,
     * then the longest since their last check, then oldest expiry. An order the job leaves open goes
     * to the back (`markChecked`), so orders stuck at the PSP never hold the batch.
     */
    overdue: (before: Date, limit: number): Promise<PaymentOrderRow[]> =>
      db
        .select()
        .from(paymentOrders)
        .where(
          and(
            inArray(paymentOrders.status, ['created', 'pending']),
            lt(paymentOrders.expiresAt, before),
          ),
        )
        .orderBy(
          sql`${paymentOrders.reconcileCheckedAt} asc nulls first`,
          asc(paymentOrders.expiresAt),
          asc(paymentOrders.id),
        )
        .limit(limit),
    /** The reconciliation job looked at an order and it is still open. */
    async markChecked(id: number, at: Date): Promise<void> {
      await db
        .update(paymentOrders)
        .set({ reconcileCheckedAt: at })
        .where(
          and(eq(paymentOrders.id, id), inArray(paymentOrders.status, ['created', 'pending'])),
        );
    },
    /** The back office's search, newest first, with the members' usernames. */
    async search(
      s: OrderSearch,
      limit: number,
      offset: number,
    ): Promise<{ rows: PaymentOrderView[]; total: number }> {
      const conditions: (SQL | undefined)[] = [
        eq(paymentOrders.merchantId, s.merchantId),
        s.username ? eq(members.username, s.username) : undefined,
        s.status ? eq(paymentOrders.status, s.status) : undefined,
        s.review === 'open'
          ? and(isNotNull(paymentOrders.reviewReason), isNull(paymentOrders.reviewResolvedAt))
          : undefined,
        s.review === 'resolved' ? isNotNull(paymentOrders.reviewResolvedAt) : undefined,
        s.from ? gte(paymentOrders.createdAt, s.from) : undefined,
        s.to ? lte(paymentOrders.createdAt, s.to) : undefined,
        s.orderNo ? eq(paymentOrders.orderNo, s.orderNo) : undefined,
        s.orderId === undefined ? undefined : eq(paymentOrders.id, s.orderId),
      ];
      const where = and(...conditions);
      const rows = await db
        .select({
          order: paymentOrders,
          username: members.username,
          resolver: operators.username,
        })
        .from(paymentOrders)
        .innerJoin(members, eq(members.id, paymentOrders.memberId))
        .leftJoin(operators, eq(operators.id, paymentOrders.reviewResolvedBy))
        .where(where)
        .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db
        .select({ n: count() })
        .from(paymentOrders)
        .innerJoin(members, eq(members.id, paymentOrders.memberId))
        .where(where);
      return {
        rows: rows.map((r) => ({
          ...r.order,
          username: r.username,
          reviewResolvedByUsername: r.resolver,
        })),
        total: total?.n ?? 0,
      };
    },
  };
}
export type DepositsRepository = ReturnType<typeof createDepositsRepository>;
