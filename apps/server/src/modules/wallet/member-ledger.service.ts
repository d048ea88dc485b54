import type { Database } from '@/db/client.ts';
import { createMemberLedgerRepository } from './member-ledger.repository.ts';

/** A member's balances (with held) and ledger entries for the back office; reads only. */
export function createMemberLedgerService(db: Database) {
  const repo = createMemberLedgerRepository(db);
  return {
    balances: repo.balances,
    entries: repo.entries,
    scaleOf: repo.scaleOf,
  };
}
export type MemberLedgerService = ReturnType<typeof createMemberLedgerService>;
