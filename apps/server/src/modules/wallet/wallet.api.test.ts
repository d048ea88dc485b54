import { checkLedger } from '@/modules/wallet/ledger.check.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionValueSchema } from '@monsoon/contracts/session';
import {
  balanceValueSchema,
  bettingRecords,
  consolidatedFundsValueSchema,
} from '@monsoon/contracts/wallet';
import { z } from 'zod';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import { buildMember, loginAs, nextIp } from '@/test/factories.ts';
import { launchTokenFor } from '@/test/vendor.ts';
import { createWalletService } from '@/modules/wallet/wallet.service.ts';
import { expectLedgerClean, fund, playerCalls, uniquePrefix } from '@/test/money.ts';

/** The member's wallet calls: balance, consolidated funds, merchant wallet mode, betting records. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await expectLedgerClean(t.database);
  await t.close();
});

const recordsSchema = bettingRecords.value;

const newPlayer = async (funds: bigint) => {
  const member = await buildMember(t.database);
  if (funds > 0n) await fund(t.database, member, funds);
  const session = await loginAs(t.app, member.username, member.password);
  const calls = playerCalls(t.app, member, await launchTokenFor(t.database, member));
  return { member, session, calls };
};

/** Today in the platform's business day (UTC+8), yyyy-MM-dd. */
const dayOf = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
const today = dayOf(Date.now());

describe('balance calls', () => {
  it('balance is the ledger balance in decimal, shaped by the contract, and needs a session', async () => {
    const { session, calls } = await newPlayer(123_456n);
    await calls.bet(`${uniquePrefix('bal')}B`, 'bal-R', 1_001);
    const value = await wire(t.app).ok(balanceValueSchema, 'GET', '/wps/v2/wallets/balance', {
      token: session.token,
    });
    expect(value).toEqual({
      sumBalance: 1_224.55,
      balance: [
        {
          accountTypeId: 2,
          availBalance: 1_224.55,
          balance: 1_224.55,
          frozenBalance: 0,
          currency: 'PHP',
        },
      ],
      currency: 'PHP',
      currencySymbol: expect.any(String),
    });
    for (const path of [
      '/wps/v2/wallets/balance',
      '/wps/wallets/balance',
      '/wps/member/info/funds/consolidated',
      '/wps/relay/GCS_merchantWallet',
    ])
      expect((await wire(t.app).send('GET', path)).status).toBe(401);
  });

  it('a member without any account yet has a zero balance', async () => {
    const { session } = await newPlayer(0n);
    const value = await wire(t.app).ok(balanceValueSchema, 'GET', '/wps/v2/wallets/balance', {
      token: session.token,
    });
    expect(value.sumBalance).toBe(0);
  });

  it('a trial account (free play) sees its 2,000.00 FUN from the first read, granted once, never the merchant currency', async () => {
    const session = await wire(t.app).ok(
      sessionValueSchema,
      'POST',
      '/wps/session/login/freeplay',
      { payload: {}, remoteAddress: nextIp() },
    );
    expect(session.customerType).toBe(4);
    const first = await wire(t.app).ok(balanceValueSchema, 'GET', '/wps/v2/wallets/balance', {
      token: session.token,
    });
    expect(first).toMatchObject({
      currency: 'FUN',
      currencySymbol: 'FUN',
      sumBalance: 2_000,
      balance: [{ currency: 'FUN', availBalance: 2_000 }],
    });
    const { rows } = await t.database.query('select merchant_id from members where id = $1', [
      session.id,
    ]);
    await createWalletService(t.database.db).grantFun({
      merchantId: Number(rows[0]?.['merchant_id']),
      memberId: session.id,
    });
    const again = await wire(t.app).ok(balanceValueSchema, 'GET', '/wps/v2/wallets/balance', {
      token: session.token,
    });
    expect(again.sumBalance).toBe(2_000);
    const funds = await wire(t.app).ok(
      consolidatedFundsValueSchema,
      'GET',
      '/wps/member/info/funds/consolidated',
      { token: session.token },
    );
    expect(funds).toMatchObject({ balance: 2_000, currency: 'FUN' });
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });

  it('consolidated funds carry the available balance; the merchant runs a single wallet', async () => {
    const { session } = await newPlayer(50_005n);
    const funds = await wire(t.app).ok(
      consolidatedFundsValueSchema,
      'GET',
      '/wps/member/info/funds/consolidated',
      { token: session.token },
    );
    expect(funds).toMatchObject({ balance: 500.05, currency: 'PHP' });
    const mode = await wire(t.app).ok(
      z.object({ isSingle: z.boolean() }),
      'GET',
      '/wps/relay/GCS_merchantWallet',
      { token: session.token },
    );
    expect(mode).toEqual({ isSingle: true });
  });
});

