import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/db/client.ts';
import { agentContracts, members, operators } from '@/db/schema/index.ts';

export type ContractRow = typeof agentContracts.$inferSelect;
/** A contract with the accounts of both sides and the granting operator's name. */
export type ContractView = ContractRow & {
  upline: string | null;
  downline: string;
  grantedByName: string | null;
};

/** Filters of the contracts screen. */
export interface ContractFilter {
  kind?: string | undefined;
  status?: string | undefined;
  /** Either side's account, any case. */
  account?: string | undefined;
  /** Contracts of this member as the downline. */
  downlineId?: number | undefined;
}

const upline = alias(members, 'upline');
const downline = alias(members, 'downline');

/** How a contract ended, written with its status. */
export interface Ending {
  status: 'terminated' | 'withdrawn';
  endReason: string;
  endedAt: Date;
}

/** The back office's SQL of agent contracts (decision 0068). Pass a transaction as `db` to write. */
export function createContractsAdminRepository(db: Database) {
  const where = (merchantId: number, f: ContractFilter): SQL | undefined =>
    and(
      eq(agentContracts.merchantId, merchantId),
      f.kind ? eq(agentContracts.kind, f.kind) : undefined,
      f.status ? eq(agentContracts.status, f.status) : undefined,
      f.downlineId ? eq(agentContracts.downlineId, f.downlineId) : undefined,
      f.account
        ? or(
            sql`lower(${downline.username}) = lower(${f.account})`,
            sql`lower(${upline.username}) = lower(${f.account})`,
          )
        : undefined,
    );
  const view = () =>
    db
      .select({
        row: agentContracts,
        upline: upline.username,
        downline: downline.username,
        grantedByName: operators.username,
      })
      .from(agentContracts)
      .innerJoin(downline, eq(downline.id, agentContracts.downlineId))
      .leftJoin(upline, eq(upline.id, agentContracts.uplineId))
      .leftJoin(operators, eq(operators.id, agentContracts.grantedBy));
  const flat = (r: {
    row: ContractRow;
    upline: string | null;
    downline: string;
    grantedByName: string | null;
  }): ContractView => ({
    ...r.row,
    upline: r.upline,
    downline: r.downline,
    grantedByName: r.grantedByName,
  });

  return {
    async list(
      merchantId: number,
      filter: ContractFilter,
      page: { offset: number; limit: number },
    ): Promise<{ rows: ContractView[]; total: number }> {
      const condition = where(merchantId, filter);
      const rows = await view()
        .where(condition)
        .orderBy(desc(agentContracts.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db
        .select({ n: count() })
        .from(agentContracts)
        .innerJoin(downline, eq(downline.id, agentContracts.downlineId))
        .leftJoin(upline, eq(upline.id, agentContracts.uplineId))
        .where(condition);
      return { rows: rows.map(flat), total: total?.n ?? 0 };
    },
    async find(merchantId: number, id: number): Promise<ContractView | null> {
      const [row] = await view().where(
        and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.id, id)),
      );
      return row ? flat(row) : null;
    },
    /** A contract locked until the transaction ends. */
    async lock(merchantId: number, id: number): Promise<ContractRow | null> {
      const [row] = await db
        .select()
        .from(agentContracts)
        .where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.id, id)))
        .for('update');
      return row ?? null;
    },
    /** A member's contracts of some statuses as the downline (of one kind, or all), locked. */
    lockHeld(downlineId: number, statuses: string[], kind?: string): Promise<ContractRow[]> {
      return db
        .select()
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.downlineId, downlineId),
            inArray(agentContracts.status, statuses),
            kind ? eq(agentContracts.kind, kind) : undefined,
          ),
        )
        .orderBy(agentContracts.id)
        .for('update');
    },
    /** The contracts a member gave its downlines (in force or offered) of one kind, or all, locked. */
    lockGiven(uplineId: number, statuses: string[], kind?: string): Promise<ContractRow[]> {
      return db
        .select()
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.uplineId, uplineId),
            inArray(agentContracts.status, statuses),
            kind ? eq(agentContracts.kind, kind) : undefined,
          ),
        )
        .orderBy(agentContracts.id)
        .for('update');
    },
    /** Ends contracts still in force or offered (compare-and-set on the status); answers those ended. */
    async end(ids: number[], fromStatus: string, ending: Ending): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .update(agentContracts)
        .set({ ...ending, terminationRequestedBy: null })
        .where(and(inArray(agentContracts.id, ids), eq(agentContracts.status, fromStatus)))
        .returning({ id: agentContracts.id });
      return rows.map((r) => r.id);
    },
    /** Writes a top-level contract, in force from `at`. */
    async insertGranted(values: {
      merchantId: number;
      kind: string;
      downlineId: number;
      terms: unknown;
      grantedBy: number;
      at: Date;
    }): Promise<number> {
      const [row] = await db
        .insert(agentContracts)
        .values({
          merchantId: values.merchantId,
          kind: values.kind,
          uplineId: null,
          downlineId: values.downlineId,
          terms: values.terms,
          status: 'active',
          grantedBy: values.grantedBy,
          createdAt: values.at,
          respondedAt: values.at,
        })
        .returning({ id: agentContracts.id });
      if (!row) throw new Error('contract insert returned nothing');
      return row.id;
    },
    /** A member of the merchant by account (any case): its id and type. */
    async memberByAccount(
      merchantId: number,
      account: string,
    ): Promise<{ id: number; username: string; type: number } | null> {
      const [row] = await db
        .select({ id: members.id, username: members.username, type: members.type })
        .from(members)
        .where(
          and(
            eq(members.merchantId, merchantId),
            sql`lower(${members.username}) = lower(${account})`,
          ),
        );
      return row ?? null;
    },
  };
}
export type ContractsAdminRepository = ReturnType<typeof createContractsAdminRepository>;
