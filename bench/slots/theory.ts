/**
 * Theoretical RTP of a slot title from its strips and pays (no simulation), used to tune titles and
 * to cross-check the simulation. Exact for line and ways wins, scatter pays and the chance of a
 * trigger; the free spins are counted as a branching process without the 100-spin cap (so a title whose
 * retriggers reach the cap comes out a little high). Rounding of wins to minor units is ignored.
 */
import { compileTitle } from '../../apps/studio/src/games/slots/engine/compile.ts';
import { scoreGrid } from '../../apps/studio/src/games/slots/engine/score.ts';
import type { SymbolDef, TitleDef } from '../../apps/studio/src/games/slots/engine/types.ts';

type Strips = readonly (readonly string[])[];

export interface Theory {
  /** Return per unit bet of the whole round (0.96 = 96 %). */
  rtp: number;
  baseSpin: number;
  freeSpin: number;
  /** Chance that a base spin awards free spins. */
  trigger: number;
  /** Expected free spins per round, retriggers included. */
  freeSpinsPerRound: number;
}

/** The title's theoretical figures (see the module comment for what is exact). */
export function theory(title: TitleDef): Theory {
  const baseScatters = scatterDistribution(title, title.baseStrips);
  const freeScatters = scatterDistribution(title, title.freeStrips);
  const baseSpin = regularReturn(title, title.baseStrips) + scatterReturn(title, baseScatters);
  const freeSpin =
    (regularReturn(title, title.freeStrips) + scatterReturn(title, freeScatters)) *
    title.freeSpinMultiplier;
  const ct = compileTitle(title);
  const award = (dist: number[]) =>
    dist.reduce((sum, p, k) => sum + p * (ct.awardByScatters[k] ?? 0), 0);
  const trigger = baseScatters.reduce(
    (sum, p, k) => sum + ((ct.awardByScatters[k] ?? 0) > 0 ? p : 0),
    0,
  );
  const perFree = award(freeScatters);
  const freeSpinsPerRound =
    perFree < 1 ? award(baseScatters) / (1 - perFree) : Number.POSITIVE_INFINITY;
  return {
    rtp: baseSpin + freeSpinsPerRound * freeSpin,
    baseSpin,
    freeSpin,
    trigger,
    freeSpinsPerRound,
  };
}

function frequencies(strip: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of strip) counts.set(id, (counts.get(id) ?? 0) + 1 / strip.length);
  return counts;
}

function windowAt(strip: readonly string[], stop: number, rows: number): string[] {
  return Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length] ?? '');
}

/** Expected line or ways win of one spin per unit bet (scatters excluded). */
function regularReturn(title: TitleDef, strips: Strips): number {
  return title.evaluation.kind === 'lines'
    ? linesReturn(title, strips, title.evaluation.lines.length)
    : waysReturn(title, strips);
}

/** Every line sees one independent, uniformly drawn position per reel: score one line over all symbol combinations. */
function linesReturn(title: TitleDef, strips: Strips, lineCount: number): number {
  const single: TitleDef = {
    ...title,
    rows: 1,
    evaluation: { kind: 'lines', lines: [Array.from({ length: title.reels }, () => 0)] },
    baseStrips: strips,
    freeStrips: strips,
  };
  const ct = compileTitle(single);
  const reels = strips.map((strip) =>
    [...frequencies(strip)].map(([id, p]) => ({ symbol: ct.symbolIndex.get(id) ?? -1, p })),
  );
  const walk = (reel: number, p: number): number => {
    if (reel === title.reels) return p * scoreGrid(ct, 0, null);
    let sum = 0;
    for (const cell of reels[reel] ?? []) {
      ct.grid[reel] = cell.symbol;
      sum += walk(reel + 1, p * cell.p);
    }
    return sum;
  };
  return (walk(0, 1) * lineCount) / title.betUnits;
}

/** Reels are independent: E[ways of s paying c reels] = Π_{r<c} E[matches_r] × P(no match on reel c). */
function waysReturn(title: TitleDef, strips: Strips): number {
  const wild = title.symbols.find((s) => s.kind === 'wild')?.id;
  let total = 0;
  for (const symbol of title.symbols) {
    if (symbol.kind !== 'regular') continue;
    const perReel = strips.map((strip) => {
      let mean = 0;
      let none = 0;
      for (let stop = 0; stop < strip.length; stop += 1) {
        const m = windowAt(strip, stop, title.rows).filter(
          (id) => id === symbol.id || id === wild,
        ).length;
        mean += m / strip.length;
        if (m === 0) none += 1 / strip.length;
      }
      return { mean, none };
    });
    let product = 1;
    for (let count = 1; count <= title.reels; count += 1) {
      product *= perReel[count - 1]?.mean ?? 0;
      const stopHere = count < title.reels ? (perReel[count]?.none ?? 0) : 1;
      const pay = payOf(symbol.pays, count);
      total += pay * product * stopHere;
    }
  }
  return total / title.betUnits;
}

/** P(k scatters in the window), k = 0..reels*rows. */
function scatterDistribution(title: TitleDef, strips: Strips): number[] {
  const scatter = title.symbols.find((s) => s.kind === 'scatter')?.id;
  let dist = [1];
  for (const strip of strips) {
    const reel = Array.from({ length: title.rows + 1 }, () => 0);
    for (let stop = 0; stop < strip.length; stop += 1) {
      const k = windowAt(strip, stop, title.rows).filter((id) => id === scatter).length;
      reel[k] = (reel[k] ?? 0) + 1 / strip.length;
    }
    const next = Array.from({ length: dist.length + title.rows }, () => 0);
    dist.forEach((p, a) => reel.forEach((q, b) => (next[a + b] = (next[a + b] ?? 0) + p * q)));
    dist = next;
  }
  return dist;
}

function scatterReturn(title: TitleDef, dist: number[]): number {
  const scatter = title.symbols.find((s) => s.kind === 'scatter');
  if (!scatter) return 0;
  return dist.reduce((sum, p, k) => sum + p * payOf(scatter.pays, k), 0);
}

/** A symbol's pay for a count (longer counts pay as 5). */
function payOf(pays: SymbolDef['pays'], count: number): number {
  const pay =
    count === 2
      ? pays[2]
      : count === 3
        ? pays[3]
        : count === 4
          ? pays[4]
          : count >= 5
            ? pays[5]
            : undefined;
  return pay ?? 0;
}
