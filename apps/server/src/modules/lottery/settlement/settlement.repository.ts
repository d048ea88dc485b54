import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { LOTTERY_GAMES } from '@monsoon/contracts/lottery/games';
import type { DrawResult } from '@monsoon/contracts/lottery/model';
import type { Database } from '@/db/client.ts';
import { lotteryDraws, lotteryTickets, type LotteryTicketStatus } from '@/db/schema/index.ts';
import type { StoredPlayOdds } from '@/modules/lottery/rules/odds-json.ts';
import { rowsOf } from '@/lib/sql-rows.ts';

/** A draw settlement works on: drawn (tickets judged on its result) or cancelled (tickets refunded). */
export interface DrawToSettle {
  id: number;
  status: 'drawn' | 'cancelled';
  result: DrawResult | null;
  drawAt: Date;
}

/** What judging or refunding one open ticket needs. */
export interface OpenTicket {
  id: number;
  /** The ticket's own draw: a chase's voided tail belongs to later draws than the one being settled. */
  drawId: number;
  merchantId: number;
  memberId: number;
  playCode: string;
  selection: string[][];
  unitStake: bigint;
  multiple: number;
  stake: bigint;
  asset: string;
  /** The odds the ticket was sold at: settlement pays these, whatever the merchant's odds are now. */
  odds: StoredPlayOdds;
  chaseId: number | null;
  winStop: boolean;
}

/** The outcome written on one ticket. */
export interface TicketOutcome {
  id: number;
  status: Exclude<LotteryTicketStatus, 'open'>;
  payout: bigint;
  /** The movement that paid it; null when it paid nothing. */
  journalId: number | null;
}

const openTicketColumns = {
  id: lotteryTickets.id,
  drawId: lotteryTickets.drawId,
  merchantId: lotteryTickets.merchantId,
  memberId: lotteryTickets.memberId,
  playCode: lotteryTickets.playCode,
  selection: lotteryTickets.selection,
  unitStake: lotteryTickets.unitStake,
  multiple: lotteryTickets.multiple,
  stake: lotteryTickets.stake,
  asset: lotteryTickets.asset,
  odds: lotteryTickets.odds,
  chaseId: lotteryTickets.chaseId,
  winStop: lotteryTickets.winStop,
};

const hasOpenTickets = sql`exists (select 1 from ${lotteryTickets}
  where ${lotteryTickets.drawId} = ${lotteryDraws.id} and ${lotteryTickets.status} = 'open')`;

const isSettleable = (status: string): status is DrawToSettle['status'] =>
  status === 'drawn' || status === 'cancelled';

/**
 * All SQL of settlement (docs/decisions/0026). The draw-table statements live here rather than in the
 * draws repository: they are settlement's compare-and-sets, and only settlement calls them.
 */
/** Outcome rows per UPDATE statement (4 parameters each, well under PostgreSQL's 65,535). */
const OUTCOMES_PER_STATEMENT = 5_000;

/** A win-stop chase ticket whose chase still has an open ticket on a draw before `drawAt`. */
const awaitsEarlierChaseTicket = (
  drawAt: Date,
) => sql`(${lotteryTickets.winStop} and ${lotteryTickets.chaseId} is not null and exists (
  select 1 from ${lotteryTickets} e join ${lotteryDraws} d on d.id = e.draw_id
  where e.chase_id = ${lotteryTickets.chaseId} and e.status = 'open' and d.draw_at < ${drawAt}))`;

/** Each lottery game's vendor and product type, as the wager facts record them (games are few). */
const GAME_FACTS = sql.join(
  LOTTERY_GAMES.map((g) => sql`(${g.code}::text, ${g.gameType}::text, ${g.vendor}::text)`),
  sql`, `,
);

