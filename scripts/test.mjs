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

/** Runs one command with its output collected; resolves when it ends. */
function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env } });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('close', (code) => resolve({ code, out: Buffer.concat(out) }));
  });
}

/**
 * Runs several checks at once (type checks, format, lint and the two builds are each one mostly
 * single-threaded process), printing each one's output when it ends; counts each as one check.
 */
async function together(checks) {
  return Promise.all(
    checks.map(async ([name, cmd, args]) => {
      const { code, out } = await run(cmd, args);
      console.log(`\n== ${name}: ${cmd} ${args.join(' ')}`);
      process.stdout.write(out);
      totals[code === 0 ? 'passed' : 'failed']++;
      lines.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${name}`);
      return code === 0;
    }),
  );
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

// Two phases, each of processes side by side: the checks and the builds, then the tests. The browser
// journeys spend most of their time waiting on the browser and the server, so they run beside the
// unit, web and API tests instead of after them.
const [, , , siteBuilt, adminBuilt] = await together([
  ['typecheck', 'node', ['scripts/typecheck.mjs']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['lint', 'npx', ['eslint', '.']],
  ['build site', 'npm', ['run', 'build', '-w', '@monsoon/web']],
  ['build back office', 'npm', ['run', 'build', '-w', '@monsoon/admin']],
]);
await Promise.all([
  vitest('unit-web-api', ['unit', 'studio', 'paygate', 'web', 'admin', 'api']),
  siteBuilt && adminBuilt
    ? vitest('e2e', ['e2e'])
    : (totals.failed++, lines.push('FAIL e2e (site or back office did not build)')),
]);

writeFileSync(`${outDir}/summary.json`, JSON.stringify(totals));
console.log(`\n${lines.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
