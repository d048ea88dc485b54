import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { csrfHeaderName, operatorCookieName } from '@monsoon/contracts/admin/call';
import { adminWithdrawals, type AdminWithdrawal } from '@monsoon/contracts/admin/withdrawals';
import { withdrawalRecordSchema } from '@monsoon/contracts/withdrawals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/db/client.ts';
import { totpCode } from '@/modules/admin/totp.ts';
import { checkLedger } from '@/modules/wallet/ledger.check.ts';
import { buildMember, nextMobile } from '@/test/factories.ts';
import { fund } from '@/test/money.ts';
import { buildOperator, type OperatorCredentials } from '@/test/operators.ts';
import { startPaygate, type PaygateProcess } from '@/test/paygate-process.ts';
import {
  copyTemplateDatabase,
  freePort,
  startServerProcess,
  stopProcess,
} from '@/test/server-process.ts';
import { templateDump } from '@/test/template.ts';
import { PAYOUT_RECHECK_MS } from './withdrawals.service.ts';
import { nextAccountNumber, PAY_PASSWORD } from './withdrawals.test-support.ts';

/**
 * Issue 10 under a crash (design/money.md §8, §11, §12): members ask for withdrawals over the wire, an
 * operator approves them, the real sandbox PSP pays or fails them and retries its signed callbacks,
 * deposits are paid meanwhile, and the server process is killed with SIGKILL twice — once while
 * approvals ask the PSP for payouts, once while payout callbacks arrive — and restarted; the payouts
 * job (run at once through the dev route, the clock moved past its recheck interval) picks up what the
 * dead process left. Every withdrawal ends paid or failed once, each hold is captured or released
 * once, every deposit is credited once, balances are what the test computes, the ledger replays.
 */
const MEMBERS = 4;
const PER_MEMBER = 3;
const FUNDED = 500_000n;

let paygate: PaygateProcess;
let dataDir = '';
let databaseUrl: string | null = null;
let copy: { url: string; drop(): Promise<void> } | null = null;
let port = 0;
let server: ChildProcess | null = null;

const openData = (): Promise<DatabaseHandle> =>
  openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dataDir, 'pglite') });

