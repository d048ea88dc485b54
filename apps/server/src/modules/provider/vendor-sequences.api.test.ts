import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletAnswer } from '@monsoon/contracts/provider/wallet';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { buildMember } from '@/test/factories.ts';
import { launchTokenFor } from '@/test/vendor.ts';
import { balanceOf, expectLedgerClean, fund, playerCalls, uniquePrefix } from '@/test/money.ts';

/**
 * design/money.md §7.7: random vendor sequences for one member — duplicated and reordered calls,
 * rollbacks before their bet, wins after a rollback, rollbacks after a win, double rollbacks, conflicting resends — checked
 * call by call against a sequential model of the seamless-wallet rules, then as a whole.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ROUNDS = 4;
const FUNDS = 800;

type Op =
  | { kind: 'bet'; r: number }
  | { kind: 'betChanged'; r: number }
  | { kind: 'win'; r: number }
  | { kind: 'rollback'; r: number; x: number };

const round = fc.nat(ROUNDS - 1);
const op: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('bet' as const), r: round }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('betChanged' as const), r: round }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('win' as const), r: round }), weight: 3 },
  {
    arbitrary: fc.record({ kind: fc.constant('rollback' as const), r: round, x: fc.nat(1) }),
    weight: 3,
  },
);
const scenario = fc.record({
  bets: fc.array(fc.integer({ min: 1, max: 400 }), { minLength: ROUNDS, maxLength: ROUNDS }),
  wins: fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 600 })), {
    minLength: ROUNDS,
    maxLength: ROUNDS,
  }),
  ops: fc.array(op, { minLength: 1, maxLength: 24 }),
});

interface RoundModel {
  /** The first stored answer of the bet id (replayed ever after). */
  bet: WalletAnswer | null;
  applied: boolean;
  tombstoned: boolean;
  refunded: boolean;
  /** The round has ended: a win finished it, or its stake was refunded in full. */
  closed: boolean;
  /** A win was applied (credited). */
  paid: boolean;
  win: WalletAnswer | null;
  rollbacks: (WalletAnswer | null)[];
}

describe('vendor sequences (property)', () => {
  it('any sequence: each answer follows the rules, the member pays exactly the applied, unrolled bets and gets the applied wins, each vendor id has at most one effect', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ bets, wins, ops }) => {
        const member = await buildMember(t.database);
        await fund(t.database, member, BigInt(FUNDS));
        const calls = playerCalls(t.app, member, await launchTokenFor(t.database, member));
        const p = uniquePrefix('seq');
        const ids = (r: number) => ({ bet: `${p}B${r}`, win: `${p}W${r}`, round: `${p}R${r}` });
        const rounds: RoundModel[] = Array.from({ length: ROUNDS }, () => ({
          bet: null,
          applied: false,
          tombstoned: false,
          refunded: false,
          closed: false,
          paid: false,
          win: null,
          rollbacks: [null, null],
        }));
        let balance = FUNDS;

        for (const o of ops) {
          const m = rounds[o.r];
          const amount = bets[o.r] ?? 1;
          const winAmount = wins[o.r] ?? 0;
          if (!m) continue;
          const { bet, win, round: roundId } = ids(o.r);
          if (o.kind === 'bet') {
            const a = await calls.bet(bet, roundId, amount);
            if (m.bet) expect(a).toEqual(m.bet);
            else {
              const status = m.tombstoned
                ? 'DUPLICATE_CONFLICT'
                : balance >= amount
                  ? 'OK'
                  : 'INSUFFICIENT_FUNDS';
              if (status === 'OK') {
                balance -= amount;
                m.applied = true;
              }
              expect(a).toMatchObject({ status, balance });
              m.bet = a;
            }
          } else if (o.kind === 'betChanged') {
            // Only a resend of a stored id is a conflict (a first send would just be a new bet).
            if (!m.bet) continue;
            expect(await calls.bet(bet, roundId, amount + 1)).toMatchObject({
              status: 'DUPLICATE_CONFLICT',
              balance,
            });
          } else if (o.kind === 'win') {
            // Every win finishes its round (playerCalls' default roundFinished: true).
            const a = await calls.win(win, roundId, winAmount);
            if (m.win) expect(a).toEqual(m.win);
            else if (m.closed) expect(a).toMatchObject({ status: 'ROUND_CLOSED', balance });
            else if (m.applied) {
              balance += winAmount;
              m.closed = true;
              m.paid = true;
              expect(a).toMatchObject({ status: 'OK', balance });
            } else expect(a).toMatchObject({ status: 'BET_NOT_FOUND', balance });
            // Every answer of a win id is stored, refusals included (decision 0030).
            m.win ??= a;
          } else {
            const a = await calls.rollback(`${p}X${o.x}-${o.r}`, bet, roundId);
            const stored = m.rollbacks[o.x];
            if (stored) expect(a).toEqual(stored);
            else if (m.bet && m.applied && !m.refunded && m.closed) {
              // The round has ended (its win finished it): its stake is not refunded (stored refusal).
              expect(a).toMatchObject({ status: 'ROUND_CLOSED', balance });
              m.rollbacks[o.x] = a;
            } else {
              if (!m.bet) m.tombstoned = true;
              else if (m.applied && !m.refunded) {
                // A refund of the round's only stake refunds it in full: the round ends.
                balance += amount;
                m.refunded = true;
                m.closed = true;
              }
              expect(a).toMatchObject({ status: 'OK', balance });
              m.rollbacks[o.x] = a;
            }
          }
        }

        // As a whole: charged exactly for applied bets not rolled back, credited for applied wins.
        const charged = rounds.reduce(
          (s, m, r) => s + (m.applied && !m.refunded ? (bets[r] ?? 0) : 0),
          0,
        );
        const credited = rounds.reduce((s, m, r) => s + (m.paid ? (wins[r] ?? 0) : 0), 0);
        expect(await balanceOf(t.database, member)).toBe(BigInt(FUNDS - charged + credited));
        const multi = await t.database.query(
          `select idem_key from journal where idem_key like $1 group by idem_key having count(*) > 1
           union all select tx_id from vendor_tx where tx_id like $1 group by tx_id having count(*) > 1
           union all select journal_id::text from vendor_tx where tx_id like $1 and journal_id is not null
             group by journal_id having count(*) > 1`,
          [`${p}%`],
        );
        expect(multi.rows).toEqual([]);
      }),
      { numRuns: 25 },
    );
    await expectLedgerClean(t.database);
  }, 120_000);
});
