import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/db/client.ts';
import { adjustmentRequests, assets, auditLog, members, operators } from '@/db/schema/index.ts';

export type AdjustmentRow = typeof adjustmentRequests.$inferSelect;
/** An adjustment with the names the screen shows. */
export type AdjustmentView = AdjustmentRow & {
  memberUsername: string;
  requestedByName: string;
  decidedByName: string | null;
  /** Decimals of the asset. */
  scale: number;
  /** `balance` or `agent.income` (kept in the request's audit entry). */
  category: string;
};

const requester = alias(operators, 'requester');
const decider = alias(operators, 'decider');
const requested = alias(auditLog, 'requested');

/**
 * What the adjustment corrects, as its request's audit entry recorded it (the request row has no
 * column for it; the hash-chained entry is written with the row and never changes). Older requests
 * recorded none: `balance`.
 */
const category = sql<string>`coalesce(${requested.after}->>'category', 'balance')`;

const requestEntry = and(
  eq(requested.merchantId, adjustmentRequests.merchantId),
  eq(requested.targetKind, 'adjustment'),
  eq(requested.targetId, sql`${adjustmentRequests.id}::text`),
  eq(requested.action, 'adjustment.requested'),
);

/** All SQL of manual adjustments. Pass a transaction as `db`. */
export function createAdjustmentsRepository(db: Database) {
  const view = (where: SQL | undefined) =>
    db
      .select({
        row: adjustmentRequests,
        memberUsername: members.username,
        requestedByName: requester.username,
        decidedByName: decider.username,
        scale: assets.scale,
        category,
      })
      .from(adjustmentRequests)
      .innerJoin(members, eq(members.id, adjustmentRequests.memberId))
      .innerJoin(assets, eq(assets.code, adjustmentRequests.asset))
      .innerJoin(requester, eq(requester.id, adjustmentRequests.requestedBy))
      .leftJoin(decider, eq(decider.id, adjustmentRequests.decidedBy))
      .leftJoin(requested, requestEntry)
      .where(where);
  const flat = (r: {
    row: AdjustmentRow;
    memberUsername: string;
    requestedByName: string;
    decidedByName: string | null;
    scale: number;
    category: string;
  }): AdjustmentView => ({
    ...r.row,
    memberUsername: r.memberUsername,
    requestedByName: r.requestedByName,
    decidedByName: r.decidedByName,
    scale: r.scale,
    category: r.category,
  });

  return {
    async insert(values: typeof adjustmentRequests.$inferInsert): Promise<AdjustmentRow> {
      const [row] = await db.insert(adjustmentRequests).values(values).returning();
      if (!row) throw new Error('adjustment insert returned nothing');
      return row;
    },
    /** The request row, locked until the transaction ends (two approvals wait for each other here). */
    async lock(merchantId: number, id: number): Promise<AdjustmentRow | null> {
      const [row] = await db
        .select()
        .from(adjustmentRequests)
        .where(and(eq(adjustmentRequests.merchantId, merchantId), eq(adjustmentRequests.id, id)))
        .for('update');
      return row ?? null;
    },
    /** Records the decision; only a pending request changes (compare-and-set). */
    async decide(
      id: number,
      values: {
        status: 'approved' | 'rejected';
        decidedBy: number;
        decidedAt: Date;
        decisionNote: string | null;
        journalId: number | null;
      },
    ): Promise<boolean> {
      const rows = await db
        .update(adjustmentRequests)
        .set(values)
        .where(and(eq(adjustmentRequests.id, id), eq(adjustmentRequests.status, 'pending')))
        .returning({ id: adjustmentRequests.id });
      return rows.length === 1;
    },
    async find(merchantId: number, id: number): Promise<AdjustmentView | null> {
      const [row] = await view(
        and(eq(adjustmentRequests.merchantId, merchantId), eq(adjustmentRequests.id, id)),
      );
      return row ? flat(row) : null;
    },
    async list(
      merchantId: number,
      filter: {
        status?: string | undefined;
        memberId?: number | undefined;
        category?: string | undefined;
      },
      page: { offset: number; limit: number },
    ): Promise<{ rows: AdjustmentView[]; total: number }> {
      const where = and(
        eq(adjustmentRequests.merchantId, merchantId),
        filter.status ? eq(adjustmentRequests.status, filter.status) : undefined,
        filter.memberId ? eq(adjustmentRequests.memberId, filter.memberId) : undefined,
        filter.category ? eq(category, filter.category) : undefined,
      );
      const rows = await view(where)
        .orderBy(desc(adjustmentRequests.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db
        .select({ n: count() })
        .from(adjustmentRequests)
        .leftJoin(requested, requestEntry)
        .where(where);
      return { rows: rows.map(flat), total: total?.n ?? 0 };
    },
  };
}
