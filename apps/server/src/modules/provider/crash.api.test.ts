import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedHeaders } from '@monsoon/contracts/provider/signature';
import { walletAnswer, type WalletAnswer } from '@monsoon/contracts/provider/wallet';
import { openDatabase } from '@/db/client.ts';
import { checkLedger } from '@/modules/wallet/ledger.check.ts';
import { copyTemplateDatabase, freePort, stopProcess } from '@/test/server-process.ts';
import { fixtureFeed, startFixtureVendor, type FixtureVendor } from '@/test/catalogue-vendor.ts';

/**
 * design/money.md §7.10: kill -9 of a real server process in the middle of vendor traffic; the
 * clients retry every call with the same ids against the restarted server → every acknowledged
 * operation is applied exactly once and the ledger replays cleanly.
 */
const serverDir = fileURLToPath(new URL('../../..', import.meta.url));
const SECRET = 'crash-test-secret';

let vendor: FixtureVendor;
let vendorUrl = '';
let dataDir = '';
let databaseUrl: string | null = null;
let copy: { url: string; drop(): Promise<void> } | null = null;
let port = 0;
let server: ChildProcess | null = null;

async function startServer(): Promise<void> {
  // node itself (not the tsx wrapper, which would leave its child running when killed).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'development',
      LOG_LEVEL: 'error',
      RUN_JOBS: 'false',
      STUDIO_URL: vendorUrl,
      STUDIO_WALLET_SECRET: SECRET,
      ...(databaseUrl
        ? { DATABASE_URL: databaseUrl }
        : { PGLITE_DIR: path.join(dataDir, 'pglite') }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  server = child;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited (${child.exitCode ?? child.signalCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server not ready in 90 s');
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function killServer(): Promise<void> {
  if (server) await stopProcess(server, 'SIGKILL');
}

const base = () => `http://127.0.0.1:${port}`;

/** Waits until the start-up sync has taken the vendor's catalogue (MS001 listed). */
async function catalogueSynced(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const res = await fetch(`${base()}/wps/relay/GCSGAME_gameList?vassalage=MONSOON`).catch(
      () => null,
    );
    const body = (await res?.json().catch(() => null)) as {
      value?: { games?: { gameId: string }[] };
    } | null;
    if (body?.value?.games?.some((g) => g.gameId === 'MS001')) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the start-up sync did not list MS001');
}

async function walletCall(action: string, body: object): Promise<WalletAnswer> {
  const raw = JSON.stringify(body);
  const res = await fetch(`${base()}/provider/v1/MONSOON/${action}`, {
    method: 'POST',
    headers: signedHeaders(SECRET, raw),
    body: raw,
    signal: AbortSignal.timeout(10_000),
  });
  return walletAnswer.parse(await res.json());
}

async function login(username: string): Promise<string> {
  const res = await fetch(`${base()}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Player123', type: 'username', captcha: null }),
  });
  const body = (await res.json()) as { value: { token: string } };
  return body.value.token;
}

async function launchToken(session: string): Promise<string> {
  const res = await fetch(
    `${base()}/wps/game/launchGame?gameId=MS001&vassalage=MONSOON&launchMode=GLS&accountType=1`,
    {
      headers: { authorization: session },
    },
  );
  const body = (await res.json()) as { value: { gameUrl: string } };
  const token = new URL(body.value.gameUrl).searchParams.get('token');
  if (!token) throw new Error('no launch token');
  return token;
}

async function balanceOf(session: string): Promise<number> {
  const res = await fetch(`${base()}/wps/v2/wallets/balance?typeId=0`, {
    headers: { authorization: session },
  });
  const body = (await res.json()) as { value: { sumBalance: number } };
  return body.value.sumBalance;
}

beforeAll(async () => {
  // A real vendor: its catalogue at the signed GET /games (the server syncs it at start-up) and signed launches.
  vendor = await startFixtureVendor(SECRET, fixtureFeed());
  vendorUrl = vendor.url;
  port = await freePort();
  const testUrl = process.env.TEST_DATABASE_URL;
  if (testUrl) {
    copy = await copyTemplateDatabase(testUrl, 'monsoon_crash_');
    databaseUrl = copy.url;
  } else {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'monsoon-crash-'));
  }
  await startServer();
  await catalogueSynced();
}, 120_000);

afterAll(async () => {
  await killServer();
  await vendor.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await copy?.drop();
});

interface Round {
  player: string;
  token: string;
  roundId: string;
  bet: number;
  win: number;
  /** The answers acknowledged before the crash. */
  acked: { bet?: WalletAnswer; win?: WalletAnswer };
}

describe('kill -9 mid-load', () => {
  it('applies every acknowledged operation exactly once after a restart with retries', async () => {
    const players = ['player01', 'player02'];
    const sessions = await Promise.all(players.map(login));
    const tokens = await Promise.all(sessions.map(launchToken));
    const authed = await Promise.all(tokens.map((token) => walletCall('authenticate', { token })));
    const playerIds = authed.map((a) => a.playerId ?? '');
    const opening = await Promise.all(sessions.map(balanceOf));

    const rounds: Round[] = [];
    let stop = false;
    const client = async (c: number) => {
      const p = c % players.length;
      for (let i = 0; !stop; i++) {
        const round: Round = {
          player: playerIds[p] ?? '',
          token: tokens[p] ?? '',
          roundId: `c${c}-r${i}`,
          bet: 100 + ((c * 7 + i) % 5) * 50,
          win: i % 3 === 0 ? 400 : 0,
          acked: {},
        };
        rounds.push(round);
        try {
          round.acked.bet = await walletCall('bet', betBody(round));
          if (round.acked.bet.status !== 'OK') continue;
          round.acked.win = await walletCall('win', winBody(round));
        } catch {
          return; // the server died under us: this client stops; its calls are retried below
        }
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, c) => client(c)));
    await new Promise((r) => setTimeout(r, 1_500));
    await killServer();
    stop = true;
    await load;
    expect(rounds.some((r) => r.acked.bet?.status === 'OK')).toBe(true);

    await startServer();
    // Every call is retried with the same ids; acknowledged ones must replay their first answer.
    const applied = new Map<string, number>();
    for (const round of rounds) {
      const bet = await walletCall('bet', betBody(round));
      if (round.acked.bet) expect(bet).toEqual(round.acked.bet);
      if (bet.status !== 'OK') continue;
      const win = await walletCall('win', winBody(round));
      if (round.acked.win) expect(win).toEqual(round.acked.win);
      expect(win.status).toBe('OK');
      applied.set(round.player, (applied.get(round.player) ?? 0) - round.bet + round.win);
    }
    const after = await Promise.all(players.map(login));
    for (const [i, session] of after.entries()) {
      const delta = applied.get(playerIds[i] ?? '') ?? 0;
      expect(Math.round((await balanceOf(session)) * 100)).toBe(
        Math.round((opening[i] ?? 0) * 100) + delta,
      );
    }

    await killServer();
    const database = await openDatabase(
      databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dataDir, 'pglite') },
    );
    try {
      const report = await checkLedger(database.db);
      expect(report.problems).toEqual([]);
      const { rows } = await database.query(
        `select tx_id, count(*)::int as n from vendor_tx group by tx_id having count(*) > 1`,
      );
      expect(rows).toEqual([]);
    } finally {
      await database.close();
    }
  }, 240_000);
});

const betBody = (r: Round) => ({
  transactionId: `${r.roundId}-B`,
  roundId: r.roundId,
  playerId: r.player,
  token: r.token,
  gameCode: 'MS001',
  amount: r.bet,
});
const winBody = (r: Round) => ({
  transactionId: `${r.roundId}-W`,
  roundId: r.roundId,
  playerId: r.player,
  gameCode: 'MS001',
  amount: r.win,
  roundFinished: true,
});
