import type { ContractKind, ContractStatus } from '@monsoon/contracts/agent-contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { rowsOf } from '@/lib/sql-rows.ts';
import type { StoredTerms } from './contract-terms.ts';

/** A contract row with both sides' accounts. */
export interface ContractRow {
  id: number;
  merchantId: number;
  kind: ContractKind;
  uplineId: number | null;
  upline: string | null;
  downlineId: number;
  downline: string;
  terms: unknown;
  status: ContractStatus;
  terminationRequestedBy: 'upline' | 'downline' | null;
  createdAt: Date;
  respondedAt: Date | null;
  endedAt: Date | null;
  endReason: string | null;
}

interface Raw {
  id: string;
  merchant_id: number;
  kind: ContractKind;
  upline_id: string | null;
  upline: string | null;
  downline_id: string;
  downline: string;
  terms: unknown;
  status: ContractStatus;
  termination_requested_by: 'upline' | 'downline' | null;
  created_at: Date | string;
  responded_at: Date | string | null;
  ended_at: Date | string | null;
  end_reason: string | null;
}

const date = (v: Date | string): Date => (v instanceof Date ? v : new Date(v));
const dateOrNull = (v: Date | string | null): Date | null => (v === null ? null : date(v));

const toRow = (r: Raw): ContractRow => ({
  id: Number(r.id),
  merchantId: r.merchant_id,
  kind: r.kind,
  uplineId: r.upline_id === null ? null : Number(r.upline_id),
  upline: r.upline,
  downlineId: Number(r.downline_id),
  downline: r.downline,
  terms: r.terms,
  status: r.status,
  terminationRequestedBy: r.termination_requested_by,
  createdAt: date(r.created_at),
  respondedAt: dateOrNull(r.responded_at),
  endedAt: dateOrNull(r.ended_at),
  endReason: r.end_reason,
});

const selectContracts = sql`select c.id::text, c.merchant_id, c.kind, c.upline_id::text, u.username as upline,
    c.downline_id::text, d.username as downline, c.terms, c.status, c.termination_requested_by,
    c.created_at, c.responded_at, c.ended_at, c.end_reason
  from agent_contracts c
  join members d on d.id = c.downline_id
  left join members u on u.id = c.upline_id`;

