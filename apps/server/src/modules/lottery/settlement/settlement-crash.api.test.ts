import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { DrawResult } from '@monsoon/contracts/lottery/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/db/client.ts';
import { checkLedger } from '@/modules/wallet/ledger.check.ts';
import { createWalletService } from '@/modules/wallet/wallet.service.ts';
import { demoMerchant } from '@/test/factories.ts';
import { copyTemplateDatabase, freePort, stopProcess } from '@/test/server-process.ts';
import { templateDump } from '@/test/template.ts';
import { fixtureFeed, startFixtureVendor, type FixtureVendor } from '@/test/catalogue-vendor.ts';
import { insertDraw, placeBulkDiceOrder } from './settlement.fixture.ts';

/**
 * Issue 5 / design/money.md §7.9 with real server processes: a drawn draw with tens of thousands of
 * tickets is settled by the servers' draw loop; one process is killed with SIGKILL mid-settlement and
 * restarted → every ticket is paid exactly once, balances are exact, the ledger replays cleanly. On
 * PostgreSQL three processes settle together; PGlite allows one process (and the test cannot read the
 * data while it runs), so there the server is killed after a short delay and the state checked between.
 */
const serverDir = fileURLToPath(new URL('../../../../', import.meta.url));
const SECRET = 'settle-crash-secret';
const testUrl = process.env.TEST_DATABASE_URL;
const MEMBERS = 40;
// On PGlite the kill lands at start-up and only consistency is asserted: fewer tickets do the same there.
const TICKETS = testUrl ? 1_500 : 300;
const FUNDED = 100_000_000n;

let vendor: FixtureVendor;
let dataDir = '';
let databaseUrl: string | null = null;
let copy: { url: string; drop(): Promise<void> } | null = null;
const servers = new Set<ChildProcess>();

const pglitePath = () => path.join(dataDir, 'pglite');
const openData = (): Promise<DatabaseHandle> =>
  openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: pglitePath() });

/**
 * Starts a server process with its draw loop; answers once it logs that it serves, the moment its draw
 * loop starts. (Not /readyz: on PGlite that waits behind the settling tick for the one connection.)
 */
async function startServer(): Promise<ChildProcess> {
  const port = await freePort();
  // node itself (not the tsx wrapper, which would leave its child running when killed).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      RUN_JOBS: 'true',
      STUDIO_URL: vendor.url,
      STUDIO_WALLET_SECRET: SECRET,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DIR: pglitePath() }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  servers.add(child);
  child.once('exit', () => servers.delete(child));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server not serving in 150 s')), 150_000);
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      // Keep reading (a full pipe would block the server); only the start-up line matters.
      if (seen.length < 100_000) seen += chunk.toString('utf8');
      if (seen.includes('Monsoon serving at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal})`));
    });
  });
  return child;
}

const stopServer = stopProcess;

beforeAll(async () => {
  vendor = await startFixtureVendor(SECRET, fixtureFeed());
  if (testUrl) {
    copy = await copyTemplateDatabase(testUrl, 'monsoon_settle_crash_');
    databaseUrl = copy.url;
  } else {
    // The seeded template, unpacked into a data folder a server process can open.
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'monsoon-settle-crash-'));
    const pglite = await PGlite.create(pglitePath(), {
      loadDataDir: new Blob([readFileSync(templateDump)]),
    });
    await pglite.close();
  }
}, 200_000);

afterAll(async () => {
  for (const child of [...servers]) await stopServer(child, 'SIGKILL');
  await vendor.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await copy?.drop();
});

/** Dice 6-5-4 is big: a BIG ticket at multiple m pays 100 × m × 1.995 rounded down; SMALL loses. */
const payoutOf = (n: number): bigint =>
  n % 2 === 0 ? (100n * BigInt(1 + (n % 3)) * 19_950n) / 10_000n : 0n;
const stakeOf = (n: number): bigint => 100n * BigInt(1 + (n % 3));
const sumOver = (f: (n: number) => bigint): bigint => {
  let total = 0n;
  for (let n = 1; n <= TICKETS; n++) total += f(n);
  return total;
};

