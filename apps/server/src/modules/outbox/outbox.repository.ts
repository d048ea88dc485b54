import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { outboxMessages } from '@/db/schema/index.ts';

/** A stored outbox message. */
export type OutboxRow = typeof outboxMessages.$inferSelect;

/** All SQL about the outbox. */
export function createOutboxRepository(db: Database) {
  return {
    async insert(values: typeof outboxMessages.$inferInsert): Promise<void> {
      await db.insert(outboxMessages).values(values);
    },
    /** The merchant's newest messages, optionally to one recipient. */
    async listNewest(
      merchantId: number,
      recipient: string | undefined,
      limit: number,
    ): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.merchantId, merchantId),
            recipient === undefined ? undefined : eq(outboxMessages.recipient, recipient),
          ),
        )
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .limit(limit);
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
