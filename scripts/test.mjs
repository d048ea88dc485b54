// `npm test`: typecheck, lint, unit, web, API and browser tests; prints one closing
// "N passed, N failed" line over all of them and exits non-zero on any failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const outDir = '.test-data/results';
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const totals = { passed: 0, failed: 0 };
const lines = [];

/**
 * Runs several checks at once (each one process, mostly single-threaded: type checks, lint, builds),
 * printing each one's output when it ends, in the given order; counts each as one check.
 */
async function together(checks) {
  const runs = checks.map(
    ([name, cmd, args]) =>
      new Promise((resolve) => {
        const child = spawn(cmd, args, { env: process.env });
        const out = [];
        child.stdout.on('data', (d) => out.push(d));
        child.stderr.on('data', (d) => out.push(d));
        child.on('close', (code) => resolve({ name, cmd, args, ok: code === 0, out }));
      }),
  );
  const results = [];
  for (const run of runs) {
    const r = await run;
    console.log(`\n== ${r.name}: ${r.cmd} ${r.args.join(' ')}`);
    process.stdout.write(Buffer.concat(r.out));
    totals[r.ok ? 'passed' : 'failed']++;
    lines.push(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}`);
    results.push(r.ok);
  }
  return results;
}

/** Runs vitest projects with a JSON report; counts every test. */
function vitest(name, projects, env = {}) {
  const file = `${outDir}/${name}.json`;
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  console.log(`\n== ${name}: npx ${args.join(' ')}`);
  const run = spawnSync('npx', args, {
    stdio: 'inherit',
    env: { ...process.env, VITEST_JSON: file, ...env },
  });
  if (!existsSync(file)) {
    totals.failed++;
    lines.push(`FAIL ${name} (no report, exit ${run.status})`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const passed = report.numPassedTests ?? 0;
  // Suites that fail to load count as failures even when no test inside them ran.
  const failed =
    (report.numFailedTests ?? 0) +
    (report.numFailedTestSuites ?? 0) +
    (report.numPendingTests ?? 0) +
    (report.numTodoTests ?? 0);
  const broken = run.status !== 0 && failed === 0 ? 1 : 0;
  totals.passed += passed;
  totals.failed += failed + broken;
  lines.push(
    `${failed + broken ? 'FAIL' : 'ok  '} ${name}: ${passed} passed, ${failed + broken} failed`,
  );
}

await together([
  ['typecheck', 'node', ['scripts/typecheck.mjs']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['lint', 'npx', ['eslint', '.']],
]);
vitest('unit-web-api', ['unit', 'studio', 'paygate', 'web', 'admin', 'api']);
const [siteBuilt, adminBuilt] = await together([
  ['build site', 'npm', ['run', 'build', '-w', '@monsoon/web']],
  ['build back office', 'npm', ['run', 'build', '-w', '@monsoon/admin']],
]);
if (siteBuilt && adminBuilt) vitest('e2e', ['e2e']);
else {
  totals.failed++;
  lines.push('FAIL e2e (site or back office did not build)');
}

writeFileSync(`${outDir}/summary.json`, JSON.stringify(totals));
console.log(`\n${lines.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
