import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { rowsOf } from '@/lib/sql-rows.ts';

/** A wager fact as consumers read it (design/money.md §9; money in bigint minor units). */
export interface WagerFact {
  id: number;
  merchantId: number;
  memberId: number;
  /** The member's agents when the fact was written, nearest first. */
  uplinePath: number[];
  productType: string;
  vendor: string;
  gameCode: string;
  sourceKind: string;
  sourceId: number;
  stake: bigint;
  validBet: bigint;
  payout: bigint;
  asset: string;
  placedAt: Date;
  settledAt: Date;
  corrects: number | null;
  /** The writing transaction's id (xid8, as text): the consumer's cursor orders by (xactId, id). */
  xactId: string;
}

interface FactRow {
  id: string;
  merchant_id: number;
  member_id: string;
  upline_path: string;
  product_type: string;
  vendor: string;
  game_code: string;
  source_kind: string;
  source_id: string;
  stake: string;
  valid_bet: string;
  payout: string;
  asset: string;
  placed_at: string | Date;
  settled_at: string | Date;
  corrects: string | null;
  xact_id: string;
}

/** `{1,2,3}` (bigint[] as text, so both drivers read it the same way) → numbers. */
const bigintArray = (text: string): number[] =>
  text.replace(/[{}]/g, '') === '' ? [] : text.replace(/[{}]/g, '').split(',').map(Number);

const factOf = (r: FactRow): WagerFact => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  memberId: Number(r.member_id),
  uplinePath: bigintArray(r.upline_path),
  productType: r.product_type,
  vendor: r.vendor,
  gameCode: r.game_code,
  sourceKind: r.source_kind,
  sourceId: Number(r.source_id),
  stake: BigInt(r.stake),
  validBet: BigInt(r.valid_bet),
  payout: BigInt(r.payout),
  asset: r.asset,
  placedAt: new Date(r.placed_at),
  settledAt: new Date(r.settled_at),
  corrects: r.corrects === null ? null : Number(r.corrects),
  xactId: r.xact_id,
});

/** All SQL of the fact consumers: their cursors, the facts after a cursor, their effect keys. */
export function createFactsRepository(db: Database) {
  return {
    /** Registers a consumer (cursor at the start) if it is new. */
    async ensureConsumer(name: string): Promise<void> {
      await db.execute(
        sql`insert into fact_consumers (name) values (${name}) on conflict (name) do nothing`,
      );
    },

    /**
     * Locks the consumer's row for this transaction and answers its cursor; null when another worker
     * holds it (SKIP LOCKED: that worker is consuming, this one has nothing to do).
     */
    async claimConsumer(name: string): Promise<{ xact: string; id: number } | null> {
      const [row] = rowsOf<{ cursor_xact: string; cursor_id: string }>(
        await db.execute(sql`select cursor_xact::text, cursor_id::text from fact_consumers
          where name = ${name} for update skip locked`),
      );
      return row ? { xact: row.cursor_xact, id: Number(row.cursor_id) } : null;
    },

    /**
     * Up to `limit` facts this consumer has not applied, from its horizon up to the facts of
     * transactions that had all ended when this statement's snapshot was taken (`xact_id` below the
     * snapshot's xmin), in (xact_id, id) order, with that xmin. A fact whose transaction still runs, even
     * with a lower id than facts already applied, is left for a later batch, never skipped (decision
     * 0031); the effect keys say what within the window is done. One statement, so the snapshot that
     * bounds is the one read.
     */
    async unconsumedFacts(
      name: string,
      horizon: string,
      limit: number,
    ): Promise<{ facts: WagerFact[]; xmin: string }> {
      const rows = await db.execute(sql`with h as (
          select pg_snapshot_xmin(pg_current_snapshot()) as xmin
        )
        select h.xmin::text as horizon, f.id::text, f.merchant_id, f.member_id::text,
          f.upline_path::text, f.product_type, f.vendor, f.game_code, f.source_kind, f.source_id::text,
          f.stake::text, f.valid_bet::text, f.payout::text, f.asset, f.placed_at, f.settled_at,
          f.corrects::text, f.xact_id::text
        from h left join lateral (
          select * from wager_facts w
          where w.xact_id >= ${horizon}::xid8 and w.xact_id < h.xmin
            and not exists (select 1 from fact_consumptions c
              where c.consumer = ${name} and c.fact_id = w.id)
          order by w.xact_id, w.id
          limit ${limit}
        ) f on true`);
      const all = rowsOf<FactRow & { horizon: string; id: string | null }>(rows);
      const xmin = all[0]?.horizon;
      if (xmin === undefined) throw new Error('no snapshot horizon');
      return { facts: all.filter((r) => r.id !== null).map(factOf), xmin };
    },

    /**
     * Records the consumer's effect keys (consumer, fact); answers the ids that were not recorded
     * before (the facts to apply). The primary key makes a second application impossible.
     */
    async markConsumed(name: string, factIds: readonly number[]): Promise<Set<number>> {
      if (factIds.length === 0) return new Set();
      const ids = `{${factIds.join(',')}}`;
      const rows = await db.execute(sql`insert into fact_consumptions (consumer, fact_id)
        select ${name}, unnest(${ids}::bigint[])
        on conflict (consumer, fact_id) do nothing
        returning fact_id::text`);
      return new Set(rowsOf<{ fact_id: string }>(rows).map((r) => Number(r.fact_id)));
    },

    /** Moves the consumer's horizon (every fact below it is applied) and notes the last fact read. */
    async moveCursor(name: string, cursor: { xact: string; id: number }): Promise<void> {
      await db.execute(sql`update fact_consumers
        set cursor_xact = ${cursor.xact}::xid8, cursor_id = ${cursor.id}, updated_at = now()
        where name = ${name}`);
    },

    /** The IANA time zone of each merchant asked for. */
    async timeZones(merchantIds: readonly number[]): Promise<Map<number, string>> {
      if (merchantIds.length === 0) return new Map();
      const ids = `{${[...new Set(merchantIds)].join(',')}}`;
      const rows = await db.execute(
        sql`select id, time_zone from merchants where id = any(${ids}::int[])`,
      );
      return new Map(
        rowsOf<{ id: number; time_zone: string }>(rows).map((r) => [Number(r.id), r.time_zone]),
      );
    },
  };
}
export type FactsRepository = ReturnType<typeof createFactsRepository>;