/** All SQL of agent contracts (decision 0068). */
export function createContractsRepository(db: Database) {
  const many = async (where: ReturnType<typeof sql>, lock = false): Promise<ContractRow[]> =>
    rowsOf<Raw>(
      await db.execute(
        sql`${selectContracts} where ${where} order by c.id${lock ? sql` for update of c` : sql``}`,
      ),
    ).map(toRow);

  return {
    /** A contract of the merchant by id (`lock`: for update, inside a transaction). */
    async byId(merchantId: number, id: number, lock = false): Promise<ContractRow | null> {
      const [row] = await many(sql`c.merchant_id = ${merchantId} and c.id = ${id}`, lock);
      return row ?? null;
    },

    /** A member's contracts of a kind that are pending or active (at most one of each). */
    current: (merchantId: number, memberId: number, kind: ContractKind, lock = false) =>
      many(
        sql`c.merchant_id = ${merchantId} and c.downline_id = ${memberId} and c.kind = ${kind}
          and c.status in ('pending', 'active')`,
        lock,
      ),

    /** The pending or active contracts of a kind the member holds with its direct downlines. */
    ofDownlines: (merchantId: number, uplineId: number, kind: ContractKind) =>
      many(
        sql`c.merchant_id = ${merchantId} and c.upline_id = ${uplineId} and c.kind = ${kind}
          and c.status in ('pending', 'active')`,
      ),

    /** A member's pending and active contracts of every kind (the consolidated funds' flags). */
    allCurrent: (merchantId: number, memberId: number) =>
      many(
        sql`c.merchant_id = ${merchantId} and c.downline_id = ${memberId}
          and c.status in ('pending', 'active')`,
      ),

    /** Whether the member has direct downlines' contracts of any kind (the info flags). */
    async hasDownlineContracts(merchantId: number, memberId: number): Promise<Set<ContractKind>> {
      const rows = rowsOf<{ kind: ContractKind }>(
        await db.execute(sql`select distinct kind from agent_contracts
          where merchant_id = ${merchantId} and upline_id = ${memberId} and status in ('pending', 'active')`),
      );
      return new Set(rows.map((r) => r.kind));
    },

    /** An agent's direct downlines that may hold contracts (real accounts), by account name. */
    async directDownlines(
      merchantId: number,
      agentId: number,
    ): Promise<{ memberId: number; account: string; nickname: string; isAgent: number }[]> {
      const rows = rowsOf<{ id: string; username: string; nickname: string; type: number }>(
        await db.execute(sql`select id::text, username, nickname, type from members
          where merchant_id = ${merchantId} and upline_id = ${agentId} and type <> 4
          order by lower(username)`),
      );
      return rows.map((r) => ({
        memberId: Number(r.id),
        account: r.username,
        nickname: r.nickname,
        isAgent: Number(r.type),
      }));
    },

    /** A member of the agent's team below it (null outside the team: the same as none at all). */
    async teamMember(
      merchantId: number,
      agentId: number,
      memberId: number,
    ): Promise<{ id: number; uplineId: number | null; type: number } | null> {
      const [row] = rowsOf<{ id: string; upline_id: string | null; type: number }>(
        await db.execute(sql`select m.id::text, m.upline_id::text, m.type from member_tree t
          join members m on m.id = t.descendant_id
          where t.ancestor_id = ${agentId} and t.descendant_id = ${memberId} and t.depth >= 1
            and m.merchant_id = ${merchantId}`),
      );
      return row
        ? {
            id: Number(row.id),
            uplineId: row.upline_id === null ? null : Number(row.upline_id),
            type: Number(row.type),
          }
        : null;
    },

    /** Inserts an offer (pending) or a grant (active); answers its id. */
    async insert(c: {
      merchantId: number;
      kind: ContractKind;
      uplineId: number | null;
      downlineId: number;
      terms: StoredTerms;
      status: 'pending' | 'active';
      grantedBy: number | null;
      at: Date;
    }): Promise<number> {
      const [row] = rowsOf<{ id: string }>(
        await db.execute(sql`insert into agent_contracts (merchant_id, kind, upline_id, downline_id,
            terms, status, granted_by, created_at, responded_at)
          values (${c.merchantId}, ${c.kind}, ${c.uplineId}, ${c.downlineId},
            ${JSON.stringify(c.terms)}::jsonb, ${c.status}, ${c.grantedBy}, ${c.at},
            ${c.status === 'active' ? c.at : null})
          returning id::text`),
      );
      if (!row) throw new Error('contract insert returned nothing');
      return Number(row.id);
    },

    /** Moves a contract from one state to another (compare-and-set); false when it was not in `from`. */
    async setStatus(
      id: number,
      from: ContractStatus,
      to: ContractStatus,
      at: Date,
      endReason: string | null,
    ): Promise<boolean> {
      const ending = to !== 'active';
      const rows = await db.execute(sql`update agent_contracts set status = ${to},
          termination_requested_by = null,
          responded_at = coalesce(responded_at, ${at}),
          ended_at = ${ending ? at : null}, end_reason = ${ending ? endReason : null}
        where id = ${id} and status = ${from} returning id`);
      return rowsOf(rows).length === 1;
    },

    /** Records (or clears, with null) a termination request on an active contract. */
    async setTerminationRequest(id: number, by: 'upline' | 'downline' | null): Promise<boolean> {
      const rows = await db.execute(sql`update agent_contracts set termination_requested_by = ${by}
        where id = ${id} and status = 'active' returning id`);
      return rowsOf(rows).length === 1;
    },

    /**
     * Ends every pending or active contract of a kind inside a member's team below it (the contracts
     * below lose the cover of the one that ended: money.md §13's chain stays whole); answers how many.
     */
    async endTeamContracts(
      memberId: number,
      kind: ContractKind,
      at: Date,
      reason: string,
    ): Promise<number> {
      const rows = await db.execute(sql`update agent_contracts c set
          status = case when c.status = 'pending' then 'withdrawn' else 'terminated' end,
          termination_requested_by = null, ended_at = ${at}, end_reason = ${reason}
        from member_tree t
        where t.ancestor_id = ${memberId} and t.depth >= 1 and c.downline_id = t.descendant_id
          and c.kind = ${kind} and c.status in ('pending', 'active')
        returning c.id`);
      return rowsOf(rows).length;
    },
  };
}
export type ContractsRepository = ReturnType<typeof createContractsRepository>;
