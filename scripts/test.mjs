// `npm test`: typecheck, lint, unit, web, API and browser tests; prints one closing
// "N passed, N failed" line over all of them and exits non-zero on any failure.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { failures } from './failures.mjs';

const outDir = '.test-data/results';
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const totals = { passed: 0, failed: 0 };
const lines = [];

/**
 * Runs one command with its output collected; resolves when it ends. `background` runs it at a lower
 * CPU priority (nice 10): the static checks have no clocks to miss, the tests and builds do.
 */
function run(cmd, args, env = {}, background = false) {
  return new Promise((resolve) => {
    const [file, argv] = background ? ['nice', ['-n', '10', cmd, ...args]] : [cmd, args];
    const child = spawn(file, argv, { env: { ...process.env, ...env } });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('close', (code) => resolve({ code, out: Buffer.concat(out) }));
  });
}

/** Runs one check (a type check, the format check, lint, a build), printing its output when it ends. */
async function check(name, cmd, args, background = false) {
  const { code, out } = await run(cmd, args, {}, background);
  console.log(`\n== ${name}: ${cmd} ${args.join(' ')}`);
  process.stdout.write(out);
  totals[code === 0 ? 'passed' : 'failed']++;
  lines.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${name}`);
  return code === 0;
}

/** Runs vitest projects with a JSON report, printing its output when it ends; counts every test. */
async function vitest(name, projects) {
  const file = `${outDir}/${name}.json`;
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  const { code, out } = await run('npx', args, { VITEST_JSON: file });
  console.log(`\n== ${name}: npx ${args.join(' ')}`);
  process.stdout.write(out);
  if (!existsSync(file)) {
    totals.failed++;
    lines.push(`FAIL ${name} (no report, exit ${code})`);
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
  const broken = code !== 0 && failed === 0 ? 1 : 0;
  totals.passed += passed;
  totals.failed += failed + broken;
  lines.push(
    `${failed + broken ? 'FAIL' : 'ok  '} ${name}: ${passed} passed, ${failed + broken} failed`,
    ...failures(file),
  );
}

// The order (docs/decisions/0066): the two builds and the static checks start at once; the browser
// journeys start as soon as both builds are done (their chain is the longest: about eight minutes,
// mostly waiting on the browser); the unit, site and back-office tests and the API tests start side by
// side once the checks are done. The checks only burn CPU, so they run at a lower priority than the
// builds and the journeys; the tests are not started beside them, so no test runs on a machine busier
// than the journeys, one test process and the PostgreSQL pass of .ci/run make it.
const builds = Promise.all([
  check('build site', 'npm', ['run', 'build', '-w', '@monsoon/web']),
  check('build back office', 'npm', ['run', 'build', '-w', '@monsoon/admin']),
]);
const checks = Promise.all([
  check('typecheck', 'node', ['scripts/typecheck.mjs'], true),
  check('format', 'npx', ['prettier', '--check', '.'], true),
  check('lint', 'npx', ['eslint', '.'], true),
]);
await Promise.all([
  builds.then(([siteBuilt, adminBuilt]) =>
    siteBuilt && adminBuilt
      ? vitest('e2e', ['e2e'])
      : (totals.failed++, lines.push('FAIL e2e (site or back office did not build)')),
  ),
  checks.then(() =>
    Promise.all([
      vitest('unit-web', ['unit', 'studio', 'paygate', 'web', 'admin']),
      vitest('api', ['api']),
    ]),
  ),
]);

writeFileSync(`${outDir}/summary.json`, JSON.stringify(totals));
console.log(`\n${lines.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
