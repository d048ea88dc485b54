/**
 * Lighthouse 12 against the home page served by a started server, against the budget "site home, first
 * load: Lighthouse mobile performance at least 95" (architecture.md §9).
 *
 * Default Lighthouse config (mobile form factor, simulated slow-4G throttling, 4x CPU slowdown);
 * categories performance, accessibility, best-practices, seo. Each run gets a freshly launched Chromium
 * (/usr/bin/chromium, fresh profile, remote-debugging port on loopback). The median run (by performance
 * score, then LCP) is written as a JSON report under /tmp, never into the repository.
 *
 * Usage: npx tsx bench/lighthouse.ts [--runs 3] [--url http://127.0.0.1:8080/] [--out /tmp/monsoon-lighthouse.json] [--gzip-proxy]
 *   --url         audits an already running server instead of starting one on a fresh PGlite folder
 *   --gzip-proxy  what-if: puts a loopback gzip proxy (level 6) in front of the started server, to show what
 *                 response compression alone would change; not the budget figure
 */
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import type { Result, RunnerResult } from 'lighthouse';
import { startGzipProxy } from './lib/gzip-proxy.ts';
import { launchDebuggableChromium, type DebuggableChromium } from './lib/chromium.ts';
import {
  benchTmpDir,
  root,
  snapshotDist,
  startReadyServer,
  stopOnSignal,
  type BenchServer,
} from './lib/server.ts';
import { machineLine, median, table } from './lib/stats.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    url: { type: 'string' },
    out: { type: 'string' },
    'gzip-proxy': { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Math.min(15, Number.parseInt(args.runs, 10) || 3));
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const metrics = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'Speed Index', 'ms'],
  ['interactive', 'TTI', 'ms'],
] as const;

const out =
  args.out ??
  path.join(
    os.tmpdir(),
    args['gzip-proxy']
      ? 'monsoon-lighthouse-gzip-proxy-median.json'
      : 'monsoon-lighthouse-median.json',
  );
if (path.resolve(out).startsWith(root))
  throw new Error('--out must be outside the repository (use /tmp)');

interface RunSummary {
  scores: Record<string, number>;
  metrics: Record<string, number>;
  result: RunnerResult;
}

const score = (lhr: Result, cat: string): number =>
  Math.round((lhr.categories[cat]?.score ?? Number.NaN) * 100);
