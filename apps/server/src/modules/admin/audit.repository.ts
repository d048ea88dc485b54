import { and, asc, count, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { auditHeads, auditLog } from '@/db/schema/index.ts';
import { chainHash, GENESIS_HASH, parseAuditJson, type AuditFields } from './audit-chain.ts';

/** An audit row with its hashes. */
export type AuditRow = AuditFields & { prevHash: string; hash: string };

/** Filters of the audit screen. */
export interface AuditFilter {
  action?: string | undefined;
  operator?: string | undefined;
  targetKind?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

const toRow = (r: typeof auditLog.$inferSelect): AuditRow => ({
  merchantId: r.merchantId,
  seq: r.seq,
  operatorId: r.operatorId,
  operatorUsername: r.operatorUsername,
  action: r.action,
  targetKind: r.targetKind,
  targetId: r.targetId,
  before: parseAuditJson(r.before),
  after: parseAuditJson(r.after),
  ip: r.ip,
  createdAt: r.createdAt,
  prevHash: r.prevHash,
  hash: r.hash,
});

/** All SQL of the audit log. Pass the action's transaction as `db`: the entry commits with it. */
export function createAuditRepository(db: Database) {
  const where = (merchantId: number, f: AuditFilter): SQL | undefined =>
    and(
      eq(auditLog.merchantId, merchantId),
      f.action ? eq(auditLog.action, f.action) : undefined,
      f.operator ? sql`lower(${auditLog.operatorUsername}) = lower(${f.operator})` : undefined,
      f.targetKind ? eq(auditLog.targetKind, f.targetKind) : undefined,
      f.targetId ? eq(auditLog.targetId, f.targetId) : undefined,
      f.from ? gte(auditLog.createdAt, f.from) : undefined,
      f.to ? lte(auditLog.createdAt, f.to) : undefined,
    );

  return {
    /**
     * Appends an entry to the merchant's chain. The chain's head row is locked until the transaction
     * ends, so concurrent actions append one after the other and the chain never forks; callers append
     * last in their transaction, so the head lock is the last lock taken.
     */
    async append(entry: Omit<AuditFields, 'seq'>): Promise<AuditRow> {
      await db
        .insert(auditHeads)
        .values({ merchantId: entry.merchantId, seq: 0, hash: GENESIS_HASH })
        .onConflictDoNothing();
      const [head] = await db
        .select()
        .from(auditHeads)
        .where(eq(auditHeads.merchantId, entry.merchantId))
        .for('update');
      if (!head) throw new Error('audit head missing');
      const fields: AuditFields = { ...entry, seq: head.seq + 1 };
      const hash = chainHash(head.hash, fields);
      await db.insert(auditLog).values({ ...fields, prevHash: head.hash, hash });
      await db
        .update(auditHeads)
        .set({ seq: fields.seq, hash })
        .where(eq(auditHeads.merchantId, entry.merchantId));
      return { ...fields, prevHash: head.hash, hash };
    },
    /** One page of entries, newest first, with the filtered total. */
    async list(
      merchantId: number,
      filter: AuditFilter,
      page: { offset: number; limit: number },
    ): Promise<{ rows: AuditRow[]; total: number }> {
      const condition = where(merchantId, filter);
      const rows = await db
        .select()
        .from(auditLog)
        .where(condition)
        .orderBy(desc(auditLog.seq))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ n: count() }).from(auditLog).where(condition);
      return { rows: rows.map(toRow), total: total?.n ?? 0 };
    },
    /** Entries after `afterSeq` in chain order (the verification walks the chain in batches). */
    async batchAfter(merchantId: number, afterSeq: number, limit: number): Promise<AuditRow[]> {
      const rows = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.merchantId, merchantId), gt(auditLog.seq, afterSeq)))
        .orderBy(asc(auditLog.seq))
        .limit(limit);
      return rows.map(toRow);
    },
    /** The chain's tip as the head row records it (seq 0 before the first entry). */
    async head(merchantId: number): Promise<{ seq: number; hash: string }> {
      const [head] = await db
        .select({ seq: auditHeads.seq, hash: auditHeads.hash })
        .from(auditHeads)
        .where(eq(auditHeads.merchantId, merchantId));
      return head ?? { seq: 0, hash: GENESIS_HASH };
    },
    /** The newest entry about a target among some actions. */
    async latestFor(
      merchantId: number,
      targetKind: string,
      targetId: string,
      actions: string[],
    ): Promise<AuditRow | null> {
      const [row] = await db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.merchantId, merchantId),
            eq(auditLog.targetKind, targetKind),
            eq(auditLog.targetId, targetId),
            inArray(auditLog.action, actions),
          ),
        )
        .orderBy(desc(auditLog.seq))
        .limit(1);
      return row ? toRow(row) : null;
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
