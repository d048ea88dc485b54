import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { holds } from '@/db/schema/index.ts';
import { rowsOf } from '@/lib/sql-rows.ts';

/** A hold as stored (design/money.md §8). */
export type Hold = typeof holds.$inferSelect;

/** One leg of a captured amount, as the database function takes it. */
interface CaptureLeg {
  accountId: number;
  asset: string;
  amount: bigint;
}

const bigintArray = (values: readonly (number | bigint)[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v.toString()}`),
    sql`, `,
  )}]::bigint[]`;
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** All SQL of holds: the locked work is in the functions of migration 0010, one statement each. */
export function createHoldsRepository(db: Database) {
  return {
    /** Claims the key and raises `held` (MNS10 when the account cannot); an existing key answers its hold. */
    async hold(h: {
      accountId: number;
      asset: string;
      amount: bigint;
      scope: string;
      key: string;
      requestHash: string;
      purpose: string;
      reference: string | null;
      autoConfirmAt: Date | null;
      at: Date;
    }): Promise<{ holdId: number; created: boolean } | null> {
      const rows = rowsOf(
        await db.execute(sql`select hold_id, created from ledger_hold(
          (select merchant_id from accounts where id = ${h.accountId}), ${h.accountId}::bigint, ${h.asset},
          ${h.amount.toString()}::bigint, ${h.scope}, ${h.key}, ${h.requestHash}, ${h.purpose}, ${h.reference},
          ${h.autoConfirmAt?.toISOString() ?? null}::timestamptz, ${h.at.toISOString()}::timestamptz)`),
      );
      const row = rows[0];
      return row ? { holdId: Number(row.hold_id), created: row.created === true } : null;
    },
    /** Captures under the hold's lock; only the outcome OK wrote anything. */
    async capture(c: {
      holdId: number;
      amount: bigint;
      kind: string;
      key: string;
      requestHash: string;
      memo: Record<string, string | number | boolean | null> | null;
      legs: readonly CaptureLeg[];
      at: Date;
    }): Promise<string> {
      const rows = rowsOf(
        await db.execute(sql`select outcome from ledger_capture(${c.holdId}::bigint,
          ${c.amount.toString()}::bigint, ${c.kind}, ${c.key}, ${c.requestHash},
          ${c.memo === null ? null : JSON.stringify(c.memo)}::jsonb,
          ${bigintArray(c.legs.map((l) => l.accountId))}, ${textArray(c.legs.map((l) => l.asset))},
          ${bigintArray(c.legs.map((l) => l.amount))}, ${c.at.toISOString()}::timestamptz)`),
      );
      return String(rows[0]?.outcome);
    },
    /** Releases under the hold's lock; only the outcome OK wrote anything. */
    async release(r: { holdId: number; key: string; requestHash: string; at: Date }) {
      const rows = rowsOf(
        await db.execute(sql`select outcome from ledger_release(${r.holdId}::bigint, ${r.key},
          ${r.requestHash}, ${r.at.toISOString()}::timestamptz)`),
      );
      return String(rows[0]?.outcome);
    },
    async find(holdId: number): Promise<Hold | null> {
      const [row] = await db.select().from(holds).where(eq(holds.id, holdId));
      return row ?? null;
    },
    /** Sets when a pending hold auto-confirms; false when it is no longer pending. */
    async scheduleAutoConfirm(holdId: number, at: Date | null): Promise<boolean> {
      const rows = await db
        .update(holds)
        .set({ autoConfirmAt: at })
        .where(and(eq(holds.id, holdId), eq(holds.status, 'pending')))
        .returning({ id: holds.id });
      return rows.length > 0;
    },
    /** Pending holds due to auto-confirm, locked; rows another claimer holds are skipped. */
    claimDue(now: Date, limit: number): Promise<Hold[]> {
      return db
        .select()
        .from(holds)
        .where(and(eq(holds.status, 'pending'), lte(holds.autoConfirmAt, now)))
        .orderBy(asc(holds.autoConfirmAt), asc(holds.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },
  };
}
export type HoldsRepository = ReturnType<typeof createHoldsRepository>;
