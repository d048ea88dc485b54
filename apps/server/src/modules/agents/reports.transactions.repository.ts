import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { accounts, entries, journal, members, memberTree } from '@/db/schema/index.ts';

import { typeCondition, type TypeFilter } from '@/modules/wallet/transaction-types.ts';
import type { TransactionRow } from '@/modules/wallet/transactions.repository.ts';

/** Which entries to read: the wallets of the agent's team (or one member of it) in one asset and range. */
export interface TeamTransactionFilter {
  merchantId: number;
  agentId: number;
  memberId: number | null;
  asset: string;
  from: Date;
  /** Exclusive. */
  to: Date;
  type: TypeFilter | null;
}

/** A team member's wallet entry with the member's username. */
export interface TeamTransactionRow extends TransactionRow {
  account: string;
}

/**
 * The team's transaction details: entries of the member wallets whose owner is in the agent's
 * member_tree range (the same entries and types as the member's own history, wallet module).
 */
export function createTeamTransactionsRepository(db: Database) {
  const where = (f: TeamTransactionFilter) =>
    and(
      eq(memberTree.ancestorId, f.agentId),
      f.memberId === null ? undefined : eq(memberTree.descendantId, f.memberId),
      eq(accounts.merchantId, f.merchantId),
      eq(accounts.ownerKind, 'member'),
      eq(accounts.asset, f.asset),
      gte(entries.createdAt, f.from),
      lt(entries.createdAt, f.to),
      f.type ? typeCondition(f.type) : undefined,
    );
  return {
    /** One page of entries, newest first. */
    async page(
      f: TeamTransactionFilter,
      limit: number,
      offset: number,
    ): Promise<TeamTransactionRow[]> {
      return db
        .select({
          entryId: entries.id,
          journalId: entries.journalId,
          kind: journal.kind,
          amount: entries.amount,
          balanceAfter: entries.balanceAfter,
          createdAt: entries.createdAt,
          account: members.username,
        })
        .from(memberTree)
        .innerJoin(members, eq(members.id, memberTree.descendantId))
        .innerJoin(accounts, eq(accounts.ownerId, memberTree.descendantId))
        .innerJoin(entries, eq(entries.accountId, accounts.id))
        .innerJoin(journal, eq(journal.id, entries.journalId))
        .where(where(f))
        .orderBy(desc(entries.createdAt), desc(entries.id))
        .limit(limit)
        .offset(offset);
    },
    /** How many entries match, and the sums of credits and debits over all of them. */
    async totals(f: TeamTransactionFilter) {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          credits: sql<string>`coalesce(sum(${entries.amount}) filter (where ${entries.amount} > 0), 0)::text`,
          debits: sql<string>`coalesce(sum(${entries.amount}) filter (where ${entries.amount} < 0), 0)::text`,
        })
        .from(memberTree)
        .innerJoin(accounts, eq(accounts.ownerId, memberTree.descendantId))
        .innerJoin(entries, eq(entries.accountId, accounts.id))
        .innerJoin(journal, eq(journal.id, entries.journalId))
        .where(where(f));
      return {
        count: Number(row?.count ?? 0),
        credits: BigInt(row?.credits ?? '0'),
        debits: BigInt(row?.debits ?? '0'),
      };
    },
  };
}
