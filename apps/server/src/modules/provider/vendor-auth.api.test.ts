import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signBody, signedHeaders } from '@monsoon/contracts/provider/signature';
import { walletAnswer } from '@monsoon/contracts/provider/wallet';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { buildMember, createMerchant } from '@/test/factories.ts';
import { DEMO_SECRET, DEMO_VENDOR, launchTokenFor, vendorCall } from '@/test/vendor.ts';
import {
  balanceOf,
  expectLedgerClean,
  fund,
  moneyRows,
  playerCalls,
  uniquePrefix,
} from '@/test/money.ts';

/**
 * design/money.md §4 and §7.13: a call that is not signed by the vendor is refused (401) before any
 * database work; a malformed one is refused (400); tokens, players and blocked players are judged as
 * the rules say — and a refused call never writes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(async () => expectLedgerClean(t.database));

const newPlayer = async (funds = 10_000n) => {
  const member = await buildMember(t.database);
  await fund(t.database, member, funds);
  const token = await launchTokenFor(t.database, member);
  return { member, token, calls: playerCalls(t.app, member, token) };
};

/** Sends raw bytes with the given headers to the wallet API. */
const raw = async (
  action: string,
  payload: string,
  headers: Record<string, string>,
  vendor = DEMO_VENDOR,
) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/provider/v1/${vendor}/${action}`,
    headers,
    payload,
  });
  return { http: res.statusCode, answer: walletAnswer.parse(res.json()) };
};

/** Expects `send` to be refused with `status` and to leave every money table as it was. */
const expectRefused = async (
  http: number,
  status: string,
  send: () => Promise<{ http: number; answer: { status: string } }>,
) => {
  const before = await moneyRows(t.database);
  const res = await send();
  expect({ http: res.http, status: res.answer.status }).toEqual({ http, status });
  expect(await moneyRows(t.database)).toEqual(before);
};

/**
 * Expects a bet, win or rollback to be refused with `status`, moving no money, the refusal stored under
 * its id (decision 0030: one vendor_tx row, no journal), and a repeat to get the same answer.
 */
const expectStoredRefusal = async (
  status: string,
  send: () => Promise<{ http: number; answer: { status: string } }>,
) => {
  const before = await moneyRows(t.database);
  const first = await send();
  expect({ http: first.http, status: first.answer.status }).toEqual({ http: 200, status });
  expect(await moneyRows(t.database)).toEqual({
    ...before,
    vendorTx: Number(before?.['vendorTx']) + 1,
  });
  const again = await send();
  expect(again.answer).toEqual(first.answer);
  expect(await moneyRows(t.database)).toEqual({
    ...before,
    vendorTx: Number(before?.['vendorTx']) + 1,
  });
};

describe('signatures: refused with 401 INVALID_SIGNATURE, nothing written', () => {
  const betBody = async () => {
    const { member, token } = await newPlayer();
    return {
      transactionId: `${uniquePrefix('sig')}B`,
      roundId: 'sig-R',
      playerId: String(member.id),
      token,
      gameCode: 'MS001',
      amount: 100,
    };
  };

  it('a tampered body (signed for 100, sent with 100000)', async () => {
    const body = await betBody();
    const headers = signedHeaders(DEMO_SECRET, JSON.stringify(body));
    await expectRefused(401, 'INVALID_SIGNATURE', () =>
      raw('bet', JSON.stringify({ ...body, amount: 100_000 }), headers),
    );
  });

  it('one byte of whitespace added to the signed body', async () => {
    const body = JSON.stringify(await betBody());
    await expectRefused(401, 'INVALID_SIGNATURE', () =>
      raw('bet', `${body} `, signedHeaders(DEMO_SECRET, body)),
    );
  });

  it('a wrong secret', async () => {
    const body = await betBody();
    await expectRefused(401, 'INVALID_SIGNATURE', () =>
      vendorCall(t.app, { secret: 'not-the-secret' })('bet', body),
    );
  });

  it('a timestamp 6 minutes old', async () => {
    const body = await betBody();
    await expectRefused(401, 'INVALID_SIGNATURE', () =>
      vendorCall(t.app, { now: Date.now() - 6 * 60_000 })('bet', body),
    );
  });

  it('a timestamp 6 minutes in the future', async () => {
    const body = await betBody();
    await expectRefused(401, 'INVALID_SIGNATURE', () =>
      vendorCall(t.app, { now: Date.now() + 6 * 60_000 })('bet', body),
    );
  });

  it('a signature over another timestamp than the one sent', async () => {
    const body = JSON.stringify(await betBody());
    const now = Date.now();
    const headers = {
      'content-type': 'application/json',
      'x-timestamp': String(now),
      'x-signature': signBody(DEMO_SECRET, String(now - 1), body),
    };
    await expectRefused(401, 'INVALID_SIGNATURE', () => raw('bet', body, headers));
  });

  it.each([
    ['no headers', {}],
    ['no signature', { 'x-timestamp': String(Date.now()) }],
    ['no timestamp', { 'x-signature': 'a'.repeat(64) }],
    [
      'an uppercase or short signature',
      { 'x-timestamp': String(Date.now()), 'x-signature': 'ABC' },
    ],
  ])('%s', async (_name, headers) => {
    const body = JSON.stringify(await betBody());
    await expectRefused(401, 'INVALID_SIGNATURE', () =>
      raw('bet', body, { 'content-type': 'application/json', ...headers }),
    );
  });

  it('an unknown vendor, even with a valid-looking signature', async () => {
    const body = await betBody();
    await expectRefused(401, 'INVALID_SIGNATURE', () =>
      vendorCall(t.app, { vendor: 'NOBODY' })('bet', body),
    );
  });

  it('the demo vendor called on a merchant that did not register it', async () => {
    const body = await betBody();
    const other = await createMerchant(t.database, `m${uniquePrefix('sig').replace(/\W/g, '')}`);
    await expectRefused(401, 'INVALID_SIGNATURE', () =>
      vendorCall(t.app, { merchant: other.code })('bet', body),
    );
  });
});

describe('malformed calls: 400 INVALID_REQUEST, nothing written', () => {
  const signedRaw = (action: string, payload: string) =>
    raw(action, payload, signedHeaders(DEMO_SECRET, payload));

  it.each([
    ['malformed JSON', 'bet', '{"transactionId": '],
    ['an empty body', 'bet', ''],
    ['a JSON array', 'bet', '[]'],
    ['missing fields', 'bet', JSON.stringify({ transactionId: 'm1', amount: 1 })],
    [
      'a negative amount',
      'bet',
      JSON.stringify({
        transactionId: 'm2',
        roundId: 'r',
        playerId: '1',
        token: 'x',
        gameCode: 'MS001',
        amount: -100,
      }),
    ],
    [
      'a zero bet',
      'bet',
      JSON.stringify({
        transactionId: 'm3',
        roundId: 'r',
        playerId: '1',
        token: 'x',
        gameCode: 'MS001',
        amount: 0,
      }),
    ],
    [
      'a fractional amount',
      'bet',
      JSON.stringify({
        transactionId: 'm4',
        roundId: 'r',
        playerId: '1',
        token: 'x',
        gameCode: 'MS001',
        amount: 1.5,
      }),
    ],
    [
      'an amount as a string',
      'bet',
      JSON.stringify({
        transactionId: 'm5',
        roundId: 'r',
        playerId: '1',
        token: 'x',
        gameCode: 'MS001',
        amount: '100',
      }),
    ],
    [
      'an amount above 2^53',
      'bet',
      '{"transactionId":"m6","roundId":"r","playerId":"1","token":"x","gameCode":"MS001","amount":9007199254740993}',
    ],
    [
      'an unknown field',
      'bet',
      JSON.stringify({
        transactionId: 'm7',
        roundId: 'r',
        playerId: '1',
        token: 'x',
        gameCode: 'MS001',
        amount: 1,
        bonus: 5,
      }),
    ],
    [
      'a negative win',
      'win',
      JSON.stringify({
        transactionId: 'm8',
        roundId: 'r',
        playerId: '1',
        gameCode: 'MS001',
        amount: -1,
        roundFinished: true,
      }),
    ],
    [
      'an id with spaces',
      'rollback',
      JSON.stringify({
        transactionId: 'a b',
        referenceTransactionId: 'x',
        roundId: 'r',
        playerId: '1',
      }),
    ],
    ['an unknown action', 'deposit', JSON.stringify({ playerId: '1', amount: 100 })],
  ])('%s', async (_name, action, payload) => {
    await expectRefused(400, 'INVALID_REQUEST', () => signedRaw(action, payload));
  });
});

describe('tokens, players, blocked players', () => {
  it('an unknown token: authenticate answers INVALID_TOKEN, a bet stores INVALID_TOKEN; no money moves', async () => {
    const { member } = await newPlayer();
    const call = vendorCall(t.app);
    await expectRefused(200, 'INVALID_TOKEN', () =>
      call('authenticate', { token: 'no-such-token' }),
    );
    const unknownId = `${uniquePrefix('tk')}B`;
    await expectStoredRefusal('INVALID_TOKEN', () =>
      call('bet', {
        transactionId: unknownId,
        roundId: 'r',
        playerId: String(member.id),
        token: 'no-such-token',
        gameCode: 'MS001',
        amount: 1,
      }),
    );
  });

  it('another member’s token or another game’s token cannot bet', async () => {
    const a = await newPlayer();
    const b = await newPlayer();
    const call = vendorCall(t.app);
    const otherMember = `${uniquePrefix('tk')}B`;
    await expectStoredRefusal('INVALID_TOKEN', () =>
      call('bet', {
        transactionId: otherMember,
        roundId: 'r',
        playerId: String(a.member.id),
        token: b.token,
        gameCode: 'MS001',
        amount: 1,
      }),
    );
    const otherGame = `${uniquePrefix('tk')}B`;
    await expectStoredRefusal('INVALID_TOKEN', () =>
      call('bet', {
        transactionId: otherGame,
        roundId: 'r',
        playerId: String(a.member.id),
        token: a.token,
        gameCode: 'MS999',
        amount: 1,
      }),
    );
    expect(await balanceOf(t.database, a.member)).toBe(10_000n);
  });

  it('an unknown player: PLAYER_NOT_FOUND for every action (stored for bet, win and rollback), no money moves', async () => {
    const { token } = await newPlayer();
    const call = vendorCall(t.app);
    const playerId = '999999999';
    const p = uniquePrefix('nf');
    await expectRefused(200, 'PLAYER_NOT_FOUND', () => call('balance', { playerId }));
    await expectStoredRefusal('PLAYER_NOT_FOUND', () =>
      call('bet', {
        transactionId: `${p}B`,
        roundId: 'r',
        playerId,
        token,
        gameCode: 'MS001',
        amount: 1,
      }),
    );
    await expectStoredRefusal('PLAYER_NOT_FOUND', () =>
      call('win', {
        transactionId: `${p}W`,
        roundId: 'r',
        playerId,
        gameCode: 'MS001',
        amount: 1,
        roundFinished: true,
      }),
    );
    await expectStoredRefusal('PLAYER_NOT_FOUND', () =>
      call('rollback', {
        transactionId: `${p}X`,
        referenceTransactionId: `${p}B`,
        roundId: 'r',
        playerId,
      }),
    );
  });

  it('a blocked player: a new bet is PLAYER_BLOCKED, but the win and the rollback of earlier bets are OK', async () => {
    const { member, token, calls } = await newPlayer(1_000n);
    const p = uniquePrefix('bl');
    await calls.bet(`${p}B1`, `${p}R1`, 100);
    await calls.bet(`${p}B2`, `${p}R2`, 200);
    await t.database.query(`update members set status = 'blocked' where id = $1`, [member.id]);
    const auth = await vendorCall(t.app)('authenticate', { token });
    expect(auth.answer).toMatchObject({ status: 'PLAYER_BLOCKED', balance: 700 });
    expect(await calls.bet(`${p}B3`, `${p}R3`, 50)).toMatchObject({
      status: 'PLAYER_BLOCKED',
      balance: 700,
    });
    expect(await calls.win(`${p}W1`, `${p}R1`, 300)).toMatchObject({
      status: 'OK',
      balance: 1_000,
    });
    expect(await calls.rollback(`${p}X2`, `${p}B2`, `${p}R2`)).toMatchObject({
      status: 'OK',
      balance: 1_200,
    });
    expect(await balanceOf(t.database, member)).toBe(1_200n);
  });

  it('an expired launch token: a new bet is INVALID_TOKEN, the win of an earlier bet is OK', async () => {
    const { member, calls } = await newPlayer(1_000n);
    const p = uniquePrefix('ex');
    await calls.bet(`${p}B1`, `${p}R1`, 100);
    const expired = await launchTokenFor(t.database, member, { expiresInMinutes: -1 });
    const late = playerCalls(t.app, member, expired);
    const before = await moneyRows(t.database);
    expect(await late.bet(`${p}B2`, `${p}R2`, 100)).toMatchObject({
      status: 'INVALID_TOKEN',
      balance: 900,
    });
    // The refusal is stored under its id (decision 0030), nothing else is written.
    expect(await moneyRows(t.database)).toEqual({
      ...before,
      vendorTx: Number(before?.['vendorTx']) + 1,
    });
    expect((await vendorCall(t.app)('authenticate', { token: expired })).answer.status).toBe(
      'INVALID_TOKEN',
    );
    expect(await late.win(`${p}W1`, `${p}R1`, 400)).toMatchObject({ status: 'OK', balance: 1_300 });
    // The refused bet was stored: the same id keeps its answer even with a live token; a new id bets.
    expect(await calls.bet(`${p}B2`, `${p}R2`, 100)).toMatchObject({
      status: 'INVALID_TOKEN',
      balance: 900,
    });
    expect(await calls.bet(`${p}B3`, `${p}R3`, 100)).toMatchObject({
      status: 'OK',
      balance: 1_200,
    });
  });
});

describe('the dev clock', () => {
  it('moves business time, not the wire: a call signed now passes with the server an hour ahead', async () => {
    const ahead = await createTestApp({ clock: { now: () => new Date(Date.now() + 3_600_000) } });
    try {
      const member = await buildMember(ahead.database);
      const token = await launchTokenFor(ahead.database, member, { expiresInMinutes: 120 });
      const { http, answer } = await vendorCall(ahead.app)('balance', {
        playerId: String(member.id),
        token,
      });
      expect(http).toBe(200);
      expect(answer.status).toBe('OK');
      // The freshness window still holds against the wall clock.
      const stale = await vendorCall(ahead.app, { now: Date.now() + 3_600_000 })('balance', {
        playerId: String(member.id),
        token,
      });
      expect(stale.answer.status).toBe('INVALID_SIGNATURE');
    } finally {
      await ahead.close();
    }
  });
});
