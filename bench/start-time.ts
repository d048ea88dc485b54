/**
 * Start-up time of the server: from spawning `tsx src/main.ts` (what `npm start` runs) to the first
 * 200 from both /readyz and /wps/system/status.
 *
 *   (a) a freshly created, empty PGlite folder (migrations + demo seed),
 *   (b) an already seeded PGlite folder — the budget case "npm start on a seeded database: serving in under 10 s",
 *   (c) PostgreSQL (DATABASE_URL) on a fresh database created and dropped by this script, first start and seeded,
 *       when PostgreSQL answers at BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432).
 *
 * Usage: npx tsx bench/start-time.ts [--runs 5] [--no-postgres] [--json /tmp/start-time.json]
 */
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  benchTmpDir,
  spawnServer,
  stopOnSignal,
  waitFor200,
  type BenchServer,
} from './lib/server.ts';
import { machineLine, seconds, summarize, type Summary, table } from './lib/stats.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'no-postgres': { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
const runs = Math.max(1, Math.min(50, Number.parseInt(args.runs, 10) || 5));
const budgetMs = 10_000;
const paths = ['/readyz', '/wps/system/status'] as const;

interface Run {
  /** spawn → both endpoints answered 200 */
  readyMs: number;
  readyzMs: number;
  statusMs: number;
  /** spawn → the "Monsoon serving at" log line */
  servingLogMs: number | undefined;
  /** the server's own figure: start of main() → listening */
  selfMs: number | undefined;
}

const live: BenchServer[] = [];
stopOnSignal(() => live);

async function timeOneStart(env: Record<string, string>): Promise<Run> {
  const { server, spawnedAt } = await spawnServer({ env });
  live.push(server);
  try {
    const first = await waitFor200(server, spawnedAt, paths, 180_000, 10);
    const readyzMs = first.get('/readyz')!;
    const statusMs = first.get('/wps/system/status')!;
    return {
      readyMs: Math.max(readyzMs, statusMs),
      readyzMs,
      statusMs,
      servingLogMs: server.servingLogAt(),
      selfMs: server.selfReportedMs(),
    };
  } finally {
    await server.stop();
    live.splice(live.indexOf(server), 1);
  }
}

interface CaseResult {
  name: string;
  runs: Run[];
  ready: Summary;
  servingLog: Summary;
  self: Summary;
}

function summarizeCase(name: string, list: Run[]): CaseResult {
  const defined = (xs: (number | undefined)[]) => xs.filter((x): x is number => x !== undefined);
  return {
    name,
    runs: list,
    ready: summarize(list.map((r) => r.readyMs)),
    servingLog: summarize(defined(list.map((r) => r.servingLogMs))),
    self: summarize(defined(list.map((r) => r.selfMs))),
  };
}

function log(name: string, i: number, r: Run): void {
  console.log(
    `  ${name} run ${i + 1}/${runs}: ready ${seconds(r.readyMs)} (readyz ${seconds(r.readyzMs)}, system/status ${seconds(r.statusMs)}, ` +
      `"serving" log ${seconds(r.servingLogMs ?? Number.NaN)}, server's own ms ${r.selfMs ?? '–'})`,
  );
}

// --- PostgreSQL helpers (psql on the command line; the bench workspace has no pg driver) ---
const pgBase = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(
  /\/+$/,
  '',
);
const psql = (sql: string): { ok: boolean; out: string } => {
  const res = spawnSync(
    'psql',
    ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', `${pgBase}/postgres`, '-c', sql],
    {
      encoding: 'utf8',
      timeout: 30_000,
      env: { ...process.env, PGCONNECT_TIMEOUT: '3' },
    },
  );
  return {
    ok: res.status === 0,
    out: `${res.stdout ?? ''}${res.stderr ?? ''}${res.error ? String(res.error) : ''}`,
  };
};
const createDb = (name: string) => {
  const r = psql(`CREATE DATABASE "${name}"`);
  if (!r.ok) throw new Error(`CREATE DATABASE ${name} failed: ${r.out}`);
};
const dropDb = (name: string) => {
  const r = psql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  if (!r.ok) console.error(`  warning: DROP DATABASE ${name} failed: ${r.out}`);
};

