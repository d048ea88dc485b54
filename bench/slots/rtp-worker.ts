/** Worker of rtp.ts: plays rounds of one title with the simulation PRNG and returns the sums. */
import { parentPort } from 'node:worker_threads';
import { SimRound, simulateRound } from '../../apps/studio/src/games/slots/engine/round.ts';
import { createSimRandom } from '../../apps/studio/src/games/slots/engine/sim-random.ts';
import { findTitle } from '../../apps/studio/src/games/slots/titles/index.ts';

/** One slice of a title's simulation. */
export interface SimJob {
  code: string;
  rounds: number;
  seed: number;
  betMinor: number;
}

/** Sums over a slice (returns are per unit bet). */
export interface SimSums {
  rounds: number;
  spins: number;
  totalReturn: number;
  sumSquares: number;
  hits: number;
  triggers: number;
  capped: number;
  maxReturn: number;
  ms: number;
}

/** Plays `job.rounds` rounds and sums what the report needs. */
export function runJob(job: SimJob): SimSums {
  const title = findTitle(job.code);
  if (!title) throw new Error(`unknown title ${job.code}`);
  const random = createSimRandom(job.seed);
  const round = new SimRound();
  const started = performance.now();
  let winMinor = 0;
  let sumSquares = 0;
  let hits = 0;
  let triggers = 0;
  let capped = 0;
  let spins = 0;
  let maxWin = 0;
  for (let i = 0; i < job.rounds; i += 1) {
    simulateRound(title, job.betMinor, random, round);
    const win = round.winMinor;
    spins += 1 + round.freeSpins;
    if (round.freeSpins > 0) triggers += 1;
    if (round.freeSpins >= 100) capped += 1;
    if (win > 0) {
      hits += 1;
      winMinor += win;
      const ratio = win / job.betMinor;
      sumSquares += ratio * ratio;
      if (win > maxWin) maxWin = win;
    }
  }
  const ms = performance.now() - started;
  return {
    rounds: job.rounds,
    spins,
    totalReturn: winMinor / job.betMinor,
    sumSquares,
    hits,
    triggers,
    capped,
    maxReturn: maxWin / job.betMinor,
    ms,
  };
}

parentPort?.on('message', (job: SimJob) => {
  parentPort?.postMessage(runJob(job));
});