const metric = (lhr: Result, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
const fmt = (v: number, unit: string): string =>
  unit === 'ms' ? `${(v / 1000).toFixed(2)} s` : v.toFixed(3);

const live: BenchServer[] = [];
const browsers: DebuggableChromium[] = [];
stopOnSignal(() => {
  for (const b of browsers) void b.close();
  return live;
});

async function runOnce(url: string): Promise<RunSummary> {
  const chrome = await launchDebuggableChromium();
  browsers.push(chrome);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error('lighthouse returned no result');
    const lhr = result.lhr;
    if (lhr.runtimeError)
      throw new Error(
        `lighthouse runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    return {
      scores: Object.fromEntries(categories.map((c) => [c, score(lhr, c)])),
      metrics: Object.fromEntries(metrics.map(([id]) => [id, metric(lhr, id)])),
      result,
    };
  } finally {
    await chrome.close();
    browsers.splice(browsers.indexOf(chrome), 1);
  }
}

async function main(): Promise<void> {
  console.log(machineLine());
  let url = args.url;
  const tmp = benchTmpDir('monsoon-bench-lh-db-');
  const summaries: RunSummary[] = [];
  let proxy: { url: string; close(): Promise<void> } | undefined;
  try {
    if (!url) {
      const dist = snapshotDist(tmp);
      const server = await startReadyServer({
        PGLITE_DIR: path.join(tmp, 'pglite'),
        WEB_DIST: dist,
      });
      live.push(server);
      url = `${server.url}/`;
      if (args['gzip-proxy']) {
        proxy = await startGzipProxy(server.port);
        url = `${proxy.url}/`;
        console.log(
          `WHAT-IF run: the site through a loopback gzip proxy (${url}); not the budget figure`,
        );
      }
    }
    // Warm the server (first requests compile routes, open files); Lighthouse clears the browser cache itself.
    const html = await (await fetch(url)).text();
    for (const m of html.matchAll(/(?:src|href)="(\/[^"]+)"/g))
      if (m[1]) await (await fetch(new URL(m[1], url))).arrayBuffer();

    // A run that fails (Lighthouse runtime error such as NO_FCP) is reported and retried, at most `runs` times in all.
    let failures = 0;
    while (summaries.length < runs) {
      let s: RunSummary;
      try {
        s = await runOnce(url);
      } catch (err) {
        failures++;
        console.log(
          `run failed (${failures}): ${err instanceof Error ? err.message : String(err)}`,
        );
        const srv = live[0];
        if (srv) {
          const alive = srv.child.exitCode === null && srv.child.signalCode === null;
          const home = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
            (r) => `${r.status}`,
            (e: unknown) => String(e),
          );
          console.log(
            `  server ${alive ? 'running' : `exited (${srv.child.exitCode ?? srv.child.signalCode})`}; GET ${url} → ${home}; last output:\n${srv.output().slice(-1500)}`,
          );
        }
        if (failures >= runs) throw new Error(`${failures} Lighthouse runs failed`, { cause: err });
        continue;
      }
      summaries.push(s);
      console.log(
        `run ${summaries.length}/${runs}: ` +
          categories.map((c) => `${c} ${s.scores[c]}`).join(', ') +
          ' | ' +
          metrics
            .map(([id, name, unit]) => `${name} ${fmt(s.metrics[id] ?? Number.NaN, unit)}`)
            .join(', '),
      );
    }
  } finally {
    await proxy?.close();
    for (const srv of live) await srv.stop();
    rmSync(tmp, { recursive: true, force: true });
  }

  const sorted = [...summaries].sort(
    (a, b) =>
      (a.scores.performance ?? 0) - (b.scores.performance ?? 0) ||
      (b.metrics['largest-contentful-paint'] ?? 0) - (a.metrics['largest-contentful-paint'] ?? 0),
  );
  const mid = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!mid) throw new Error('no Lighthouse run succeeded');
  const lhr = mid.result.lhr;

  console.log(
    `\nLighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor} form factor, ${lhr.configSettings.throttlingMethod} throttling, ${url}, ${runs} runs` +
      `${proxy ? ' (WHAT-IF: through the gzip proxy)' : ''}; Lighthouse benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)} (CPU speed seen by Lighthouse)\n`,
  );
  console.log(
    table(
      ['', 'median run', 'median of each', 'min', 'max'],
      [
        ...categories.map((c) => {
          const xs = summaries.map((s) => s.scores[c] ?? Number.NaN);
          return [
            c,
            String(mid.scores[c]),
            String(median(xs)),
            String(Math.min(...xs)),
            String(Math.max(...xs)),
          ];
        }),
        ...metrics.map(([id, name, unit]) => {
          const xs = summaries.map((s) => s.metrics[id] ?? Number.NaN);
          return [
            name,
            fmt(mid.metrics[id] ?? Number.NaN, unit),
            fmt(median(xs), unit),
            fmt(Math.min(...xs), unit),
            fmt(Math.max(...xs), unit),
          ];
        }),
      ],
    ),
  );
  const perf = mid.scores.performance ?? 0;
  console.log(
    proxy
      ? `\nwhat-if (gzip proxy): median performance ${perf}; the budget figure is the run without --gzip-proxy`
      : `\nbudget "Lighthouse mobile performance at least 95": ${perf >= 95 ? 'met' : 'MISSED'} (median run ${perf})`,
  );

  // What the median run says costs time: opportunities and failing diagnostics of the performance category.
  const perfRefs = lhr.categories.performance?.auditRefs ?? [];
  const findings = perfRefs
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (a): a is NonNullable<typeof a> =>
        a !== undefined &&
        a.score !== null &&
        a.score < 0.9 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'notApplicable',
    )
    .map((a) => [a.id, a.displayValue ?? '', a.score === null ? '' : String(a.score)]);
  if (findings.length) {
    console.log('\nperformance audits scoring under 0.9 in the median run:\n');
    console.log(table(['audit', 'value', 'score'], findings));
  }
  const lcpEl = lhr.audits['largest-contentful-paint-element']?.details;
  if (lcpEl) console.log(`\nLCP element details: ${JSON.stringify(lcpEl).slice(0, 600)}`);
  console.log(`\nat the end: ${machineLine()}`);
  const report = mid.result.report;
  writeFileSync(out, Array.isArray(report) ? (report[0] ?? '') : report);
  console.log(`\nJSON report of the median run: ${out}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
