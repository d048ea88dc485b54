import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { buildMember, fakeClock } from '@/test/factories.ts';
import { withDatabase } from '@/test/template.ts';
import { launchTokenFor, vendorCall } from '@/test/vendor.ts';
import { balanceOf, expectLedgerClean, fund, uniquePrefix } from '@/test/money.ts';

/**
 * Claim the key first, then decide (money.md §15, decision 0030): a retry that arrives while the first
 * attempt of its id is still running waits for it and replays its answer, even when the retry alone
 * would have been refused (its launch token expired meanwhile). On PostgreSQL the first attempt is held
 * open by a second connection holding the member's advisory lock; PGlite has one connection, which
 * runs the two calls one after the other (the same answers, without the overlap).
 */
const clock = fakeClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());
afterEach(async () => expectLedgerClean(t.database));

/** A second connection to the test database (PostgreSQL only). */
async function holderConnection(): Promise<pg.Client | null> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return null;
  const { rows } = await t.database.query('select current_database() as name');
  const client = new pg.Client({ connectionString: withDatabase(url, String(rows[0]?.['name'])) });
  await client.connect();
  return client;
}

/** Advisory locks some session of this database is waiting for. */
const waitingAdvisoryLocks = async (client: pg.Client): Promise<number> => {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_locks
     where locktype = 'advisory' and not granted
       and database = (select oid from pg_database where datname = current_database())`,
  );
  return rows[0]?.n ?? 0;
};

describe('a duplicate in flight', () => {
  it('a retry with a token that expired while the first attempt ran waits for it and replays OK', async () => {
    const member = await buildMember(t.database);
    await fund(t.database, member, 1_000n);
    const token = await launchTokenFor(t.database, member, { expiresInMinutes: 2 });
    const p = uniquePrefix('claim');
    const bet = () =>
      vendorCall(t.app)('bet', {
        transactionId: `${p}B`,
        roundId: `${p}R`,
        playerId: String(member.id),
        token,
        gameCode: 'MS001',
        amount: 300,
      });
    const holder = await holderConnection();
    try {
      if (holder) {
        await holder.query('begin');
        await holder.query(
          `select pg_advisory_xact_lock(hashtextextended('vendor-member:' || $1::text, 0))`,
          [member.id],
        );
      }
      const first = bet();
      // The first attempt is waiting at the member's lock (PostgreSQL), or done (PGlite).
      if (holder) await expect.poll(() => waitingAdvisoryLocks(holder)).toBe(1);
      else await first;
      // The launch token is now expired (and the signatures stay within their 5 minutes).
      clock.advance(4 * 60_000);
      const retry = bet();
      if (holder) {
        await expect.poll(() => waitingAdvisoryLocks(holder)).toBe(2);
        await holder.query('commit');
      }
      const [a, b] = await Promise.all([first, retry]);
      expect(a.answer).toMatchObject({ status: 'OK', balance: 700 });
      expect(b.answer).toEqual(a.answer);
    } finally {
      await holder?.end();
    }
    expect(await balanceOf(t.database, member)).toBe(700n);
    // Later repeats, expired token and all, still get the first answer.
    expect((await bet()).answer).toMatchObject({ status: 'OK', balance: 700 });
  });

  it('a refusal decided first is the one answer: the retry of an expired bet stays INVALID_TOKEN', async () => {
    const member = await buildMember(t.database);
    await fund(t.database, member, 1_000n);
    const token = await launchTokenFor(t.database, member, { expiresInMinutes: 30 });
    clock.advance(60 * 60_000);
    const p = uniquePrefix('late');
    const body = {
      transactionId: `${p}B`,
      roundId: `${p}R`,
      playerId: String(member.id),
      token,
      gameCode: 'MS001',
      amount: 300,
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => vendorCall(t.app)('bet', body)),
    );
    for (const a of answers)
      expect(a.answer).toEqual({ status: 'INVALID_TOKEN', balance: 1_000, currency: 'PHP' });
    expect(await balanceOf(t.database, member)).toBe(1_000n);
  });
});
