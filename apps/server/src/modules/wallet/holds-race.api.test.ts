import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HoldRefusal } from '@/modules/wallet/ledger.errors.ts';
import type { Hold } from '@/modules/wallet/holds.repository.ts';
import type { MemberRef, WalletService } from '@/modules/wallet/wallet.service.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { demoMerchant, fakeClock, nextId } from '@/test/factories.ts';
import { expectLedgerClean } from '@/test/money.ts';

/**
 * design/money.md §14 test 14: full captures, partial captures and releases of the same holds race
 * each other, their own retries and two auto-confirm claimers. Each hold resolves exactly once, as its
 * one winner asked; every member ends with exactly what the winners say (computed here, not read);
 * `held` equals the pending holds; the ledger check is clean. On PostgreSQL the requests run on
 * separate connections at once; PGlite interleaves them on its one connection.
 */
let t: TestApp;
let wallet: WalletService;
const clock = fakeClock();
const MEMBERS = 6;
const HOLDS = 5;
const FUNDED = 100_000n;

beforeAll(async () => {
  t = await createTestApp({ clock });
  wallet = t.app.services.wallet;
});
afterAll(async () => t.close());

/** A request that may resolve a hold, and what it moves if it wins. */
interface Contender {
  holdId: number;
  key: string;
  posts: bigint;
  run(): Promise<{ replayed: boolean }>;
}

/** A deterministic shuffle (the order requests start in; their finish order is the database's). */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

