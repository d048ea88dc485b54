import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/db/client.ts';
import { checkLedger } from '@/modules/wallet/ledger.check.ts';
import { startPaygate, type PaygateProcess } from '@/test/paygate-process.ts';
import {
  copyTemplateDatabase,
  freePort,
  startServerProcess,
  stopProcess,
} from '@/test/server-process.ts';

/**
 * design/money.md §11 and test 15 under a crash: the real sandbox PSP keeps retrying its signed
 * callbacks while the server process is killed with SIGKILL and restarted → every paid order is
 * credited exactly once, each member's balance is what was paid, and the ledger replays cleanly.
 */

let paygate: PaygateProcess;
let dataDir = '';
let databaseUrl: string | null = null;
let copy: { url: string; drop(): Promise<void> } | null = null;
let port = 0;
let server: ChildProcess | null = null;

async function startServer(): Promise<void> {
  server = await startServerProcess({
    port,
    database: databaseUrl ? { url: databaseUrl } : { pgliteDir: path.join(dataDir, 'pglite') },
    env: {
      RUN_JOBS: 'false',
      PAYGATE_URL: paygate.url,
      PAYGATE_ACCOUNT: paygate.accountId,
      PAYGATE_SECRET: paygate.secret,
    },
  });
}

const killServer = async () => {
  if (server) await stopProcess(server, 'SIGKILL');
};
const base = () => `http://127.0.0.1:${port}`;

async function login(username: string): Promise<string> {
  const res = await fetch(`${base()}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Player123', type: 'username', captcha: null }),
  });
  return ((await res.json()) as { value: { token: string } }).value.token;
}

/** The balance in minor units (the answer's decimal read as text, exactly). */
async function balanceOf(session: string): Promise<bigint> {
  const res = await fetch(`${base()}/wps/v2/wallets/balance?typeId=0`, {
    headers: { authorization: session },
  });
  const text = await res.text();
  const match = /"sumBalance":(-?\d+)(?:\.(\d{1,2}))?/.exec(text);
  if (!match) throw new Error(`no balance in ${text}`);
  return BigInt(`${match[1]}${(match[2] ?? '').padEnd(2, '0')}`);
}

async function deposit(session: string, amount: number) {
  const res = await fetch(`${base()}/wps/relay/MCSFE_depositByQRImageUrl`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: session },
    body: JSON.stringify({ amount, bankType: 'PAYID' }),
  });
  const body = (await res.json()) as {
    success: boolean;
    value: { orderNo: string; action: { pageUrl: string } };
  };
  expect(body.success).toBe(true);
  // The hosted page's address ends with the PSP's payment id.
  const txId = body.value.action.pageUrl.split('/').pop() ?? '';
  return { orderNo: body.value.orderNo, txId, amount: BigInt(amount) * 100n };
}

async function statusOf(session: string, orderNo: string): Promise<string> {
  const res = await fetch(`${base()}/wps/relay/MCSFE_getDepositOrder?orderNo=${orderNo}`, {
    headers: { authorization: session },
  }).catch(() => null);
  if (!res) return 'down';
  const body = (await res.json()) as { value?: { status: string } };
  return body.value?.status ?? 'unknown';
}

const deliveriesOf = async (txId: string) =>
  (await (await fetch(`${paygate.url}/sandbox/callbacks?transactionId=${txId}`)).json()) as Array<{
    status: string;
  }>;

beforeAll(async () => {
  paygate = await startPaygate();
  port = await freePort();
  const testUrl = process.env.TEST_DATABASE_URL;
  if (testUrl) {
    copy = await copyTemplateDatabase(testUrl, 'monsoon_depcrash_');
    databaseUrl = copy.url;
  } else {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'monsoon-depcrash-'));
  }
  await startServer();
}, 150_000);

afterAll(async () => {
  await killServer();
  await paygate?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await copy?.drop();
});

describe('kill -9 while the PSP retries its callbacks', () => {
  it('credits every paid order exactly once after a restart', async () => {
    const players = ['player01', 'player02'];
    const sessions = await Promise.all(players.map(login));
    const opening = await Promise.all(sessions.map(balanceOf));
    const orders = [];
    for (let i = 0; i < 12; i++) {
      const p = i % 2;
      orders.push({ p, ...(await deposit(sessions[p] ?? '', 100 + i * 37)) });
    }
    // The first half is paid (callbacks on their way), then the server dies; the second half is
    // paid while it is down (every delivery fails and is retried with back-off).
    for (const o of orders.slice(0, 6)) await paygate.control(`/sandbox/payments/${o.txId}/pay`);
    await killServer();
    for (const o of orders.slice(6)) await paygate.control(`/sandbox/payments/${o.txId}/pay`);
    await startServer();

    for (const o of orders)
      await expect
        .poll(() => statusOf(sessions[o.p] ?? '', o.orderNo), { timeout: 60_000, interval: 250 })
        .toBe('paid');
    for (const o of orders)
      await expect
        .poll(async () => (await deliveriesOf(o.txId)).every((d) => d.status === 'delivered'), {
          timeout: 60_000,
          interval: 250,
        })
        .toBe(true);
    for (const [p, session] of sessions.entries()) {
      const paid = orders.filter((o) => o.p === p).reduce((sum, o) => sum + o.amount, 0n);
      expect(await balanceOf(session)).toBe((opening[p] ?? 0n) + paid);
    }

    await killServer();
    const database = await openDatabase(
      databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dataDir, 'pglite') },
    );
    try {
      expect((await checkLedger(database.db)).problems).toEqual([]);
      const { rows } = await database.query(
        `select count(*)::int as n, count(distinct idem_key)::int as keys from journal
          where kind = 'deposit.credit'`,
      );
      expect(rows[0]).toEqual({ n: 12, keys: 12 });
    } finally {
      await database.close();
    }
  }, 300_000);
});
