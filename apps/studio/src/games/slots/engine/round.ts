/**
 * One round: the base spin and every free spin it triggers, played from one random stream. The round
 * loop (driveRound) is shared by production (playRound, full outcome, bigint money) and the simulation
 * (simulateRound, totals only, no allocation), so both play exactly the same game.
 */
import type { CompiledTitle } from './compile.ts';
import { compileTitle } from './compile.ts';
import { buildWins, WinCollector } from './evaluate.ts';
import type { WinSink } from './score.ts';
import { fillGrid, scoreGrid } from './score.ts';
import type { RandomSource, RoundOutcome, SpinOutcome, TitleDef } from './types.ts';

/** At most this many free spins are awarded (and played) in one round, retriggers included. */
export const MAX_FREE_SPINS_PER_ROUND = 100;

interface SpinVisitor {
  /** Called after each spin with its points (see score.ts) and the free spins it awarded (after the cap). */
  spin(ct: CompiledTitle, multiplier: number, points: number, awarded: number): void;
}

function driveRound(
  ct: CompiledTitle,
  random: RandomSource,
  sink: WinSink | null,
  visitor: SpinVisitor,
): void {
  let scatters = fillGrid(ct, ct.baseStrips, random);
  let awarded = Math.min(ct.awardByScatters[scatters] ?? 0, MAX_FREE_SPINS_PER_ROUND);
  visitor.spin(ct, 1, scoreGrid(ct, scatters, sink), awarded);
  let totalAwarded = awarded;
  let remaining = awarded;
  const multiplier = ct.title.freeSpinMultiplier;
  while (remaining > 0) {
    remaining -= 1;
    scatters = fillGrid(ct, ct.freeStrips, random);
    awarded = Math.min(ct.awardByScatters[scatters] ?? 0, MAX_FREE_SPINS_PER_ROUND - totalAwarded);
    totalAwarded += awarded;
    remaining += awarded;
    visitor.spin(ct, multiplier, scoreGrid(ct, scatters, sink), awarded);
  }
}

class OutcomeBuilder implements SpinVisitor {
  readonly spins: SpinOutcome[] = [];
  readonly collector = new WinCollector();

  constructor(private readonly betMinor: bigint) {}

  spin(ct: CompiledTitle, multiplier: number, points: number, awarded: number): void {
    const { wins, winMinor } = buildWins(
      ct,
      this.collector.items,
      points,
      this.betMinor,
      multiplier,
    );
    this.collector.items.length = 0;
    const grid = Array.from({ length: ct.reels }, (_, r) =>
      Array.from(
        { length: ct.rows },
        (_, row) => ct.symbolIds[ct.grid[r * ct.rows + row] ?? -1] ?? '',
      ),
    );
    this.spins.push({
      grid,
      stops: Array.from(ct.stops),
      wins,
      winMinor,
      freeSpinsAwarded: awarded,
      multiplier,
    });
  }
}

/** Plays one round at a stake from `title.betStepsMinor`; pure and deterministic given the random stream. */
export function playRound(title: TitleDef, betMinor: bigint, random: RandomSource): RoundOutcome {
  if (!title.betStepsMinor.some((step) => BigInt(step) === betMinor)) {
    throw new RangeError(`${title.code}: bet ${betMinor} is not one of the bet steps`);
  }
  const ct = compileTitle(title);
  const builder = new OutcomeBuilder(betMinor);
  driveRound(ct, random, builder.collector, builder);
  const [base, ...freeSpins] = builder.spins;
  if (!base) throw new Error('playRound: no base spin');
  const totalWinMinor = builder.spins.reduce((sum, spin) => sum + spin.winMinor, 0n);
  return { titleCode: title.code, betMinor, base, freeSpins, totalWinMinor };
}

/** Totals of the last simulated round, reused between rounds (no allocation per round). */
export class SimRound implements SpinVisitor {
  /** Total win in minor units (same integer as playRound's totalWinMinor). */
  winMinor = 0;
  /** Free spins played. */
  freeSpins = 0;
  private betMinor = 0;

  /** Starts a round at a stake. */
  reset(betMinor: number): void {
    this.betMinor = betMinor;
    this.winMinor = 0;
    this.freeSpins = -1;
  }

  spin(ct: CompiledTitle, multiplier: number, points: number): void {
    this.freeSpins += 1;
    // Exact in doubles: points × multiplier × bet stays far below 2^53.
    if (points > 0)
      this.winMinor += Math.floor((points * multiplier * this.betMinor) / ct.title.betUnits);
  }
}

/** The simulation's round: same stops, same scoring as playRound, totals only into `out`. */
export function simulateRound(
  title: TitleDef,
  betMinor: number,
  random: RandomSource,
  out: SimRound,
): SimRound {
  out.reset(betMinor);
  driveRound(compileTitle(title), random, null, out);
  return out;
}