async function main(): Promise<void> {
  const results: CaseResult[] = [];
  console.log(machineLine());
  console.log(
    `start-time: ${runs} runs per case; budget: seeded start serving in under ${seconds(budgetMs)}`,
  );

  // (a) fresh PGlite folders; the last one is kept as the seeded folder of (b).
  const tmp = benchTmpDir('monsoon-bench-start-');
  try {
    const fresh: Run[] = [];
    let seededDir = '';
    for (let i = 0; i < runs; i++) {
      const dir = path.join(tmp, `fresh-${i}`, 'pglite');
      const r = await timeOneStart({ PGLITE_DIR: dir });
      log('(a) PGlite, empty folder', i, r);
      fresh.push(r);
      if (seededDir) rmSync(path.dirname(seededDir), { recursive: true, force: true });
      seededDir = dir;
    }
    results.push(summarizeCase('(a) PGlite, empty folder (migrate + seed)', fresh));

    // (b) the seeded folder, restarted.
    const seeded: Run[] = [];
    for (let i = 0; i < runs; i++) {
      const r = await timeOneStart({ PGLITE_DIR: seededDir });
      log('(b) PGlite, seeded folder', i, r);
      seeded.push(r);
    }
    results.push(summarizeCase('(b) PGlite, seeded folder (budget case)', seeded));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }

  // (c) PostgreSQL.
  if (args['no-postgres']) {
    console.log('(c) PostgreSQL: skipped (--no-postgres)');
  } else if (!psql('select 1').ok) {
    console.log(`(c) PostgreSQL: not reachable at ${pgBase}; skipped`);
  } else {
    const tag = `${process.pid}_${Date.now()}`;
    const fresh: Run[] = [];
    for (let i = 0; i < runs; i++) {
      const name = `monsoon_bench_start_${tag}_${i}`;
      createDb(name);
      try {
        const r = await timeOneStart({ DATABASE_URL: `${pgBase}/${name}` });
        log('(c) PostgreSQL, empty database', i, r);
        fresh.push(r);
      } finally {
        dropDb(name);
      }
    }
    results.push(summarizeCase('(c) PostgreSQL, empty database (migrate + seed)', fresh));

    const name = `monsoon_bench_start_${tag}_seeded`;
    createDb(name);
    try {
      const url = `${pgBase}/${name}`;
      await timeOneStart({ DATABASE_URL: url }); // seeds; not counted
      const seeded: Run[] = [];
      for (let i = 0; i < runs; i++) {
        const r = await timeOneStart({ DATABASE_URL: url });
        log('(c) PostgreSQL, seeded database', i, r);
        seeded.push(r);
      }
      results.push(summarizeCase('(c) PostgreSQL, seeded database', seeded));
    } finally {
      dropDb(name);
    }
  }

  console.log(
    '\nspawn → first 200 from both /readyz and /wps/system/status (min / median / max):\n',
  );
  console.log(
    table(
      [
        'case',
        'runs',
        'min',
        'median',
        'max',
        '"serving" log line, median',
        "server's own ms, median",
      ],
      results.map((c) => [
        c.name,
        String(c.ready.n),
        seconds(c.ready.min),
        seconds(c.ready.median),
        seconds(c.ready.max),
        seconds(c.servingLog.median),
        Number.isFinite(c.self.median) ? `${Math.round(c.self.median)} ms` : '–',
      ]),
    ),
  );
  const budgetCase = results.find((c) => c.name.startsWith('(b)'));
  if (budgetCase) {
    const verdict =
      budgetCase.ready.max < budgetMs
        ? 'met'
        : budgetCase.ready.median < budgetMs
          ? 'met at the median, missed at the max'
          : 'MISSED';
    console.log(
      `\nbudget "npm start on a seeded database: serving in under 10 s": ${verdict} (median ${seconds(budgetCase.ready.median)}, max ${seconds(budgetCase.ready.max)})`,
    );
  }
  console.log(`\nat the end: ${machineLine()}`);
  if (args.json) {
    writeFileSync(
      args.json,
      JSON.stringify({ date: new Date().toISOString(), runs, results }, null, 2),
    );
    console.log(`JSON written to ${args.json}`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  void Promise.all(live.map((s) => s.stop())).finally(() => process.exit(1));
});
