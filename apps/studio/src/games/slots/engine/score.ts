/**
 * The hot path shared by production rounds and the simulation: fill the grid from reel stops and score
 * it in integer "points" without allocating. A spin's points are the sum over its wins of
 * `pay × ways` (lines: ways = 1) plus `pay × betUnits` per scatter win, so that every spin pays
 * `floor(points × multiplier × betMinor / betUnits)`.
 */
import type { CompiledTitle } from './compile.ts';
import { MAX_PAY_COUNT } from './compile.ts';
import { pickIndex } from './pick.ts';
import type { RandomSource } from './types.ts';

const PAY_STRIDE = MAX_PAY_COUNT + 1;

/** Receives each win as it is found (production builds SpinWin items from it; the simulation passes null). */
export interface WinSink {
  line(line: number, symbol: number, count: number, points: number): void;
  ways(symbol: number, count: number, ways: number, points: number): void;
  scatter(symbol: number, count: number, points: number): void;
}

/** Draws one stop per reel (left to right) into ct.stops, fills ct.grid; returns the scatter count. */
export function fillGrid(
  ct: CompiledTitle,
  strips: readonly Int32Array[],
  random: RandomSource,
): number {
  const { grid, stops, rows, scatter } = ct;
  let scatters = 0;
  for (let r = 0; r < ct.reels; r += 1) {
    const strip = strips[r] ?? new Int32Array(0);
    const length = strip.length;
    const stop = pickIndex(random, length);
    stops[r] = stop;
    for (let row = 0; row < rows; row += 1) {
      let at = stop + row;
      if (at >= length) at -= length;
      const symbol = strip[at] ?? -1;
      grid[r * rows + row] = symbol;
      if (symbol === scatter) scatters += 1;
    }
  }
  return scatters;
}

/** Scores ct.grid (lines or ways, then scatters); returns the spin's points. */
export function scoreGrid(ct: CompiledTitle, scatters: number, sink: WinSink | null): number {
  let points = ct.title.evaluation.kind === 'lines' ? scoreLines(ct, sink) : scoreWays(ct, sink);
  if (scatters > 0 && ct.scatter >= 0) {
    const pay = ct.pays[ct.scatter * PAY_STRIDE + Math.min(scatters, MAX_PAY_COUNT)] ?? 0;
    if (pay > 0) {
      const scatterPoints = pay * ct.title.betUnits;
      points += scatterPoints;
      sink?.scatter(ct.scatter, scatters, scatterPoints);
    }
  }
  return points;
}

/** Count of scatters in ct.grid. */
export function countScatters(ct: CompiledTitle): number {
  let scatters = 0;
  for (const symbol of ct.grid) if (symbol === ct.scatter) scatters += 1;
  return scatters;
}

/**
 * Lines, left to right from reel 1, best win per line: the run of the first non-wild symbol (wilds
 * substitute), or the run of leading wilds paying as the wild (if it has pays) or else as the regular
 * symbol paying most for that count. A scatter ends a run.
 */
function scoreLines(ct: CompiledTitle, sink: WinSink | null): number {
  const { grid, lines, reels, rows, pays, wild, scatter, bestAtCount } = ct;
  let total = 0;
  for (let l = 0; l < ct.lineCount; l += 1) {
    const base = l * reels;
    let wilds = 0;
    while (wilds < reels && grid[wilds * rows + (lines[base + wilds] ?? 0)] === wild) wilds += 1;
    let symbol = -1;
    let count = 0;
    if (wilds < reels) {
      const first = grid[wilds * rows + (lines[base + wilds] ?? 0)] ?? -1;
      if (first !== scatter) {
        symbol = first;
        count = wilds + 1;
        while (count < reels) {
          const cell = grid[count * rows + (lines[base + count] ?? 0)];
          if (cell !== first && cell !== wild) break;
          count += 1;
        }
      }
    }
    const symbolPay = symbol >= 0 ? (pays[symbol * PAY_STRIDE + count] ?? 0) : 0;
    let wildSymbol = -1;
    let wildPay = 0;
    if (wilds > 0) {
      wildPay = pays[wild * PAY_STRIDE + wilds] ?? 0;
      wildSymbol = wild;
      if (wildPay === 0) {
        wildSymbol = bestAtCount[wilds] ?? -1;
        wildPay = wildSymbol >= 0 ? (pays[wildSymbol * PAY_STRIDE + wilds] ?? 0) : 0;
      }
    }
    if (wildPay > symbolPay) {
      total += wildPay;
      sink?.line(l, wildSymbol, wilds, wildPay);
    } else if (symbolPay > 0) {
      total += symbolPay;
      sink?.line(l, symbol, count, symbolPay);
    }
  }
  return total;
}

/**
 * All ways: for each paying regular symbol, the matching cells (the symbol or a wild) on consecutive
 * reels from reel 1; ways = product of the matches per reel. The wild's own pays are not used here.
 */
function scoreWays(ct: CompiledTitle, sink: WinSink | null): number {
  const { grid, matches, reels, rows, pays, wild, payingRegulars } = ct;
  const symbols = ct.symbolIds.length;
  matches.fill(0);
  for (let r = 0; r < reels; r += 1) {
    for (let row = 0; row < rows; row += 1) {
      const at = r * symbols + (grid[r * rows + row] ?? 0);
      matches[at] = (matches[at] ?? 0) + 1;
    }
  }
  let total = 0;
  for (const symbol of payingRegulars) {
    let ways = 1;
    let count = 0;
    while (count < reels) {
      const at = count * symbols;
      const m = (matches[at + symbol] ?? 0) + (wild >= 0 ? (matches[at + wild] ?? 0) : 0);
      if (m === 0) break;
      ways *= m;
      count += 1;
    }
    const pay = pays[symbol * PAY_STRIDE + count] ?? 0;
    if (pay > 0) {
      total += pay * ways;
      sink?.ways(symbol, count, ways, pay * ways);
    }
  }
  return total;
}