export function createSettlementRepository(db: Database) {
  return {
    /**
     * Drawn draws, and cancelled draws with open tickets, oldest draw time first, after `cursor` (keyset
     * paging, so a draw that fails to settle never hides the ones after it).
     */
    async drawsToSettle(
      cursor: { drawAt: Date; id: number } | null,
      limit: number,
    ): Promise<DrawToSettle[]> {
      const after = cursor
        ? or(
            gt(lotteryDraws.drawAt, cursor.drawAt),
            and(eq(lotteryDraws.drawAt, cursor.drawAt), gt(lotteryDraws.id, cursor.id)),
          )
        : undefined;
      const rows = await db
        .select({
          id: lotteryDraws.id,
          status: lotteryDraws.status,
          result: lotteryDraws.result,
          drawAt: lotteryDraws.drawAt,
        })
        .from(lotteryDraws)
        .where(
          and(
            or(
              eq(lotteryDraws.status, 'drawn'),
              and(eq(lotteryDraws.status, 'cancelled'), hasOpenTickets),
            ),
            after,
          ),
        )
        .orderBy(asc(lotteryDraws.drawAt), asc(lotteryDraws.id))
        .limit(limit);
      return rows.flatMap(({ status, ...row }) =>
        isSettleable(status) ? [{ ...row, status }] : [],
      );
    },

    /**
     * Claims whole members' open tickets of a draw for this transaction, members in id order until about
     * `limit` tickets (decision 0032: a member's tickets of a draw settle in one batch, so the member is
     * one item of the draw's run). A member another runner holds (a transaction-scoped advisory lock per
     * draw and member) is skipped; so is a member with a win-stop chase ticket whose chase still has an
     * open ticket on an earlier draw: that draw's win must be able to void it first (a later tick settles
     * the member). Tickets settled and committed meanwhile no longer match `status = 'open'`.
     */
    async claimMembers(drawId: number, drawAt: Date, limit: number): Promise<OpenTicket[]> {
      // The window's running count keeps the subquery from being flattened: only the members within
      // the limit are tried for the lock.
      const claimed = rowsOf<{ member_id: string }>(
        await db.execute(sql`select member_id::text from (
            select member_id, sum(n) over (order by member_id) - n as before from (
              select ${lotteryTickets.memberId} as member_id, count(*) as n from ${lotteryTickets}
              where ${lotteryTickets.drawId} = ${drawId} and ${lotteryTickets.status} = 'open'
              group by ${lotteryTickets.memberId}
              having not bool_or(${awaitsEarlierChaseTicket(drawAt)})
            ) c
          ) w
          where before < ${limit}
            and pg_try_advisory_xact_lock(hashtextextended('lottery.settle:' || ${drawId}::text || ':' || member_id::text, 0))
          order by member_id`),
      ).map((r) => Number(r.member_id));
      if (claimed.length === 0) return [];
      return db
        .select(openTicketColumns)
        .from(lotteryTickets)
        .where(
          and(
            eq(lotteryTickets.drawId, drawId),
            inArray(lotteryTickets.memberId, claimed),
            eq(lotteryTickets.status, 'open'),
          ),
        )
        .orderBy(asc(lotteryTickets.memberId), asc(lotteryTickets.id))
        .for('update');
    },

    /** Claims the open tickets of these chases on draws after `drawAt` (a win stopped them); skips locked ones. */
    async claimChaseTails(chaseIds: readonly number[], drawAt: Date): Promise<OpenTicket[]> {
      if (chaseIds.length === 0) return [];
      return db
        .select(openTicketColumns)
        .from(lotteryTickets)
        .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
        .where(
          and(
            inArray(lotteryTickets.chaseId, [...chaseIds]),
            eq(lotteryTickets.status, 'open'),
            gt(lotteryDraws.drawAt, drawAt),
          ),
        )
        .orderBy(asc(lotteryTickets.memberId), asc(lotteryTickets.id))
        .for('update', { of: lotteryTickets, skipLocked: true });
    },

    /**
     * Locks member accounts in ascending id order before a batch posts (outcome.ts inLockOrder explains
     * why); the ledger's own statements then find them held. Read-only on the ledger's table.
     */
    /**
     * Finds and locks the member accounts of a batch's grants in one statement (ascending ids, the global
     * lock order); answers them by `merchant:asset:member`. A member without an account is left out.
     */
    async lockMemberAccounts(
      owners: readonly { merchantId: number; asset: string; memberId: number }[],
    ): Promise<Map<string, number>> {
      const found = new Map<string, number>();
      if (owners.length === 0) return found;
      const values = sql.join(
        owners.map((o) => sql`(${o.merchantId}::int, ${o.asset}::text, ${o.memberId}::bigint)`),
        sql`, `,
      );
      const rows = await db.execute(sql`
        select a.id, a.merchant_id, a.asset, a.owner_id
        from accounts a
        join (values ${values}) as v(merchant_id, asset, owner_id)
          on a.merchant_id = v.merchant_id and a.asset = v.asset and a.owner_id = v.owner_id
        where a.owner_kind = 'member' and a.shard = 0
        order by a.id
        for update of a`);
      for (const r of rowsOf<{ id: string; merchant_id: number; asset: string; owner_id: string }>(
        rows,
      ))
        found.set(`${r.merchant_id}:${r.asset}:${Number(r.owner_id)}`, Number(r.id));
      return found;
    },

    /** The house shard accounts of a merchant and asset, by shard (shards not yet created are absent). */
    async houseShards(merchantId: number, asset: string): Promise<Map<number, number>> {
      const rows = await db.execute(sql`
        select id, shard from accounts
        where merchant_id = ${merchantId} and asset = ${asset} and owner_kind = 'house' and owner_id = 0`);
      return new Map(
        rowsOf<{ id: string; shard: number }>(rows).map((r) => [Number(r.shard), Number(r.id)]),
      );
    },

    async lockAccounts(accountIds: readonly number[]): Promise<void> {
      if (accountIds.length === 0) return;
      const ids = sql.join(
        [...new Set(accountIds)].sort((a, b) => a - b).map((id) => sql`${id}::bigint`),
        sql`, `,
      );
      await db.execute(sql`select id from accounts where id in (${ids}) order by id for update`);
    },

    /**
     * Writes the outcomes of claimed tickets, and the wager fact of each (money.md §9: in the settling
     * transaction, one per ticket; a void ticket's valid bet is 0), a statement per
     * `OUTCOMES_PER_STATEMENT` (a batch with a win-stop chase's tails can hold tens of thousands, past
     * PostgreSQL's 65,535 parameters a statement); answers how many open tickets it changed.
     */
    async writeOutcomes(outcomes: readonly TicketOutcome[], at: Date): Promise<number> {
      let changed = 0;
      for (let from = 0; from < outcomes.length; from += OUTCOMES_PER_STATEMENT) {
        const values = sql.join(
          outcomes
            .slice(from, from + OUTCOMES_PER_STATEMENT)
            .map(
              (o) =>
                sql`(${o.id}::bigint, ${o.status}::text, ${o.payout.toString()}::bigint, ${o.journalId}::bigint)`,
            ),
          sql`, `,
        );
        // `status = 'open'` again: the claim's row locks already guarantee it; this makes a lost lock loud.
        // The facts take the member's agents once per member of the chunk (member_upline_path, 0011).
        const rows = await db.execute(sql`with settled as (
            update ${lotteryTickets} t
            set status = v.status, payout = v.payout, settle_journal_id = v.journal_id, settled_at = ${at}
            from (values ${values}) as v(id, status, payout, journal_id)
            where t.id = v.id and t.status = 'open'
            returning t.id, t.merchant_id, t.member_id, t.game_code, t.stake, t.status, t.payout,
              t.asset, t.created_at
          ), paths as (
            select d.member_id, member_upline_path(d.member_id) as path
            from (select distinct member_id from settled) d
          ), facts as (
            insert into wager_facts (merchant_id, member_id, upline_path, product_type, vendor, game_code,
              source_kind, source_id, stake, valid_bet, payout, asset, placed_at, settled_at)
            select s.merchant_id, s.member_id, p.path, g.product_type, g.vendor, s.game_code,
              'lottery_ticket', s.id, s.stake, case when s.status = 'void' then 0 else s.stake end,
              s.payout, s.asset, s.created_at, ${at}
            from settled s
            join paths p on p.member_id = s.member_id
            join (values ${GAME_FACTS}) as g(code, product_type, vendor) on g.code = s.game_code
            returning source_id
          )
          select (select count(*) from settled)::int as settled, (select count(*) from facts)::int as facts`);
        const [counts] = rowsOf<{ settled: number; facts: number }>(rows);
        // Every settled ticket has its fact: a game missing from the list would lose one, loudly instead.
        if (!counts || counts.settled !== counts.facts)
          throw new Error(`settled ${counts?.settled} tickets but wrote ${counts?.facts} facts`);
        changed += counts.settled;
      }
      return changed;
    },

    /** Closes the draw's settlement runs (each batch paid what it accrued: nothing is left in them). */
    async closeDrawRuns(drawId: number, at: Date): Promise<void> {
      await db.execute(sql`update settlement_runs r set status = 'settled', settled_at = ${at}
        where r.period = ${String(drawId)} and r.kind in ('lottery.payout', 'lottery.refund')
          and r.status = 'open' and not exists (select 1 from accruals a
            where a.merchant_id = r.merchant_id and a.kind = r.kind and a.period = r.period
              and a.settled_run_id is null)`);
    },

    /** Drawn → settled once no open ticket remains (compare-and-set); false otherwise. */
    async markSettled(drawId: number): Promise<boolean> {
      const rows = await db
        .update(lotteryDraws)
        .set({ status: 'settled' })
        .where(
          and(
            eq(lotteryDraws.id, drawId),
            eq(lotteryDraws.status, 'drawn'),
            sql`not ${hasOpenTickets}`,
          ),
        )
        .returning({ id: lotteryDraws.id });
      return rows.length === 1;
    },
  };
}
export type SettlementRepository = ReturnType<typeof createSettlementRepository>;
