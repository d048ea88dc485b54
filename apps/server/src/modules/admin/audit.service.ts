import type { AuditAction, AuditVerification } from '@monsoon/contracts/admin/audit';
import type { Clock } from '@/lib/clock.ts';
import type { Database } from '@/db/client.ts';
import { chainHash, GENESIS_HASH, toAuditJson } from './audit-chain.ts';
import { createAuditRepository, type AuditFilter, type AuditRow } from './audit.repository.ts';

/** Who acted: the operator (null for the system) and the request's IP. */
export interface Actor {
  merchantId: number;
  operatorId: number | null;
  username: string | null;
  ip: string | null;
}

/** What happened to which target, with the state before and after. */
export interface AuditRecord {
  /** One of `auditActions` (the back office translates them). */
  action: AuditAction;
  targetKind: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
}

const VERIFY_BATCH = 500;

/**
 * The append-only, hash-chained audit log. `record` takes the action's transaction: the entry commits
 * with the action or not at all.
 */
export function createAuditService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  const repo = createAuditRepository(db);
  return {
    /** Appends an entry inside the caller's transaction (call it last: it locks the chain's head). */
    record(tx: Database, actor: Actor, a: AuditRecord): Promise<AuditRow> {
      return createAuditRepository(tx).append({
        merchantId: actor.merchantId,
        operatorId: actor.operatorId,
        operatorUsername: actor.username,
        action: a.action,
        targetKind: a.targetKind,
        targetId: String(a.targetId),
        before: toAuditJson(a.before),
        after: toAuditJson(a.after),
        ip: actor.ip,
        // Milliseconds, like the Date it is read back as: the hash at write and at check agree.
        createdAt: new Date(clock.now().getTime()),
      });
    },
    list: (merchantId: number, filter: AuditFilter, page: { offset: number; limit: number }) =>
      repo.list(merchantId, filter, page),
    latestFor: repo.latestFor,
    /**
     * Walks the merchant's chain from the first entry: each entry must follow the one before (seq),
     * link to its hash, and hash to what it stores; the last must be the head's tip.
     */
    async verify(merchantId: number): Promise<AuditVerification> {
      let prevHash = GENESIS_HASH;
      let prevSeq = 0;
      let checked = 0;
      for (;;) {
        const batch = await repo.batchAfter(merchantId, prevSeq, VERIFY_BATCH);
        for (const row of batch) {
          const broken = (reason: 'hash' | 'link' | 'gap') => ({
            ok: false,
            checked,
            broken: { seq: row.seq, reason },
          });
          if (row.seq !== prevSeq + 1) return broken('gap');
          if (row.prevHash !== prevHash) return broken('link');
          if (chainHash(prevHash, row) !== row.hash) return broken('hash');
          checked++;
          prevHash = row.hash;
          prevSeq = row.seq;
        }
        if (batch.length < VERIFY_BATCH) break;
      }
      const head = await repo.head(merchantId);
      if (head.seq !== prevSeq || head.hash !== prevHash)
        return { ok: false, checked, broken: { seq: prevSeq + 1, reason: 'head' } };
      return { ok: true, checked, broken: null };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
