import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import {
  gameRounds,
  launchTokens,
  members,
  merchants,
  vendors,
  vendorTx,
} from '@/db/schema/index.ts';

/** A vendor registration with its merchant's code (the registry resolves the merchant from it). */
export type VendorRow = typeof vendors.$inferSelect & { merchantCode: string };
export type VendorTxRow = typeof vendorTx.$inferSelect;
export type NewVendorTx = typeof vendorTx.$inferInsert;
export type LaunchTokenRow = typeof launchTokens.$inferSelect;
export type GameRoundRow = typeof gameRounds.$inferSelect;

/** What the wallet functions answer: OK, TOMBSTONE, INSUFFICIENT, REPLAY, NO_BET, CLOSED or ROUND_TAKEN. */
export interface FunctionOutcome {
  outcome: string;
  vtxId: number | null;
  balance: bigint | null;
}

const outcomeOf = (result: unknown): FunctionOutcome => {
  const rows =
    typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)
      ? result.rows
      : [];
  const row: unknown = rows[0];
  if (typeof row !== 'object' || row === null) throw new Error('wallet function answered no row');
  const fields = new Map<string, unknown>(Object.entries(row));
  const get = (k: string): unknown => fields.get(k) ?? null;
  const vtx = get('vtx_id');
  const balance = get('balance_after');
  return {
    outcome: String(get('outcome')),
    vtxId: vtx === null || vtx === undefined ? null : Number(vtx),
    balance: balance === null || balance === undefined ? null : BigInt(String(balance)),
  };
};

/** What the one-round-trip functions answer (migration 0006): SEEN with the stored fields, SLOW, or an inner outcome. */
export interface FastOutcome extends FunctionOutcome {
  asset: string | null;
  storedHash: string | null;
  storedStatus: string | null;
}

const fastOutcomeOf = (result: unknown): FastOutcome => {
  const base = outcomeOf(result);
  const rows = (result as { rows: Record<string, unknown>[] }).rows;
  const row = rows[0] ?? {};
  const text = (k: string): string | null => (typeof row[k] === 'string' ? row[k] : null);
  return {
    ...base,
    asset: text('asset'),
    storedHash: text('stored_hash'),
    storedStatus: text('stored_status'),
  };
};

/** All SQL of vendors, launch tokens, vendor transactions and game rounds. */
/** What every bet and win function takes: the call's identity, its round and game, the amount. */
interface WalletCall {
  merchantId: number;
  vendorId: number;
  txId: string;
  memberId: number;
  roundId: string;
  gameCode: string;
  amount: bigint;
  requestHash: string;
  at: Date;
}