describe('holds raced by members and the auto-confirm job', () => {
  it('each hold resolves once, as its winner asked; balances and held add up; the check is clean', async () => {
    const merchantId = (await demoMerchant(t.database)).id;
    const payout = await wallet.systemAccountId(merchantId, 'payout_clearing', 'PHP');
    const payoutBefore = (await wallet.ledger.repository().balanceOf(payout))?.balance ?? 0n;
    const members: { ref: MemberRef; holds: Hold[]; autoOnly: Hold; untouched: bigint }[] = [];
    for (let m = 0; m < MEMBERS; m++) {
      const ref = { merchantId, memberId: 9_500_000 + nextId() };
      await wallet.credit(ref, 'PHP', FUNDED, 'test.credit', `race:${ref.memberId}`);
      const holds: Hold[] = [];
      let untouched = 0n;
      // HOLDS contended holds, then one only the job resolves, then one nobody touches.
      for (let h = 0; h < HOLDS + 2; h++) {
        const amount = BigInt(1_000 + ((m * 7 + h * 13) % 9) * 500);
        const { hold } = await wallet.ledger.run((tx) =>
          wallet.holdMember(tx, ref, {
            asset: 'PHP',
            amount,
            scope: 'race',
            key: `${ref.memberId}:${h}`,
            requestHash: `${amount}`,
            purpose: 'withdrawal',
            // Every other contended hold is due for auto-confirm too.
            autoConfirmAt: h === HOLDS || (h < HOLDS && h % 2 === 0) ? clock.now() : null,
          }),
        );
        if (h <= HOLDS) holds.push(hold);
        else untouched += amount;
      }
      const autoOnly = holds.pop();
      if (!autoOnly) throw new Error('no holds');
      members.push({ ref, holds, autoOnly, untouched });
    }

    const capture = (hold: Hold, key: string, amount: bigint) =>
      wallet.ledger.run((tx) =>
        wallet.ledger.capture(tx, {
          holdId: hold.id,
          amount,
          key,
          kind: 'withdrawal.payout',
          legs: [{ accountId: payout, asset: 'PHP', amount }],
        }),
      );
    const release = (hold: Hold, key: string) =>
      wallet.ledger.run((tx) => wallet.ledger.release(tx, { holdId: hold.id, key }));
    const contenders: Contender[] = members.flatMap(({ holds }) =>
      holds.flatMap((hold) => {
        const part = hold.amount / 3n;
        const full = { holdId: hold.id, key: `full:${hold.id}`, posts: hold.amount };
        return [
          { ...full, run: () => capture(hold, full.key, hold.amount) },
          // The member's retry of the same answer (a double click, a lost response).
          { ...full, run: () => capture(hold, full.key, hold.amount) },
          {
            holdId: hold.id,
            key: `part:${hold.id}`,
            posts: part,
            run: () => capture(hold, `part:${hold.id}`, part),
          },
          {
            holdId: hold.id,
            key: `rel:${hold.id}`,
            posts: 0n,
            run: () => release(hold, `rel:${hold.id}`),
          },
        ];
      }),
    );

    /** Wins: hold id → the key that resolved it and what it posted. */
    const wins = new Map<number, { key: string; posts: bigint }[]>();
    const won = (holdId: number, key: string, posts: bigint) =>
      wins.set(holdId, [...(wins.get(holdId) ?? []), { key, posts }]);

    // The auto-confirm job on two processes: claim due holds (skipping locked ones), capture each whole.
    const claimer = async () => {
      for (;;) {
        const claimed = await wallet.ledger.run(async (tx) => {
          const due = await wallet.ledger.claimDueHolds(tx, { now: clock.now(), limit: 2 });
          const done: { holdId: number; key: string; posts: bigint }[] = [];
          for (const hold of due) {
            const key = `auto:${hold.id}`;
            await wallet.ledger.capture(tx, {
              holdId: hold.id,
              amount: hold.amount,
              key,
              kind: 'withdrawal.payout',
              legs: [{ accountId: payout, asset: 'PHP', amount: hold.amount }],
            });
            done.push({ holdId: hold.id, key, posts: hold.amount });
          }
          return done;
        });
        // Recorded once the transaction committed (a retried attempt's work is not a win).
        for (const c of claimed) won(c.holdId, c.key, c.posts);
        if (claimed.length === 0) return;
      }
    };

    const refusals: unknown[] = [];
    await Promise.all([
      ...shuffled(contenders, 42).map(async (c) => {
        try {
          const { replayed } = await c.run();
          if (!replayed) won(c.holdId, c.key, c.posts);
        } catch (err) {
          if (err instanceof HoldRefusal && err.code === 'HOLD_RESOLVED') return;
          refusals.push(err);
        }
      }),
      claimer(),
      claimer(),
    ]);
    expect(refusals).toEqual([]);

    // Each hold was resolved by exactly one request (the job's alone by the job), and the database agrees.
    const all = members.flatMap((m) => [...m.holds, m.autoOnly]);
    for (const hold of all) expect(wins.get(hold.id)?.length, `hold ${hold.id}`).toBe(1);
    for (const m of members)
      expect(wins.get(m.autoOnly.id)?.[0]?.key).toBe(`auto:${m.autoOnly.id}`);
    const { rows } = await t.database.query(
      `select id::int as id, status, posted_amount::text as posted, resolution_key as key from holds
       where id = any($1) order by id`,
      [all.map((h) => h.id)],
    );
    expect(rows).toEqual(
      [...all]
        .sort((a, b) => a.id - b.id)
        .map((h) => {
          const win = wins.get(h.id)?.[0];
          return {
            id: h.id,
            status: win?.posts === 0n ? 'voided' : 'posted',
            posted: String(win?.posts),
            key: win?.key,
          };
        }),
    );

    // Money, computed from the winners alone.
    let paid = 0n;
    for (const m of members) {
      const posted = [...m.holds, m.autoOnly].reduce(
        (sum, h) => sum + (wins.get(h.id)?.[0]?.posts ?? 0n),
        0n,
      );
      paid += posted;
      const [row] = await wallet.balances(m.ref);
      expect(row).toEqual({ asset: 'PHP', balance: FUNDED - posted, held: m.untouched });
    }
    expect((await wallet.ledger.repository().balanceOf(payout))?.balance).toBe(payoutBefore + paid);
    await expectLedgerClean(t.database);
  }, 120_000);
});
