import { VN_REGIONS, type VnRegion } from '@monsoon/contracts/lottery/model';
import { findPlayType } from '@monsoon/contracts/lottery/play-types';
import { BPS, chanceOf, type Chance, type OddsBps, type PlayOdds } from './odds.ts';

/**
 * What a merchant may set as a play type's odds (issue 5, spec §9). Odds pay money, so the check is
 * strict and the cap is the exact chance odds.ts derives: no pick, in no region, may return more than
 * 100 % of its stake on average (bps × chance ≤ 1). A merchant can be generous up to a fair bet, never
 * run a book that loses by construction (a typo of one zero would otherwise pay 10× the fair odds).
 */

/** Why odds were refused (answered to the caller in the invalid request's fields). */
export type OddsProblem =
  | 'play.unknown'
  | 'bps.not.positive'
  | 'byPick.not.each'
  | 'byPick.unknown'
  | 'byRegion.not.vn'
  | 'byRegion.unknown'
  | 'above.fair';

const isRegion = (key: string): key is VnRegion => (VN_REGIONS as readonly string[]).includes(key);

/** bps × chance ≤ 100 %: the bet returns at most its stake on average. */
const atMostFair = (bps: OddsBps, c: Chance): boolean => bps * c.num <= BPS * c.den;

/** The problem with `odds` for the play type `playCode`, or null when a merchant may set them. */
export function checkPlayOdds(playCode: string, odds: PlayOdds): OddsProblem | null {
  const playType = findPlayType(playCode);
  const chance = chanceOf(playCode);
  if (!playType || !chance) return 'play.unknown';
  const byPick = odds.byPick ?? {};
  const byRegion: Partial<Record<string, OddsBps>> = odds.byRegion ?? {};
  const all = [odds.bps, ...Object.values(byPick), ...Object.values(byRegion)];
  if (all.some((bps) => bps === undefined || bps <= 0n)) return 'bps.not.positive';

  // Only EACH play types pay per pick (payout.ts); a combination or straight pays one odds per bet.
  const picks = Object.keys(byPick);
  if (picks.length > 0 && playType.counting.kind !== 'EACH') return 'byPick.not.each';
  const options = new Set(playType.groups.flatMap((g) => g.options));
  if (picks.some((pick) => !options.has(pick))) return 'byPick.unknown';
  const regions = Object.keys(byRegion);
  if (regions.length > 0 && playType.kind !== 'VN') return 'byRegion.not.vn';
  if (regions.some((region) => !isRegion(region))) return 'byRegion.unknown';

  // Every pick that has its own odds or its own chance, in every region the play type can be drawn in,
  // paid as rules/odds.ts oddsOf resolves it (pick first, then region, then the play's bps).
  const checkedPicks = new Set(['', ...picks, ...Object.keys(chance.byPick ?? {})]);
  const checkedRegions: (VnRegion | undefined)[] =
    playType.kind === 'VN' ? [undefined, ...VN_REGIONS] : [undefined];
  for (const region of checkedRegions)
    for (const pick of checkedPicks) {
      const bps = byPick[pick] ?? (region ? byRegion[region] : undefined) ?? odds.bps;
      const c =
        chance.byPick?.[pick] ?? (region ? chance.byRegion?.[region] : undefined) ?? chance.base;
      if (!atMostFair(bps, c)) return 'above.fair';
    }
  return null;
}
