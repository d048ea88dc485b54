import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { members, sessions } from '@/db/schema/index.ts';
import type { SessionInfo } from './session.types.ts';

/** All SQL about sessions. */
export function createSessionRepository(db: Database) {
  return {
    async insert(values: typeof sessions.$inferInsert): Promise<number> {
      const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
      if (!row) throw new Error('session insert returned nothing');
      return row.id;
    },
    /** The unrevoked, unexpired session of a token hash within a merchant. */
    async findLive(
      merchantId: number,
      tokenHash: string,
      now: Date,
    ): Promise<(SessionInfo & { lastSeenAt: Date }) | null> {
      const rows = await db
        .select({
          sessionId: sessions.id,
          memberId: sessions.memberId,
          merchantId: sessions.merchantId,
          loginType: sessions.loginType,
          lastSeenAt: sessions.lastSeenAt,
          username: members.username,
          type: members.type,
        })
        .from(sessions)
        .innerJoin(members, eq(members.id, sessions.memberId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            eq(sessions.merchantId, merchantId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            eq(members.status, 'active'),
          ),
        );
      return rows[0] ?? null;
    },
    /**
     * Locks the member's row until the transaction ends, so that two logins of one member open their
     * sessions one after the other (each revoking the ones before it) and one session stays live.
     */
    async lockMember(memberId: number): Promise<void> {
      await db
        .select({ id: members.id })
        .from(members)
        .where(eq(members.id, memberId))
        .for('update');
    },
    async touch(id: number, now: Date, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, id));
    },
    async revoke(id: number, reason: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now, revokeReason: reason })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },
    /** Revokes every live session of a member except `keepId` (login elsewhere, password change). */
    async revokeOthers(
      memberId: number,
      keepId: number | null,
      reason: string,
      now: Date,
    ): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now, revokeReason: reason })
        .where(
          and(
            eq(sessions.memberId, memberId),
            isNull(sessions.revokedAt),
            keepId === null ? sql`true` : sql`${sessions.id} <> ${keepId}`,
          ),
        );
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
