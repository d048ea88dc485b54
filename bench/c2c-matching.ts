// C2C matching throughput and latency on PostgreSQL (decisions 0053-0055): a fresh database, the demo
// merchant with C2C on, and per client count N funded withdrawers whose withdrawals go through the
// server's own withdrawals service (request → auto-approval → `c2c.takeApproved` into the pool: the
// pool rows, fee captures and holds are the service's), then N depositors each making one C2C deposit
// through `c2c.deposit` (matched at once, FIFO, `FOR UPDATE SKIP LOCKED`) at 8 and 32 concurrent clients,
// in this process (the services without HTTP). Afterwards the ledger's replay check (`checkLedger`).
// Usage: npx tsx bench/c2c-matching.ts [--withdrawals 10000] [--deposits 10000] [--clients 8,32] [--json FILE]
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib/server.ts';
import { machineLine, table } from './lib/stats.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const withdrawalCount = Number(arg('withdrawals', '10000'));
const depositCount = Number(arg('deposits', '10000'));
const clientCounts = arg('clients', '8,32').split(',').map(Number);
const pgBase = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
/** Withdrawal requests in flight while seeding the pool. */
const SEED_CONCURRENCY = 8;
const PAY_PASSWORD = 'Pay12345';
/** Every withdrawal asks 1,000.00 (fee 1 %: 990.00 enters the pool). */
const WITHDRAW_MAJOR = 1000;

// The server's modules import through its `@/` alias: run this file again with the server's tsconfig.
if (!process.env.MONSOON_BENCH_SERVER_PATHS) {
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['--tsconfig', path.join(root, 'apps/server/tsconfig.json'), ...process.argv.slice(1)],
    {
      stdio: 'inherit',
      env: { ...process.env, MONSOON_BENCH_SERVER_PATHS: '1' },
    },
  );
  process.exit(run.status ?? 1);
}

/** The slice of the server's API this bench drives (loaded at run time; see the re-run above). */
interface Handle {
  db: unknown;
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}
interface Session {
  sessionId: number;
  memberId: number;
  merchantId: number;
  username: string;
  type: number;
  loginType: string;
}
interface Services {
  merchants: { findById(id: number): Promise<unknown> };
  wallet: {
    credit(
      ref: { merchantId: number; memberId: number },
      asset: string,
      amount: bigint,
      kind: string,
      key: string,
    ): Promise<boolean>;
  };
  withdrawals: {
    withdrawals: {
      request(
        merchant: unknown,
        session: Session,
        body: { amount: string; bankCardId: number; password: string },
        key: string,
        deviceId: string | null,
      ): Promise<{ status: string }>;
    };
  };
  c2c: {
    deposit(
      merchant: unknown,
      session: Session,
      amount: string,
      key: string,
    ): Promise<{ matches: unknown[] }>;
  };
  housekeeping: {
    checkLedger(): Promise<{
      ok: boolean;
      accounts: number;
      journals: number;
      entries: number;
      holds: number;
      problems: string[];
    }>;
  };
}
const serverModule = (file: string): Promise<Record<string, unknown>> =>
  import(pathToFileURL(path.join(root, 'apps/server/src', file)).href);
const fn = <T>(mod: Record<string, unknown>, name: string): T => {
  const f = mod[name];
  if (typeof f !== 'function') throw new Error(`${name} is not exported`);
  return f as T;
};

const psql = (sql: string, db = 'postgres') =>
  execFileSync('psql', [`${pgBase}/${db}`, '-qAtc', sql], { encoding: 'utf8' });
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** A logger that keeps warnings and errors (the services log through it). */
function quietLogger(): unknown {
  const noop = () => undefined;
  const log = {
    level: 'warn',
    trace: noop,
    debug: noop,
    info: noop,
    warn: (...a: unknown[]) => console.warn('[warn]', ...a),
    error: (...a: unknown[]) => console.error('[error]', ...a),
    fatal: (...a: unknown[]) => console.error('[fatal]', ...a),
    silent: noop,
    child: () => log,
  };
  return log;
}

/** Runs `work(i)` for i in [0, n) with `width` in flight; answers each call's milliseconds. */
async function pooled(n: number, width: number, work: (i: number) => Promise<void>) {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < n; i = next++) {
      const t0 = performance.now();
      await work(i);
      latencies.push(performance.now() - t0);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(width, n) }, worker));
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

const session = (merchantId: number, memberId: number, username: string): Session => ({
  sessionId: 0,
  memberId,
  merchantId,
  username,
  type: 0,
  loginType: 'username',
});

