import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import {
  c2cDeposits,
  c2cEvents,
  c2cMatches,
  c2cProofs,
  members,
  payees,
  withdrawals,
  type C2cMatchStatus,
} from '@/db/schema/index.ts';
import { rowsOf } from '@/lib/sql-rows.ts';

import { createC2cPoolRepository } from './c2c-pool.repository.ts';

export type { PoolRow } from './c2c-pool.repository.ts';
export type C2cDepositRow = typeof c2cDeposits.$inferSelect;
export type C2cMatchRow = typeof c2cMatches.$inferSelect;
export type ProofRow = typeof c2cProofs.$inferSelect;

/**
 * All SQL of C2C (decision 0053): the pool and the withdrawals it pays (`c2c-pool.repository.ts`), and
 * here deposits, matches, proofs and their events.
 */
export function createC2cRepository(db: Database) {
  return {
    ...createC2cPoolRepository(db),
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