describe('betting records', () => {
  const records = (token: string, query: Record<string, string>) =>
    wire(t.app).ok(
      recordsSchema,
      'GET',
      `/wps/relay/ODSFE2_getBettingRecords?${new URLSearchParams(query)}`,
      { token },
    );

  it('pages a member’s rounds newest first, sums the whole range, and shows nobody else’s', async () => {
    const a = await newPlayer(100_000n);
    const b = await newPlayer(100_000n);
    const p = uniquePrefix('rec');
    // Three rounds of A: won, lost, rolled back; one round of B.
    await a.calls.bet(`${p}B1`, `${p}R1`, 1_000);
    await a.calls.win(`${p}W1`, `${p}R1`, 2_550);
    await a.calls.bet(`${p}B2`, `${p}R2`, 500);
    await a.calls.win(`${p}W2`, `${p}R2`, 0);
    await a.calls.bet(`${p}B3`, `${p}R3`, 700);
    await a.calls.rollback(`${p}X3`, `${p}B3`, `${p}R3`);
    await b.calls.bet(`${p}B9`, `${p}R9`, 9_900);

    const page1 = await records(a.session.token, {
      startDate: today,
      endDate: today,
      pageNo: '1',
      pageSize: '2',
    });
    const page2 = await records(a.session.token, {
      startDate: today,
      endDate: today,
      pageNo: '2',
      pageSize: '2',
    });
    expect(page1).toMatchObject({ pageNo: 1, pageSize: 2, totalCount: 3, totalPages: 2 });
    expect(page1.list.map((r) => r.roundId)).toEqual([`${p}R3`, `${p}R2`]);
    expect(page2.list.map((r) => r.roundId)).toEqual([`${p}R1`]);
    expect(page1.list[0]).toMatchObject({ betAmount: 0, winAmount: 0, status: 'closed' });
    expect(page2.list[0]).toMatchObject({
      betAmount: 10,
      winAmount: 25.5,
      netAmount: 15.5,
      status: 'closed',
      vendor: 'MONSOON',
      currency: 'PHP',
    });
    // Summary over the range, not the page: stakes 10 + 5 (+ 7 refunded), wins 25.50.
    for (const page of [page1, page2])
      expect(page.summary).toEqual({ betAmount: 15, winAmount: 25.5, netAmount: 10.5 });

    const theirs = await records(b.session.token, { startDate: today, endDate: today });
    expect(theirs.list.map((r) => r.roundId)).toEqual([`${p}R9`]);
    expect(theirs.summary).toEqual({ betAmount: 99, winAmount: 0, netAmount: -99 });
  });

  it('a range before the rounds is empty; a page past the end is empty with the same totals', async () => {
    const a = await newPlayer(10_000n);
    const p = uniquePrefix('rec2');
    await a.calls.bet(`${p}B1`, `${p}R1`, 100);
    const past = dayOf(Date.now() - 40 * 24 * 3600_000);
    const old = await records(a.session.token, { startDate: past, endDate: past });
    expect(old).toMatchObject({
      list: [],
      totalCount: 0,
      summary: { betAmount: 0, winAmount: 0, netAmount: 0 },
    });
    const beyond = await records(a.session.token, {
      startDate: `${today} 00:00:00`,
      endDate: `${today} 23:59:59`,
      pageNo: '5',
    });
    expect(beyond).toMatchObject({ list: [], totalCount: 1, summary: { betAmount: 1 } });
  });

  it.each([
    ['a date that is not a date', { startDate: 'yesterday', endDate: today }],
    ['an impossible month', { startDate: '2024-13-01', endDate: today }],
    ['the end before the start', { startDate: today, endDate: '2020-01-01' }],
    ['a range over 3 months', { startDate: '2020-01-01', endDate: '2020-12-31' }],
    ['a page size over 100', { startDate: today, endDate: today, pageSize: '1000' }],
    ['page 0', { startDate: today, endDate: today, pageNo: '0' }],
    ['no dates', {}],
  ])('refuses %s with 400 and no records', async (_name, query) => {
    const a = await newPlayer(10_000n);
    await a.calls.bet(`${uniquePrefix('bad')}B`, `${uniquePrefix('bad')}R`, 100);
    const res = await wire(t.app).send(
      'GET',
      `/wps/relay/ODSFE2_getBettingRecords?${new URLSearchParams(query)}`,
      { token: a.session.token },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false });
    expect(JSON.stringify(res.body)).not.toContain('roundId');
  });

  it('needs a session', async () => {
    expect(
      (
        await wire(t.app).send(
          'GET',
          `/wps/relay/ODSFE2_getBettingRecords?startDate=${today}&endDate=${today}`,
        )
      ).status,
    ).toBe(401);
  });
});
