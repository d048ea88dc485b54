import type {
  LanguageCode,
  RoundOutcome,
  SpinOutcome,
  TitleDef,
} from '@/games/slots/engine/types.ts';
import type {
  HistoryView,
  OutcomeView,
  SpinView,
  SymbolView,
  TitleView,
} from '@/games/slots/client/api-types.ts';
import type { HistoryRecord } from '@/server/round-store.ts';

/** A pays table with string keys (JSON object keys are strings anyway). */
function payEntries<K extends number>(
  pays: Partial<Record<K, number>>,
): Partial<Record<string, number>> {
  const out: Partial<Record<string, number>> = {};
  for (const [count, pay] of Object.entries<number | undefined>(pays))
    if (pay !== undefined) out[count] = pay;
  return out;
}

/** The title as the page needs it, in the player's language; strips stay on the server. */
export function presentTitle(title: TitleDef, language: LanguageCode): TitleView {
  return {
    code: title.code,
    name: title.name[language],
    tagline: title.tagline[language],
    reels: title.reels,
    rows: title.rows,
    evaluation: title.evaluation,
    betUnits: title.betUnits,
    symbols: title.symbols.map((s): SymbolView => ({
      id: s.id,
      art: s.art,
      kind: s.kind,
      name: s.name[language],
      pays: payEntries(s.pays),
    })),
    freeSpinsByScatters: payEntries(title.freeSpinsByScatters),
    freeSpinMultiplier: title.freeSpinMultiplier,
    betStepsMinor: [...title.betStepsMinor],
    volatility: title.volatility,
    rtpPercent: title.rtpPercent,
  };
}

function presentSpin(spin: SpinOutcome): SpinView {
  return {
    grid: spin.grid,
    stops: spin.stops,
    wins: spin.wins.map((w) => ({
      kind: w.kind,
      symbol: w.symbol,
      count: w.count,
      ...(w.line === undefined ? {} : { line: w.line }),
      ...(w.ways === undefined ? {} : { ways: w.ways }),
      positions: w.positions,
      winMinor: w.winMinor.toString(),
    })),
    winMinor: spin.winMinor.toString(),
    freeSpinsAwarded: spin.freeSpinsAwarded,
    multiplier: spin.multiplier,
  };
}

/** A round's outcome with bigints as decimal strings. */
export function presentOutcome(outcome: RoundOutcome): OutcomeView {
  return {
    base: presentSpin(outcome.base),
    freeSpins: outcome.freeSpins.map(presentSpin),
    totalWinMinor: outcome.totalWinMinor.toString(),
  };
}

/** A settled round; its server seed only once the player's current seed is another one (rotated). */
export function presentHistory(entry: HistoryRecord, currentSeedHash: string): HistoryView {
  return {
    roundId: entry.roundId,
    time: entry.time,
    betMinor: String(entry.betMinor),
    winMinor: String(entry.winMinor),
    nonce: entry.nonce,
    clientSeed: entry.clientSeed,
    serverSeedHash: entry.serverSeedHash,
    ...(entry.serverSeedHash === currentSeedHash ? {} : { serverSeed: entry.serverSeed }),
  };
}
