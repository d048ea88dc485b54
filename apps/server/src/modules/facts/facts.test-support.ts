import type { TestApp } from '@/test/test-app.ts';
import { MEMBER_DAY_TOTALS } from './member-day-totals.ts';

/**
 * Drains the fact consumers until the member-day rollup holds these facts. One drain is not enough on a
 * shared PostgreSQL server: a transaction still open elsewhere holds the horizon back (decision 0031), so
 * facts just written wait for a later drain. A loop, not `expect.poll`: set-up hooks call it too.
 */
export async function consumeFacts(t: TestApp, factIds: readonly number[]): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    await t.app.services.facts.consumeAll();
    const { rows } = await t.database.query(
      `select count(*)::int as n from fact_consumptions where consumer = $1 and fact_id = any($2)`,
      [MEMBER_DAY_TOTALS, factIds],
    );
    if (Number(rows[0]?.['n']) === factIds.length) return;
    if (Date.now() > deadline)
      throw new Error(`the member-day rollup misses facts after 60 s: ${factIds.length} written`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
