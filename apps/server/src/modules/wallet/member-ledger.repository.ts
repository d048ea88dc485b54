import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { rowsOf } from '@/lib/sql-rows.ts';

const big = (v: unknown): bigint => BigInt(String(v));

/** One entry on a member's account with its movement's kind and the asset's scale. */
export interface MemberEntry {
  entryId: number;
  journalId: number;
  kind: string;
  asset: string;
  scale: number;
  amount: bigint;
  balanceAfter: bigint;
  createdAt: Date;
}

/** Read-only SQL over a member's accounts for the back office: balances and entries with scales. */
export function createMemberLedgerRepository(db: Database) {
  return {
    async balances(
      merchantId: number,
      memberId: number,
    ): Promise<{ asset: string; scale: number; balance: bigint; held: bigint }[]> {
      const rows = rowsOf(
        await db.execute(sql`select a.asset, s.scale, a.balance::text as balance, a.held::text as held
          from accounts a join assets s on s.code = a.asset
          where a.merchant_id = ${merchantId} and a.owner_kind = 'member' and a.owner_id = ${memberId}
          order by a.asset`),
      );
      return rows.map((r) => ({
        asset: String(r.asset),
        scale: Number(r.scale),
        balance: big(r.balance),
        held: big(r.held),
      }));
    },
    /** A page of the member's entries (every asset), newest first, and their number. */
    async entries(
      merchantId: number,
      memberId: number,
      page: { offset: number; limit: number },
    ): Promise<{ rows: MemberEntry[]; total: number }> {
      const rows = rowsOf(
        await db.execute(sql`select e.id, e.journal_id, j.kind, e.asset, s.scale, e.amount::text as amount,
            e.balance_after::text as balance_after,
            floor(extract(epoch from e.created_at) * 1000)::bigint::text as created_ms
          from entries e
          join accounts a on a.id = e.account_id
          join journal j on j.id = e.journal_id
          join assets s on s.code = e.asset
          where a.merchant_id = ${merchantId} and a.owner_kind = 'member' and a.owner_id = ${memberId}
          order by e.id desc limit ${page.limit} offset ${page.offset}`),
      );
      const [total] = rowsOf(
        await db.execute(sql`select count(*)::int as n from entries e join accounts a on a.id = e.account_id
          where a.merchant_id = ${merchantId} and a.owner_kind = 'member' and a.owner_id = ${memberId}`),
      );
      return {
        rows: rows.map((r) => ({
          entryId: Number(r.id),
          journalId: Number(r.journal_id),
          kind: String(r.kind),
          asset: String(r.asset),
          scale: Number(r.scale),
          amount: big(r.amount),
          balanceAfter: big(r.balance_after),
          createdAt: new Date(Number(r.created_ms)),
        })),
        total: Number(total?.n ?? 0),
      };
    },
    /** The scale of an asset, or null when the asset does not exist. */
    async scaleOf(asset: string): Promise<number | null> {
      const [row] = rowsOf(await db.execute(sql`select scale from assets where code = ${asset}`));
      return row ? Number(row.scale) : null;
    },
  };
}
