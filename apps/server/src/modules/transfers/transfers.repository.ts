import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { rowsOf } from '@/lib/sql-rows.ts';

/** The owner kind of a member's vendor wallet: owner id = member id, shard = vendor id (decision 0051). */
export const VENDOR_WALLET_KIND = 'vendor_wallet';

/** A member's vendor wallet account. */
export interface VendorWalletRow {
  accountId: number;
  vendorId: number;
  balance: bigint;
  held: bigint;
}

/** A journal row looked up by its idempotency key (the stored outcome of an earlier request). */
export interface StoredOutcome {
  journalId: number;
  outcome: 'applied' | 'rejected';
  rejection: string | null;
  requestHash: string;
}

/** The SQL of transfers: downlines, vendor wallet accounts, and outcomes stored under a key. */
export function createTransfersRepository(db: Database) {
  return {
    /** An agent's direct downlines that can receive money: active, real accounts, by account name. */
    async downlines(
      merchantId: number,
      agentId: number,
    ): Promise<{ id: number; username: string; nickname: string }[]> {
      const rows = rowsOf<{ id: string; username: string; nickname: string }>(
        await db.execute(sql`select id::text, username, nickname from members
          where merchant_id = ${merchantId} and upline_id = ${agentId} and status = 'active'
            and type <> 4
          order by lower(username)`),
      );
      return rows.map((r) => ({ id: Number(r.id), username: r.username, nickname: r.nickname }));
    },
    /** The member's vendor wallets in one asset (only those used so far). */
    async vendorWallets(
      merchantId: number,
      memberId: number,
      asset: string,
    ): Promise<VendorWalletRow[]> {
      const rows = rowsOf<{ id: string; shard: number; balance: string; held: string }>(
        await db.execute(sql`select id::text, shard, balance::text, held::text from accounts
          where merchant_id = ${merchantId} and owner_kind = ${VENDOR_WALLET_KIND}
            and owner_id = ${memberId} and asset = ${asset}
          order by id`),
      );
      return rows.map((r) => ({
        accountId: Number(r.id),
        vendorId: Number(r.shard),
        balance: BigInt(r.balance),
        held: BigInt(r.held),
      }));
    },
    /**
     * Locks the main wallet and the member's vendor wallets, in id order, inside the caller's
     * transaction; answers the vendor wallets with money in them.
     */
    async lockFundedVendorWallets(
      merchantId: number,
      memberId: number,
      asset: string,
      mainAccountId: number,
    ): Promise<VendorWalletRow[]> {
      const rows = rowsOf<{ id: string; shard: number; balance: string; held: string }>(
        await db.execute(sql`select id::text, shard, balance::text, held::text from accounts
          where id = ${mainAccountId} or (merchant_id = ${merchantId}
            and owner_kind = ${VENDOR_WALLET_KIND} and owner_id = ${memberId} and asset = ${asset})
          order by id for update`),
      );
      return rows
        .filter((r) => Number(r.id) !== mainAccountId && BigInt(r.balance) - BigInt(r.held) > 0n)
        .map((r) => ({
          accountId: Number(r.id),
          vendorId: Number(r.shard),
          balance: BigInt(r.balance),
          held: BigInt(r.held),
        }));
    },
    /** The outcome stored under an idempotency key, or null. */
    async outcomeOf(merchantId: number, scope: string, key: string): Promise<StoredOutcome | null> {
      const rows = rowsOf<{
        id: string;
        outcome: string;
        rejection: string | null;
        request_hash: string;
      }>(
        await db.execute(sql`select id::text, outcome, rejection, request_hash from journal
          where merchant_id = ${merchantId} and idem_scope = ${scope} and idem_key = ${key}`),
      );
      const r = rows[0];
      if (!r) return null;
      return {
        journalId: Number(r.id),
        outcome: r.outcome === 'rejected' ? 'rejected' : 'applied',
        rejection: r.rejection,
        requestHash: r.request_hash,
      };
    },
  };
}
export type TransfersRepository = ReturnType<typeof createTransfersRepository>;

/** One applied transfer journal with its legs (for the back office). */
export interface TransferJournal {
  journalId: number;
  kind: string;
  createdAt: Date;
  legs: {
    ownerKind: string;
    memberId: number;
    username: string;
    vendor: string | null;
    asset: string;
    amount: bigint;
  }[];
}

/** The back office's read of transfer journals of a merchant (newest first). */
export function createTransferHistoryRepository(db: Database) {
  const where = (f: { merchantId: number; kinds: readonly string[]; memberId: number | null }) =>
    sql`j.merchant_id = ${f.merchantId} and j.outcome = 'applied'
      and j.kind in (${sql.join(
        f.kinds.map((k) => sql`${k}`),
        sql`, `,
      )})
      ${
        f.memberId === null
          ? sql``
          : sql`and exists (select 1 from entries e join accounts a on a.id = e.account_id
              where e.journal_id = j.id and a.owner_kind in ('member', ${VENDOR_WALLET_KIND})
                and a.owner_id = ${f.memberId})`
      }`;
  return {
    async page(
      f: { merchantId: number; kinds: readonly string[]; memberId: number | null },
      limit: number,
      offset: number,
    ): Promise<{ rows: TransferJournal[]; total: number }> {
      const ids = rowsOf<{ id: string; kind: string; created_at: string | Date }>(
        await db.execute(sql`select j.id::text, j.kind, j.created_at from journal j where ${where(f)}
          order by j.id desc limit ${limit} offset ${offset}`),
      );
      const total = rowsOf<{ n: string }>(
        await db.execute(sql`select count(*)::text as n from journal j where ${where(f)}`),
      );
      if (ids.length === 0) return { rows: [], total: Number(total[0]?.n ?? 0) };
      const legs = rowsOf<{
        journal_id: string;
        owner_kind: string;
        owner_id: string;
        username: string | null;
        vendor: string | null;
        asset: string;
        amount: string;
      }>(
        await db.execute(sql`select e.journal_id::text, a.owner_kind, a.owner_id::text, m.username,
            v.code as vendor, e.asset, e.amount::text
          from entries e join accounts a on a.id = e.account_id
          left join members m on m.id = a.owner_id
          left join vendors v on a.owner_kind = ${VENDOR_WALLET_KIND} and v.id = a.shard
          where e.journal_id in (${sql.join(
            ids.map((r) => sql`${r.id}::bigint`),
            sql`, `,
          )})
          order by e.id`),
      );
      const rows = ids.map((r) => ({
        journalId: Number(r.id),
        kind: r.kind,
        createdAt: new Date(r.created_at),
        legs: legs
          .filter((l) => l.journal_id === r.id)
          .map((l) => ({
            ownerKind: l.owner_kind,
            memberId: Number(l.owner_id),
            username: l.username ?? '',
            vendor: l.vendor,
            asset: l.asset,
            amount: BigInt(l.amount),
          })),
      }));
      return { rows, total: Number(total[0]?.n ?? 0) };
    },
  };
}
