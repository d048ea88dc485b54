import type { PrizeMode, VnRegion } from '@monsoon/contracts/lottery/model';
import { PLAY_TYPES } from '@monsoon/contracts/lottery/play-types';

/**
 * Lottery odds (issue 5). Odds are integers in basis points of the stake: what one winning unit bet
 * pays back per 1 staked, stake included, × 10 000. `985_000n` is "1 ăn 98.5"; `19_850n` pays 1.985.
 * Integers keep settlement exact (design/money.md: no floats on a money path) and store as a column.
 * Merchants configure a table per prize mode; `DEFAULT_ODDS` are the defaults.
 */
export type OddsBps = bigint;

/** Divides a stake by this to get basis points. */
export const BPS = 10_000n;

/** Odds of one play type: `bps` for every pick, unless a pick (dice sums) or a VN region (xiên) differs. */
export interface PlayOdds {
  bps: OddsBps;
  byPick?: Readonly<Record<string, OddsBps>>;
  byRegion?: Readonly<Partial<Record<VnRegion, OddsBps>>>;
}

/** One prize mode's odds, keyed by play-type code. */
export type OddsTable = Readonly<Record<string, PlayOdds>>;

/** The odds paid for one pick; throws for a play type the table lacks (a configuration error). */
export const oddsOf = (
  table: OddsTable,
  code: string,
  pick: string,
  region?: VnRegion,
): OddsBps => {
  const odds = table[code];
  if (!odds) throw new Error(`no odds for play type ${code}`);
  return odds.byPick?.[pick] ?? (region ? odds.byRegion?.[region] : undefined) ?? odds.bps;
};

/**
 * Expected paid hits per stake unit of one bet, as an exact fraction. Most bets win at most once;
 * lô counts every occurrence (27 north numbers → 0.27 hits per number, over a cost of 27 units = 1/100)
 * and the dice single pays per die showing the face (half a hit per bet on average).
 */
export interface Chance {
  num: bigint;
  den: bigint;
}
const chance = (num: number | bigint, den: number | bigint): Chance => ({
  num: BigInt(num),
  den: BigInt(den),
});

/** P(all k chosen 2-digit numbers appear among n uniform prize endings), by inclusion–exclusion. */
const xienChance = (k: number, prizeNumbers: number): Chance => {
  let num = 0n;
  let binomial = 1n;
  for (let j = 0; j <= k; j++) {
    num += (j % 2 === 0 ? 1n : -1n) * binomial * BigInt(100 - j) ** BigInt(prizeNumbers);
    binomial = (binomial * BigInt(k - j)) / BigInt(j + 1);
  }
  return { num, den: 100n ** BigInt(prizeNumbers) };
};

/** Ways three dice make each sum 3..18 (of 216). */
const DICE_SUM_WAYS = [1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1];
/** Unordered pairs of different cars 1..10 making each top-2 sum 3..19 (of 45). */
const TOP2_SUM_WAYS = [1, 1, 2, 2, 3, 3, 4, 4, 5, 4, 4, 3, 3, 2, 2, 1, 1];

const pickChances = (firstPick: number, ways: number[], outcomes: number): Record<string, Chance> =>
  Object.fromEntries(ways.map((w, i) => [String(firstPick + i), chance(w, outcomes)]));

export interface PlayChance {
  base: Chance;
  byPick?: Record<string, Chance>;
  byRegion?: Partial<Record<VnRegion, Chance>>;
}

const xien = (k: number): PlayChance => ({
  base: xienChance(k, 27),
  byRegion: { CENTRAL: xienChance(k, 18), SOUTH: xienChance(k, 18) },
});

const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);
/** 11x5 any-N: N ≤ 5 wins when all N are drawn; N ≥ 6 when the N hold all five drawn. */
const anyN = (n: number): PlayChance => ({
  base: n <= 5 ? chance(choose(5, n), choose(11, n)) : chance(choose(6, n - 5), choose(11, n)),
});

