import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { depositChannels, depositSettings, paymentOrders } from '@/db/schema/index.ts';

export type DepositChannelRow = typeof depositChannels.$inferSelect;
export type NewDepositChannel = typeof depositChannels.$inferInsert;

/** The SQL of a merchant's deposit switch and channels. Pass a transaction as `db`. */
export function createDepositChannelsRepository(db: Database) {
  return {
    /** The merchant's deposit switch (on when never set). */
    async enabled(merchantId: number): Promise<boolean> {
      const [row] = await db
        .select({ enabled: depositSettings.enabled })
        .from(depositSettings)
        .where(eq(depositSettings.merchantId, merchantId));
      return row?.enabled ?? true;
    },
    async setEnabled(merchantId: number, enabled: boolean, at: Date): Promise<void> {
      await db
        .insert(depositSettings)
        .values({ merchantId, enabled, updatedAt: at })
        .onConflictDoUpdate({
          target: depositSettings.merchantId,
          set: { enabled, updatedAt: at },
        });
    },
    /** The merchant's channels (removed ones left out), in their order. */
    channels: (merchantId: number): Promise<DepositChannelRow[]> =>
      db
        .select()
        .from(depositChannels)
        .where(and(eq(depositChannels.merchantId, merchantId), isNull(depositChannels.removedAt)))
        .orderBy(asc(depositChannels.sortOrder), asc(depositChannels.id)),
    async channelByBankType(
      merchantId: number,
      bankType: string,
    ): Promise<DepositChannelRow | null> {
      const [row] = await db
        .select()
        .from(depositChannels)
        .where(
          and(
            eq(depositChannels.merchantId, merchantId),
            eq(depositChannels.bankType, bankType),
            isNull(depositChannels.removedAt),
          ),
        );
      return row ?? null;
    },
    /** A channel that is not removed, locked until the transaction ends. */
    async lockChannel(merchantId: number, id: number): Promise<DepositChannelRow | null> {
      const [row] = await db
        .select()
        .from(depositChannels)
        .where(
          and(
            eq(depositChannels.merchantId, merchantId),
            eq(depositChannels.id, id),
            isNull(depositChannels.removedAt),
          ),
        )
        .for('update');
      return row ?? null;
    },
    /** Adds a channel; null when the merchant has a channel of that bank type already. */
    async insertChannel(values: NewDepositChannel): Promise<DepositChannelRow | null> {
      const [row] = await db
        .insert(depositChannels)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },
    /** Removes a channel (decision 0058): the row stays for its orders, members no longer see it. */
    async markChannelRemoved(id: number, at: Date): Promise<void> {
      await db
        .update(depositChannels)
        .set({ removedAt: at, enabled: false, updatedAt: at })
        .where(eq(depositChannels.id, id));
    },
    /** How many of a channel's orders are still open (created or pending). */
    async openOrderCount(channelId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.channelId, channelId),
            inArray(paymentOrders.status, ['created', 'pending']),
          ),
        );
      return row?.n ?? 0;
    },
    async updateChannel(
      id: number,
      values: Partial<
        Pick<
          DepositChannelRow,
          'enabled' | 'minAmount' | 'maxAmount' | 'feeBps' | 'quickAmounts' | 'updatedAt'
        >
      >,
    ): Promise<DepositChannelRow> {
      const [row] = await db
        .update(depositChannels)
        .set(values)
        .where(eq(depositChannels.id, id))
        .returning();
      if (!row) throw new Error('deposit channel update returned nothing');
      return row;
    },
    async insertChannels(rows: (typeof depositChannels.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.insert(depositChannels).values(rows).onConflictDoNothing();
    },
  };
}
