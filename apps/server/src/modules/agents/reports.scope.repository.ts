import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { rowsOf } from '@/lib/sql-rows.ts';

/**
 * The scope check of every team report (decision 0068): a member is found only through the caller's
 * own range of member_tree, so a member of another team reads exactly as one that does not exist.
 */
export function createScopeRepository(db: Database) {
  return {
    /** The member of the agent's team (the agent itself included) with this username, or null. */
    async teamMember(
      merchantId: number,
      agentId: number,
      username: string,
    ): Promise<{ memberId: number; depth: number } | null> {
      const [row] = rowsOf<{ id: string; depth: number }>(
        await db.execute(sql`select m.id::text, t.depth from members m
          join member_tree t on t.descendant_id = m.id and t.ancestor_id = ${agentId}
          where m.merchant_id = ${merchantId} and lower(m.username) = lower(${username})`),
      );
      return row ? { memberId: Number(row.id), depth: Number(row.depth) } : null;
    },
  };
}
