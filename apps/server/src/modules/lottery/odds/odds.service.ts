import type { PrizeMode } from '@monsoon/contracts/lottery/model';
import type { Database } from '@/db/client.ts';
import { invalidRequest } from '@/lib/errors.ts';
import { checkPlayOdds } from '@/modules/lottery/rules/odds-check.ts';
import { playOddsFromJson, playOddsToJson } from '@/modules/lottery/rules/odds-json.ts';
import { DEFAULT_ODDS, type PlayOdds } from '@/modules/lottery/rules/odds.ts';
import { createOddsRepository } from './odds.repository.ts';

/**
 * A merchant's odds are kept this long in each process. Betting reads them on every bet line, so they are
 * not read from the database each time; `setOdds` forgets them at once in its own process, and every
 * other process sees a change within this time (a bet placed meanwhile keeps the odds it was sold at).
 */
const CACHE_MS = 30_000;
/** Merchants whose odds are kept at once; past it the cache starts again (merchants are few). */
const CACHE_MERCHANTS = 10_000;

const keyOf = (prizeMode: string, playCode: string): string => `${prizeMode}|${playCode}`;

/**
 * Odds configured per merchant (issue 5, spec §9): a merchant's row for a (prize mode, play type) wins,
 * anything it has not set pays `DEFAULT_ODDS`. Tickets copy the odds they are sold at (decision 0026),
 * so a change here only ever prices bets placed after it.
 */
export function createOddsService(db: Database) {
  const repo = createOddsRepository(db);
  const cache = new Map<number, { at: number; odds: Map<string, PlayOdds> }>();
  // Bumped by setOdds: a read that started before a change must not cache what it read.
  const generations = new Map<number, number>();

  async function merchantOdds(merchantId: number): Promise<Map<string, PlayOdds>> {
    const hit = cache.get(merchantId);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.odds;
    const generation = generations.get(merchantId) ?? 0;
    const rows = await repo.merchantOdds(merchantId);
    const odds = new Map(
      rows.map((r) => [keyOf(r.prizeMode, r.playCode), playOddsFromJson(r.odds)]),
    );
    if ((generations.get(merchantId) ?? 0) === generation) {
      if (cache.size >= CACHE_MERCHANTS) cache.clear();
      cache.set(merchantId, { at: Date.now(), odds });
    }
    return odds;
  }

  return {
    /** The odds a merchant pays on a play type in a prize mode; throws for a play type without odds. */
    async oddsFor(merchantId: number, prizeMode: PrizeMode, playCode: string): Promise<PlayOdds> {
      const own = (await merchantOdds(merchantId)).get(keyOf(prizeMode, playCode));
      if (own) return own;
      const fallback = DEFAULT_ODDS[prizeMode][playCode];
      if (!fallback) throw new Error(`no odds for play type ${playCode}`);
      return fallback;
    },

    /**
     * Sets a merchant's odds of one play type in one prize mode. Odds the rules refuse (odds-check.ts:
     * unknown picks or regions, a bps not positive, a return above a fair bet) are an invalid request,
     * and nothing is stored.
     */
    async setOdds(
      merchantId: number,
      prizeMode: PrizeMode,
      playCode: string,
      odds: PlayOdds,
    ): Promise<void> {
      const problem = checkPlayOdds(playCode, odds);
      if (problem) throw invalidRequest({ odds: problem });
      await repo.upsert({ merchantId, prizeMode, playCode, odds: playOddsToJson(odds) });
      generations.set(merchantId, (generations.get(merchantId) ?? 0) + 1);
      cache.delete(merchantId);
    },
  };
}
export type OddsService = ReturnType<typeof createOddsService>;
