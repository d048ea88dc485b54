import { and, asc, count, eq, isNotNull, sql, sum } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { lotteryRoundTotals } from '@/db/schema/index.ts';
import type { RoundTotal } from './outcome.ts';

export type RoundTotalRow = typeof lotteryRoundTotals.$inferSelect;

/** An agent's team on one draw: the sums of its direct members' round totals. */
export interface TeamTotal {
  uplineId: number;
  members: number;
  tickets: number;
  validStake: bigint;
  payout: bigint;
  voidTickets: number;
}

/**
 * The lottery's per-round aggregates (schema `lottery_round_totals`): settlement adds to them, the agent
 * salary contracts (a later issue) read them per member and per team.
 */
export function createRoundTotalsRepository(db: Database) {
  return {
    /**
     * Adds a batch's per-member sums in one statement, in the batch's transaction. The member's agent is
     * read from `members` as it is now (null for no agent, or an id without a member row). Rows are
     * written in (draw, member) order, so two runners adding to the same rows lock them in one order.
     */
    async add(totals: readonly RoundTotal[], at: Date): Promise<void> {
      if (totals.length === 0) return;
      const ordered = [...totals].sort((a, b) => a.drawId - b.drawId || a.memberId - b.memberId);
      const values = sql.join(
        ordered.map(
          (t) =>
            sql`(${t.drawId}::bigint, ${t.merchantId}::int, ${t.memberId}::bigint, ${t.tickets}::int, ${t.validStake.toString()}::bigint, ${t.payout.toString()}::bigint, ${t.voidTickets}::int)`,
        ),
        sql`, `,
      );
      await db.execute(sql`insert into lottery_round_totals
          (draw_id, merchant_id, member_id, upline_id, tickets, valid_stake, payout, void_tickets, updated_at)
        select v.draw_id, v.merchant_id, v.member_id, m.upline_id, v.tickets, v.valid_stake, v.payout, v.void_tickets, ${at}::timestamptz
        from (values ${values}) as v(draw_id, merchant_id, member_id, tickets, valid_stake, payout, void_tickets)
        left join members m on m.id = v.member_id and m.merchant_id = v.merchant_id
        order by v.draw_id, v.member_id
        on conflict (draw_id, member_id) do update set
          tickets = lottery_round_totals.tickets + excluded.tickets,
          valid_stake = lottery_round_totals.valid_stake + excluded.valid_stake,
          payout = lottery_round_totals.payout + excluded.payout,
          void_tickets = lottery_round_totals.void_tickets + excluded.void_tickets,
          updated_at = excluded.updated_at`);
    },

    /** Every member's totals of a draw, by member id. */
    memberTotals: (drawId: number): Promise<RoundTotalRow[]> =>
      db
        .select()
        .from(lotteryRoundTotals)
        .where(eq(lotteryRoundTotals.drawId, drawId))
        .orderBy(asc(lotteryRoundTotals.memberId)),

    /** Each agent's team totals on a draw of a merchant (members without an agent belong to no team). */
    async teamTotals(merchantId: number, drawId: number): Promise<TeamTotal[]> {
      const rows = await db
        .select({
          uplineId: lotteryRoundTotals.uplineId,
          members: count(),
          tickets: sum(lotteryRoundTotals.tickets),
          validStake: sum(lotteryRoundTotals.validStake),
          payout: sum(lotteryRoundTotals.payout),
          voidTickets: sum(lotteryRoundTotals.voidTickets),
        })
        .from(lotteryRoundTotals)
        .where(
          and(
            eq(lotteryRoundTotals.merchantId, merchantId),
            eq(lotteryRoundTotals.drawId, drawId),
            isNotNull(lotteryRoundTotals.uplineId),
          ),
        )
        .groupBy(lotteryRoundTotals.uplineId)
        .orderBy(asc(lotteryRoundTotals.uplineId));
      // sum() answers numeric as text (exact); a group is never empty, so the sums are never null.
      return rows.flatMap((r) =>
        r.uplineId === null
          ? []
          : [
              {
                uplineId: r.uplineId,
                members: r.members,
                tickets: Number(r.tickets ?? 0),
                validStake: BigInt(r.validStake ?? 0),
                payout: BigInt(r.payout ?? 0),
                voidTickets: Number(r.voidTickets ?? 0),
              },
            ],
      );
    },
  };
}
export type RoundTotalsRepository = ReturnType<typeof createRoundTotalsRepository>;