/** Writes the draw (already drawn, due) and every member's funding and tickets; answers the draw and members. */
async function seedTickets(
  drawn: boolean,
): Promise<{ drawId: number; memberIds: number[]; merchantId: number }> {
  const database = await openData();
  try {
    const merchantId = (await demoMerchant(database)).id;
    const wallet = createWalletService(database.db);
    const drawId = await insertDraw(database.db, {
      gameCode: 'K3_1',
      numero: `C${randomBytes(4).toString('hex')}`,
      // Not drawn: a day ahead, so that running servers leave it alone until `reveal`.
      drawAt: new Date(Date.now() + (drawn ? -60_000 : 86_400_000)),
      ...(drawn ? { result: RESULT } : {}),
    });
    const memberIds = Array.from({ length: MEMBERS }, (_, i) => 7_000_000 + i);
    for (const memberId of memberIds) {
      const ref = { merchantId, memberId };
      await wallet.credit(ref, 'PHP', FUNDED, 'test.credit', `crash:${memberId}`);
      await placeBulkDiceOrder(wallet, {
        ref,
        asset: 'PHP',
        drawId,
        gameCode: 'K3_1',
        numero: 'n/a',
        count: TICKETS,
      });
    }
    return { drawId, memberIds, merchantId };
  } finally {
    await database.close();
  }
}

const RESULT: DrawResult = { kind: 'DICE3', dice: [6, 5, 4] };

/** Draws the seeded draw now with the test's result, as the draw job would (servers settle it next tick). */
async function reveal(database: DatabaseHandle, drawId: number): Promise<void> {
  await database.query(
    `update lottery_draws set status = 'drawn', result = $2::jsonb, drawn_at = now(),
       opens_at = now() - interval '2 minutes', close_at = now() - interval '1 minute', draw_at = now() - interval '1 minute'
     where id = $1 and status = 'open'`,
    [drawId, JSON.stringify(RESULT)],
  );
}

const countSettled = async (database: DatabaseHandle, drawId: number): Promise<number> => {
  const { rows } = await database.query(
    `select count(*)::int as n from lottery_tickets where draw_id = $1 and status <> 'open'`,
    [drawId],
  );
  return Number(rows[0]?.n ?? 0);
};

/**
 * What must hold at any moment, mid-settlement or after: per member, the payout journals of the draw sum
 * exactly to the settled tickets' payouts, each ticket's payout is what the odds say, each journal pays
 * exactly the tickets that name it, the balance is funded − stakes + payouts, the round totals are the
 * settled tickets' sums, and the ledger replays.
 */
async function expectConsistent(
  database: DatabaseHandle,
  drawId: number,
  merchantId: number,
  memberIds: number[],
  done = true,
): Promise<void> {
  const { rows: wrong } = await database.query(
    `select id from lottery_tickets where draw_id = $1 and status <> 'open' and payout <> case
       when selection = '[["BIG"]]'::jsonb then (100 * multiple * 19950) / 10000 else 0 end`,
    [drawId],
  );
  expect(wrong).toEqual([]);
  const { rows: perMember } = await database.query(
    `select m.id::text as member, coalesce((select sum(payout) from lottery_tickets t where t.draw_id = $1 and t.member_id = m.id), 0)::text as paid,
       (select coalesce(sum(e.amount), 0) from journal j join entries e on e.journal_id = j.id
          join accounts ac on ac.id = e.account_id and ac.owner_kind = 'member'
        where j.kind = 'lottery.payout' and j.idem_key like $1::text || ':' || m.id || ':%')::text as journaled,
       (select balance from accounts ac where ac.merchant_id = $2 and ac.owner_kind = 'member' and ac.owner_id = m.id and ac.asset = 'PHP')::text as balance
     from unnest($3::bigint[]) as m(id)`,
    [drawId, merchantId, memberIds],
  );
  for (const row of perMember) {
    expect(row.journaled).toBe(row.paid);
    if (done) expect(BigInt(String(row.paid))).toBe(sumOver(payoutOf));
    expect(BigInt(String(row.balance))).toBe(FUNDED - sumOver(stakeOf) + BigInt(String(row.paid)));
  }
  const { rows: mismatched } = await database.query(
    `select j.id from journal j join entries e on e.journal_id = j.id and e.amount > 0
     where j.kind = 'lottery.payout' and j.idem_key like $1::text || ':%'
       and e.amount <> (select coalesce(sum(payout), 0) from lottery_tickets where settle_journal_id = j.id)`,
    [drawId],
  );
  expect(mismatched).toEqual([]);
  // Round totals are written with each batch: whatever was settled, and nothing else, is in them.
  const { rows: badTotals } = await database.query(
    `select coalesce(s.member_id, r.member_id)::text as member from
       (select member_id, count(*)::int as tickets, sum(stake) filter (where status in ('won', 'lost')) as valid_stake,
          coalesce(sum(payout) filter (where status = 'won'), 0) as payout
        from lottery_tickets where draw_id = $1 and status <> 'open' group by member_id) s
       full join (select * from lottery_round_totals where draw_id = $1) r on r.member_id = s.member_id
     where s.tickets is distinct from r.tickets or s.valid_stake is distinct from r.valid_stake or s.payout is distinct from r.payout`,
    [drawId],
  );
  expect(badTotals).toEqual([]);
  expect((await checkLedger(database.db)).problems).toEqual([]);
}

