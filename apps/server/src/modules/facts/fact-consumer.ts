import type { Database } from '@/db/client.ts';
import type { Ledger } from '@/modules/wallet/ledger.ts';
import { createFactsRepository, type WagerFact } from './facts.repository.ts';

/** Facts one consuming transaction reads at most. */
export const FACT_BATCH = 1_000;

/**
 * What a consumer of wager facts does (salary accruals, rebates, points, missions, reports): `apply`
 * writes the effects of a batch of facts, inside the consuming transaction, for facts this consumer has
 * never applied. Its effects should carry their own unique key (consumer, fact) where they are rows
 * (an accrual's source `fact:<id>`); the mechanism also records the key in `fact_consumptions`.
 */
export interface FactConsumerDefinition {
  /** Unique and stable: the consumer's cursor and effect keys are stored under it. */
  name: string;
  apply(tx: Database, facts: readonly WagerFact[]): Promise<void>;
}

/** What one `runOnce` did. */
export interface ConsumeReport {
  /** Facts read by this batch (0: caught up). */
  read: number;
  /** Facts applied by this batch (read and not applied before). */
  consumed: number;
  /** Another worker held the consumer: this one did nothing. */
  busy: boolean;
}

/**
 * Runs a fact consumer (design/money.md §9, decision 0031): every fact exactly once, none skipped, on any
 * number of workers. A batch is one transaction: lock the consumer's row (`SKIP LOCKED`: one worker at
 * a time, the others return at once); read the facts from its horizon on that it has not applied and
 * whose transactions have all ended (`xact_id` below the snapshot's xmin, so a fact committed late with
 * a low id is read later, not skipped); record their effect keys, apply the new ones; once a batch
 * comes back short, everything below that xmin is applied and the horizon moves up to it. A crash or a
 * failing `apply` rolls the whole batch back: the next run reads it again.
 */
export function createFactConsumer(
  deps: { db: Database; ledger: Pick<Ledger, 'run'> },
  def: FactConsumerDefinition,
  opts: { batchSize?: number } = {},
) {
  const batchSize = opts.batchSize ?? FACT_BATCH;
  let registered = false;

  const runOnce = async (): Promise<ConsumeReport> => {
    if (!registered) {
      await createFactsRepository(deps.db).ensureConsumer(def.name);
      registered = true;
    }
    return deps.ledger.run(async (tx) => {
      const repo = createFactsRepository(tx);
      const cursor = await repo.claimConsumer(def.name);
      if (!cursor) return { read: 0, consumed: 0, busy: true };
      const { facts, xmin } = await repo.unconsumedFacts(def.name, cursor.xact, batchSize);
      const fresh = await repo.markConsumed(
        def.name,
        facts.map((f) => f.id),
      );
      const apply = facts.filter((f) => fresh.has(f.id));
      if (apply.length > 0) await def.apply(tx, apply);
      // A short batch applied everything below the snapshot's xmin: the horizon moves up to it. A full
      // one leaves the horizon where it is (the effect keys skip what is done on the next read).
      const last = facts.at(-1);
      if (facts.length < batchSize)
        await repo.moveCursor(def.name, { xact: xmin, id: last?.id ?? cursor.id });
      return { read: facts.length, consumed: apply.length, busy: false };
    });
  };

  return {
    name: def.name,
    runOnce,
    /** Runs batches until one reads nothing (or another worker holds the consumer); answers the facts applied. */
    async drain(): Promise<number> {
      let total = 0;
      for (;;) {
        const { read, consumed, busy } = await runOnce();
        total += consumed;
        if (busy || read === 0) return total;
      }
    },
  };
}
export type FactConsumer = ReturnType<typeof createFactConsumer>;
