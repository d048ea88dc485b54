import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { rowsOf } from '@/lib/sql-rows.ts';

/** An affiliate link with the members registered through it. */
export interface AffiliateLinkRow {
  id: number;
  agentId: number;
  code: string;
  registerType: 0 | 1;
  remark: string;
  createdAt: Date;
  deletedAt: Date | null;
  registrations: number;
}

/** A member registered through one of an agent's links. */
export interface RegisteredRow {
  id: number;
  username: string;
  type: number;
  createdAt: Date;
  linkId: number;
  code: string;
}

interface RawLink {
  id: string;
  agent_id: string;
  code: string;
  register_type: number;
  remark: string;
  created_at: Date | string;
  deleted_at: Date | string | null;
  registrations: string;
}

const toDate = (v: Date | string): Date => (v instanceof Date ? v : new Date(v));

const toLink = (r: RawLink): AffiliateLinkRow => ({
  id: Number(r.id),
  agentId: Number(r.agent_id),
  code: r.code,
  registerType: Number(r.register_type) === 1 ? 1 : 0,
  remark: r.remark,
  createdAt: toDate(r.created_at),
  deletedAt: r.deleted_at === null ? null : toDate(r.deleted_at),
  registrations: Number(r.registrations),
});

const linkColumns = sql`l.id::text, l.agent_id::text, l.code, l.register_type, l.remark,
  l.created_at, l.deleted_at,
  (select count(*) from members r where r.affiliate_link_id = l.id)::text as registrations`;

/** The SQL of affiliate links. Pass a transaction as `db` to take part in it. */
export function createAffiliateLinksRepository(db: Database) {
  return {
    /** The link of a code (any case), deleted or not, or null. */
    async findByCode(merchantId: number, code: string): Promise<AffiliateLinkRow | null> {
      const rows = rowsOf<RawLink>(
        await db.execute(sql`select ${linkColumns} from affiliate_links l
          where l.merchant_id = ${merchantId} and lower(l.code) = lower(${code})`),
      );
      const row = rows[0];
      return row ? toLink(row) : null;
    },

    /** One link of an agent (deleted ones too), or null when it is not the agent's. */
    async findOwn(merchantId: number, agentId: number, id: number) {
      const rows = rowsOf<RawLink>(
        await db.execute(sql`select ${linkColumns} from affiliate_links l
          where l.merchant_id = ${merchantId} and l.agent_id = ${agentId} and l.id = ${id}`),
      );
      const row = rows[0];
      return row ? toLink(row) : null;
    },

    /** The agent's live links, newest first. */
    async live(merchantId: number, agentId: number): Promise<AffiliateLinkRow[]> {
      const rows = rowsOf<RawLink>(
        await db.execute(sql`select ${linkColumns} from affiliate_links l
          where l.merchant_id = ${merchantId} and l.agent_id = ${agentId}
            and l.deleted_at is null
          order by l.created_at desc, l.id desc`),
      );
      return rows.map(toLink);
    },

    /** Locks the agent's row for the rest of the transaction (serialises its link creations). */
    async lockAgent(agentId: number): Promise<void> {
      await db.execute(sql`select id from members where id = ${agentId} for update`);
    },

    /** How many live links the agent has. */
    async liveCount(merchantId: number, agentId: number): Promise<number> {
      const rows = rowsOf<{ n: string }>(
        await db.execute(sql`select count(*)::text as n from affiliate_links
          where merchant_id = ${merchantId} and agent_id = ${agentId} and deleted_at is null`),
      );
      return Number(rows[0]?.n ?? 0);
    },

    /** Writes a link; a code taken meanwhile fails on affiliate_links_code_uq. */
    async insert(values: {
      merchantId: number;
      agentId: number;
      code: string;
      registerType: 0 | 1;
      remark: string;
      createdAt: Date;
    }): Promise<number> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`insert into affiliate_links
            (merchant_id, agent_id, code, register_type, remark, created_at)
          values (${values.merchantId}, ${values.agentId}, ${values.code},
            ${values.registerType}, ${values.remark}, ${values.createdAt})
          returning id::text`),
      );
      const row = rows[0];
      if (!row) throw new Error('affiliate link insert returned nothing');
      return Number(row.id);
    },

    /** Marks the agent's live link deleted; false when there is no such live link. */
    async softDelete(merchantId: number, agentId: number, id: number, now: Date) {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`update affiliate_links set deleted_at = ${now}
          where merchant_id = ${merchantId} and agent_id = ${agentId} and id = ${id}
            and deleted_at is null
          returning id::text`),
      );
      return rows.length > 0;
    },

    /** A page of the members registered through the agent's links (one link, or all). */
    async registered(
      filter: { merchantId: number; agentId: number; linkId: number | null },
      limit: number,
      offset: number,
    ): Promise<{ rows: RegisteredRow[]; total: number }> {
      const where = sql`l.merchant_id = ${filter.merchantId} and l.agent_id = ${filter.agentId}
        ${filter.linkId === null ? sql`` : sql`and l.id = ${filter.linkId}`}`;
      const rows = rowsOf<{
        id: string;
        username: string;
        type: number;
        created_at: Date | string;
        link_id: string;
        code: string;
      }>(
        await db.execute(sql`select m.id::text, m.username, m.type, m.created_at,
            l.id::text as link_id, l.code
          from members m join affiliate_links l on l.id = m.affiliate_link_id
          where ${where}
          order by m.created_at desc, m.id desc
          limit ${limit} offset ${offset}`),
      );
      const total = rowsOf<{ n: string }>(
        await db.execute(sql`select count(*)::text as n
          from members m join affiliate_links l on l.id = m.affiliate_link_id where ${where}`),
      );
      return {
        rows: rows.map((r) => ({
          id: Number(r.id),
          username: r.username,
          type: Number(r.type),
          createdAt: toDate(r.created_at),
          linkId: Number(r.link_id),
          code: r.code,
        })),
        total: Number(total[0]?.n ?? 0),
      };
    },
  };
}
export type AffiliateLinksRepository = ReturnType<typeof createAffiliateLinksRepository>;
