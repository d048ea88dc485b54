// Type-checks every workspace project; exits non-zero on the first project with errors.
import { spawnSync } from 'node:child_process';

const projects = [
  'packages/contracts',
  'packages/i18n',
  'apps/server',
  'apps/studio',
  'apps/paygate',
  'apps/web',
  'apps/admin',
  'e2e',
  'bench',
];
let failed = false;
for (const project of projects) {
  const run = spawnSync('npx', ['tsc', '-p', project, '--noEmit'], { stdio: 'inherit' });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