async function main() {
  const db = `monsoon_bench_c2c_${randomBytes(3).toString('hex')}`;
  psql(`create database ${db}`);
  const databaseUrl = `${pgBase}/${db}`;
  const database = await fn<(s: { url: string }) => Promise<Handle>>(
    await serverModule('db/client.ts'),
    'openDatabase',
  )({ url: databaseUrl });
  try {
    await database.migrate();
    await fn<(d: Handle) => Promise<boolean>>(
      await serverModule('db/seed/index.ts'),
      'seedDemo',
    )(database);
    const [row] = (await database.query(`select id, currency from merchants where code = 'demo'`))
      .rows;
    if (!row) throw new Error('demo merchant missing');
    const merchantId = Number(row['id']);
    const currency = String(row['currency']);
    // C2C on (a penalty above 0 is part of the switch), 1 % fee, every request approved at once, limits
    // out of the way: the limits are not what is measured.
    await database.query(
      `update merchants set settings = jsonb_set(settings, '{withdrawals}', coalesce(settings->'withdrawals', '{}'::jsonb) ||
         '{"enabled": true, "c2cEnabled": true, "penaltyPercent": 5, "feeBasisPoints": 100, "autoApproveBelow": 10000000000,
           "dailyMaxCount": 1000, "dailyMaxAmount": 10000000000000, "maxAmount": 10000000000, "minAmount": 100,
           "windowFrom": "00:00", "windowTo": "00:00"}'::jsonb) where id = $1`,
      [merchantId],
    );
    const env = fn<(s: NodeJS.ProcessEnv) => unknown>(
      await serverModule('config/env.ts'),
      'loadEnv',
    )({ ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', RUN_JOBS: 'false' });
    const { systemClock } = await serverModule('lib/clock.ts');
    const services = fn<(d: object) => Services>(
      await serverModule('services.ts'),
      'createServices',
    )({ env, database, clock: systemClock, log: quietLogger() });
    const merchant = await services.merchants.findById(merchantId);
    if (!merchant) throw new Error('merchant not found');
    // The payment password's hash with a light argon2id profile: the request verifies it (the same
    // code), but the seed's cost is not what this bench measures.
    const argon2 = (await import('@node-rs/argon2')) as unknown as {
      hash(p: string, o: object): Promise<string>;
    };
    const payHash = await argon2.hash(PAY_PASSWORD, {
      algorithm: 2,
      memoryCost: 1024,
      timeCost: 1,
      parallelism: 1,
    });

    const results = [];
    const out: string[][] = [];
    for (const [round, clients] of clientCounts.entries()) {
      // ---- the pool: withdrawers, funded, each one withdrawal through the service ----
      const seedStart = performance.now();
      const withdrawers = (
        await database.query(
          `insert into members (merchant_id, username, password_hash, payment_password_hash, payee_name, nickname, first_time_login)
           select $1, 'cw${round}_' || g, 'x', $2, 'Bench Withdrawer', 'cw${round}_' || g, false
           from generate_series(1, $3) g returning id, username`,
          [merchantId, payHash, withdrawalCount],
        )
      ).rows.map((r) => ({ id: Number(r['id']), username: String(r['username']) }));
      await database.query(
        `insert into payees (merchant_id, member_id, type, bank_code, account_name, account_number)
         select merchant_id, id, 'B', 'BDO', payee_name, '77' || lpad(id::text, 10, '0') from members
         where merchant_id = $1 and username like 'cw${round}\\_%'`,
        [merchantId],
      );
      const cards = new Map(
        (
          await database.query(
            `select p.member_id, p.id from payees p join members m on m.id = p.member_id
             where p.merchant_id = $1 and m.username like 'cw${round}\\_%'`,
            [merchantId],
          )
        ).rows.map((r) => [Number(r['member_id']), Number(r['id'])]),
      );
      await pooled(withdrawers.length, SEED_CONCURRENCY, async (i) => {
        const w = withdrawers[i];
        if (!w) return;
        await services.wallet.credit(
          { merchantId, memberId: w.id },
          currency,
          BigInt(WITHDRAW_MAJOR * 100),
          'bench.credit',
          `c2cbench:${w.id}`,
        );
        const view = await services.withdrawals.withdrawals.request(
          merchant,
          session(merchantId, w.id, w.username),
          {
            amount: String(WITHDRAW_MAJOR),
            bankCardId: cards.get(w.id) ?? 0,
            password: PAY_PASSWORD,
          },
          `c2cbench:${w.id}`,
          null,
        );
        if (view.status !== 'paying') throw new Error(`withdrawal not pooled: ${view.status}`);
      });
      const seedSeconds = (performance.now() - seedStart) / 1000;
      const pool = (
        await database.query(
          `select count(*)::int as n, coalesce(sum(remaining), 0)::text as total from c2c_pool where remaining > 0`,
        )
      ).rows[0];
      console.log(
        `round ${round + 1}: ${withdrawalCount} withdrawals pooled through the service in ${seedSeconds.toFixed(1)} s; open pool ${String(pool?.['n'])} rows, ${String(pool?.['total'])} minor units`,
      );

      // ---- the deposits: one per depositor, amounts 200.00-1,499.99 (mean below a withdrawal's 990.00) ----
      const depositors = (
        await database.query(
          `insert into members (merchant_id, username, password_hash, nickname, first_time_login)
           select $1, 'cd${round}_' || g, 'x', 'cd${round}_' || g, false from generate_series(1, $2) g
           returning id, username`,
          [merchantId, depositCount],
        )
      ).rows.map((r) => ({ id: Number(r['id']), username: String(r['username']) }));
      const amounts = depositors.map(
        (_, i) => `${200 + ((i * 7919) % 1300)}.${String((i * 37) % 100).padStart(2, '0')}`,
      );
      const matchesBefore = Number(
        (await database.query(`select count(*)::int as n from c2c_matches`)).rows[0]?.['n'],
      );
      const refused = new Map<string, number>();
      let slices = 0;
      const run = await pooled(depositors.length, clients, async (i) => {
        const d = depositors[i];
        if (!d) return;
        try {
          const view = await services.c2c.deposit(
            merchant,
            session(merchantId, d.id, d.username),
            amounts[i] ?? '100',
            `c2cbench:${d.id}`,
          );
          slices += view.matches.length;
        } catch (err) {
          const code = (err as { code?: string }).code ?? String(err);
          refused.set(code, (refused.get(code) ?? 0) + 1);
        }
      });
      const matchesAfter = Number(
        (await database.query(`select count(*)::int as n from c2c_matches`)).rows[0]?.['n'],
      );
      const failed = [...refused.values()].reduce((a, b) => a + b, 0);
      run.latencies.sort((a, b) => a - b);
      const matched = depositors.length - failed;
      const r = {
        clients,
        withdrawals: withdrawalCount,
        deposits: depositors.length,
        seedSeconds,
        seconds: run.seconds,
        depositsPerSecond: matched / run.seconds,
        p50: pct(run.latencies, 50),
        p99: pct(run.latencies, 99),
        slicesPerDeposit: matched ? slices / matched : 0,
        matchRows: matchesAfter - matchesBefore,
        refused: Object.fromEntries(refused),
      };
      results.push(r);
      out.push([
        String(clients),
        `${withdrawalCount} × ${depositors.length}`,
        r.depositsPerSecond.toFixed(0),
        r.p50.toFixed(1),
        r.p99.toFixed(1),
        r.slicesPerDeposit.toFixed(2),
        r.seconds.toFixed(1),
        JSON.stringify(r.refused),
      ]);
    }

    const checkStart = performance.now();
    const ledger = await services.housekeeping.checkLedger();
    const checkSeconds = (performance.now() - checkStart) / 1000;
    console.log(machineLine());
    console.log(
      `in-process services on PostgreSQL (${db}); per round ${withdrawalCount} withdrawals of ${WITHDRAW_MAJOR}.00 pooled, then ${depositCount} one-off C2C deposits; bench and PostgreSQL share the machine`,
    );
    console.log(
      table(
        [
          'clients',
          'withdrawals × deposits',
          'deposits/s',
          'p50 ms',
          'p99 ms',
          'slices/deposit',
          'seconds',
          'refused',
        ],
        out,
      ),
    );
    console.log(
      `checkLedger: ${ledger.ok ? 'clean' : 'PROBLEMS'} in ${checkSeconds.toFixed(1)} s (${ledger.accounts} accounts, ${ledger.journals} journals, ${ledger.entries} entries, ${ledger.holds} holds)`,
    );
    for (const p of ledger.problems.slice(0, 20)) console.log(`  ${p}`);
    const json = arg('json', '');
    if (json)
      writeFileSync(
        json,
        JSON.stringify(
          { machine: machineLine(), results, ledger: { ...ledger, seconds: checkSeconds } },
          null,
          2,
        ),
      );
    if (!ledger.ok) process.exitCode = 1;
  } finally {
    await database.close();
    psql(`drop database if exists ${db} with (force)`);
  }
}

await main();
