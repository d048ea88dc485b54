import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { rowsOf } from '@/lib/sql-rows.ts';
import {
  c2cPool,
  members,
  payees,
  withdrawalEvents,
  withdrawals,
  type WithdrawalStatus,
} from '@/db/schema/index.ts';

import type { PayeeRow } from './payees.repository.ts';

export type { PayeeRow, PayeeView } from './payees.repository.ts';
export type WithdrawalRow = typeof withdrawals.$inferSelect;
/** A withdrawal with its payee and member (what records and the queue show). */
export type WithdrawalView = WithdrawalRow & { payee: PayeeRow; memberUsername: string };

/**
 * What a withdrawal takes of the member's daily amount: all of it, or for a C2C withdrawal whose open part
 * was cancelled (decision 0061) only what can still leave: its fee, what other members paid and what is
 * in flight. What came back to the member never left. One that ends `cancelled` (nobody paid any of it)
 * is not counted at all (`COUNTED`), its fee included.
 */
const countedAmount = sql`case when ${c2cPool.cancelledAt} is null then ${withdrawals.amount}
  else ${withdrawals.fee} + (select coalesce(sum(case
      when m.status in ('paying', 'confirming', 'disputed') then m.amount
      when m.status in ('received', 'partly', 'forced') then m.confirmed_amount
      else 0 end), 0)
    from c2c_matches m where m.withdrawal_id = ${withdrawals.id}) end`;
/** Statuses that count against the daily limits: everything but rejected and failed. */
const COUNTED: WithdrawalStatus[] = ['requested', 'approved', 'paying', 'paid'];

