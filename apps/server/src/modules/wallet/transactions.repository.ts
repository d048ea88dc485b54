import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { accounts, entries, journal } from '@/db/schema/index.ts';
import { typeCondition, type TypeFilter } from './transaction-types.ts';

/** One entry of a member's wallet with its movement's kind. */
export interface TransactionRow {
  entryId: number;
  journalId: number;
  kind: string;
  amount: bigint;
  balanceAfter: bigint;
  createdAt: Date;
}

/** Which entries to read: one member's wallet in one asset, a time range, optionally one type. */
export interface TransactionFilter {
  merchantId: number;
  memberId: number;
  asset: string;
  from: Date;
  /** Exclusive. */
  to: Date;
  type: TypeFilter | null;
}

/**
 * The member's transaction history: entries of the member's own wallet account only (the account is
 * found by merchant, owner and asset, never by an id from the request). Newest first by the account's
 * version chain, which the existing (account_id, account_version) index serves without a new index on
 * the hot entries table.
 */
export function createTransactionsRepository(db: Database) {
  const where = (f: TransactionFilter) =>
    and(
      eq(accounts.merchantId, f.merchantId),
      eq(accounts.ownerKind, 'member'),
      eq(accounts.ownerId, f.memberId),
      eq(accounts.asset, f.asset),
      gte(entries.createdAt, f.from),
      lt(entries.createdAt, f.to),
      f.type ? typeCondition(f.type) : undefined,
    );

  return {
    /** One page of entries, newest first. */
    async page(f: TransactionFilter, limit: number, offset: number): Promise<TransactionRow[]> {
      return db
        .select({
          entryId: entries.id,
          journalId: entries.journalId,
          kind: journal.kind,
          amount: entries.amount,
          balanceAfter: entries.balanceAfter,
          createdAt: entries.createdAt,
        })
        .from(entries)
        .innerJoin(accounts, eq(accounts.id, entries.accountId))
        .innerJoin(journal, eq(journal.id, entries.journalId))
        .where(where(f))
        .orderBy(desc(entries.accountVersion))
        .limit(limit)
        .offset(offset);
    },
    /** How many entries match, and the sums of credits and debits over all of them. */
    async totals(
      f: TransactionFilter,
    ): Promise<{ count: number; credits: bigint; debits: bigint }> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          credits: sql<string>`coalesce(sum(${entries.amount}) filter (where ${entries.amount} > 0), 0)::text`,
          debits: sql<string>`coalesce(sum(${entries.amount}) filter (where ${entries.amount} < 0), 0)::text`,
        })
        .from(entries)
        .innerJoin(accounts, eq(accounts.id, entries.accountId))
        .innerJoin(journal, eq(journal.id, entries.journalId))
        .where(where(f));
      return {
        count: row?.count ?? 0,
        credits: BigInt(row?.credits ?? '0'),
        debits: BigInt(row?.debits ?? '0'),
      };
    },
  };
}
export type TransactionsRepository = ReturnType<typeof createTransactionsRepository>;
