import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { rowsOf } from '@/lib/sql-rows.ts';

/** What the reconciliation found; `ok` when nothing. */
export interface LedgerReport {
  ok: boolean;
  accounts: number;
  journals: number;
  entries: number;
  problems: string[];
}

/**
 * The replay checker (design/money.md §7.2), run nightly and on demand (`npm run ledger:check`) and
 * after every money test: the trial balance is zero per asset; every account's balance equals the sum
 * of its entries; its version chain 1..version has no gaps and ends at its balance; every journal
 * sums to zero per asset; holds are never negative; rejected journals moved nothing.
 */
export async function checkLedger(db: Database): Promise<LedgerReport> {
  const problems: string[] = [];
  const q = async (query: ReturnType<typeof sql>) => rowsOf(await db.execute(query));

  for (const r of await q(
    sql`select asset, sum(balance)::text as total from accounts group by asset having sum(balance) <> 0`,
  ))
    problems.push(`trial balance of ${String(r.asset)} is ${String(r.total)}, not 0`);

  for (const r of await q(sql`
    select a.id, a.balance::text as balance, coalesce(s.total, 0)::text as total
    from accounts a left join (select account_id, sum(amount) as total from entries group by account_id) s
      on s.account_id = a.id
    where a.balance <> coalesce(s.total, 0)`))
    problems.push(
      `account ${String(r.id)} balance ${String(r.balance)} != entries ${String(r.total)}`,
    );

  for (const r of await q(sql`
    select a.id, a.version, count(e.id) as n, coalesce(max(e.account_version), 0) as top,
      coalesce(min(e.account_version), 1) as bottom
    from accounts a left join entries e on e.account_id = a.id
    group by a.id, a.version
    having count(e.id) <> a.version or coalesce(max(e.account_version), 0) <> a.version
      or coalesce(min(e.account_version), 1) <> 1`))
    problems.push(
      `account ${String(r.id)} version ${String(r.version)}: ${String(r.n)} entries, versions ${String(r.bottom)}..${String(r.top)}`,
    );

  for (const r of await q(sql`
    select a.id from accounts a
    join lateral (select balance_after from entries e where e.account_id = a.id
      order by account_version desc limit 1) last on true
    where last.balance_after <> a.balance`))
    problems.push(`account ${String(r.id)}: last balance_after differs from balance`);

  for (const r of await q(sql`
    select journal_id, asset from entries group by journal_id, asset having sum(amount) <> 0`))
    problems.push(`journal ${String(r.journal_id)} does not balance in ${String(r.asset)}`);

  for (const r of await q(sql`
    select j.id from journal j join entries e on e.journal_id = j.id where j.outcome <> 'applied' group by j.id`))
    problems.push(`rejected journal ${String(r.id)} has entries`);

  for (const r of await q(
    sql`select id from accounts where held < 0 or (not allow_negative and balance - held < 0)`,
  ))
    problems.push(`account ${String(r.id)} is below zero`);

  const [counts] =
    await q(sql`select (select count(*) from accounts) as a, (select count(*) from journal) as j,
    (select count(*) from entries) as e`);
  return {
    ok: problems.length === 0,
    accounts: Number(counts?.a ?? 0),
    journals: Number(counts?.j ?? 0),
    entries: Number(counts?.e ?? 0),
    problems,
  };
}
