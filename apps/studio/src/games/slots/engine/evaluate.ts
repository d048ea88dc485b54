/**
 * Turns the scored grid into the SpinWin items a player sees, with exact bigint money.
 *
 * Rounding: a spin pays W = floor(P × m × bet / betUnits), P = the spin's points (see score.ts),
 * m = the multiplier — one division per spin. Each item's exact share p × m × bet / betUnits is
 * floored, and the W − Σ floors minor units left over (fewer than the number of items) go one each to
 * the items with the largest remainders (ties: the earlier item). So items always add up to W.
 */
import type { CompiledTitle } from './compile.ts';
import { compileTitle } from './compile.ts';
import type { WinSink } from './score.ts';
import { countScatters, scoreGrid } from './score.ts';
import type { Position, SpinWin, TitleDef } from './types.ts';

interface RawWin {
  kind: SpinWin['kind'];
  symbol: number;
  count: number;
  line: number;
  ways: number;
  points: number;
}

/** Collects the wins of one spin as plain records (production path only). */
export class WinCollector implements WinSink {
  readonly items: RawWin[] = [];

  line(line: number, symbol: number, count: number, points: number): void {
    this.items.push({ kind: 'line', symbol, count, line, ways: 1, points });
  }

  ways(symbol: number, count: number, ways: number, points: number): void {
    this.items.push({ kind: 'ways', symbol, count, line: -1, ways, points });
  }

  scatter(symbol: number, count: number, points: number): void {
    this.items.push({ kind: 'scatter', symbol, count, line: -1, ways: 0, points });
  }
}

/** The evaluation of one grid: its wins, total and the free spins its scatters award (before the round cap). */
export interface GridEvaluation {
  wins: SpinWin[];
  winMinor: bigint;
  freeSpinsAwarded: number;
}

/** Evaluates a hand-built grid (grid[reel][row] = symbol id) at a bet and multiplier; pure. */
export function evaluateGrid(
  title: TitleDef,
  grid: readonly (readonly string[])[],
  betMinor: bigint,
  multiplier: number,
): GridEvaluation {
  const ct = compileTitle(title);
  if (grid.length !== ct.reels)
    throw new Error(`evaluateGrid: ${grid.length} reels, expected ${ct.reels}`);
  grid.forEach((column, r) => {
    if (column.length !== ct.rows)
      throw new Error(`evaluateGrid: reel ${r} has ${column.length} rows`);
    column.forEach((id, row) => {
      const symbol = ct.symbolIndex.get(id);
      if (symbol === undefined) throw new Error(`evaluateGrid: unknown symbol ${id}`);
      ct.grid[r * ct.rows + row] = symbol;
    });
  });
  const scatters = countScatters(ct);
  const collector = new WinCollector();
  const points = scoreGrid(ct, scatters, collector);
  const { wins, winMinor } = buildWins(ct, collector.items, points, betMinor, multiplier);
  return { wins, winMinor, freeSpinsAwarded: ct.awardByScatters[scatters] ?? 0 };
}

/** The spin total and its items in minor units, from the raw wins of ct.grid (see the rounding note above). */
export function buildWins(
  ct: CompiledTitle,
  items: readonly RawWin[],
  points: number,
  betMinor: bigint,
  multiplier: number,
): { wins: SpinWin[]; winMinor: bigint } {
  const scale = BigInt(multiplier) * betMinor;
  const units = BigInt(ct.title.betUnits);
  const winMinor = (BigInt(points) * scale) / units;
  const shares = items.map((item) => BigInt(item.points) * scale);
  const amounts = shares.map((share) => share / units);
  let left = winMinor - amounts.reduce((sum, a) => sum + a, 0n);
  const byRemainder = shares
    .map((share, i) => ({ i, remainder: share % units }))
    .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  for (const { i } of byRemainder) {
    if (left <= 0n) break;
    amounts[i] = (amounts[i] ?? 0n) + 1n;
    left -= 1n;
  }
  const wins = items.map((item, i) => toSpinWin(ct, item, amounts[i] ?? 0n));
  return { wins, winMinor };
}

function toSpinWin(ct: CompiledTitle, item: RawWin, winMinor: bigint): SpinWin {
  const symbol = ct.symbolIds[item.symbol] ?? '';
  const win: SpinWin = {
    kind: item.kind,
    symbol,
    count: item.count,
    positions: positionsOf(ct, item),
    winMinor,
  };
  if (item.kind === 'line') win.line = item.line;
  if (item.kind === 'ways') win.ways = item.ways;
  return win;
}

function positionsOf(ct: CompiledTitle, item: RawWin): Position[] {
  const { grid, rows, reels, wild } = ct;
  const positions: Position[] = [];
  if (item.kind === 'line') {
    for (let reel = 0; reel < item.count; reel += 1) {
      positions.push({ reel, row: ct.lines[item.line * reels + reel] ?? 0 });
    }
    return positions;
  }
  const lastReel = item.kind === 'ways' ? item.count : reels;
  for (let reel = 0; reel < lastReel; reel += 1) {
    for (let row = 0; row < rows; row += 1) {
      const cell = grid[reel * rows + row];
      if (cell === item.symbol || (item.kind === 'ways' && cell === wild))
        positions.push({ reel, row });
    }
  }
  return positions;
}
