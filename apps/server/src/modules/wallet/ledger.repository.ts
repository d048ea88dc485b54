import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { rowsOf } from '@/lib/sql-rows.ts';

export interface AccountKey {
  merchantId: number;
  ownerKind: string;
  ownerId: number;
  asset: string;
  shard: number;
  allowNegative: boolean;
}

const big = (v: unknown): bigint => BigInt(String(v));

/** All SQL of the ledger: accounts, journal, entries. Raw SQL on the hot path, one statement each. */
export function createLedgerRepository(db: Database) {
  return {
    /** The id of an account, creating it when missing (idempotent under races). */
    async accountId(key: AccountKey): Promise<number> {
      const found = rowsOf(
        await db.execute(sql`select id from accounts where merchant_id = ${key.merchantId}
          and owner_kind = ${key.ownerKind} and owner_id = ${key.ownerId} and asset = ${key.asset}
          and shard = ${key.shard}`),
      );
      if (found[0]) return Number(found[0].id);
      await db.execute(sql`insert into accounts (merchant_id, owner_kind, owner_id, asset, shard, allow_negative)
        values (${key.merchantId}, ${key.ownerKind}, ${key.ownerId}, ${key.asset}, ${key.shard}, ${key.allowNegative})
        on conflict (merchant_id, owner_kind, owner_id, asset, shard) do nothing`);
      const again = rowsOf(
        await db.execute(sql`select id from accounts where merchant_id = ${key.merchantId}
          and owner_kind = ${key.ownerKind} and owner_id = ${key.ownerId} and asset = ${key.asset}
          and shard = ${key.shard}`),
      );
      if (!again[0]) throw new Error('account could not be created');
      return Number(again[0].id);
    },
    /**
     * The whole write of a movement in one statement (one round trip on the hot path): claims the
     * journal key, applies every leg with the conditional UPDATE, writes the entries. Answers
     * `claimed: false` when the key exists (nothing written), or the updated accounts — fewer than the
     * legs when a leg was refused (the caller must then roll back the transaction).
     */
    async post(j: {
      merchantId: number;
      kind: string;
      scope: string;
      key: string;
      requestHash: string;
      relatedId: number | null;
      memo: Record<string, string | number | boolean | null> | null;
      legs: readonly { accountId: number; amount: bigint }[];
    }): Promise<{
      journalId: number | null;
      applied: {
        accountId: number;
        asset: string;
        amount: bigint;
        balanceAfter: bigint;
        version: number;
      }[];
    }> {
      const values = sql.join(
        j.legs.map((l) => sql`(${l.accountId}::bigint, ${l.amount.toString()}::bigint)`),
        sql`, `,
      );
      const rows = rowsOf(
        await db.execute(sql`with j as (
            insert into journal (merchant_id, kind, idem_scope, idem_key, request_hash, outcome, related_id, memo)
            values (${j.merchantId}, ${j.kind}, ${j.scope}, ${j.key}, ${j.requestHash}, 'applied', ${j.relatedId},
              ${j.memo === null ? null : JSON.stringify(j.memo)}::jsonb)
            on conflict (merchant_id, idem_scope, idem_key) do nothing returning id),
          u as (
            update accounts a set balance = a.balance + v.amount, version = a.version + 1
            from (values ${values}) as v(id, amount)
            where a.id = v.id and exists (select 1 from j)
              and (a.allow_negative or a.balance + v.amount - a.held >= 0)
            returning a.id, a.asset, v.amount, a.balance, a.version),
          e as (
            insert into entries (journal_id, account_id, asset, amount, balance_after, account_version)
            select j.id, u.id, u.asset, u.amount, u.balance, u.version from j, u
              where (select count(*) from u) = ${j.legs.length}
            returning 1)
          select (select id from j) as journal_id, u.id, u.asset, u.amount::text as amount,
            u.balance::text as balance, u.version, (select count(*) from e) as written
          from (select 1) one left join u on true`),
      );
      const journalId =
        rows[0]?.journal_id === null || rows[0]?.journal_id === undefined
          ? null
          : Number(rows[0].journal_id);
      const applied = rows
        .filter((r) => r.id !== null && r.id !== undefined)
        .map((r) => ({
          accountId: Number(r.id),
          asset: String(r.asset),
          amount: big(r.amount),
          balanceAfter: big(r.balance),
          version: Number(r.version),
        }));
      return { journalId, applied };
    },
    /** Inserts the journal row (the idempotency claim); null when the key exists already. */
    async insertJournal(j: {
      merchantId: number;
      kind: string;
      scope: string;
      key: string;
      requestHash: string;
      outcome: 'applied' | 'rejected';
      rejection: string | null;
      relatedId: number | null;
      memo: Record<string, string | number | boolean | null> | null;
    }): Promise<number | null> {
      const rows = rowsOf(
        await db.execute(sql`insert into journal (merchant_id, kind, idem_scope, idem_key, request_hash, outcome, rejection, related_id, memo)
          values (${j.merchantId}, ${j.kind}, ${j.scope}, ${j.key}, ${j.requestHash}, ${j.outcome}, ${j.rejection},
            ${j.relatedId}, ${j.memo === null ? null : JSON.stringify(j.memo)}::jsonb)
          on conflict (merchant_id, idem_scope, idem_key) do nothing returning id`),
      );
      return rows[0] ? Number(rows[0].id) : null;
    },
    /** Balance and held of one account (no lock). */
    async balanceOf(accountId: number): Promise<{ balance: bigint; held: bigint } | null> {
      const rows = rowsOf(
        await db.execute(sql`select balance, held from accounts where id = ${accountId}`),
      );
      const r = rows[0];
      return r ? { balance: big(r.balance), held: big(r.held) } : null;
    },
    /** A member's accounts per asset (no lock). */
    async memberBalances(
      merchantId: number,
      memberId: number,
    ): Promise<{ asset: string; balance: bigint; held: bigint }[]> {
      const rows = rowsOf(
        await db.execute(sql`select asset, balance, held from accounts where merchant_id = ${merchantId}
          and owner_kind = 'member' and owner_id = ${memberId} order by asset`),
      );
      return rows.map((r) => ({
        asset: String(r.asset),
        balance: big(r.balance),
        held: big(r.held),
      }));
    },
  };
}
export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
