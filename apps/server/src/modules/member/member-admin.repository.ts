import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { members } from '@/db/schema/index.ts';
import type { MemberRow } from './member.repository.ts';

/** `%` and `_` typed by an operator match themselves in a LIKE pattern. */
const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SQL of the back office's member tasks: search and status changes. Pass a transaction as `db`. */
export function createMemberAdminRepository(db: Database) {
  return {
    /**
     * Members matching a search: digits match the id exactly, the mobile number (with or without the
     * dialling code) anywhere, or the username's start; other text matches the username's start
     * (case-insensitive). Newest first.
     */
    async search(
      merchantId: number,
      q: string,
      page: { offset: number; limit: number },
    ): Promise<{ rows: MemberRow[]; total: number }> {
      const text = q.trim();
      // A number as an operator types it: "+63 917-000 0002" is the digits 639170000002.
      const digits = text.replace(/[\s()+-]/g, '');
      let match: SQL | undefined;
      if (/^\d{1,20}$/.test(digits)) {
        const pattern = `%${likeEscape(digits)}%`;
        match = or(
          digits.length <= 15 ? eq(members.id, Number(digits)) : undefined,
          ilike(members.mobile, pattern),
          ilike(sql`coalesce(${members.countryDialingCode}, '') || ${members.mobile}`, pattern),
          ilike(members.username, `${likeEscape(text)}%`),
        );
      } else if (text) match = ilike(members.username, `${likeEscape(text)}%`);
      const where = and(eq(members.merchantId, merchantId), match);
      const rows = await db
        .select()
        .from(members)
        .where(where)
        .orderBy(desc(members.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ n: count() }).from(members).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    /** The member row, locked until the transaction ends. */
    async lock(merchantId: number, id: number): Promise<MemberRow | null> {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.id, id)))
        .for('update');
      return row ?? null;
    },
    /** Moves a member from one status to another; null when it was not in `from` (compare-and-set). */
    async setStatus(id: number, from: string, to: string): Promise<MemberRow | null> {
      const [row] = await db
        .update(members)
        .set({ status: to })
        .where(and(eq(members.id, id), eq(members.status, from)))
        .returning();
      return row ?? null;
    },
    /** The upline's username of a member, if any. */
    async uplineName(uplineId: number | null): Promise<string | null> {
      if (uplineId === null) return null;
      const [row] = await db
        .select({ username: members.username })
        .from(members)
        .where(sql`${members.id} = ${uplineId}`);
      return row?.username ?? null;
    },
  };
}