describe('settlement across killed server processes', () => {
  it('pays every ticket exactly once when a settling process is killed and restarted', async () => {
    const { drawId, memberIds, merchantId } = await seedTickets(!databaseUrl);
    const total = MEMBERS * TICKETS;

    if (databaseUrl) {
      const database = await openData();
      try {
        // One after another: pg-boss's first start creates its queues, and three at once can deadlock there.
        const victim = await startServer();
        await startServer();
        await startServer();
        await reveal(database, drawId);
        // Kill one process as soon as settlement is under way but not done.
        let atKill = 0;
        for (
          const deadline = Date.now() + 30_000;
          Date.now() < deadline;
          await new Promise((r) => setTimeout(r, 10))
        ) {
          atKill = await countSettled(database, drawId);
          if (atKill > 0) break;
        }
        await stopServer(victim, 'SIGKILL');
        expect(atKill).toBeGreaterThan(0);
        expect(atKill).toBeLessThan(total);
        await startServer();
        for (
          const deadline = Date.now() + 30_000;
          Date.now() < deadline;
          await new Promise((r) => setTimeout(r, 100))
        ) {
          const { rows } = await database.query('select status from lottery_draws where id = $1', [
            drawId,
          ]);
          if (rows[0]?.status === 'settled') break;
        }
        for (const child of [...servers]) await stopServer(child, 'SIGKILL');
        const { rows } = await database.query('select status from lottery_draws where id = $1', [
          drawId,
        ]);
        expect(rows[0]?.status).toBe('settled');
        expect(await countSettled(database, drawId)).toBe(total);
        await expectConsistent(database, drawId, merchantId, memberIds);
      } finally {
        await database.close();
      }
    } else {
      // One process only, and no reading while it runs: kill it as soon as it serves (its draw loop has
      // just started; the pg-boss backstop may have begun settling during start-up), then check that
      // whatever it left is consistent. Whether the kill landed mid-way is asserted on PostgreSQL.
      await stopServer(await startServer(), 'SIGKILL');
      let database = await openData();
      await expectConsistent(database, drawId, merchantId, memberIds, false);
      await database.close();
      // Restart; a graceful stop waits for the tick in progress, which settles what is left.
      for (let attempt = 0; attempt < 3; attempt++) {
        await stopServer(await startServer(), 'SIGTERM');
        database = await openData();
        const settled = await countSettled(database, drawId);
        if (settled === total) break;
        await database.close();
      }
      try {
        expect(await countSettled(database, drawId)).toBe(total);
        const { rows } = await database.query('select status from lottery_draws where id = $1', [
          drawId,
        ]);
        expect(rows[0]?.status).toBe('settled');
        await expectConsistent(database, drawId, merchantId, memberIds);
      } finally {
        await database.close();
      }
    }
  }, 400_000);
});