/** The chance of every play type; tests check each against enumerated draws where that is cheap. */
const CHANCES: Record<string, PlayChance> = {
  VN_LO2: { base: chance(1, 100) },
  VN_DE: { base: chance(1, 100) },
  VN_3CANG: { base: chance(1, 1000) },
  VN_XIEN2: xien(2),
  VN_XIEN3: xien(3),
  VN_XIEN4: xien(4),
  VN_DAU: { base: chance(1, 10) },
  VN_DUOI: { base: chance(1, 10) },
  DICE3_SUM: { base: chance(1, 216), byPick: pickChances(3, DICE_SUM_WAYS, 216) },
  // Big 11..17 and small 4..10, both losing on a triple: 105 of 216.
  DICE3_BIG_SMALL: { base: chance(105, 216) },
  DICE3_ODD_EVEN: { base: chance(1, 2) },
  DICE3_TRIPLE_ANY: { base: chance(6, 216) },
  DICE3_TRIPLE: { base: chance(1, 216) },
  // At least two dice show the face: 15 exact pairs + 1 triple.
  DICE3_PAIR: { base: chance(16, 216) },
  DICE3_SINGLE: { base: chance(1, 2) },
  DIGIT5_POSITION: { base: chance(1, 10) },
  DIGIT5_POSITION_BSOE: { base: chance(1, 2) },
  // The 5-digit sum 0..45 is symmetric about 22.5: big 23..45 and small 0..22 are exactly halves.
  DIGIT5_SUM_BSOE: { base: chance(1, 2) },
  DIGIT5_FRONT3: { base: chance(1, 1000) },
  DIGIT5_MIDDLE3: { base: chance(1, 1000) },
  DIGIT5_BACK3: { base: chance(1, 1000) },
  RACE10_POSITION: { base: chance(1, 10) },
  RACE10_FIRST_BSOE: { base: chance(1, 2) },
  RACE10_DRAGON_TIGER: { base: chance(1, 2) },
  RACE10_TOP2_SUM: { base: chance(1, 45), byPick: pickChances(3, TOP2_SUM_WAYS, 45) },
  // Top-2 sum big is 12..19 (20 of 45 pairs), small 3..11 (25); odd sums 25, even 20.
  RACE10_TOP2_BSOE: {
    base: chance(1, 2),
    byPick: {
      BIG: chance(20, 45),
      SMALL: chance(25, 45),
      ODD: chance(25, 45),
      EVEN: chance(20, 45),
    },
  },
  ...Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8].map((n) => [`PICK11X5_ANY${n}`, anyN(n)])),
  PICK11X5_FIRST1: { base: chance(1, 11) },
  PICK11X5_FIRST2: { base: chance(1, 110) },
  PICK11X5_FIRST3: { base: chance(1, 990) },
};

/**
 * Return to player per prize mode, in basis points. The spec names the modes (LOTT, ZY, ELOTT, SEA) but
 * not their odds, so each gets its own 3–5 % house edge; a merchant overrides any entry.
 * For comparison, published Vietnamese online books pay "lô 1 ăn 99 at 27 units", "đề 1 ăn 95–99",
 * "3 càng 1 ăn 900–980", "đầu/đuôi 1 ăn 9.5" (RTP 95–99 %); street books pay less (lô 80 for 23 units,
 * đề 70–80, 3 càng 400–600; RTP 70–94 %). Xiên is published for the north as 1 ăn 17 / 65 / 150, i.e.
 * 93 % / 80 % / 40 % RTP: we price xiên 3 and 4, and every central/south xiên (18 prize numbers, far
 * rarer), at the mode's RTP instead, so no bet is a trap. Fast games: fixed-odds K3/SSC/PK10/11x5
 * e-lotteries quote odds as 1/probability × RTP (dice big/small ≈ 1.96–1.98, sum 3 ≈ 207), which is the
 * rule here; Sic Bo tables pay less on triples (30:1, 180:1), we stay with the e-lottery convention.
 */
export const MODE_RTP_BPS: Readonly<Record<PrizeMode, bigint>> = {
  LOTT: 9_700n,
  ZY: 9_500n,
  ELOTT: 9_650n,
  SEA: 9_600n,
};

/** Odds are quoted to 0.001 (10 bps), rounded down so the RTP never exceeds the mode's. */
export const ODDS_TICK_BPS = 10n;

/** Odds paying `rtpBps` on average for a bet with this chance. */
export const oddsForChance = (rtpBps: bigint, c: Chance): OddsBps => {
  const exact = (rtpBps * c.den) / c.num;
  return exact - (exact % ODDS_TICK_BPS);
};

const oddsByKey = (
  rtpBps: bigint,
  chances: Partial<Record<string, Chance>>,
): Record<string, OddsBps> => {
  const odds: Record<string, OddsBps> = {};
  for (const [key, c] of Object.entries(chances)) if (c) odds[key] = oddsForChance(rtpBps, c);
  return odds;
};

/** A whole odds table paying `rtpBps` on every play type. */
export const oddsTableForRtp = (rtpBps: bigint): OddsTable =>
  Object.fromEntries(
    PLAY_TYPES.map((playType) => {
      const c = CHANCES[playType.code];
      if (!c) throw new Error(`no chance for play type ${playType.code}`);
      const odds: PlayOdds = { bps: oddsForChance(rtpBps, c.base) };
      if (c.byPick) odds.byPick = oddsByKey(rtpBps, c.byPick);
      if (c.byRegion) odds.byRegion = oddsByKey(rtpBps, c.byRegion);
      return [playType.code, odds];
    }),
  );

/** The default odds of every prize mode (merchants start from these). */
export const DEFAULT_ODDS: Readonly<Record<PrizeMode, OddsTable>> = {
  LOTT: oddsTableForRtp(MODE_RTP_BPS.LOTT),
  ZY: oddsTableForRtp(MODE_RTP_BPS.ZY),
  ELOTT: oddsTableForRtp(MODE_RTP_BPS.ELOTT),
  SEA: oddsTableForRtp(MODE_RTP_BPS.SEA),
};

/** The chance table, for tests that compare odds and enumerated draws. */
export const chanceOf = (code: string): PlayChance | undefined => CHANCES[code];