async function startServer(): Promise<void> {
  server = await startServerProcess({
    port,
    database: databaseUrl ? { url: databaseUrl } : { pgliteDir: path.join(dataDir, 'pglite') },
    env: {
      // The payouts job is scheduled as in production; the test also runs it at once (/dev/jobs/run).
      RUN_JOBS: 'true',
      ENABLE_DEV_ROUTES: 'true',
      API_RATE_LIMIT_PER_MINUTE: '100000',
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

interface Answer {
  status: number;
  body: { success?: boolean; value?: unknown; errorCode?: string };
  headers: Headers;
}
interface OperatorAuth {
  cookie: string;
  csrf: string;
}

/** One call to the server as the site or the back office would make it. */
async function send(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  opts: {
    token?: string;
    operator?: OperatorAuth;
    body?: unknown;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const res = await fetch(`${base()}${url}`, {
    method,
    headers: {
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.token ? { authorization: opts.token } : {}),
      ...(opts.operator
        ? {
            cookie: opts.operator.cookie,
            ...(method === 'GET' ? {} : { [csrfHeaderName]: opts.operator.csrf }),
          }
        : {}),
      ...opts.headers,
    },
    ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'], headers: res.headers };
}

/** Expects success: the answer's value. */
async function ok(...args: Parameters<typeof send>): Promise<unknown> {
  const res = await send(...args);
  if (!res.body.success)
    throw new Error(`${args[0]} ${args[1]} answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.value;
}

/** The server's now (its clock moves on under the dev controls): what an authenticator must match. */
const serverNow = async () => new Date(((await ok('GET', '/dev/clock')) as { now: number }).now);

async function signInOperator(who: OperatorCredentials): Promise<OperatorAuth> {
  const step = (await ok('POST', '/admin/api/session/password', {
    body: { username: who.username, password: who.password },
  })) as { challenge: string };
  const res = await send('POST', '/admin/api/session/totp', {
    body: { challenge: step.challenge, code: totpCode(who.secret, await serverNow()) },
  });
  const cookie = new RegExp(`${operatorCookieName}=([^;]+)`).exec(
    res.headers.get('set-cookie') ?? '',
  )?.[1];
  const csrf = (res.body.value as { csrfToken?: string } | undefined)?.csrfToken;
  if (!cookie || !csrf) throw new Error(`operator not signed in: ${JSON.stringify(res.body)}`);
  return { cookie: `${operatorCookieName}=${cookie}`, csrf };
}

interface Member {
  id: number;
  username: string;
  password: string;
  token: string;
  cardId: number;
}

/** A member signs in, sets the withdrawal password and binds a bank card, over the wire. */
async function readyToWithdraw(m: { id: number; username: string; password: string }) {
  const login = (await ok('POST', '/wps/session/login', {
    body: { username: m.username, password: m.password, type: 'username', captcha: null },
  })) as { token: string };
  const token = login.token;
  await ok('POST', '/wps/member/paymentPassword', {
    token,
    body: { password: PAY_PASSWORD, confirmPassword: PAY_PASSWORD },
  });
  const card = (await ok('PUT', '/wps/member/bankCard', {
    token,
    body: {
      bankType: 'B',
      bankCode: 'BDO',
      accountNumber: nextAccountNumber(),
      payeeName: 'Juan Dela Cruz',
    },
  })) as { id: number };
  return { ...m, token, cardId: card.id };
}

/** The balance in minor units (the answer's decimal read as text, exactly). */
async function balanceOf(token: string): Promise<bigint> {
  const res = await fetch(`${base()}/wps/v2/wallets/balance?typeId=0`, {
    headers: { authorization: token },
  });
  const text = await res.text();
  const match = /"sumBalance":(-?\d+)(?:\.(\d{1,2}))?/.exec(text);
  if (!match) throw new Error(`no balance in ${text}`);
  return BigInt(`${match[1]}${(match[2] ?? '').padEnd(2, '0')}`);
}

async function deposit(token: string, amount: number) {
  const value = (await ok('POST', '/wps/relay/MCSFE_depositByQRImageUrl', {
    token,
    body: { amount, bankType: 'PAYID' },
  })) as { orderNo: string; action: { pageUrl: string } };
  // The hosted page's address ends with the PSP's payment id.
  return { txId: value.action.pageUrl.split('/').pop() ?? '', amount: BigInt(amount) * 100n };
}

/** Every withdrawal of the test as the back office lists it, by id. */
async function listed(): Promise<Map<number, AdminWithdrawal>> {
  const value = await ok('GET', '/admin/api/withdrawals?pageSize=100', { operator: finance });
  return new Map(adminWithdrawals.value.parse(value).items.map((w) => [w.id, w]));
}

const deliveriesOf = async (txId: string) =>
  (await (await fetch(`${paygate.url}/sandbox/callbacks?transactionId=${txId}`)).json()) as Array<{
    status: string;
  }>;

let operator: OperatorCredentials;
let finance: OperatorAuth;
let seeded: Array<{ id: number; merchantId: number; username: string; password: string }> = [];

beforeAll(async () => {
  paygate = await startPaygate();
  port = await freePort();
  const testUrl = process.env.TEST_DATABASE_URL;
  if (testUrl) {
    copy = await copyTemplateDatabase(testUrl, 'monsoon_wdcrash_');
    databaseUrl = copy.url;
  } else {
    // The seeded template, unpacked into a data folder a server process can open.
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'monsoon-wdcrash-'));
    const pglite = await PGlite.create(path.join(dataDir, 'pglite'), {
      loadDataDir: new Blob([readFileSync(templateDump)]),
    });
    await pglite.close();
  }
  // Members with a real name and money, and an operator of finance, before any server runs.
  const database = await openData();
  try {
    for (let i = 0; i < MEMBERS; i++) {
      const member = await buildMember(database, {
        payeeName: 'Juan Dela Cruz',
        countryDialingCode: '63',
        mobile: nextMobile(),
      });
      await fund(database, member, FUNDED);
      seeded.push(member);
    }
    operator = await buildOperator(database, 'finance');
  } finally {
    await database.close();
  }
  await startServer();
}, 150_000);

afterAll(async () => {
  await killServer();
  await paygate?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await copy?.drop();
  seeded = [];
});

describe('kill -9 while withdrawals are approved, paid and called back', () => {
  it('resolves every withdrawal and its hold once, credits every deposit once, balances exact', async () => {
    const members: Member[] = [];
    for (const m of seeded) members.push(await readyToWithdraw(m));
    finance = await signInOperator(operator);

    const deposits = [];
    for (const [p, m] of members.entries())
      deposits.push({ p, ...(await deposit(m.token, 200 + p * 37)) });

    // Three withdrawals per member; every third one will fail at the PSP, the rest be paid.
    const withdrawals: Array<{ id: number; p: number; amount: bigint; fails: boolean }> = [];
    for (let k = 0; k < PER_MEMBER; k++)
      for (const [p, m] of members.entries()) {
        const amount = 15_000n + BigInt(k * 2_500 + p * 100 + 7);
        const value = await ok('POST', '/wps/v2/transaction/withdraw', {
          token: m.token,
          headers: { 'idempotency-key': `crash-${p}-${k}` },
          body: {
            amount: `${amount / 100n}.${String(amount % 100n).padStart(2, '0')}`,
            bankCardId: m.cardId,
            password: PAY_PASSWORD,
          },
        });
        const { id } = withdrawalRecordSchema.parse(value);
        withdrawals.push({ id, p, amount, fails: withdrawals.length % 3 === 2 });
      }
    const groupA = withdrawals.slice(0, 4);
    const groupB = withdrawals.slice(4, 8);
    const groupC = withdrawals.slice(8);
    const approve = (id: number) =>
      send('POST', `/admin/api/withdrawals/${id}/approve`, { operator: finance, body: {} });
    const complete = async (w: { fails: boolean }, payoutId: string | null) => {
      if (!payoutId) throw new Error('no payout id');
      await paygate.control(`/sandbox/payouts/${payoutId}/${w.fails ? 'fail' : 'pay'}`);
    };

    // The first group is approved and completed at the PSP (its callbacks on their way), half the
    // deposits are paid; then the second group is approved all at once and the server is killed as
    // soon as one approval answers, the others still asking the PSP for their payouts.
    for (const w of groupA) {
      const answer = await approve(w.id);
      await complete(w, (answer.body.value as AdminWithdrawal).pspPayoutId);
    }
    for (const d of deposits.slice(0, 2)) await paygate.control(`/sandbox/payments/${d.txId}/pay`);
    const approvals = groupB.map((w) => approve(w.id).catch(() => null));
    await Promise.race(approvals);
    await killServer();
    await Promise.all(approvals);
    // While it is down the rest of the deposits are paid: every delivery fails and is retried.
    for (const d of deposits.slice(2)) await paygate.control(`/sandbox/payments/${d.txId}/pay`);

    await startServer();
    // The payouts job, past its recheck interval: what the dead process asked the PSP for (or
    // approved without asking) is asked again with the same request and becomes paying.
    await ok('PUT', '/dev/clock', { body: { shiftMs: PAYOUT_RECHECK_MS + 1_000 } });
    await ok('POST', '/dev/jobs/run', { body: { name: 'withdrawal-payouts' } });
    // (The scheduled run may still be asking the PSP about one the run above found just asked.)
    const statusesOf = async (ws: typeof withdrawals) => {
      const all = await listed();
      return ws.map((w) => all.get(w.id)?.status);
    };
    await expect
      .poll(async () => (await statusesOf(groupB)).includes('approved'), {
        timeout: 60_000,
        interval: 250,
      })
      .toBe(false);
    const afterJob = await listed();
    for (const w of groupB) {
      const status = afterJob.get(w.id)?.status;
      // Never approved before the kill: approved now.
      if (status === 'requested') expect((await approve(w.id)).status).toBe(200);
      else expect(status).toBe('paying');
    }
    for (const w of groupC) expect((await approve(w.id)).status).toBe(200);
    const now = await listed();
    // Every payout left is completed at the PSP, and the server killed while its callbacks arrive.
    for (const w of [...groupB, ...groupC]) await complete(w, now.get(w.id)?.pspPayoutId ?? null);
    await killServer();
    await startServer();

    await expect
      .poll(() => statusesOf(withdrawals), { timeout: 60_000, interval: 250 })
      .toEqual(withdrawals.map((w) => (w.fails ? 'failed' : 'paid')));
    const final = await listed();
    const payoutIds = withdrawals.map((w) => final.get(w.id)?.pspPayoutId ?? '');
    for (const txId of [...payoutIds, ...deposits.map((d) => d.txId)])
      await expect
        .poll(async () => (await deliveriesOf(txId)).every((d) => d.status === 'delivered'), {
          timeout: 60_000,
          interval: 250,
        })
        .toBe(true);
    for (const [p, m] of members.entries()) {
      const deposited = deposits.filter((d) => d.p === p).reduce((s, d) => s + d.amount, 0n);
      const paidOut = withdrawals
        .filter((w) => w.p === p && !w.fails)
        .reduce((s, w) => s + w.amount, 0n);
      expect(await balanceOf(m.token)).toBe(FUNDED + deposited - paidOut);
    }

    await killServer();
    const database = await openData();
    try {
      expect((await checkLedger(database.db)).problems).toEqual([]);
      const ids = withdrawals.map((w) => w.id);
      // Each hold resolved once: posted for the payee's part when paid, voided when failed.
      const { rows: holds } = await database.query(
        `select w.id::int as id, w.status, h.status as hold, h.posted_amount::text as posted,
           (w.amount - w.fee)::text as net,
           (select string_agg(e.kind, ',' order by e.id) from hold_events e where e.hold_id = h.id) as events,
           (select count(*)::int from journal j where j.kind = 'withdrawal.payout'
              and j.memo->>'withdrawalId' = w.id::text) as payouts,
           (select count(*)::int from journal j where j.kind = 'withdrawal.fee'
              and j.memo->>'withdrawalId' = w.id::text) as fees,
           (select string_agg(e.to_status, ',' order by e.id) from withdrawal_events e
              where e.withdrawal_id = w.id) as history
         from withdrawals w join holds h on h.id = w.hold_id
         where w.id = any($1::bigint[]) order by w.id`,
        [ids],
      );
      expect(holds).toEqual(
        withdrawals.map((w) => {
          const row = holds.find((h) => h['id'] === w.id);
          return {
            id: w.id,
            status: w.fails ? 'failed' : 'paid',
            hold: w.fails ? 'voided' : 'posted',
            posted: w.fails ? '0' : row?.['net'],
            net: row?.['net'],
            events: w.fails ? 'hold,release' : 'hold,capture',
            payouts: w.fails ? 0 : 1,
            fees: w.fails ? 0 : 1,
            history: `requested,approved,paying,${w.fails ? 'failed' : 'paid'}`,
          };
        }),
      );
      const { rows: credits } = await database.query(
        `select count(*)::int as n, count(distinct idem_key)::int as keys from journal
          where kind = 'deposit.credit'`,
      );
      expect(credits[0]).toEqual({ n: deposits.length, keys: deposits.length });
      const { rows: held } = await database.query(
        `select coalesce(sum(held), 0)::text as held from accounts
          where owner_kind = 'member' and owner_id = any($1::bigint[])`,
        [members.map((m) => m.id)],
      );
      expect(held[0]?.['held']).toBe('0');
    } finally {
      await database.close();
    }
  }, 300_000);
});
