import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/db/client.ts';
import { checkLedger } from '@/modules/wallet/ledger.check.ts';
import { createWalletService } from '@/modules/wallet/wallet.service.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { withDatabase } from '@/test/template.ts';
import { demoMerchant, nextId } from '@/test/factories.ts';
import { createRoundTotalsRepository } from './round-totals.repository.ts';
import { insertDraw, placeBulkDiceOrder } from './settlement.fixture.ts';
import { createSettlementService } from './settlement.service.ts';

/**
 * design/money.md §7.9 in process: three settlement runners at once (on PostgreSQL each with its own
 * pool, so they really race on row locks), then two more passes → every ticket paid exactly once, and
 * each member's round totals (added to by every runner's batches) exact.
 */
let t: TestApp;
const extra: DatabaseHandle[] = [];
const MEMBERS = 12;
const TICKETS = 400;
const FUNDED = 10_000_000n;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const handle of extra) await handle.close();
  await t.close();
});

/** Three runners with small batches: separate pools on PostgreSQL, the one PGlite connection otherwise. */
async function runners() {
  const url = process.env.TEST_DATABASE_URL;
  const { rows } = await t.database.query('select current_database() as name');
  const handles = url
    ? await Promise.all(
        [0, 1, 2].map(() => openDatabase({ url: withDatabase(url, String(rows[0]?.name)) })),
      )
    : [t.database, t.database, t.database];
  if (url) extra.push(...handles);
  return handles.map(({ db }) =>
    createSettlementService({ db, wallet: createWalletService(db), batchSize: 150 }),
  );
}

/** Dice 6-5-4 is big: a BIG ticket at multiple m pays 100 × m × 1.995 rounded down; SMALL loses. */
function expectedPayout(count: number): bigint {
  let total = 0n;
  for (let n = 1; n <= count; n++)
    if (n % 2 === 0) total += (100n * BigInt(1 + (n % 3)) * 19_950n) / 10_000n;
  return total;
}

describe('settlement racing itself', () => {
  it('pays every ticket once with three concurrent runners and repeated passes', async () => {
    const merchantId = (await demoMerchant(t.database)).id;
    const wallet = t.app.services.wallet;
    const drawId = await insertDraw(t.database.db, {
      gameCode: 'K3_1',
      numero: `R${nextId()}-${Date.now()}`,
      drawAt: new Date(Date.now() - 60_000),
      result: { kind: 'DICE3', dice: [6, 5, 4] },
    });
    const refs = Array.from({ length: MEMBERS }, () => ({
      merchantId,
      memberId: 8_000_000 + nextId(),
    }));
    const stakes = new Map<number, bigint>();
    for (const ref of refs) {
      await wallet.credit(ref, 'PHP', FUNDED, 'test.credit', `race:${ref.memberId}`);
      stakes.set(
        ref.memberId,
        await placeBulkDiceOrder(wallet, {
          ref,
          asset: 'PHP',
          drawId,
          gameCode: 'K3_1',
          numero: 'n/a',
          count: TICKETS,
        }),
      );
    }

    const [a, b, c] = await runners();
    if (!a || !b || !c) throw new Error('three runners expected');
    const now = new Date();
    const reports = await Promise.all([a.settleDue(now), b.settleDue(now), c.settleDue(now)]);
    expect(reports.reduce((n, r) => n + r.tickets, 0)).toBe(MEMBERS * TICKETS);
    expect((await a.settleDue(now)).tickets).toBe(0);
    expect((await b.settleDue(now)).tickets).toBe(0);

    const { rows: open } = await t.database.query(
      `select count(*)::int as n from lottery_tickets where draw_id = $1 and status = 'open'`,
      [drawId],
    );
    expect(open[0]?.n).toBe(0);
    const { rows: draw } = await t.database.query(
      'select status from lottery_draws where id = $1',
      [drawId],
    );
    expect(draw[0]?.status).toBe('settled');

    // Per member: the payout journals of this draw sum to its tickets' payouts, which are what the odds say.
    const { rows: perMember } = await t.database.query(
      `select t.member_id::text as member, sum(t.payout)::text as payout,
         (select coalesce(sum(e.amount), 0)::text from journal j join entries e on e.journal_id = j.id
            join accounts ac on ac.id = e.account_id and ac.owner_kind = 'member'
          where j.kind = 'lottery.payout' and j.idem_key like $1 || ':' || t.member_id || ':%') as journaled
       from lottery_tickets t where t.draw_id = $2 group by t.member_id`,
      [String(drawId), drawId],
    );
    expect(perMember).toHaveLength(MEMBERS);
    for (const row of perMember) {
      expect(row.journaled).toBe(row.payout);
      expect(BigInt(String(row.payout))).toBe(expectedPayout(TICKETS));
    }
    // Each winning ticket names the journal that paid it; each journal pays exactly its tickets.
    const { rows: mismatched } = await t.database.query(
      `select j.id from journal j join entries e on e.journal_id = j.id and e.amount > 0
       where j.kind = 'lottery.payout' and j.idem_key like $1 || ':%'
         and e.amount <> (select sum(payout) from lottery_tickets where settle_journal_id = j.id)`,
      [String(drawId)],
    );
    expect(mismatched).toEqual([]);
    for (const ref of refs) {
      const balance = (await wallet.balances(ref)).find((x) => x.asset === 'PHP')?.balance;
      expect(balance).toBe(FUNDED - (stakes.get(ref.memberId) ?? 0n) + expectedPayout(TICKETS));
    }
    // Round totals: each member's batches, whichever runner settled them, add up to its 400 tickets.
    const totals = await createRoundTotalsRepository(t.database.db).memberTotals(drawId);
    expect(
      totals.map((r) => [r.memberId, r.uplineId, r.tickets, r.validStake, r.payout, r.voidTickets]),
    ).toEqual(
      refs.map((ref) => [
        ref.memberId,
        null,
        TICKETS,
        stakes.get(ref.memberId),
        expectedPayout(TICKETS),
        0,
      ]),
    );
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });
});
