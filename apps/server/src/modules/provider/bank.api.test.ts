import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletAnswer } from '@monsoon/contracts/provider/wallet';
import { HOUSE_SHARDS, houseShardOf } from '@/modules/wallet/ledger.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { buildMember } from '@/test/factories.ts';
import { launchTokenFor } from '@/test/vendor.ts';
import {
  balanceOf,
  expectLedgerClean,
  fund,
  playerCalls,
  trialBalance,
  uniquePrefix,
  type Player,
} from '@/test/money.ts';

/**
 * design/money.md §7.1, the bank test: many concurrent clients doing random bets, wins, rollbacks
 * (early ones too), duplicates of earlier ids and credits across members on every house shard →
 * the trial balance stays 0 at every read, and each member's balance is exactly what the answers say.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const MEMBERS = 40;
const WORKERS = 20;
const OPERATIONS = 1_500;
const OPENING = 20_000n;

interface Client {
  member: Player;
  calls: ReturnType<typeof playerCalls>;
  credits: bigint;
  bets: { id: string; round: string; amount: number; answers: WalletAnswer[] }[];
  wins: { id: string; amount: number; answers: WalletAnswer[] }[];
  rollbacks: { id: string; ref: string; answers: WalletAnswer[] }[];
}

describe('bank test', () => {
  it('1,500 random concurrent vendor calls and credits: trial balance 0 at every read, every member balance = credits − applied bets + wins + refunds', async () => {
    const p = uniquePrefix('bank');
    const clients: Client[] = await Promise.all(
      Array.from({ length: MEMBERS }, async () => {
        const member = await buildMember(t.database);
        await fund(t.database, member, OPENING);
        const token = await launchTokenFor(t.database, member);
        return {
          member,
          calls: playerCalls(t.app, member, token),
          credits: OPENING,
          bets: [],
          wins: [],
          rollbacks: [],
        };
      }),
    );
    expect(new Set(clients.map((c) => houseShardOf(c.member.id))).size).toBe(HOUSE_SHARDS);

    // A deterministic stream of choices (fast-check's generator, fixed seed) keeps a failure reproducible.
    const choices = fc.sample(
      fc.tuple(fc.nat(MEMBERS - 1), fc.nat(99), fc.nat(1_000), fc.nat(1_000)),
      { numRuns: OPERATIONS, seed: 20240611 },
    );
    let next = 0;
    let sequence = 0;
    const reads: Record<string, string>[] = [];
    let running = true;

    const step = async (pick: number, kind: number, a: number, b: number): Promise<void> => {
      const c = clients[pick];
      if (!c) return;
      const n = ++sequence;
      if (kind < 40) {
        // A new bet, sometimes larger than what is left (refused, stored).
        const bet = {
          id: `${p}B${n}`,
          round: `${p}R${n}`,
          amount: 1 + (a % 3 === 0 ? a * 10 : a),
          answers: [] as WalletAnswer[],
        };
        c.bets.push(bet);
        bet.answers.push(await c.calls.bet(bet.id, bet.round, bet.amount));
      } else if (kind < 62) {
        // A win on one of the member's rounds (amount 0 closes a losing round).
        const bet = c.bets[a % Math.max(1, c.bets.length)];
        if (!bet) return;
        const win = {
          id: `${p}W${n}`,
          amount: b % 4 === 0 ? 0 : b * 2,
          answers: [] as WalletAnswer[],
        };
        c.wins.push(win);
        win.answers.push(await c.calls.win(win.id, bet.round, win.amount));
      } else if (kind < 74) {
        // A rollback of a known bet.
        const bet = c.bets[a % Math.max(1, c.bets.length)];
        if (!bet) return;
        const rollback = { id: `${p}X${n}`, ref: bet.id, answers: [] as WalletAnswer[] };
        c.rollbacks.push(rollback);
        rollback.answers.push(await c.calls.rollback(rollback.id, bet.id, bet.round));
      } else if (kind < 80) {
        // A rollback that arrives before its bet, then the bet (refused: the rollback cancelled it).
        const bet = {
          id: `${p}B${n}`,
          round: `${p}R${n}`,
          amount: 1 + a,
          answers: [] as WalletAnswer[],
        };
        const rollback = { id: `${p}X${n}`, ref: bet.id, answers: [] as WalletAnswer[] };
        c.rollbacks.push(rollback);
        c.bets.push(bet);
        rollback.answers.push(await c.calls.rollback(rollback.id, bet.id, bet.round));
        bet.answers.push(await c.calls.bet(bet.id, bet.round, bet.amount));
        expect(bet.answers[0]?.status).toBe('DUPLICATE_CONFLICT');
      } else if (kind < 94) {
        // A duplicate of an earlier call of this member, byte for byte.
        const pool = [
          ...c.bets.map(
            (x) => async () => x.answers.push(await c.calls.bet(x.id, x.round, x.amount)),
          ),
          ...c.rollbacks.map((x) => async () => {
            const bet = c.bets.find((y) => y.id === x.ref);
            if (bet) x.answers.push(await c.calls.rollback(x.id, x.ref, bet.round));
          }),
        ];
        await pool[a % Math.max(1, pool.length)]?.();
      } else {
        // A credit from the bank (deposits, sandbox funding).
        const amount = BigInt(1 + a * 5);
        c.credits += amount;
        await fund(t.database, c.member, amount);
      }
    };

    const worker = async () => {
      for (;;) {
        const choice = choices[next++];
        if (!choice) return;
        await step(...choice);
      }
    };
    // A reader beside the writers: every snapshot of the accounts sums to zero per asset.
    const reader = async () => {
      while (running) {
        reads.push(await trialBalance(t.database));
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const readerDone = reader();
    await Promise.all(Array.from({ length: WORKERS }, worker));
    running = false;
    await readerDone;

    expect(reads.length).toBeGreaterThan(3);
    for (const read of reads) for (const total of Object.values(read)) expect(total).toBe('0');

    for (const c of clients) {
      let expected = c.credits;
      for (const bet of c.bets) {
        const [first, ...again] = bet.answers;
        // Replays of a stored outcome are identical (a conflict answers the current balance).
        for (const a of again) if (first?.status !== 'DUPLICATE_CONFLICT') expect(a).toEqual(first);
        if (first?.status !== 'OK') continue;
        expected -= BigInt(bet.amount);
        // Refunded once when any rollback of it was accepted (an early one would have refused the bet).
        if (c.rollbacks.some((r) => r.ref === bet.id && r.answers[0]?.status === 'OK'))
          expected += BigInt(bet.amount);
      }
      for (const win of c.wins) if (win.answers[0]?.status === 'OK') expected += BigInt(win.amount);
      // A rollback is accepted, or refused once its round has paid a win or ended (then replayed as refused).
      for (const rb of c.rollbacks) {
        const [first, ...again] = rb.answers;
        expect(['OK', 'BET_NOT_FOUND', 'ROUND_CLOSED']).toContain(first?.status);
        for (const a of again) expect(a).toEqual(first);
      }
      expect(await balanceOf(t.database, c.member)).toBe(expected);
    }
    const statuses = clients.flatMap((c) =>
      [...c.bets, ...c.wins, ...c.rollbacks].flatMap((x) => x.answers.map((a) => a.status)),
    );
    // The mix really exercised every outcome.
    for (const s of ['OK', 'INSUFFICIENT_FUNDS', 'DUPLICATE_CONFLICT', 'ROUND_CLOSED'] as const)
      expect(statuses).toContain(s);
    expect(Object.values(await trialBalance(t.database)).every((v) => v === '0')).toBe(true);
    await expectLedgerClean(t.database);
  }, 120_000);
});
