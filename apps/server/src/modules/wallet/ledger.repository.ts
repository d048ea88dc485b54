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
     * The whole write of a movement in one statement, all or nothing (`ledger_post`, migration 0010):
     * claims the journal key, applies the legs in the order given, writes the entries. Answers no rows
     * when the key exists (nothing written); a refused leg fails the statement with SQLSTATE MNS10.
     */
    async post(j: {
      merchantId: number;
      kind: string;
      scope: string;
      key: string;
      requestHash: string;
      relatedId: number | null;
      memo: Record<string, string | number | boolean | null> | null;
      legs: readonly { accountId: number; asset: string; amount: bigint }[];
    }): Promise<{ journalId: number; accountId: number; balanceAfter: bigint }[]> {
      const list = (values: readonly string[]) =>
        sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        );
      const rows = rowsOf(
        await db.execute(sql`select posted_journal, posted_account, posted_balance::text as posted_balance
          from ledger_post(${j.merchantId}::integer, ${j.kind}, ${j.scope}, ${j.key}, ${j.requestHash},
            ${j.relatedId}::bigint, ${j.memo === null ? null : JSON.stringify(j.memo)}::jsonb,
            array[${list(j.legs.map((l) => String(l.accountId)))}]::bigint[],
            array[${list(j.legs.map((l) => l.asset))}]::text[],
            array[${list(j.legs.map((l) => l.amount.toString()))}]::bigint[])`),
      );
      return rows.map((r) => ({
        journalId: Number(r.posted_journal),
        accountId: Number(r.posted_account),
        balanceAfter: big(r.posted_balance),
      }));
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
