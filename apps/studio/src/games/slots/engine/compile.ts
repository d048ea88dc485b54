import type { TitleDef } from './types.ts';

/** Highest symbol count the pay tables know; longer scatter counts pay as this many. */
export const MAX_PAY_COUNT = 5;
const PAY_STRIDE = MAX_PAY_COUNT + 1;

/**
 * A title turned into typed arrays for the hot path: symbols become small integers, pays a flat table.
 * Built once per TitleDef (cached) and shared by production rounds and the simulation.
 */
export interface CompiledTitle {
  readonly title: TitleDef;
  readonly reels: number;
  readonly rows: number;
  readonly symbolIds: readonly string[];
  readonly symbolIndex: ReadonlyMap<string, number>;
  /** pays[symbol * 6 + count], in bet units (scatters: times the total bet). */
  readonly pays: Int32Array;
  readonly wild: number;
  readonly scatter: number;
  /** Regular symbols that pay something (the only ones a line or way can pay for). */
  readonly payingRegulars: Int32Array;
  /** For a run of only wilds (wild without pays): the regular symbol paying most at each count, or -1. */
  readonly bestAtCount: Int32Array;
  /** Flat lines: lines[line * reels + reel] = row; empty for ways. */
  readonly lines: Int32Array;
  readonly lineCount: number;
  readonly baseStrips: readonly Int32Array[];
  readonly freeStrips: readonly Int32Array[];
  /** Free spins by scatter count (index 0..reels*rows). */
  readonly awardByScatters: Int32Array;
  /** Scratch: the current grid, grid[reel * rows + row] = symbol, and the stops. Not reentrant. */
  readonly grid: Int32Array;
  readonly stops: Int32Array;
  /** Scratch for ways: matches[reel * symbols + symbol]. */
  readonly matches: Int32Array;
}

const cache = new WeakMap<TitleDef, CompiledTitle>();

/** The compiled form of a title (validated on first use, then cached). */
export function compileTitle(title: TitleDef): CompiledTitle {
  const cached = cache.get(title);
  if (cached) return cached;
  const compiled = build(title);
  cache.set(title, compiled);
  return compiled;
}

function build(title: TitleDef): CompiledTitle {
  const { reels, rows } = title;
  if (!Number.isInteger(reels) || reels < 1 || reels > MAX_PAY_COUNT)
    throw new Error(`${title.code}: ${reels} reels`);
  if (!Number.isInteger(rows) || rows < 1) throw new Error(`${title.code}: ${rows} rows`);
  if (!Number.isInteger(title.betUnits) || title.betUnits < 1)
    throw new Error(`${title.code}: bad betUnits`);
  const symbolIds = title.symbols.map((s) => s.id);
  const symbolIndex = new Map(symbolIds.map((id, i) => [id, i]));
  if (symbolIndex.size !== symbolIds.length) throw new Error(`${title.code}: duplicate symbol id`);
  const pays = new Int32Array(symbolIds.length * PAY_STRIDE);
  let wild = -1;
  let scatter = -1;
  const regulars: number[] = [];
  title.symbols.forEach((symbol, i) => {
    for (let count = 2; count <= MAX_PAY_COUNT; count += 1) {
      pays[i * PAY_STRIDE + count] = payAt(symbol.pays, count);
    }
    if (symbol.kind === 'wild') wild = i;
    else if (symbol.kind === 'scatter') scatter = i;
    else if (pays.subarray(i * PAY_STRIDE, (i + 1) * PAY_STRIDE).some((p) => p > 0))
      regulars.push(i);
  });
  const bestAtCount = new Int32Array(PAY_STRIDE).fill(-1);
  for (let count = 2; count <= MAX_PAY_COUNT; count += 1) {
    let best = 0;
    for (const s of regulars) {
      const p = pays[s * PAY_STRIDE + count] ?? 0;
      if (p > best) [best, bestAtCount[count]] = [p, s];
    }
  }
  const lines = title.evaluation.kind === 'lines' ? title.evaluation.lines : [];
  const flatLines = new Int32Array(lines.length * reels);
  lines.forEach((line, l) => {
    if (line.length !== reels) throw new Error(`${title.code}: line ${l} has ${line.length} rows`);
    line.forEach((row, r) => {
      if (!Number.isInteger(row) || row < 0 || row >= rows)
        throw new Error(`${title.code}: line ${l} row ${row}`);
      flatLines[l * reels + r] = row;
    });
  });
  const cells = reels * rows;
  const awardByScatters = new Int32Array(cells + 1);
  for (let count = 3; count <= cells; count += 1) {
    awardByScatters[count] = awardFor(title, count);
  }
  return {
    title,
    reels,
    rows,
    symbolIds,
    symbolIndex,
    pays,
    wild,
    scatter,
    payingRegulars: Int32Array.from(regulars),
    bestAtCount,
    lines: flatLines,
    lineCount: lines.length,
    baseStrips: compileStrips(title, title.baseStrips, symbolIndex),
    freeStrips: compileStrips(title, title.freeStrips, symbolIndex),
    awardByScatters,
    grid: new Int32Array(cells),
    stops: new Int32Array(reels),
    matches: new Int32Array(reels * symbolIds.length),
  };
}

function payAt(pays: Partial<Record<2 | 3 | 4 | 5, number>>, count: number): number {
  const pay = count === 2 ? pays[2] : count === 3 ? pays[3] : count === 4 ? pays[4] : pays[5];
  return pay ?? 0;
}

/** Free spins for a scatter count: the award of the highest listed count not above it. */
function awardFor(title: TitleDef, count: number): number {
  const table = title.freeSpinsByScatters;
  if (count >= 5 && table[5] !== undefined) return table[5];
  if (count >= 4 && table[4] !== undefined) return table[4];
  return table[3] ?? 0;
}

function compileStrips(
  title: TitleDef,
  strips: readonly (readonly string[])[],
  symbolIndex: ReadonlyMap<string, number>,
): Int32Array[] {
  if (strips.length !== title.reels)
    throw new Error(`${title.code}: ${strips.length} strips for ${title.reels} reels`);
  return strips.map((strip, r) => {
    if (strip.length < title.rows)
      throw new Error(`${title.code}: strip ${r} is shorter than the window`);
    return Int32Array.from(strip, (id) => {
      const index = symbolIndex.get(id);
      if (index === undefined) throw new Error(`${title.code}: unknown symbol ${id} on strip ${r}`);
      return index;
    });
  });
}
