// Type-checks every workspace project; exits non-zero on the first project with errors.
import { spawn } from 'node:child_process';

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
// Two projects at a time: each tsc is single-threaded and the machine has at least two cores.
const parallel = 2;
let failed = false;
let next = 0;
async function worker() {
  while (next < projects.length) {
    const project = projects[next++];
    const { code, out } = await new Promise((resolve) => {
      const child = spawn('npx', ['tsc', '-p', project, '--noEmit']);
      const chunks = [];
      child.stdout.on('data', (d) => chunks.push(d));
      child.stderr.on('data', (d) => chunks.push(d));
      child.on('close', (c) => resolve({ code: c, out: Buffer.concat(chunks) }));
    });
    process.stdout.write(out);
    if (code !== 0) {
      failed = true;
      console.log(`typecheck: ${project} has errors`);
    }
  }
}
await Promise.all(Array.from({ length: parallel }, worker));
process.exit(failed ? 1 : 0);
