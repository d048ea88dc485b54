import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { buildMember, countRows } from '@/test/factories.ts';
import { launchTokenFor, vendorCall } from '@/test/vendor.ts';
import {
  balanceOf,
  expectLedgerClean,
  fund,
  moneyRows,
  playerCalls,
  uniquePrefix,
} from '@/test/money.ts';

/**
 * Rounds end (money.md §15, decision 0030): a round closed by `roundFinished` or refunded in full takes
 * no bet, win or refund (`ROUND_CLOSED`, stored); a round keeps its asset; a rollback's hash covers every
 * field; each settled round yields exactly one wager fact.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(async () => expectLedgerClean(t.database));

const newPlayer = async (funds: bigint, uplineId?: number) => {
  const member = await buildMember(t.database, uplineId === undefined ? {} : { uplineId });
  if (funds > 0n) await fund(t.database, member, funds);
  const token = await launchTokenFor(t.database, member);
  return { member, token, calls: playerCalls(t.app, member, token) };
};

const factsOf = async (memberId: number) =>
  (
    await t.database.query(
      `select f.source_kind, f.stake::text, f.valid_bet::text, f.payout::text, f.asset, f.vendor,
         f.game_code, f.product_type, f.upline_path::text, g.round_id
       from wager_facts f join game_rounds g on g.id = f.source_id
       where f.member_id = $1 and f.source_kind = 'vendor_round' order by f.id`,
      [memberId],
    )
  ).rows;

describe('a rollback replayed with other fields', () => {
  it('another gameCode, round or player under the same rollback id is DUPLICATE_CONFLICT and refunds nothing more', async () => {
    const { member, calls } = await newPlayer(1_000n);
    const p = uniquePrefix('rbg');
    await calls.bet(`${p}B`, `${p}R`, 300);
    const call = vendorCall(t.app);
    const rollback = (fields: Record<string, string>) =>
      call('rollback', {
        transactionId: `${p}X`,
        referenceTransactionId: `${p}B`,
        roundId: `${p}R`,
        playerId: String(member.id),
        gameCode: 'MS001',
        ...fields,
      });
    const first = await rollback({});
    expect(first.answer).toMatchObject({ status: 'OK', balance: 1_000 });
    expect((await rollback({})).answer).toEqual(first.answer);
    const before = await moneyRows(t.database);
    expect((await rollback({ gameCode: 'MS002' })).answer).toMatchObject({
      status: 'DUPLICATE_CONFLICT',
      balance: 1_000,
    });
    expect((await rollback({ roundId: `${p}R2` })).answer.status).toBe('DUPLICATE_CONFLICT');
    expect(await moneyRows(t.database)).toEqual(before);
    expect(await balanceOf(t.database, member)).toBe(1_000n);
  });
});

describe('a round closed by roundFinished is final', () => {
  it('takes no new bet, no second win and no refund of its lost bet: ROUND_CLOSED, stored, no money moved', async () => {
    const { member, calls } = await newPlayer(1_000n);
    const p = uniquePrefix('fin');
    expect(await calls.bet(`${p}B1`, `${p}R`, 200)).toMatchObject({ status: 'OK', balance: 800 });
    // A losing round closes with a zero win.
    expect(await calls.win(`${p}W1`, `${p}R`, 0, true)).toMatchObject({
      status: 'OK',
      balance: 800,
    });
    const before = await moneyRows(t.database);
    const bet = await calls.bet(`${p}B2`, `${p}R`, 100);
    expect(bet).toMatchObject({ status: 'ROUND_CLOSED', balance: 800 });
    const win = await calls.win(`${p}W2`, `${p}R`, 5_000, true);
    expect(win).toMatchObject({ status: 'ROUND_CLOSED', balance: 800 });
    const refund = await calls.rollback(`${p}X1`, `${p}B1`, `${p}R`);
    expect(refund).toMatchObject({ status: 'ROUND_CLOSED', balance: 800 });
    // Stored under their ids: repeats answer the same, and only the three refusals were written.
    expect(await calls.bet(`${p}B2`, `${p}R`, 100)).toEqual(bet);
    expect(await calls.win(`${p}W2`, `${p}R`, 5_000, true)).toEqual(win);
    expect(await calls.rollback(`${p}X1`, `${p}B1`, `${p}R`)).toEqual(refund);
    expect(await moneyRows(t.database)).toEqual({
      ...before,
      vendorTx: Number(before?.['vendorTx']) + 3,
    });
    expect(await balanceOf(t.database, member)).toBe(800n);
    const [round] = (
      await t.database.query(
        `select stake::text, payout::text, status from game_rounds where round_id = $1`,
        [`${p}R`],
      )
    ).rows;
    expect(round).toEqual({ stake: '200', payout: '0', status: 'closed' });
  });

  it('a round refunded in full is final too: no bet, no win, not even a closing zero win', async () => {
    const { member, calls } = await newPlayer(1_000n);
    const p = uniquePrefix('ref');
    await calls.bet(`${p}B1`, `${p}R`, 250);
    expect(await calls.rollback(`${p}X1`, `${p}B1`, `${p}R`)).toMatchObject({
      status: 'OK',
      balance: 1_000,
    });
    expect(await calls.bet(`${p}B2`, `${p}R`, 100)).toMatchObject({ status: 'ROUND_CLOSED' });
    expect(await calls.win(`${p}W1`, `${p}R`, 400, true)).toMatchObject({
      status: 'ROUND_CLOSED',
      balance: 1_000,
    });
    expect(await calls.win(`${p}W2`, `${p}R`, 0, true)).toMatchObject({ status: 'ROUND_CLOSED' });
    expect(await balanceOf(t.database, member)).toBe(1_000n);
  });

  it('an open round still takes more bets and a mid-round win before it finishes', async () => {
    const { member, calls } = await newPlayer(1_000n);
    const p = uniquePrefix('open');
    await calls.bet(`${p}B1`, `${p}R`, 100);
    expect(await calls.win(`${p}W1`, `${p}R`, 50, false)).toMatchObject({ status: 'OK' });
    expect(await calls.bet(`${p}B2`, `${p}R`, 100)).toMatchObject({ status: 'OK', balance: 850 });
    expect(await calls.win(`${p}W2`, `${p}R`, 300, true)).toMatchObject({
      status: 'OK',
      balance: 1_150,
    });
    expect(await balanceOf(t.database, member)).toBe(1_150n);
    expect(await factsOf(member.id)).toHaveLength(1);
  });
});

describe('rounds carry their asset', () => {
  it('a bet or a win under a launch of another asset than the round’s is refused, and nothing moves', async () => {
    const { member, calls } = await newPlayer(1_000n);
    await fund(t.database, member, 1_000n, { asset: 'FUN' });
    const fun = playerCalls(
      t.app,
      member,
      await launchTokenFor(t.database, member, { asset: 'FUN' }),
    );
    const p = uniquePrefix('asset');
    await calls.bet(`${p}B1`, `${p}R`, 300);
    const before = await moneyRows(t.database);
    expect(await fun.bet(`${p}B2`, `${p}R`, 100)).toMatchObject({
      status: 'DUPLICATE_CONFLICT',
      currency: 'FUN',
      balance: 1_000,
    });
    // A win carrying the FUN launch's token for the PHP round.
    const funToken = await launchTokenFor(t.database, member, { asset: 'FUN' });
    const win = await vendorCall(t.app)('win', {
      transactionId: `${p}W1`,
      roundId: `${p}R`,
      playerId: String(member.id),
      gameCode: 'MS001',
      amount: 500,
      roundFinished: true,
      token: funToken,
    });
    expect(win.answer).toMatchObject({
      status: 'DUPLICATE_CONFLICT',
      currency: 'PHP',
      balance: 700,
    });
    // No money moved (the refused FUN bet may have created an empty FUN house shard); both refusals stored.
    const after = await moneyRows(t.database);
    expect({ ...after, accounts: 0 }).toEqual({
      ...before,
      accounts: 0,
      vendorTx: Number(before?.['vendorTx']) + 2,
    });
    expect(await balanceOf(t.database, member, 'FUN')).toBe(1_000n);
    expect(await balanceOf(t.database, member)).toBe(700n);
  });
});

describe('wager facts of vendor rounds', () => {
  it('one fact per settled round, in the closing transaction: won, lost, partly and fully refunded', async () => {
    const agent = await buildMember(t.database);
    const sub = await buildMember(t.database, { uplineId: agent.id });
    const { member, calls } = await newPlayer(10_000n, sub.id);
    const p = uniquePrefix('fact');
    await calls.bet(`${p}B1`, `${p}R1`, 500);
    await calls.win(`${p}W1`, `${p}R1`, 1_200, false);
    expect(await factsOf(member.id)).toEqual([]); // not finished: no fact yet
    await calls.win(`${p}W1b`, `${p}R1`, 0, true);
    await calls.bet(`${p}B2`, `${p}R2`, 300);
    await calls.win(`${p}W2`, `${p}R2`, 0, true);
    await calls.bet(`${p}B3a`, `${p}R3`, 100);
    await calls.bet(`${p}B3b`, `${p}R3`, 200);
    await calls.rollback(`${p}X3`, `${p}B3a`, `${p}R3`);
    await calls.win(`${p}W3`, `${p}R3`, 50, true);
    await calls.bet(`${p}B4`, `${p}R4`, 400);
    await calls.rollback(`${p}X4`, `${p}B4`, `${p}R4`);
    // Replays and refusals write no second fact.
    await calls.win(`${p}W2`, `${p}R2`, 0, true);
    await calls.win(`${p}W9`, `${p}R2`, 10, true);
    const { rows } = await t.database.query(
      `select game_type from catalogue_games where game_id = 'MS001' limit 1`,
    );
    const product = String(rows[0]?.['game_type'] ?? 'RNG');
    const common = {
      source_kind: 'vendor_round',
      asset: 'PHP',
      vendor: 'MONSOON',
      game_code: 'MS001',
      product_type: product,
      upline_path: `{${sub.id},${agent.id}}`,
    };
    expect(await factsOf(member.id)).toEqual([
      { ...common, round_id: `${p}R1`, stake: '500', valid_bet: '500', payout: '1200' },
      { ...common, round_id: `${p}R2`, stake: '300', valid_bet: '300', payout: '0' },
      { ...common, round_id: `${p}R3`, stake: '300', valid_bet: '200', payout: '50' },
      { ...common, round_id: `${p}R4`, stake: '400', valid_bet: '0', payout: '0' },
    ]);
  });

  it('facts are append-only: UPDATE and DELETE are refused by the database', async () => {
    const { member, calls } = await newPlayer(1_000n);
    const p = uniquePrefix('ao');
    await calls.bet(`${p}B`, `${p}R`, 100);
    await calls.win(`${p}W`, `${p}R`, 0, true);
    // The server's role has no right to change a fact; the trigger refuses even the owner.
    for (const text of [
      `update wager_facts set payout = 1000 where member_id = ${member.id}`,
      `delete from wager_facts where member_id = ${member.id}`,
    ]) {
      await expect(t.database.query(text)).rejects.toThrow(/permission denied/);
      const owner = await t
        .asOwner((db) => db.execute(sql.raw(text)))
        .then(
          () => null,
          (err: unknown) => String((err as { cause?: unknown }).cause ?? err),
        );
      expect(owner).toMatch(/append-only/);
    }
    expect(await countRows(t.database, 'wager_facts', `member_id = ${member.id}`)).toBe(1);
  });
});
