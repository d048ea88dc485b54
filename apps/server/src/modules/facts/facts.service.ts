import type { Database } from '@/db/client.ts';
import type { Ledger } from '@/modules/wallet/ledger.ts';
import { createFactConsumer, type FactConsumerDefinition } from './fact-consumer.ts';
import { memberDayTotals, memberDayTotalsConsumer } from './member-day-totals.ts';

/**
 * Wager facts and their consumers (design/money.md §9): the consumers every process runs (the
 * `fact-consumers` job), and the reads built from them. A later consumer (salary accruals, rebates,
 * points) is one more definition in `consumers`.
 */
export function createFactsService(deps: {
  db: Database;
  ledger: Pick<Ledger, 'run'>;
  consumers?: readonly FactConsumerDefinition[];
}) {
  const consumers = (deps.consumers ?? [memberDayTotalsConsumer]).map((def) =>
    createFactConsumer(deps, def),
  );
  return {
    consumers,
    /** Runs every consumer until it has caught up (or another worker holds it); answers facts applied per consumer. */
    async consumeAll(): Promise<Record<string, number>> {
      const done: Record<string, number> = {};
      for (const c of consumers) done[c.name] = await c.drain();
      return done;
    },
    /** A member's totals per business day and product (the P&L page, the back office). */
    memberDayTotals: (q: Parameters<typeof memberDayTotals>[1]) => memberDayTotals(deps.db, q),
  };
}
export type FactsService = ReturnType<typeof createFactsService>;
