import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExactNumber, parseExactJson } from '@monsoon/contracts/exact-number';
import { wireToMinor } from '@monsoon/contracts/money';
import { signedHeaders } from '@monsoon/contracts/provider/signature';
import { buildMember, fakeClock, loginAs } from '@/test/factories.ts';
import { expectLedgerClean, fund } from '@/test/money.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { DEMO_SECRET, DEMO_VENDOR, launchTokenFor } from '@/test/vendor.ts';
import { betBody, line, onSale } from '@/modules/lottery/betting/betting.fixtures.ts';

/**
 * Issue 10, defect 4: balances above 2^53 minor units answered 500 on the balance calls and consolidated
 * funds, and the vendor `balance` answer rounded silently. Money is now exact in the JSON text at any
 * size (decision 0033): every call's raw answer is compared digit for digit.
 */
const ABOVE_2P53 = 2n ** 53n + 1n; // 9007199254740993: no double holds it
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
/** 10^18 + 7: as far as the database's bigint balances go in these tests (10^20 + 7 is in the unit tests). */
const HUGE = 10n ** 18n + 7n;

/** Today as the betting records read a date (UTC+8). */
const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

const get = async (t: TestApp, url: string, token: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: token } });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

/** A signed vendor call; answers the raw text. */
const vendor = async (t: TestApp, action: string, body: object, now = Date.now()) => {
  const raw = JSON.stringify(body);
  const res = await t.app.inject({
    method: 'POST',
    url: `/provider/v1/${DEMO_VENDOR}/${action}`,
    headers: signedHeaders(DEMO_SECRET, raw, now),
    payload: raw,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

/** The field of a parsed answer at a dotted path, read exactly into minor units. */
const minorAt = (text: string, path: string, scale = 2): bigint => {
  let value: unknown = parseExactJson(text, false);
  for (const key of path.split('.')) value = Reflect.get(Object(value), key);
  if (typeof value !== 'number' && !(value instanceof ExactNumber))
    throw new Error(`${path} is not a number in ${text}`);
  return wireToMinor(value, scale);
};

describe('balances above 2^53 minor units, exact on every call', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it.each([
    [ABOVE_2P53, '90071992547409.93'],
    [HUGE, '10000000000000000.07'],
  ])('a balance of %s minor units reads %s everywhere', async (minor, decimal) => {
    const member = await buildMember(t.database);
    await fund(t.database, member, minor);
    const { token } = await loginAs(t.app, member.username, member.password);

    for (const url of [
      '/wps/v2/wallets/balance?typeId=0',
      '/wps/wallets/balance',
      '/wps/wallets',
    ]) {
      const text = await get(t, url, token);
      expect(text, url).toContain(`"sumBalance":${decimal},`);
      expect(text, url).toContain(`"availBalance":${decimal},"balance":${decimal},`);
      expect(text, url).toContain('"frozenBalance":0,');
      expect(minorAt(text, 'value.sumBalance')).toBe(minor);
    }
    const funds = await get(t, '/wps/member/info/funds/consolidated', token);
    expect(funds).toContain(`"balance":${decimal},`);
    expect(minorAt(funds, 'value.balance')).toBe(minor);

    // The vendor's balance answer, in minor units: the integer itself.
    const launch = await launchTokenFor(t.database, member);
    const answer = await vendor(t, 'balance', { playerId: String(member.id), token: launch });
    expect(answer).toBe(`{"status":"OK","balance":${minor},"currency":"PHP"}`);
    const auth = await vendor(t, 'authenticate', { token: launch });
    expect(auth).toContain(`"balance":${minor},`);
    await expectLedgerClean(t.database);
  });

  it('a bet, its win and the betting records sum exactly past 2^53', async () => {
    const member = await buildMember(t.database);
    // Two stakes adding up to 2^53 + 1, and that much left after them.
    await fund(t.database, member, 2n * ABOVE_2P53);
    const { token } = await loginAs(t.app, member.username, member.password);
    const launch = await launchTokenFor(t.database, member);
    const playerId = String(member.id);
    const round = (roundId: string, amount: bigint) => ({
      transactionId: `${roundId}-B`,
      roundId,
      playerId,
      token: launch,
      gameCode: 'MS001',
      amount: Number(amount),
    });
    const first = await vendor(t, 'bet', round(`x53a${member.id}`, MAX_SAFE));
    expect(first).toContain(`"balance":${2n * ABOVE_2P53 - MAX_SAFE},`);
    const second = await vendor(t, 'bet', round(`x53b${member.id}`, 2n));
    expect(second).toContain(`"balance":${ABOVE_2P53},`);
    const win = await vendor(t, 'win', {
      transactionId: `x53a${member.id}-W`,
      roundId: `x53a${member.id}`,
      playerId,
      gameCode: 'MS001',
      amount: Number(MAX_SAFE),
      roundFinished: true,
    });
    expect(win).toContain(`"balance":${ABOVE_2P53 + MAX_SAFE},`);

    const records = await get(
      t,
      `/wps/relay/ODSFE2_getBettingRecords?startDate=${today}&endDate=${today}`,
      token,
    );
    // The summary: stakes 2^53 + 1, wins 2^53 − 1, net −2 minor units.
    expect(records).toContain(
      '"summary":{"betAmount":90071992547409.93,"winAmount":90071992547409.91,"netAmount":-0.02}',
    );
    expect(records).toContain('"betAmount":90071992547409.91,"winAmount":90071992547409.91,');
    expect(minorAt(records, 'value.summary.betAmount')).toBe(ABOVE_2P53);
    const balance = await get(t, '/wps/v2/wallets/balance', token);
    expect(balance).toContain('"sumBalance":180143985094819.84,');
    await expectLedgerClean(t.database);
  });
});

describe('lottery money fields', () => {
  // Monday 2026-03-02 15:30:20 in Vietnam: K3_1's 15:31 draw is on sale.
  const clock = fakeClock(new Date('2026-03-02T08:30:20Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(async () => t.close());

  it('the balance after a bet is exact past 2^53', async () => {
    const member = await buildMember(t.database);
    await fund(t.database, member, ABOVE_2P53 + 200n);
    const { token } = await loginAs(t.app, member.username, member.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/lotto-vn/lgw/betting',
      headers: {
        authorization: token,
        'content-type': 'application/json',
        'idempotency-key': 'exact-money-bet-1',
      },
      payload: JSON.stringify(
        betBody([line('K3_1', 'DICE3_SUM', '4', 2, [onSale('K3_1', clock)])]),
      ),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('"totalAmount":2,"balance":90071992547409.93}');
    expect(res.body).toContain('"singleBetPrice":2,');
    expect(minorAt(res.body, 'balance')).toBe(ABOVE_2P53);
    await expectLedgerClean(t.database);
  });
});
