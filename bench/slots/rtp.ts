/**
 * RTP simulation of the studio's slot titles: plays N rounds per title (default 10,000,000) with the
 * production round engine (simulateRound shares playRound's loop and scoring) on a seeded xoshiro128**
 * stream, split over 2 worker threads, and reports RTP with a 95 % confidence interval, hit frequency,
 * free-spin trigger frequency, the standard deviation of a round's return per unit bet, the volatility
 * label that follows from it, the largest win and the engine's speed.
 *
 * Usage: npx tsx bench/slots/rtp.ts [--spins N] [--title CODE] [--seed S] [--dry-run]
 * Without --title and --dry-run it writes bench/results/slots-rtp.json, each title's rtpPercent and the
 * "Slot titles" section of docs/performance.md.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { titles } from '../../apps/studio/src/games/slots/titles/index.ts';
import { theory } from './theory.ts';
import { machineLine } from '../lib/stats.ts';
import type { SimJob, SimSums } from './rtp-worker.ts';
import { summarise, type TitleReport, markdownSection } from './report.ts';

const { values: args } = parseArgs({
  options: {
    spins: { type: 'string', default: '10000000' },
    title: { type: 'string' },
    seed: { type: 'string', default: '20261121' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const rounds = Math.max(1000, Number.parseInt(args.spins, 10) || 10_000_000);
const seed = Number.parseInt(args.seed, 10) || 1;
const WORKERS = 2;
const root = path.resolve(import.meta.dirname, '../..');

const selected = args.title ? titles.filter((t) => t.code === args.title) : titles;
if (selected.length === 0) throw new Error(`unknown title ${args.title}`);

// Worker threads of Node 20 do not inherit tsx's loader: each registers it, then imports the TypeScript worker.
const workerBoot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./rtp-worker.ts', import.meta.url).href)}); })`;
const workers = Array.from({ length: WORKERS }, () => new Worker(workerBoot, { eval: true }));

function run(worker: Worker, job: SimJob): Promise<SimSums> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      worker.off('message', onMessage);
      reject(error);
    };
    const onMessage = (sums: SimSums) => {
      worker.off('error', onError);
      resolve(sums);
    };
    worker.once('message', onMessage);
    worker.once('error', onError);
    worker.postMessage(job);
  });
}

console.log(machineLine());
const started = performance.now();
const reports: TitleReport[] = [];
try {
  for (const [t, title] of selected.entries()) {
    const share = Math.ceil(rounds / WORKERS);
    const jobs = workers.map((worker, w) =>
      run(worker, {
        code: title.code,
        rounds: Math.min(share, rounds - w * share),
        seed: (seed * 7919 + t * 104_729 + w * 15_485_863) >>> 0,
        betMinor: title.betStepsMinor[0] ?? 100,
      }),
    );
    const report = summarise(title, await Promise.all(jobs), theory(title).rtp);
    reports.push(report);
    console.log(
      `${title.code} RTP ${report.rtpPercent.toFixed(2)} % [${report.ci95[0].toFixed(2)}, ${report.ci95[1].toFixed(2)}] theory ${report.theoryPercent.toFixed(2)} | hit ${report.hitPercent.toFixed(2)} % | FS 1 in ${report.triggerOneIn.toFixed(0)} | σ ${report.sd.toFixed(2)} ${report.volatility} (declared ${title.volatility}) | max ${report.maxWinX.toFixed(0)}x | ${Math.round(report.spinsPerSecond).toLocaleString('en')} spins/s/worker`,
    );
  }
} finally {
  await Promise.all(workers.map((w) => w.terminate()));
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `${selected.length} titles × ${rounds.toLocaleString('en')} rounds in ${seconds.toFixed(1)} s`,
);

if (!args.title && !args['dry-run']) {
  const machine = machineLine();
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results/slots-rtp.json'),
    `${JSON.stringify({ machine, roundsPerTitle: rounds, seed, workers: WORKERS, seconds, titles: reports }, null, 2)}\n`,
  );
  writeRtpPercents(reports);
  const docPath = path.join(root, 'docs/performance.md');
  const doc = readFileSync(docPath, 'utf8');
  const heading = '## Slot titles: RTP, hit frequency, volatility (studio)';
  const at = doc.indexOf(heading);
  const before = at >= 0 ? doc.slice(0, at) : `${doc.trimEnd()}\n\n`;
  const next = at >= 0 ? doc.indexOf('\n## ', at + heading.length) : -1;
  const after = next >= 0 ? doc.slice(next) : '';
  const section = markdownSection(heading, reports, { machine, rounds, seconds, seed });
  writeFileSync(docPath, `${before}${section}${after}`);
  console.log('wrote bench/results/slots-rtp.json, rtpPercent of each title, docs/performance.md');
}

/** Replaces `rtpPercent: …` in each title's file with the measured value. */
function writeRtpPercents(list: readonly TitleReport[]): void {
  const dir = path.join(root, 'apps/studio/src/games/slots/titles');
  for (const file of readdirSync(dir)) {
    const report = list.find((r) => file.startsWith(`${r.code.toLowerCase()}-`));
    if (!report || file.endsWith('.test.ts')) continue;
    const full = path.join(dir, file);
    const text = readFileSync(full, 'utf8');
    writeFileSync(
      full,
      text.replace(/rtpPercent: [\d.]+/, `rtpPercent: ${Number(report.rtpPercent.toFixed(2))}`),
    );
  }
}
