import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameList, newGameVendor } from '@monsoon/contracts/catalogue';
import { launchValueSchema } from '@monsoon/contracts/game';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import { demoMerchant, loginAs } from '@/test/factories.ts';
import { deadUrl, registerAndSync, syncVendor } from '@/test/catalogue-vendor.ts';
import { DEMO_VENDOR } from '@/test/vendor.ts';

/**
 * The sync against our real studio process (apps/studio, started with tsx like `npm start` does): its
 * signed, multi-brand `GET /games` becomes the demo merchant's catalogue, and its games launch there.
 */
const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const SECRET = 'studio-sync-secret';
let studio: ChildProcess;
let studioUrl = '';
let dataDir = '';
let t: TestApp;

beforeAll(async () => {
  const port = Number(new URL(await deadUrl()).port);
  studioUrl = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'monsoon-studio-sync-'));
  studio = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: path.join(root, 'apps/studio'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      STUDIO_PORT: String(port),
      STUDIO_HOST: '127.0.0.1',
      STUDIO_PUBLIC_URL: studioUrl,
      STUDIO_SERVER_URL: 'http://127.0.0.1:9',
      STUDIO_WALLET_SECRET: SECRET,
      STUDIO_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  t = await createTestApp();
  for (let i = 0; ; i++) {
    if (studio.exitCode !== null) throw new Error(`studio exited with ${studio.exitCode}`);
    if (
      await fetch(`${studioUrl}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 300) throw new Error('studio did not start in 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
});
afterAll(async () => {
  await t.close();
  if (studio.exitCode === null) {
    const exited = new Promise((r) => studio.once('exit', r));
    studio.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (studio.exitCode === null) studio.kill('SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('sync with the real studio', () => {
  it('takes its brands and games into the demo merchant’s catalogue; launches reach the studio', async () => {
    const demo = await demoMerchant(t.database);
    const first = await registerAndSync(t.app, t.database, {
      merchantId: demo.id,
      code: DEMO_VENDOR,
      secret: SECRET,
      url: studioUrl,
    });
    expect(first).toMatchObject({
      status: 'changed',
      games: { added: expect.any(Number), changed: 0, removed: 0 },
    });
    expect(await syncVendor(t.app, t.database, demo.id, DEMO_VENDOR)).toMatchObject({
      status: 'unchanged',
    });

    const { data } = await wire(t.app).ok(
      newGameVendor.value,
      'GET',
      '/wps/relay/GCSGAME_newGameVendor?language=EN',
    );
    const rng = data.lanes.find((l) => l.title === 'RNG');
    expect(rng?.cards.length).toBeGreaterThan(1);
    expect(rng?.cards.map((c) => c.vassalage)).toContain('MONSOON');
    const monsoon = await wire(t.app).ok(
      gameList.value,
      'GET',
      '/wps/relay/GCSGAME_gameList?vassalage=MONSOON&language=EN&pageSize=100',
    );
    expect(monsoon.games.find((g) => g.gameId === 'MS001')).toMatchObject({
      gameName: 'Monsoon Riches',
      vassalage: 'MONSOON',
    });
    // Every brand of the studio launches through the one MONSOON registration.
    const { rows } = await t.database.query(
      `select distinct v.code from catalogue_brands b join vendors v on v.id = b.vendor_id where b.merchant_id = $1 and b.removed_at is null`,
      [demo.id],
    );
    expect(rows).toEqual([{ code: DEMO_VENDOR }]);

    // The e2e journey's launch: player01, vassalage MONSOON, gameId MS001.
    const session = await loginAs(t.app, 'player01', 'Player123');
    const real = await wire(t.app).ok(
      launchValueSchema,
      'GET',
      '/wps/game/launchGame?vassalage=MONSOON&gameId=MS001&launchMode=GLS&language=EN',
      {
        token: session.token,
      },
    );
    expect(real.gameUrl.startsWith(`${studioUrl}/play/MS001?`)).toBe(true);
    // A game of another studio brand, as a visitor's demo.
    const other = rng?.cards.find((c) => c.vassalage !== 'MONSOON');
    const list = await wire(t.app).ok(
      gameList.value,
      'GET',
      `/wps/relay/GCSGAME_gameList?vassalage=${other?.vassalage}&pageSize=1`,
    );
    const game = list.games[0];
    const demoPlay = await wire(t.app).ok(
      launchValueSchema,
      'GET',
      `/wps/relay/GCS_gameTrialLaunch?nodeId=${game?.nodeId}`,
    );
    expect(
      demoPlay.gameUrl.startsWith(`${studioUrl}/play/${encodeURIComponent(game?.gameId ?? '')}?`),
    ).toBe(true);
  });
});
