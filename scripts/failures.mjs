// Lists the failed tests of a vitest JSON report, one line each ("  ✗ file > test"), so the end of a
// long run names what failed. Usage: node scripts/failures.mjs <report.json>...
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** The failed tests of one report, as printable lines. */
export function failures(file) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const out = [];
  for (const suite of report.testResults ?? []) {
    const name = relative(process.cwd(), suite.name ?? '');
    const failed = (suite.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) out.push(`  ✗ ${name} > ${a.fullName ?? a.title}`);
    if (failed.length === 0 && suite.status === 'failed') {
      out.push(`  ✗ ${name} (${String(suite.message ?? 'did not load').split('\n')[0]})`);
    }
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of process.argv.slice(2)) for (const line of failures(file)) console.log(line);
}
