import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { rowsOf } from '@/lib/sql-rows.ts';
import { holdRules, ledgerRules } from './ledger.rules.ts';
import { productRules } from './ledger.rules.products.ts';
import type { LedgerRule } from './ledger.rule.ts';
import { depositRules } from '@/modules/deposits/deposits.ledger-rules.ts';
import { c2cRules } from '@/modules/c2c/c2c.ledger-rules.ts';

/** What the reconciliation found; `ok` when nothing. */
export interface LedgerReport {
  ok: boolean;
  accounts: number;
  journals: number;
  entries: number;
  holds: number;
  problems: string[];
}

/**
 * Every rule the check runs, in one place (design/money.md §7.2, §15). A table that moves money adds
 * its reconciliation with its journals here (payment orders, settlement items...).
 */
export const RECONCILIATIONS: readonly LedgerRule[] = [
  ...ledgerRules,
  ...holdRules,
  ...productRules,
  ...depositRules,
  ...c2cRules,
];

/**
 * The replay checker, run nightly and on demand (`npm run ledger:check`) and after every money test:
 * the ledger's own rules (trial balance, balances, chains, zero-sum journals), holds, and every
 * product's records against their journals. A corrupted row makes it fail with a line naming the rule.
 */
export async function checkLedger(db: Database): Promise<LedgerReport> {
  const problems: string[] = [];
  for (const rule of RECONCILIATIONS)
    for (const row of rowsOf(await db.execute(rule.query)))
      problems.push(`${rule.name}: ${rule.describe(row)}`);
  const [counts] = rowsOf(
    await db.execute(sql`select (select count(*) from accounts) as a, (select count(*) from journal) as j,
      (select count(*) from entries) as e, (select count(*) from holds) as h`),
  );
  return {
    ok: problems.length === 0,
    accounts: Number(counts?.a ?? 0),
    journals: Number(counts?.j ?? 0),
    entries: Number(counts?.e ?? 0),
    holds: Number(counts?.h ?? 0),
    problems,
  };
}