/** All SQL of withdrawals (payees: `payees.repository.ts`). Pass a transaction as `db`. */
export function createWithdrawalsRepository(db: Database) {
  const view = (where: SQL | undefined) =>
    db
      .select({ row: withdrawals, payee: payees, memberUsername: members.username })
      .from(withdrawals)
      .innerJoin(payees, eq(payees.id, withdrawals.payeeId))
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .where(where);
  const flat = (r: { row: WithdrawalRow; payee: PayeeRow; memberUsername: string }) => ({
    ...r.row,
    payee: r.payee,
    memberUsername: r.memberUsername,
  });

  return {
    /** Locks the member's row: one member's requests (and payee binds) pass their limits one at a time. */
    async lockMember(memberId: number): Promise<void> {
      await db
        .select({ id: members.id })
        .from(members)
        .where(eq(members.id, memberId))
        .for('update');
    },
    async byRequestKey(
      merchantId: number,
      memberId: number,
      requestKey: string,
    ): Promise<WithdrawalRow | null> {
      const [row] = await db
        .select()
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.merchantId, merchantId),
            eq(withdrawals.memberId, memberId),
            eq(withdrawals.requestKey, requestKey),
          ),
        );
      return row ?? null;
    },
    /** Count and sum (`countedAmount`) of the member's counted requests since `from`, per payee kind. */
    async usedSince(
      merchantId: number,
      memberId: number,
      from: Date,
      to: Date,
    ): Promise<Array<{ type: string; n: number; total: bigint }>> {
      const rows = await db
        .select({
          type: payees.type,
          n: count(),
          total: sql<string>`coalesce(sum(${countedAmount}), 0)::text`,
        })
        .from(withdrawals)
        .innerJoin(payees, eq(payees.id, withdrawals.payeeId))
        .leftJoin(c2cPool, eq(c2cPool.withdrawalId, withdrawals.id))
        .where(
          and(
            eq(withdrawals.merchantId, merchantId),
            eq(withdrawals.memberId, memberId),
            gte(withdrawals.createdAt, from),
            lt(withdrawals.createdAt, to),
            inArray(withdrawals.status, COUNTED),
          ),
        )
        .groupBy(payees.type);
      return rows.map((r) => ({ type: r.type, n: r.n, total: BigInt(r.total) }));
    },
    async insert(values: typeof withdrawals.$inferInsert): Promise<WithdrawalRow> {
      const [row] = await db.insert(withdrawals).values(values).returning();
      if (!row) throw new Error('withdrawal insert returned nothing');
      return row;
    },
    async event(values: typeof withdrawalEvents.$inferInsert): Promise<void> {
      await db.insert(withdrawalEvents).values(values);
    },
    /** The row locked until the transaction ends (two operators or callbacks wait for each other). */
    async lock(merchantId: number, id: number): Promise<WithdrawalRow | null> {
      const [row] = await db
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.id, id)))
        .for('update');
      return row ?? null;
    },
    /** Moves a withdrawal on, only from `from` (compare-and-set); false when it was not in `from`. */
    async transition(
      id: number,
      from: WithdrawalStatus,
      values: Partial<typeof withdrawals.$inferInsert> & {
        status: WithdrawalStatus;
        updatedAt: Date;
      },
    ): Promise<boolean> {
      const rows = await db
        .update(withdrawals)
        .set(values)
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, from)))
        .returning({ id: withdrawals.id });
      return rows.length === 1;
    },
    /** A withdrawal by id alone (PSP callbacks name it by its payout reference). */
    async findAny(id: number): Promise<WithdrawalRow | null> {
      const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
      return row ?? null;
    },
    async find(merchantId: number, id: number): Promise<WithdrawalView | null> {
      const [row] = await view(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.id, id)));
      return row ? flat(row) : null;
    },
    async list(
      filter: {
        merchantId: number;
        memberId?: number | undefined;
        status?: string | undefined;
        /** Only withdrawals flagged for review. */
        review?: boolean | undefined;
      },
      page: { offset: number; limit: number },
    ): Promise<{ rows: WithdrawalView[]; total: number }> {
      const where = and(
        eq(withdrawals.merchantId, filter.merchantId),
        filter.memberId !== undefined ? eq(withdrawals.memberId, filter.memberId) : undefined,
        filter.status ? eq(withdrawals.status, filter.status) : undefined,
        filter.review ? isNotNull(withdrawals.reviewReason) : undefined,
      );
      const rows = await view(where)
        .orderBy(desc(withdrawals.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
      return { rows: rows.map(flat), total: total?.n ?? 0 };
    },
    /**
     * Counts one more question to the PSP about a withdrawal still in `from` (compare-and-set),
     * before it is asked (a crash after the PSP acted must not look like a first attempt):
     * answers the attempt's number, or null when the withdrawal moved on meanwhile.
     */
    async markPayoutAttempt(
      id: number,
      from: WithdrawalStatus,
      at: Date,
      pspCode: string,
    ): Promise<number | null> {
      const rows = await db
        .update(withdrawals)
        .set({
          payoutAttempts: sql`${withdrawals.payoutAttempts} + 1`,
          payoutAttemptedAt: at,
          // The PSP is frozen by the first attempt: every retry goes to the same one.
          psp: sql`coalesce(${withdrawals.psp}, ${pspCode})`,
        })
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, from)))
        .returning({ n: withdrawals.payoutAttempts });
      return rows[0]?.n ?? null;
    },
    /**
     * Flags a withdrawal for the back office. The first reason stays, except `replaces`: a lesser flag
     * (the payout's retries) gives way to a contradiction, which must show.
     */
    async flagForReview(id: number, reason: string, replaces: string | null = null): Promise<void> {
      await db
        .update(withdrawals)
        .set({
          reviewReason: sql`case when ${withdrawals.reviewReason} is null
            or ${withdrawals.reviewReason} = ${replaces} then ${reason}
            else ${withdrawals.reviewReason} end`,
        })
        .where(eq(withdrawals.id, id));
    },
    /**
     * Approved and paying withdrawals the PSP was not asked about since `before` (approved ones asked
     * `slowFromAttempt` times or more: since `slowBefore`): least recently asked first (never asked
     * first), so rows the PSP keeps not answering do not starve the others. C2C withdrawals (psp
     * `c2c`) are left out.
     */
    payoutsDue: (due: { before: Date; slowBefore: Date; slowFromAttempt: number }, limit: number) =>
      db
        .select({
          id: withdrawals.id,
          merchantId: withdrawals.merchantId,
          status: withdrawals.status,
        })
        .from(withdrawals)
        .where(
          and(
            inArray(withdrawals.status, ['approved', 'paying']),
            // Paid by other members' deposits (C2C), not by a PSP: nothing to ask a PSP about.
            sql`${withdrawals.psp} is distinct from 'c2c'`,
            or(
              isNull(withdrawals.payoutAttemptedAt),
              lt(withdrawals.payoutAttemptedAt, due.slowBefore),
              and(
                lt(withdrawals.payoutAttemptedAt, due.before),
                or(
                  ne(withdrawals.status, 'approved'),
                  lt(withdrawals.payoutAttempts, due.slowFromAttempt),
                ),
              ),
            ),
          ),
        )
        .orderBy(sql`${withdrawals.payoutAttemptedAt} asc nulls first`, withdrawals.id)
        .limit(limit),
    /** The member's last paid withdrawal time (risk notes: turnover since then). */
    async lastPaidAt(merchantId: number, memberId: number, before: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: withdrawals.updatedAt })
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.merchantId, merchantId),
            eq(withdrawals.memberId, memberId),
            eq(withdrawals.status, 'paid'),
            lt(withdrawals.id, before),
          ),
        )
        .orderBy(desc(withdrawals.id))
        .limit(1);
      return row?.at ?? null;
    },
    /** Stake of the member's settled bets since a time (turnover), in one asset. */
    async turnoverSince(
      merchantId: number,
      memberId: number,
      asset: string,
      since: Date | null,
    ): Promise<bigint> {
      const rows = rowsOf<{ total: string }>(
        await db.execute(sql`
        select coalesce(sum(valid_bet), 0)::text as total from wager_facts
        where merchant_id = ${merchantId} and member_id = ${memberId} and asset = ${asset}
          and (${since === null ? null : since.toISOString()}::timestamptz is null
            or settled_at >= ${since === null ? null : since.toISOString()}::timestamptz)`),
      );
      return BigInt(rows[0]?.total ?? '0');
    },
    /** Credits to the member from deposits since a time (journal kinds `deposit…`). */
    async depositsSince(
      merchantId: number,
      memberId: number,
      asset: string,
      since: Date,
    ): Promise<{ count: number; total: bigint }> {
      const rows = rowsOf<{ n: string; total: string }>(
        await db.execute(sql`
        select count(*)::text as n, coalesce(sum(e.amount), 0)::text as total
        from entries e join journal j on j.id = e.journal_id join accounts a on a.id = e.account_id
        where a.merchant_id = ${merchantId} and a.owner_kind = 'member' and a.owner_id = ${memberId}
          and a.asset = ${asset} and j.kind like 'deposit%' and e.amount > 0
          and j.created_at >= ${since.toISOString()}::timestamptz`),
      );
      return { count: Number(rows[0]?.n ?? '0'), total: BigInt(rows[0]?.total ?? '0') };
    },
    /** Other members who logged in from the same device (risk notes). */
    async otherMembersOnDevice(
      merchantId: number,
      memberId: number,
      deviceId: string,
    ): Promise<string[]> {
      const rows = rowsOf<{ username: string }>(
        await db.execute(sql`
        select distinct m.username from login_history h join members m on m.id = h.member_id
        where m.merchant_id = ${merchantId} and h.device_id = ${deviceId} and h.member_id <> ${memberId}
        limit 20`),
      );
      return rows.map((r) => r.username);
    },
  };
}
export type WithdrawalsRepository = ReturnType<typeof createWithdrawalsRepository>;
