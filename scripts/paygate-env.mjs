// The sandbox payment provider's part of `npm start`: the merchant secret the paygate and the server
// share (PAYGATE_SECRET from the environment, else one generated once into .data/paygate.secret and
// reused on every start) and the sandbox control API, on by default for the demo (it IS a sandbox).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Variables to add under the environment's own (the environment wins). */
export function paygateEnv(root, env = process.env) {
  const added = { PAYGATE_SANDBOX_CONTROLS: 'true' };
  if (env.PAYGATE_SECRET) return added;
  const file = path.join(root, '.data', 'paygate.secret');
  let secret = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (secret.length < 16) {
    secret = randomBytes(32).toString('hex');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  }
  return { ...added, PAYGATE_SECRET: secret };
}
