/** Turns the workers' sums into the per-title figures of the RTP report and its Markdown section. */
import type { TitleDef } from '../../apps/studio/src/games/slots/engine/types.ts';
import { table } from '../lib/stats.ts';
import type { SimSums } from './rtp-worker.ts';

/**
 * Volatility by the standard deviation σ of one round's return per unit bet: low below 3.5, medium from
 * 3.5 to below 7.5, high from 7.5. Each title's `volatility` field must match its measured label.
 */
export function volatilityOf(sd: number): TitleDef['volatility'] {
  if (sd < 3.5) return 'low';
  return sd < 7.5 ? 'medium' : 'high';
}

/** Everything the report shows about one title. */
export interface TitleReport {
  code: string;
  name: string;
  layout: string;
  rounds: number;
  rtpPercent: number;
  ci95: [number, number];
  theoryPercent: number;
  hitPercent: number;
  triggerOneIn: number;
  sd: number;
  volatility: TitleDef['volatility'];
  declaredVolatility: TitleDef['volatility'];
  maxWinX: number;
  cappedRounds: number;
  spinsPerSecond: number;
  roundsPerSecond: number;
}

/** Combines the slices of one title. */
export function summarise(
  title: TitleDef,
  parts: readonly SimSums[],
  theoryRtp: number,
): TitleReport {
  const sum = (pick: (s: SimSums) => number) => parts.reduce((total, s) => total + pick(s), 0);
  const n = sum((s) => s.rounds);
  const mean = sum((s) => s.totalReturn) / n;
  const variance = Math.max(0, sum((s) => s.sumSquares) / n - mean * mean) * (n / (n - 1));
  const sd = Math.sqrt(variance);
  const half = (1.96 * sd) / Math.sqrt(n);
  const ms = Math.max(...parts.map((s) => s.ms));
  const triggers = sum((s) => s.triggers);
  const layout =
    title.evaluation.kind === 'lines'
      ? `${title.reels}×${title.rows}, ${title.evaluation.lines.length} lines`
      : `${title.reels}×${title.rows}, ${title.rows ** title.reels} ways`;
  return {
    code: title.code,
    name: title.name.EN,
    layout,
    rounds: n,
    rtpPercent: mean * 100,
    ci95: [(mean - half) * 100, (mean + half) * 100],
    theoryPercent: theoryRtp * 100,
    hitPercent: (sum((s) => s.hits) / n) * 100,
    triggerOneIn: triggers > 0 ? n / triggers : Number.POSITIVE_INFINITY,
    sd,
    volatility: volatilityOf(sd),
    declaredVolatility: title.volatility,
    maxWinX: Math.max(...parts.map((s) => s.maxReturn)),
    cappedRounds: sum((s) => s.capped),
    spinsPerSecond: sum((s) => s.spins) / parts.length / (ms / 1000),
    roundsPerSecond: n / (ms / 1000),
  };
}

const fixed = (value: number, digits: number): string =>
  Number.isFinite(value)
    ? value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : '–';

/** The "Slot titles" section of docs/performance.md. */
export function markdownSection(
  heading: string,
  reports: readonly TitleReport[],
  run: { machine: string; rounds: number; seconds: number; seed: number },
): string {
  const rows = reports.map((r) => [
    `${r.code} ${r.name}`,
    r.layout,
    `**${fixed(r.rtpPercent, 2)}**`,
    `${fixed(r.ci95[0], 2)}–${fixed(r.ci95[1], 2)}`,
    fixed(r.theoryPercent, 2),
    fixed(r.hitPercent, 2),
    Number.isFinite(r.triggerOneIn) ? `1 in ${fixed(r.triggerOneIn, 0)}` : 'no free spins',
    fixed(r.sd, 2),
    r.volatility,
    `${fixed(r.maxWinX, 0)}×`,
    fixed(r.roundsPerSecond, 0),
  ]);
  const header = [
    'title',
    'layout',
    'RTP %',
    '95 % CI',
    'theory %',
    'hit %',
    'free spins',
    'σ / bet',
    'volatility',
    'max win',
    'rounds/s',
  ];
  const spins =
    reports.reduce((total, r) => total + r.spinsPerSecond, 0) / Math.max(1, reports.length);
  return `${heading}

Measured by \`npx tsx bench/slots/rtp.ts\` (${run.rounds.toLocaleString('en')} rounds per title, seed ${run.seed}, 2 worker
threads, the lowest bet step of each title; ${fixed(run.seconds, 1)} s for all titles). The simulation plays rounds with
\`simulateRound\` from \`apps/studio/src/games/slots/engine/round.ts\`: the same round loop, reel stops and scoring as
\`playRound\`, without building the outcome objects, on a seeded xoshiro128** stream instead of the provably fair one.

- **RTP %**: total won ÷ total staked; **95 % CI**: RTP ± 1.96 σ / √rounds. **theory %**: computed from the strips
  and pays by \`bench/slots/theory.ts\` (exact except that it ignores the 100-free-spin cap and rounding to minor units).
- **hit %**: rounds that win anything (free-spin wins included); **free spins**: how often a base spin triggers them.
- **σ / bet**: standard deviation of a round's return per unit bet. **Volatility**: low below 3.5, medium 3.5
  to below 7.5, high from 7.5 (\`volatilityOf\` in \`bench/slots/report.ts\`); each title's \`volatility\` field follows it.
- **max win**: the largest round win seen, in multiples of the bet.
- Speed: on average ${fixed(spins, 0)} spins per second per worker (base and free spins), **rounds/s** is the title's
  rounds over the wall time of its run, both workers together. Wall time of the whole run: see above.
- Machine: ${run.machine.replace(/^machine: /, '')} (the machine was shared with other engineers' work).
- Rerun: \`npx tsx bench/slots/rtp.ts\` (all titles, writes \`bench/results/slots-rtp.json\`, each title's
  \`rtpPercent\` and this section); \`--spins N\`, \`--title MS001\` (print only), \`--dry-run\` (print only),
  \`--seed S\`.

${table(header, rows)}
`;
}
