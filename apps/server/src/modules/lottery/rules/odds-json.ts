import { VN_REGIONS, type VnRegion } from '@monsoon/contracts/lottery/model';
import type { OddsBps, PlayOdds } from './odds.ts';

/**
 * PlayOdds to and from their stored form (jsonb on `lottery_odds` and on each ticket): bps as decimal
 * strings, because JSON has no bigint. Reading is strict: a ticket's odds decide money, so a value that
 * is not a plain positive integer throws rather than being guessed at.
 */

/** One play type's odds as stored (jsonb): PlayOdds with every bps a decimal string. */
export interface StoredPlayOdds {
  bps: string;
  byPick?: Record<string, string>;
  byRegion?: Partial<Record<VnRegion, string>>;
}

/** A positive integer in decimal, no sign, no leading zero, no exponent. */
const DECIMAL_BPS = /^[1-9][0-9]*$/;

const bpsOf = (text: unknown, where: string): OddsBps => {
  if (typeof text !== 'string' || !DECIMAL_BPS.test(text))
    throw new Error(`odds ${where}: ${JSON.stringify(text)} is not a positive integer`);
  return BigInt(text);
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRegion = (key: string): key is VnRegion => (VN_REGIONS as readonly string[]).includes(key);

/** The stored form of a PlayOdds. */
export function playOddsToJson(odds: PlayOdds): StoredPlayOdds {
  const json: StoredPlayOdds = { bps: odds.bps.toString() };
  if (odds.byPick)
    json.byPick = Object.fromEntries(
      Object.entries(odds.byPick).map(([pick, bps]) => [pick, bps.toString()]),
    );
  if (odds.byRegion) {
    const byRegion: Partial<Record<VnRegion, string>> = {};
    for (const region of VN_REGIONS) {
      const bps = odds.byRegion[region];
      if (bps !== undefined) byRegion[region] = bps.toString();
    }
    json.byRegion = byRegion;
  }
  return json;
}

/** A PlayOdds from its stored form; throws on anything else (unknown keys, regions, non-integer bps). */
export function playOddsFromJson(json: unknown): PlayOdds {
  if (!isRecord(json)) throw new Error('odds: not an object');
  const extra = Object.keys(json).filter(
    (key) => key !== 'bps' && key !== 'byPick' && key !== 'byRegion',
  );
  if (extra.length > 0) throw new Error(`odds: unknown field ${extra.join(', ')}`);
  const odds: {
    bps: OddsBps;
    byPick?: Record<string, OddsBps>;
    byRegion?: Partial<Record<VnRegion, OddsBps>>;
  } = {
    bps: bpsOf(json.bps, 'bps'),
  };
  if (json.byPick !== undefined) {
    if (!isRecord(json.byPick)) throw new Error('odds byPick: not an object');
    odds.byPick = Object.fromEntries(
      Object.entries(json.byPick).map(([pick, text]) => [pick, bpsOf(text, `byPick.${pick}`)]),
    );
  }
  if (json.byRegion !== undefined) {
    if (!isRecord(json.byRegion)) throw new Error('odds byRegion: not an object');
    const byRegion: Partial<Record<VnRegion, OddsBps>> = {};
    for (const [region, text] of Object.entries(json.byRegion)) {
      if (!isRegion(region)) throw new Error(`odds byRegion: unknown region ${region}`);
      byRegion[region] = bpsOf(text, `byRegion.${region}`);
    }
    odds.byRegion = byRegion;
  }
  return odds;
}
