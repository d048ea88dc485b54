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
