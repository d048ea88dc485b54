// The studio vendor's wallet secret for `npm start` (decision 0034): generated once, kept in
// .data/studio-wallet-secret (not in git), and handed to the server, the studio and any later process
// npm start runs, so that no process of a default start trusts the well-known demo secret.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The environment entries that give every process the same secret: none when the environment already
 * names one (STUDIO_WALLET_SECRET) or asks for the demo's (ENABLE_DEMO_WALLET_SECRET=true).
 */
export function walletSecretEnv(root, env = process.env) {
  if (env.STUDIO_WALLET_SECRET || env.ENABLE_DEMO_WALLET_SECRET === 'true') return {};
  const file = path.join(root, '.data', 'studio-wallet-secret');
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx': of two starts racing, one writes and both read the same value.
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if (err?.code !== 'EEXIST') throw err;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(secret))
    throw new Error(`${file} holds no generated secret: delete it and start again`);
  return { STUDIO_WALLET_SECRET: secret };
}
