import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import {
  c2cDeposits,
  c2cEvents,
  c2cMatches,
  c2cPool,
  c2cProofs,
  members,
  payees,
  withdrawalEvents,
  withdrawals,
  type C2cMatchStatus,
} from '@/db/schema/index.ts';
import { rowsOf } from '@/lib/sql-rows.ts';

export type PoolRow = typeof c2cPool.$inferSelect;
export type C2cDepositRow = typeof c2cDeposits.$inferSelect;
export type C2cMatchRow = typeof c2cMatches.$inferSelect;
export type ProofRow = typeof c2cProofs.$inferSelect;

/** All SQL of C2C (decision 0053): the pool, deposits, matches, proofs and their events. */
export function createC2cRepository(db: Database) {
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

    async depositByKey(merchantId: number, memberId: number, requestKey: string) {
      const [row] = await db
        .select()
        .from(c2cDeposits)
        .where(
          and(
            eq(c2cDeposits.merchantId, merchantId),
            eq(c2cDeposits.memberId, memberId),
            eq(c2cDeposits.requestKey, requestKey),
          ),
        );
      return row ?? null;
    },
    async insertDeposit(row: typeof c2cDeposits.$inferInsert): Promise<C2cDepositRow> {
      const [inserted] = await db.insert(c2cDeposits).values(row).returning();
      if (!inserted) throw new Error('c2c deposit insert returned nothing');
      return inserted;
    },
    async deposit(id: number): Promise<C2cDepositRow | null> {
      const [row] = await db.select().from(c2cDeposits).where(eq(c2cDeposits.id, id));
      return row ?? null;
    },
    memberDeposits: (merchantId: number, memberId: number, limit: number) =>
      db
        .select()
        .from(c2cDeposits)
        .where(and(eq(c2cDeposits.merchantId, merchantId), eq(c2cDeposits.memberId, memberId)))
        .orderBy(desc(c2cDeposits.createdAt), desc(c2cDeposits.id))
        .limit(limit),
    /** Adds a receipt's credit to its deposit; closes it when no match of it is open any more. */
    async creditDeposit(id: number, amount: bigint, at: Date): Promise<void> {
      await db
        .update(c2cDeposits)
        .set({
          credited: sql`${c2cDeposits.credited} + ${amount.toString()}::bigint`,
          updatedAt: at,
        })
        .where(eq(c2cDeposits.id, id));
    },
    async closeDepositIfDone(id: number, at: Date): Promise<void> {
      await db.execute(sql`update c2c_deposits set status = 'closed', updated_at = ${at.toISOString()}::timestamptz
        where id = ${id} and status = 'matched' and not exists (select 1 from c2c_matches
          where deposit_id = ${id} and status in ('paying', 'confirming', 'disputed'))`);
    },

    async insertMatch(row: typeof c2cMatches.$inferInsert): Promise<C2cMatchRow> {
      const [inserted] = await db.insert(c2cMatches).values(row).returning();
      if (!inserted) throw new Error('c2c match insert returned nothing');
      return inserted;
    },
    async match(merchantId: number, id: number): Promise<C2cMatchRow | null> {
      const [row] = await db
        .select()
        .from(c2cMatches)
        .where(and(eq(c2cMatches.merchantId, merchantId), eq(c2cMatches.id, id)));
      return row ?? null;
    },
    async lockMatch(merchantId: number, id: number): Promise<C2cMatchRow | null> {
      const [row] = await db
        .select()
        .from(c2cMatches)
        .where(and(eq(c2cMatches.merchantId, merchantId), eq(c2cMatches.id, id)))
        .for('update');
      return row ?? null;
    },
    matchesOfDeposits: (depositIds: number[]) =>
      depositIds.length === 0
        ? Promise.resolve([] as C2cMatchRow[])
        : db
            .select()
            .from(c2cMatches)
            .where(inArray(c2cMatches.depositId, depositIds))
            .orderBy(asc(c2cMatches.id)),
    /** Moves a match on, only from `from` (compare-and-set); false when it was not in `from`. */
    async moveMatch(
      id: number,
      from: C2cMatchStatus,
      values: Partial<typeof c2cMatches.$inferInsert> & { status: C2cMatchStatus; updatedAt: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(c2cMatches)
        .set(values)
        .where(and(eq(c2cMatches.id, id), eq(c2cMatches.status, from)))
        .returning({ id: c2cMatches.id });
      return rows.length > 0;
    },
    /** Matches past their deadline, locked; those a member's answer holds are skipped. */
    claimDue: (now: Date, limit: number): Promise<C2cMatchRow[]> =>
      db
        .select()
        .from(c2cMatches)
        .where(and(eq(c2cMatches.status, 'confirming'), lte(c2cMatches.confirmBy, now)))
        .orderBy(asc(c2cMatches.confirmBy), asc(c2cMatches.id))
        .limit(limit)
        .for('update', { skipLocked: true }),
    /** Matches still waiting for payment past their deadline, locked; those a proof upload holds are skipped. */
    claimUnpaid: (now: Date, limit: number): Promise<C2cMatchRow[]> =>
      db
        .select()
        .from(c2cMatches)
        .where(and(eq(c2cMatches.status, 'paying'), lte(c2cMatches.payBy, now)))
        .orderBy(asc(c2cMatches.payBy), asc(c2cMatches.id))
        .limit(limit)
        .for('update', { skipLocked: true }),
    /** The withdrawer's confirmations: waiting ones and those forced since `forcedSince`. */
    confirmations: (merchantId: number, memberId: number, forcedSince: Date) =>
      db
        .select()
        .from(c2cMatches)
        .where(
          and(
            eq(c2cMatches.merchantId, merchantId),
            eq(c2cMatches.withdrawerId, memberId),
            sql`(${c2cMatches.status} = 'confirming' or (${c2cMatches.status} = 'forced'
              and ${c2cMatches.updatedAt} >= ${forcedSince.toISOString()}::timestamptz))`,
          ),
        )
        .orderBy(asc(c2cMatches.confirmBy), asc(c2cMatches.id)),
    /** What a withdrawal received so far (resolved matches' confirmed amounts). */
    async receivedOf(withdrawalId: number): Promise<bigint> {
      const rows = rowsOf(
        await db.execute(sql`select coalesce(sum(confirmed_amount), 0)::text as received
          from c2c_matches where withdrawal_id = ${withdrawalId}
            and status in ('received', 'partly', 'forced')`),
      );
      return BigInt(String(rows[0]?.received ?? '0'));
    },
    /** Whether a withdrawal still has a match in flight. */
    async openMatchesOf(withdrawalId: number): Promise<number> {
      const rows = rowsOf(
        await db.execute(sql`select count(*)::int as n from c2c_matches
          where withdrawal_id = ${withdrawalId} and status in ('paying', 'confirming', 'disputed')`),
      );
      return Number(rows[0]?.n ?? 0);
    },
    withdrawal: async (id: number) => {
      const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
      return row ?? null;
    },
    payeeOf: async (withdrawalId: number) => {
      const [row] = await db
        .select({ p: payees })
        .from(withdrawals)
        .innerJoin(payees, eq(payees.id, withdrawals.payeeId))
        .where(eq(withdrawals.id, withdrawalId));
      return row?.p ?? null;
    },

    insertProofs: (rows: (typeof c2cProofs.$inferInsert)[]) => db.insert(c2cProofs).values(rows),
    proofIds: async (matchIds: number[]) =>
      matchIds.length === 0
        ? []
        : db
            .select({ id: c2cProofs.id, matchId: c2cProofs.matchId, side: c2cProofs.side })
            .from(c2cProofs)
            .where(inArray(c2cProofs.matchId, matchIds))
            .orderBy(asc(c2cProofs.id)),
    proof: async (merchantId: number, id: number): Promise<ProofRow | null> => {
      const [row] = await db
        .select({ p: c2cProofs })
        .from(c2cProofs)
        .innerJoin(c2cMatches, eq(c2cMatches.id, c2cProofs.matchId))
        .where(and(eq(c2cProofs.id, id), eq(c2cMatches.merchantId, merchantId)));
      return row?.p ?? null;
    },

    event: (row: typeof c2cEvents.$inferInsert) => db.insert(c2cEvents).values(row),

    /** The back office's list, newest first, with both members' names. */
    async list(
      merchantId: number,
      status: string | undefined,
      page: { offset: number; limit: number },
    ) {
      const where = and(
        eq(c2cMatches.merchantId, merchantId),
        status ? eq(c2cMatches.status, status as C2cMatchStatus) : undefined,
      );
      const depositor = sql<string>`(select username from ${members} where id = ${c2cMatches.depositorId})`;
      const withdrawer = sql<string>`(select username from ${members} where id = ${c2cMatches.withdrawerId})`;
      const rows = await db
        .select({ m: c2cMatches, depositor, withdrawer })
        .from(c2cMatches)
        .where(where)
        .orderBy(desc(c2cMatches.createdAt), desc(c2cMatches.id))
        .limit(page.limit)
        .offset(page.offset);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(c2cMatches)
        .where(where);
      return { rows, total: Number(count?.n ?? 0) };
    },
    usernameOf: async (memberId: number) => {
      const [row] = await db
        .select({ username: members.username })
        .from(members)
        .where(eq(members.id, memberId));
      return row?.username ?? '';
    },
  };
}
export type C2cRepository = ReturnType<typeof createC2cRepository>;
