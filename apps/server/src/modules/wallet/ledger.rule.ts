import type { SQL } from 'drizzle-orm';

/**
 * One reconciliation of the ledger check: a query answering the rows that break the rule (none when
 * the books are right), and how to say what is wrong with one. Problems read `{name}: {what}`.
 */
export interface LedgerRule {
  name: string;
  query: SQL;
  describe(row: Record<string, unknown>): string;
}

/** A cell as text for a problem line. */
export const cell = (row: Record<string, unknown>, column: string): string => {
  const value = row[column];
  return value === null || value === undefined ? 'none' : String(value);
};
