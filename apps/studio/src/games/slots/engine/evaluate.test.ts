import { describe, expect, it } from 'vitest';
import { evaluateGrid } from '@/games/slots/engine/evaluate.ts';
import { linesTestTitle, waysTestTitle } from '@/games/slots/engine/test-titles.ts';
import type { TitleDef } from '@/games/slots/engine/types.ts';

/** Builds grid[reel][row] from rows written top to bottom, as they look on screen. */
function grid(...rows: string[]): string[][] {
  const cells = rows.map((row) => row.split(' '));
  return cells[0]!.map((_, reel) => cells.map((row) => row[reel]!));
}

describe('lines', () => {
  it('pays a run from reel 1 on a line, left to right, at pay × bet / betUnits', () => {
    const result = evaluateGrid(
      linesTestTitle,
      grid('Q K Q K Q', 'A A A K Q', 'K Q K Q K'),
      300n,
      1,
    );
    expect(result.wins).toEqual([
      {
        kind: 'line',
        symbol: 'A',
        count: 3,
        line: 0,
        positions: [
          { reel: 0, row: 1 },
          { reel: 1, row: 1 },
          { reel: 2, row: 1 },
        ],
        winMinor: 1000n,
      },
    ]);
    expect(result.winMinor).toBe(1000n);
  });

  it('does not pay a run that does not start on reel 1', () => {
    const result = evaluateGrid(
      linesTestTitle,
      grid('Q K Q K Q', 'K A A A A', 'K Q K Q K'),
      300n,
      1,
    );
    expect(result.wins).toEqual([]);
  });

  it('lets a wild substitute and pays the best win per line', () => {
    const result = evaluateGrid(
      linesTestTitle,
      grid('W W A A K', 'K W K K Q', 'Q K Q K Q'),
      300n,
      1,
    );
    const byLine = Object.fromEntries(result.wins.map((w) => [w.line, [w.symbol, w.count]]));
    expect(byLine).toEqual({ 0: ['K', 4], 1: ['A', 4] });
    expect(result.winMinor).toBe(((10n + 20n) * 300n) / 3n);
  });

  it('pays a line of only wilds as the best symbol when the wild has no pays', () => {
    const result = evaluateGrid(
      linesTestTitle,
      grid('Q K Q K Q', 'W W W W W', 'K Q K Q K'),
      300n,
      1,
    );
    expect(result.wins.map((w) => [w.symbol, w.count, w.winMinor])).toEqual([['A', 5, 5000n]]);
  });

  it("pays leading wilds at the wild's own pay when that is better", () => {
    const wildPays: TitleDef = {
      ...linesTestTitle,
      code: 'T-WILD-PAYS',
      symbols: linesTestTitle.symbols.map((s) =>
        s.kind === 'wild' ? { ...s, pays: { 3: 100 } } : s,
      ),
    };
    const result = evaluateGrid(wildPays, grid('Q K Q K Q', 'W W W Q K', 'K Q K Q K'), 300n, 1);
    expect(result.wins.map((w) => [w.symbol, w.count, w.winMinor])).toEqual([['W', 3, 10000n]]);
  });

  it('never lets a wild stand in for a scatter', () => {
    const result = evaluateGrid(
      linesTestTitle,
      grid('Q K Q K Q', 'S W W K K', 'K Q K Q K'),
      300n,
      1,
    );
    expect(result.wins).toEqual([]);
  });
});

describe('ways', () => {
  it('multiplies matches per reel on consecutive reels from reel 1', () => {
    // A: reel 1 ×2, reel 2 ×1 (+ a wild = 2), reel 3 ×1, reel 4 none → 3 reels, 4 ways.
    const result = evaluateGrid(
      waysTestTitle,
      grid('A W A K Q', 'A A Q Q K', 'Q K K Q Q'),
      500n,
      1,
    );
    const a = result.wins.find((w) => w.symbol === 'A');
    expect(a).toMatchObject({ kind: 'ways', count: 3, ways: 4 });
    expect(a?.positions).toHaveLength(5);
    // Q: reel 1 ×1, reel 2 wild ×1, reel 3 ×1, reel 4 ×2, reel 5 ×2 → 5 reels, 4 ways.
    const q = result.wins.find((w) => w.symbol === 'Q');
    expect(q).toMatchObject({ count: 5, ways: 4 });
    expect(result.winMinor).toBe(((10n * 4n + 8n * 4n) * 500n) / 50n);
  });
});

describe('scatters and free spins', () => {
  it('counts scatters anywhere, pays times the total bet and awards free spins', () => {
    const result = evaluateGrid(
      linesTestTitle,
      grid('S K Q K Q', 'K Q K S K', 'Q K S Q Q'),
      300n,
      1,
    );
    expect(result.wins).toEqual([
      {
        kind: 'scatter',
        symbol: 'S',
        count: 3,
        positions: [
          { reel: 0, row: 0 },
          { reel: 2, row: 2 },
          { reel: 3, row: 1 },
        ],
        winMinor: 600n,
      },
    ]);
    expect(result.freeSpinsAwarded).toBe(5);
    const four = evaluateGrid(linesTestTitle, grid('S K Q K S', 'K Q K S K', 'Q K S Q Q'), 300n, 1);
    expect(four.freeSpinsAwarded).toBe(8);
    expect(four.winMinor).toBe(1500n);
  });

  it('applies the free-spin multiplier', () => {
    const result = evaluateGrid(
      linesTestTitle,
      grid('Q K Q K Q', 'A A A K Q', 'K Q K Q K'),
      300n,
      2,
    );
    expect(result.winMinor).toBe(2000n);
  });
});

describe('rounding', () => {
  it('floors once per spin and gives the remainder to the items with the largest remainders', () => {
    // Two 3-of-a-kind Q wins: 2 × 2 points × 100 / 3 = 133.33 → 133; each item 66.67 → 66 + 1 and 66.
    const result = evaluateGrid(
      linesTestTitle,
      grid('Q Q Q K A', 'Q Q Q A K', 'K A K A K'),
      100n,
      1,
    );
    expect(result.winMinor).toBe(133n);
    expect(result.wins.map((w) => w.winMinor)).toEqual([67n, 66n]);
  });
});
