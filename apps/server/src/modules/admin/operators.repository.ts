import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { operatorChallenges, operatorSessions, operators } from '@/db/schema/index.ts';

export type OperatorRow = typeof operators.$inferSelect;
export type ChallengeRow = typeof operatorChallenges.$inferSelect;

/** A live operator session with what every call needs about its operator. */
export interface SessionRow {
  sessionId: number;
  operatorId: number;
  merchantId: number;
  username: string;
  role: string;
  lastSeenAt: Date;
}

/** All SQL about operators, their sign-in challenges and sessions. Pass a transaction as `db`. */
export function createOperatorsRepository(db: Database) {
  return {
    async findById(merchantId: number, id: number): Promise<OperatorRow | null> {
      const [row] = await db
        .select()
        .from(operators)
        .where(and(eq(operators.merchantId, merchantId), eq(operators.id, id)));
      return row ?? null;
    },
    /** The operator row, locked until the transaction ends. */
    async lockById(merchantId: number, id: number): Promise<OperatorRow | null> {
      const [row] = await db
        .select()
        .from(operators)
        .where(and(eq(operators.merchantId, merchantId), eq(operators.id, id)))
        .for('update');
      return row ?? null;
    },
    /** Usernames compare case-insensitively. */
    async findByUsername(merchantId: number, username: string): Promise<OperatorRow | null> {
      const [row] = await db
        .select()
        .from(operators)
        .where(
          and(
            eq(operators.merchantId, merchantId),
            sql`lower(${operators.username}) = lower(${username})`,
          ),
        );
      return row ?? null;
    },
    list: (merchantId: number): Promise<OperatorRow[]> =>
      db
        .select()
        .from(operators)
        .where(eq(operators.merchantId, merchantId))
        .orderBy(asc(operators.id)),
    /** Active owners of a merchant, locked (the last owner cannot be demoted or disabled). */
    async lockActiveOwners(merchantId: number): Promise<number[]> {
      const rows = await db
        .select({ id: operators.id })
        .from(operators)
        .where(
          and(
            eq(operators.merchantId, merchantId),
            eq(operators.role, 'owner'),
            eq(operators.status, 'active'),
          ),
        )
        .orderBy(asc(operators.id))
        .for('update');
      return rows.map((r) => r.id);
    },
    async insert(values: typeof operators.$inferInsert): Promise<OperatorRow> {
      const [row] = await db.insert(operators).values(values).returning();
      if (!row) throw new Error('operator insert returned nothing');
      return row;
    },
    async update(id: number, values: Partial<typeof operators.$inferInsert>): Promise<OperatorRow> {
      const [row] = await db.update(operators).set(values).where(eq(operators.id, id)).returning();
      if (!row) throw new Error('operator update returned nothing');
      return row;
    },
    /**
     * Counts a failed sign-in step; from `threshold` failures on, locks the operator until `lockUntil`.
     * Answers the new count and whether this failure started a lock-out.
     */
    async recordFailure(
      id: number,
      threshold: number,
      lockUntil: Date,
    ): Promise<{ failures: number; locked: boolean }> {
      const [row] = await db
        .update(operators)
        .set({
          failedSignIns: sql`least(${operators.failedSignIns} + 1, 1000)`,
          lockedUntil: sql`case when ${operators.failedSignIns} + 1 >= ${threshold}
            then ${lockUntil.toISOString()}::timestamptz else ${operators.lockedUntil} end`,
        })
        .where(eq(operators.id, id))
        .returning({ failures: operators.failedSignIns });
      const failures = row?.failures ?? 0;
      return { failures, locked: failures === threshold };
    },
    /**
     * Accepts a two-factor step: a compare-and-set that succeeds only when the step is later than the
     * last accepted one, so a code is used once even when two sign-ins race with it.
     */
    async acceptStep(id: number, step: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(operators)
        .set({ totpLastStep: step, failedSignIns: 0, lockedUntil: null, lastSignInAt: now })
        .where(
          and(
            eq(operators.id, id),
            or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step)),
          ),
        )
        .returning({ id: operators.id });
      return rows.length === 1;
    },

    async insertChallenge(values: typeof operatorChallenges.$inferInsert): Promise<void> {
      await db.insert(operatorChallenges).values(values);
    },
    /** The unused, unexpired challenge of a token hash, locked until the transaction ends. */
    async lockChallenge(tokenHash: string, now: Date): Promise<ChallengeRow | null> {
      const [row] = await db
        .select()
        .from(operatorChallenges)
        .where(
          and(
            eq(operatorChallenges.tokenHash, tokenHash),
            isNull(operatorChallenges.usedAt),
            gt(operatorChallenges.expiresAt, now),
          ),
        )
        .for('update');
      return row ?? null;
    },
    async updateChallenge(
      id: number,
      values: Partial<typeof operatorChallenges.$inferInsert>,
    ): Promise<void> {
      await db.update(operatorChallenges).set(values).where(eq(operatorChallenges.id, id));
    },
    /** Challenges that expired before `before` are useless. */
    async deleteExpiredChallenges(before: Date): Promise<void> {
      await db.delete(operatorChallenges).where(lt(operatorChallenges.expiresAt, before));
    },

    async insertSession(values: typeof operatorSessions.$inferInsert): Promise<number> {
      const [row] = await db
        .insert(operatorSessions)
        .values(values)
        .returning({ id: operatorSessions.id });
      if (!row) throw new Error('session insert returned nothing');
      return row.id;
    },
    /** The live session of a token hash whose operator is active. */
    async findLiveSession(tokenHash: string, now: Date): Promise<SessionRow | null> {
      const [row] = await db
        .select({
          sessionId: operatorSessions.id,
          operatorId: operators.id,
          merchantId: operatorSessions.merchantId,
          username: operators.username,
          role: operators.role,
          lastSeenAt: operatorSessions.lastSeenAt,
        })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(
          and(
            eq(operatorSessions.tokenHash, tokenHash),
            isNull(operatorSessions.revokedAt),
            gt(operatorSessions.expiresAt, now),
            eq(operators.status, 'active'),
          ),
        );
      return row ?? null;
    },
    async touchSession(id: number, now: Date, expiresAt: Date): Promise<void> {
      await db
        .update(operatorSessions)
        .set({ lastSeenAt: now, expiresAt })
        .where(eq(operatorSessions.id, id));
    },
    async revokeSession(id: number, reason: string, now: Date): Promise<void> {
      await db
        .update(operatorSessions)
        .set({ revokedAt: now, revokeReason: reason })
        .where(and(eq(operatorSessions.id, id), isNull(operatorSessions.revokedAt)));
    },
    /** Ends every live session of an operator (disabled, two-factor reset). */
    async revokeSessionsOf(operatorId: number, reason: string, now: Date): Promise<void> {
      await db
        .update(operatorSessions)
        .set({ revokedAt: now, revokeReason: reason })
        .where(
          and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)),
        );
    },
  };
}
export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;
