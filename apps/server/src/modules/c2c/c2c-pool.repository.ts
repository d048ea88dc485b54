import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { c2cPool, members, payees, withdrawalEvents, withdrawals } from '@/db/schema/index.ts';
import { rowsOf } from '@/lib/sql-rows.ts';

export type PoolRow = typeof c2cPool.$inferSelect;

/** The SQL of the C2C pool (decision 0053) and of the withdrawals it takes and pays. */
export function createC2cPoolRepository(db: Database) {
  return {
    /** The member's uplines, nearest first (the team a match must stay out of). */
    async uplinePath(memberId: number): Promise<number[]> {
      const rows = rowsOf(
        await db.execute(sql`with recursive up(id, upline_id, depth) as (
            select id, upline_id, 0 from members where id = ${memberId}
            union all
            select m.id, m.upline_id, up.depth + 1 from members m join up on m.id = up.upline_id
              where up.depth < 64)
          select id from up where depth > 0 order by depth`),
      );
      return rows.map((r) => Number(r.id));
    },

    /** A withdrawal under its row lock, with its payee's kind. */
    async lockWithdrawal(merchantId: number, id: number) {
      const [row] = await db
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.id, id)))
        .for('update');
      if (!row) return null;
      const [payee] = await db.select().from(payees).where(eq(payees.id, row.payeeId));
      return payee ? { ...row, payeeType: payee.type } : null;
    },

    /** Moves a withdrawal on, only from `from`, with its event (compare-and-set). */
    async moveWithdrawal(
      id: number,
      from: string,
      to: string,
      values: { psp?: string; receiptConfirmedAt?: Date },
      event: { actor: string; note: string | null; at: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(withdrawals)
        .set({ status: to, updatedAt: event.at, ...values })
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, from)))
        .returning({ id: withdrawals.id });
      if (rows.length === 0) return false;
      await db.insert(withdrawalEvents).values({
        withdrawalId: id,
        fromStatus: from,
        toStatus: to,
        actor: event.actor,
        note: event.note,
        createdAt: event.at,
      });
      return true;
    },

    insertPool: (row: typeof c2cPool.$inferInsert) => db.insert(c2cPool).values(row),

    /**
     * Open withdrawals a depositor may pay, oldest first after `after` (the last row this deposit
     * already took), locked `FOR UPDATE SKIP LOCKED` (another deposit's rows are skipped, never taken
     * twice; with `wait`, waited for, in the same order, so waiting deposits cannot deadlock): not the depositor's own, not an upline or downline of theirs, not under the same direct
     * upline. A deposit asks for a few rows at a time, so it locks only about what it needs.
     */
    claimOpen(p: {
      merchantId: number;
      asset: string;
      depositorId: number;
      depositorPath: number[];
      limit: number;
      after?: { createdAt: Date; withdrawalId: number } | null;
      /** Wait for rows another transaction holds instead of skipping them. */
      wait?: boolean;
    }): Promise<PoolRow[]> {
      const directUpline = p.depositorPath[0] ?? null;
      const path = sql`array[${sql.join(
        [sql`0`, ...p.depositorPath.map((id) => sql`${id}`)],
        sql`, `,
      )}]::bigint[]`;
      const open = db
        .select()
        .from(c2cPool)
        .where(
          and(
            eq(c2cPool.merchantId, p.merchantId),
            eq(c2cPool.asset, p.asset),
            sql`${c2cPool.remaining} > 0`,
            sql`${c2cPool.memberId} <> ${p.depositorId}`,
            sql`not (${c2cPool.uplinePath} @> array[${p.depositorId}]::bigint[])`,
            sql`not (${c2cPool.memberId} = any(${path}))`,
            directUpline === null
              ? sql`true`
              : sql`${c2cPool.uplinePath}[1] is distinct from ${directUpline}::bigint`,
            p.after
              ? sql`(${c2cPool.createdAt}, ${c2cPool.withdrawalId}) > (${p.after.createdAt.toISOString()}::timestamptz, ${p.after.withdrawalId}::bigint)`
              : sql`true`,
          ),
        )
        .orderBy(asc(c2cPool.createdAt), asc(c2cPool.withdrawalId))
        .limit(p.limit);
      return p.wait ? open.for('update') : open.for('update', { skipLocked: true });
    },

    async lockPool(withdrawalId: number): Promise<PoolRow | null> {
      const [row] = await db
        .select()
        .from(c2cPool)
        .where(eq(c2cPool.withdrawalId, withdrawalId))
        .for('update');
      return row ?? null;
    },

    /**
     * Cancels a pool row's open part, only from the version read (compare-and-set): nothing remains,
     * no hold, the cancellation recorded once (decision 0061).
     */
    async cancelPool(
      withdrawalId: number,
      version: number,
      values: {
        cancelledAt: Date;
        cancelledAmount: bigint;
        penalty: bigint;
        cancelledBy: string;
        cancelReason: string | null;
      },
    ): Promise<boolean> {
      const rows = await db
        .update(c2cPool)
        .set({ ...values, remaining: 0n, holdId: null, version: version + 1 })
        .where(
          and(
            eq(c2cPool.withdrawalId, withdrawalId),
            eq(c2cPool.version, version),
            isNull(c2cPool.cancelledAt),
          ),
        )
        .returning({ id: c2cPool.withdrawalId });
      return rows.length > 0;
    },

    /** A pool row, unlocked (to resolve accounts before the transaction). */
    async pool(withdrawalId: number): Promise<PoolRow | null> {
      const [row] = await db.select().from(c2cPool).where(eq(c2cPool.withdrawalId, withdrawalId));
      return row ?? null;
    },

    /**
     * Pool rows with their withdrawal's status and net, what was received and what is in flight: the
     * member's (withdrawals still paying, or cancelled since `cancelledSince`) or the back office's.
     */
    async poolViews(p: {
      merchantId: number;
      memberId?: number;
      withdrawalId?: number;
      state: 'open' | 'cancelled' | 'all' | 'member';
      cancelledSince?: Date;
      offset: number;
      limit: number;
    }) {
      const state =
        p.state === 'open'
          ? sql`${withdrawals.status} = 'paying' and ${c2cPool.cancelledAt} is null`
          : p.state === 'cancelled'
            ? sql`${c2cPool.cancelledAt} is not null`
            : p.state === 'member'
              ? sql`(${withdrawals.status} = 'paying' or ${c2cPool.cancelledAt} >= ${(p.cancelledSince ?? new Date(0)).toISOString()}::timestamptz)`
              : sql`true`;
      const where = and(
        eq(c2cPool.merchantId, p.merchantId),
        p.memberId === undefined ? undefined : eq(c2cPool.memberId, p.memberId),
        p.withdrawalId === undefined ? undefined : eq(c2cPool.withdrawalId, p.withdrawalId),
        state,
      );
      const received = sql<string>`(select coalesce(sum(m.confirmed_amount), 0)::text from c2c_matches m
        where m.withdrawal_id = ${c2cPool.withdrawalId} and m.status in ('received', 'partly', 'forced'))`;
      const inFlight = sql<string>`(select coalesce(sum(m.amount), 0)::text from c2c_matches m
        where m.withdrawal_id = ${c2cPool.withdrawalId} and m.status in ('paying', 'confirming', 'disputed'))`;
      const rows = await db
        .select({
          pool: c2cPool,
          status: withdrawals.status,
          net: sql<string>`(${withdrawals.amount} - ${withdrawals.fee})::text`,
          received,
          inFlight,
          username: members.username,
        })
        .from(c2cPool)
        .innerJoin(withdrawals, eq(withdrawals.id, c2cPool.withdrawalId))
        .innerJoin(members, eq(members.id, c2cPool.memberId))
        .where(where)
        .orderBy(desc(c2cPool.createdAt), desc(c2cPool.withdrawalId))
        .limit(p.limit)
        .offset(p.offset);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(c2cPool)
        .innerJoin(withdrawals, eq(withdrawals.id, c2cPool.withdrawalId))
        .where(where);
      return {
        rows: rows.map((r) => ({
          pool: r.pool,
          status: r.status,
          net: BigInt(r.net),
          received: BigInt(r.received),
          inFlight: BigInt(r.inFlight),
          username: r.username,
        })),
        total: Number(count?.n ?? 0),
      };
    },

    /** Sets the pool's remainder and its hold, only from the version read (compare-and-set). */
    async setPool(withdrawalId: number, version: number, remaining: bigint, holdId: number | null) {
      const rows = await db
        .update(c2cPool)
        .set({ remaining, holdId, version: version + 1 })
        .where(and(eq(c2cPool.withdrawalId, withdrawalId), eq(c2cPool.version, version)))
        .returning({ id: c2cPool.withdrawalId });
      return rows.length > 0;
    },
  };
}
