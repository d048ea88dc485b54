import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { rowsOf } from '@/lib/sql-rows.ts';

/** A member of a team with its place below the caller and the size of its own team. */
export interface TeamRow {
  id: number;
  username: string;
  nickname: string;
  type: number;
  status: string;
  createdAt: Date;
  lastLoginAt: Date | null;
  /** Levels below the caller. */
  level: number;
  directCount: number;
  teamSize: number;
}

/** A contract of a member that is offered or in force. */
export interface LiveContractRow {
  downlineId: number;
  kind: string;
  status: string;
  terms: unknown;
}

interface RawTeamRow {
  id: string;
  username: string;
  nickname: string;
  type: number;
  status: string;
  created_at: Date | string;
  last_login_at: Date | string | null;
  level: number;
  direct_count: string;
  team_size: string;
}

const toDate = (v: Date | string): Date => (v instanceof Date ? v : new Date(v));

const toTeamRow = (r: RawTeamRow): TeamRow => ({
  id: Number(r.id),
  username: r.username,
  nickname: r.nickname,
  type: Number(r.type),
  status: r.status,
  createdAt: toDate(r.created_at),
  lastLoginAt: r.last_login_at === null ? null : toDate(r.last_login_at),
  level: Number(r.level),
  directCount: Number(r.direct_count),
  teamSize: Number(r.team_size),
});

/** `%text%` for LIKE, with the pattern characters of `text` taken literally. */
const containing = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** A page of a team's members. */
export interface TeamPageFilter {
  merchantId: number;
  /** The caller: levels are counted from it. */
  callerId: number;
  /** Whose team is listed. */
  parentId: number;
  /** Part of an account: matches at any depth below the parent; absent: the direct downlines. */
  search: string | null;
}

/** The SQL of agents' teams over the closure table `member_tree` (decision 0068). */
export function createTeamRepository(db: Database) {
  /** The members below `parentId` the filter selects, joined to their level below the caller. */
  const selection = (f: TeamPageFilter): SQL => sql`from member_tree p
      join member_tree c on c.descendant_id = p.descendant_id and c.ancestor_id = ${f.callerId}
      join members m on m.id = p.descendant_id
      where p.merchant_id = ${f.merchantId} and p.ancestor_id = ${f.parentId}
        and ${
          f.search === null
            ? sql`p.depth = 1`
            : sql`p.depth >= 1 and lower(m.username) like ${containing(f.search)} escape '\\'`
        }`;

  return {
    /** Levels from `ancestorId` down to `memberId`; null when the member is not in its team. */
    async depthBelow(merchantId: number, ancestorId: number, memberId: number) {
      const rows = rowsOf<{ depth: number }>(
        await db.execute(sql`select depth from member_tree where merchant_id = ${merchantId}
          and ancestor_id = ${ancestorId} and descendant_id = ${memberId}`),
      );
      const row = rows[0];
      return row ? Number(row.depth) : null;
    },

    /** The members from `callerId` (level 0) down to `memberId`, both included. */
    async path(callerId: number, memberId: number) {
      const rows = rowsOf<{ id: string; username: string; level: number }>(
        await db.execute(sql`select m.id::text, m.username, c.depth as level
          from member_tree x
          join member_tree c on c.descendant_id = x.ancestor_id and c.ancestor_id = ${callerId}
          join members m on m.id = x.ancestor_id
          where x.descendant_id = ${memberId}
          order by c.depth`),
      );
      return rows.map((r) => ({ id: Number(r.id), account: r.username, level: Number(r.level) }));
    },

    /** One page of the filter's members: direct downlines by account, search hits by level. */
    async page(f: TeamPageFilter, limit: number, offset: number): Promise<TeamRow[]> {
      const order = f.search === null ? sql`lower(m.username)` : sql`c.depth, lower(m.username)`;
      const rows = rowsOf<RawTeamRow>(
        await db.execute(sql`select m.id::text, m.username, m.nickname, m.type, m.status,
            m.created_at, m.last_login_at, c.depth as level,
            (select count(*) from member_tree d where d.ancestor_id = m.id and d.depth = 1)::text
              as direct_count,
            (select count(*) from member_tree d where d.ancestor_id = m.id and d.depth >= 1)::text
              as team_size
          ${selection(f)}
          order by ${order}, m.id
          limit ${limit} offset ${offset}`),
      );
      return rows.map(toTeamRow);
    },

    /** How many members the filter selects. */
    async count(f: TeamPageFilter): Promise<number> {
      const rows = rowsOf<{ n: string }>(
        await db.execute(sql`select count(*)::text as n ${selection(f)}`),
      );
      return Number(rows[0]?.n ?? 0);
    },

    /** One member of the caller's team with its level, or null outside the team. */
    async member(merchantId: number, callerId: number, memberId: number): Promise<TeamRow | null> {
      const rows = rowsOf<RawTeamRow>(
        await db.execute(sql`select m.id::text, m.username, m.nickname, m.type, m.status,
            m.created_at, m.last_login_at, c.depth as level,
            (select count(*) from member_tree d where d.ancestor_id = m.id and d.depth = 1)::text
              as direct_count,
            (select count(*) from member_tree d where d.ancestor_id = m.id and d.depth >= 1)::text
              as team_size
          from member_tree c join members m on m.id = c.descendant_id
          where c.merchant_id = ${merchantId} and c.ancestor_id = ${callerId}
            and c.descendant_id = ${memberId} and c.depth >= 1`),
      );
      const row = rows[0];
      return row ? toTeamRow(row) : null;
    },

    /** The offered and active contracts of some members (none for an empty list). */
    async liveContracts(merchantId: number, memberIds: readonly number[]) {
      if (memberIds.length === 0) return [];
      const ids = `{${memberIds.join(',')}}`;
      const rows = rowsOf<{ downline_id: string; kind: string; status: string; terms: unknown }>(
        await db.execute(sql`select downline_id::text, kind, status, terms from agent_contracts
          where merchant_id = ${merchantId} and downline_id = any(${ids}::bigint[])
            and status in ('pending', 'active')`),
      );
      return rows.map((r): LiveContractRow => ({
        downlineId: Number(r.downline_id),
        kind: r.kind,
        status: r.status,
        terms: r.terms,
      }));
    },

    /**
     * Makes `memberId` an agent of type 1 when it is still an active plain member directly below
     * `uplineId` (checked in the same statement, so a concurrent change cannot slip between); answers
     * whether it did.
     */
    async promote(merchantId: number, uplineId: number, memberId: number): Promise<boolean> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`update members set type = 1
          where merchant_id = ${merchantId} and id = ${memberId} and upline_id = ${uplineId}
            and type = 0 and status = 'active'
          returning id::text`),
      );
      return rows.length > 0;
    },
  };
}
export type TeamRepository = ReturnType<typeof createTeamRepository>;
