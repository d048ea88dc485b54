import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { rowsOf } from '@/lib/sql-rows.ts';

/** A member as the back office's tree shows it, with its team counts and open contracts. */
export interface TreeNode {
  id: number;
  username: string;
  nickname: string;
  type: number;
  status: string;
  uplineId: number | null;
  directDownlines: number;
  teamSize: number;
  createdAt: Date;
  /** Its contracts in force or offered (terms as stored). */
  contracts: { id: number; kind: string; status: string; terms: unknown }[];
}

/** One member on the path from the top of the tree. */
export interface PathStep {
  id: number;
  username: string;
  type: number;
}

type Page = { offset: number; limit: number };

/** The agent types (decision 0068) as SQL. */
const AGENT_TYPES = sql`(1, 2, 41, 42)`;

interface NodeRow {
  id: string;
  username: string;
  nickname: string;
  type: number;
  status: string;
  upline_id: string | null;
  created_at: Date | string;
  direct: number;
  team: number;
  contracts: unknown;
}

const contractsOf = (raw: unknown): TreeNode['contracts'] => {
  const list: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  if (!Array.isArray(list)) return [];
  return list.flatMap((c: unknown) =>
    typeof c === 'object' && c !== null && 'id' in c && 'kind' in c && 'status' in c
      ? [
          {
            id: Number(c.id),
            kind: String(c.kind),
            status: String(c.status),
            terms: 'terms' in c ? c.terms : null,
          },
        ]
      : [],
  );
};

const toNode = (r: NodeRow): TreeNode => ({
  id: Number(r.id),
  username: r.username,
  nickname: r.nickname,
  type: Number(r.type),
  status: r.status,
  uplineId: r.upline_id === null ? null : Number(r.upline_id),
  directDownlines: Number(r.direct),
  teamSize: Number(r.team),
  createdAt: new Date(r.created_at),
  contracts: contractsOf(r.contracts),
});

/** Escapes LIKE's wildcards in a text matched as a prefix. */
const likePrefix = (text: string): string => `${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The agent tree's SQL for the back office (decision 0068): reads of `member_tree` (the closure
 * table) and `members`, and the operator's type change. Pass a transaction as `db` to write.
 */
export function createAgentTreeRepository(db: Database) {
  /** Members matching `where` as tree nodes: one indexed count each for the direct and whole team. */
  const nodes = async (where: SQL, order: SQL, page: Page): Promise<TreeNode[]> => {
    const rows = await db.execute(sql`select m.id::text, m.username, m.nickname, m.type, m.status,
        m.upline_id::text, m.created_at,
        (select count(*) from member_tree t where t.ancestor_id = m.id and t.depth = 1)::int as direct,
        (select count(*) from member_tree t where t.ancestor_id = m.id and t.depth > 0)::int as team,
        (select coalesce(json_agg(json_build_object('id', c.id, 'kind', c.kind, 'status', c.status,
            'terms', c.terms) order by c.kind, c.status), '[]'::json)
          from agent_contracts c where c.downline_id = m.id and c.status in ('active', 'pending'))
          as contracts
      from members m where ${where} order by ${order} limit ${page.limit} offset ${page.offset}`);
    return rowsOf<NodeRow>(rows).map(toNode);
  };
  const total = async (where: SQL): Promise<number> => {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from members m where ${where}`),
    );
    return Number(row?.n ?? 0);
  };
  const listed = async (where: SQL, order: SQL, page: Page) => ({
    rows: await nodes(where, order, page),
    total: await total(where),
  });

  /** Agents first, then members, oldest first. */
  const byKind = sql`(m.type in ${AGENT_TYPES}) desc, m.id`;

  return {
    /** The merchant's agents with no agent above them (their upline is none, or no agent). */
    topLevel: (merchantId: number, page: Page) =>
      listed(
        sql`m.merchant_id = ${merchantId} and m.type in ${AGENT_TYPES} and not exists (
          select 1 from member_tree t join members a on a.id = t.ancestor_id
          where t.descendant_id = m.id and t.depth > 0 and a.type in ${AGENT_TYPES})`,
        sql`m.id`,
        page,
      ),
    /** A member's direct downlines. */
    children: (merchantId: number, parentId: number, page: Page) =>
      listed(sql`m.merchant_id = ${merchantId} and m.upline_id = ${parentId}`, byKind, page),
    /** Members whose account starts with `prefix` (any case). */
    search: (merchantId: number, prefix: string, page: Page) =>
      listed(
        sql`m.merchant_id = ${merchantId} and lower(m.username) like ${likePrefix(prefix)}`,
        byKind,
        page,
      ),
    /** One member of the merchant as a node. */
    async node(merchantId: number, id: number): Promise<TreeNode | null> {
      const [row] = await nodes(sql`m.merchant_id = ${merchantId} and m.id = ${id}`, sql`m.id`, {
        offset: 0,
        limit: 1,
      });
      return row ?? null;
    },
    /** The members above each of `ids`, from the top down. */
    async paths(ids: readonly number[]): Promise<Map<number, PathStep[]>> {
      const out = new Map<number, PathStep[]>(ids.map((id) => [id, []]));
      if (ids.length === 0) return out;
      const list = sql.join(
        ids.map((id) => sql`${id}::bigint`),
        sql`, `,
      );
      const rows = await db.execute(sql`select t.descendant_id::text as of, a.id::text, a.username,
          a.type from member_tree t join members a on a.id = t.ancestor_id
        where t.descendant_id in (${list}) and t.depth > 0 order by t.descendant_id, t.depth desc`);
      for (const r of rowsOf<{ of: string; id: string; username: string; type: number }>(rows))
        out
          .get(Number(r.of))
          ?.push({ id: Number(r.id), username: r.username, type: Number(r.type) });
      return out;
    },
    /** The member's type, its row locked until the transaction ends; null when it is not the merchant's. */
    async lockType(merchantId: number, id: number): Promise<number | null> {
      const [row] = rowsOf<{ type: number }>(
        await db.execute(sql`select type from members where merchant_id = ${merchantId} and id = ${id}
          for update`),
      );
      return row ? Number(row.type) : null;
    },
    async setType(id: number, type: number): Promise<void> {
      await db.execute(sql`update members set type = ${type} where id = ${id}`);
    },
  };
}
export type AgentTreeRepository = ReturnType<typeof createAgentTreeRepository>;