export function createProviderRepository(db: Database) {
  return {
    async allVendors(): Promise<VendorRow[]> {
      const rows = await db
        .select({ vendor: vendors, merchantCode: merchants.code })
        .from(vendors)
        .innerJoin(merchants, eq(merchants.id, vendors.merchantId));
      return rows.map((r) => ({ ...r.vendor, merchantCode: r.merchantCode }));
    },
    /** Registers a vendor for a merchant or updates its secret and base URL. */
    async upsertVendor(v: {
      merchantId: number;
      code: string;
      name: string;
      secret: string;
      baseUrl: string;
    }) {
      await db
        .insert(vendors)
        .values(v)
        .onConflictDoUpdate({
          target: [vendors.merchantId, vendors.code],
          set: { secret: v.secret, baseUrl: v.baseUrl, name: v.name },
        });
    },
    async insertLaunch(values: typeof launchTokens.$inferInsert): Promise<void> {
      await db.insert(launchTokens).values(values);
    },
    async findLaunch(tokenHash: string): Promise<LaunchTokenRow | null> {
      const [row] = await db
        .select()
        .from(launchTokens)
        .where(eq(launchTokens.tokenHash, tokenHash));
      return row ?? null;
    },
    async findTx(vendorId: number, txId: string): Promise<VendorTxRow | null> {
      const [row] = await db
        .select()
        .from(vendorTx)
        .where(and(eq(vendorTx.vendorId, vendorId), eq(vendorTx.txId, txId)));
      return row ?? null;
    },
    /** Rollbacks (applied or tombstones) that reference a bet id. */
    async rollbacksOf(vendorId: number, betTxId: string): Promise<VendorTxRow[]> {
      return db
        .select()
        .from(vendorTx)
        .where(
          and(
            eq(vendorTx.vendorId, vendorId),
            eq(vendorTx.referenceTxId, betTxId),
            eq(vendorTx.action, 'rollback'),
          ),
        );
    },
    /** Inserts a vendor transaction; null when (vendor, id) exists already. */
    async insertTx(values: typeof vendorTx.$inferInsert): Promise<number | null> {
      const [row] = await db
        .insert(vendorTx)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: vendorTx.id });
      return row?.id ?? null;
    },
    /** The locked part of a bet in one round trip (database function, migration 0005). */
    async callBet(
      a: WalletCall & { asset: string; memberAccount: number; houseAccount: number },
    ): Promise<FunctionOutcome> {
      return outcomeOf(
        await db.execute(sql`select * from vendor_wallet_bet(${a.merchantId}, ${a.vendorId}, ${a.txId}, ${a.memberId}::bigint,
          ${a.roundId}, ${a.gameCode}, ${a.asset}, ${a.amount.toString()}::bigint, ${a.requestHash},
          ${a.memberAccount}::bigint, ${a.houseAccount}::bigint, ${a.at.toISOString()}::timestamptz)`),
      );
    },
    /** The locked part of a win in one round trip (database function, migration 0005). */
    async callWin(
      a: WalletCall & { finished: boolean; memberAccount: number; houseAccount: number },
    ): Promise<FunctionOutcome> {
      return outcomeOf(
        await db.execute(sql`select * from vendor_wallet_win(${a.merchantId}, ${a.vendorId}, ${a.txId}, ${a.memberId}::bigint,
          ${a.roundId}, ${a.gameCode}, ${a.amount.toString()}::bigint, ${a.finished}, ${a.requestHash},
          ${a.memberAccount}::bigint, ${a.houseAccount}::bigint, ${a.at.toISOString()}::timestamptz)`),
      );
    },
    /** An ordinary bet in one round trip: reads, checks and the locked part (migration 0007, decision 0023). */
    async betFast(a: WalletCall & { tokenHash: string; shard: number }): Promise<FastOutcome> {
      return fastOutcomeOf(
        await db.execute(sql`select * from vendor_wallet_bet_fast(${a.merchantId}, ${a.vendorId}, ${a.txId}, ${a.memberId}::bigint,
          ${a.tokenHash}, ${a.roundId}, ${a.gameCode}, ${a.amount.toString()}::bigint, ${a.requestHash},
          ${a.shard}::smallint, ${a.at.toISOString()}::timestamptz)`),
      );
    },
    /** An ordinary win in one round trip (migration 0007, decision 0023). */
    async winFast(
      a: WalletCall & { finished: boolean; shard: number; tokenHash: string | null },
    ): Promise<FastOutcome> {
      return fastOutcomeOf(
        await db.execute(sql`select * from vendor_wallet_win_fast(${a.merchantId}, ${a.vendorId}, ${a.txId}, ${a.memberId}::bigint,
          ${a.roundId}, ${a.gameCode}, ${a.amount.toString()}::bigint, ${a.finished}, ${a.requestHash},
          ${a.shard}::smallint, ${a.at.toISOString()}::timestamptz, ${a.tokenHash}::text)`),
      );
    },
    /**
     * Claims a vendor transaction id until the transaction ends (decision 0030): taken before anything
     * is decided, so a duplicate in flight waits here and then finds the first call's stored answer.
     * The wallet functions take the same lock first; always before the member's lock.
     */
    async lockKey(vendorId: number, txId: string): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtextextended('vendor-tx:' || ${vendorId}::text || ':' || ${txId}, 0))`,
      );
    },
    /** A member of a merchant as the wallet decides on it (status and customer type), or null. */
    async findMember(
      merchantId: number,
      memberId: number,
    ): Promise<{ status: string; type: number } | null> {
      const [row] = await db
        .select({ status: members.status, type: members.type })
        .from(members)
        .where(and(eq(members.id, memberId), eq(members.merchantId, merchantId)));
      return row ?? null;
    },
    /** Serialises a member's vendor calls (bet vs. its early rollback) until the transaction ends. */
    async lockMember(memberId: number): Promise<void> {
      // One 64-bit key per member (ids are bigint), namespaced so it cannot meet other advisory locks.
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtextextended('vendor-member:' || ${memberId}::text, 0))`,
      );
    },
    async findRound(vendorId: number, roundId: string): Promise<GameRoundRow | null> {
      const [row] = await db
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.vendorId, vendorId), eq(gameRounds.roundId, roundId)));
      return row ?? null;
    },
    /** Adds a refund to a round; a round refunded in full closes, with its wager fact (valid bet 0). */
    async addRefund(id: number, amount: bigint, at: Date): Promise<void> {
      const [row] = await db
        .update(gameRounds)
        .set({
          refunded: sql`${gameRounds.refunded} + ${amount.toString()}::bigint`,
          status: sql`case when ${gameRounds.refunded} + ${amount.toString()}::bigint >= ${gameRounds.stake} then 'closed' else ${gameRounds.status} end`,
          closedAt: sql`case when ${gameRounds.refunded} + ${amount.toString()}::bigint >= ${gameRounds.stake} then ${at.toISOString()}::timestamptz else ${gameRounds.closedAt} end`,
        })
        .where(eq(gameRounds.id, id))
        .returning({ status: gameRounds.status });
      if (row?.status === 'closed')
        await db.execute(
          sql`select vendor_round_fact(${id}::bigint, ${at.toISOString()}::timestamptz)`,
        );
    },
    /** A member's open round opened since `since` (the #734 rule). */
    async openRoundSince(memberId: number, since: Date): Promise<GameRoundRow | null> {
      const [row] = await db
        .select()
        .from(gameRounds)
        .where(
          and(
            eq(gameRounds.memberId, memberId),
            eq(gameRounds.status, 'open'),
            gte(gameRounds.openedAt, since),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    /** A member's rounds in [from, to), newest first, one page. */
    async roundsOf(memberId: number, from: Date, to: Date, limit: number, offset: number) {
      const where = and(
        eq(gameRounds.memberId, memberId),
        gte(gameRounds.openedAt, from),
        lt(gameRounds.openedAt, to),
      );
      const rows = await db
        .select({ round: gameRounds, vendorCode: vendors.code })
        .from(gameRounds)
        .innerJoin(vendors, eq(vendors.id, gameRounds.vendorId))
        .where(where)
        .orderBy(desc(gameRounds.openedAt), desc(gameRounds.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db
        .select({
          count: sql<number>`count(*)::int`,
          stake: sql<string>`coalesce(sum(${gameRounds.stake} - ${gameRounds.refunded}), 0)::text`,
          payout: sql<string>`coalesce(sum(${gameRounds.payout}), 0)::text`,
        })
        .from(gameRounds)
        .where(where);
      return { rows, total: total ?? { count: 0, stake: '0', payout: '0' } };
    },
  };
}
export type ProviderRepository = ReturnType<typeof createProviderRepository>;
