// `npm start`: builds the site and the back office when they are missing, then starts the server (site + API) on
// http://127.0.0.1:8080 on the embedded database with the demo merchant, and the studio when present.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { paygateEnv } from './paygate-env.mjs';
import { walletSecretEnv } from './wallet-secret.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.log('Building the site (first start)...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@monsoon/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (!existsSync(path.join(root, 'apps/admin/dist/index.html'))) {
  console.log('Building the back office (first start)...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@monsoon/admin'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// One wallet secret for the server and the studio, one PSP secret for the server and the paygate, each
// generated on the first start (scripts/wallet-secret.mjs, scripts/paygate-env.mjs); the environment wins.
const env = {
  PGLITE_DIR: path.join(root, '.data', 'pglite'),
  ...paygateEnv(root, process.env),
  ...process.env,
  ...walletSecretEnv(root),
};
const children = [
  spawn(tsx, ['src/main.ts'], { cwd: path.join(root, 'apps/server'), env, stdio: 'inherit' }),
];
if (existsSync(path.join(root, 'apps/studio/src/main.ts'))) {
  children.push(
    spawn(tsx, ['src/main.ts'], { cwd: path.join(root, 'apps/studio'), env, stdio: 'inherit' }),
  );
}
// The sandbox payment provider (http://127.0.0.1:8070): hosted payment pages, signed callbacks, payouts.
if (existsSync(path.join(root, 'apps/paygate/src/main.ts'))) {
  children.push(
    spawn(tsx, ['src/main.ts'], { cwd: path.join(root, 'apps/paygate'), env, stdio: 'inherit' }),
  );
}

let exiting = false;
const stop = (signal) => {
  exiting = true;
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    if (!exiting) stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
