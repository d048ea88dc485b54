import { expect } from 'vitest';
import { PLAY_IDS } from '@monsoon/contracts/lottery/betting';
import { lotteryGameByCode, type LotteryGame } from '@monsoon/contracts/lottery/games';
import { lgwBetting } from '@monsoon/contracts/lottery/lgw';
import type { Clock } from '@/lib/clock.ts';
import { buildMember, loginAs } from '@/test/factories.ts';
import { wire } from '@/test/http.ts';
import { balanceOf, fund } from '@/test/money.ts';
import type { TestApp } from '@/test/test-app.ts';
import { bettingDraw, nextDraw } from '@/modules/lottery/draws/schedule.ts';

/** Test helpers of the betting API tests: members with money, bet lines, the answer and the rows. */

export const gameOf = (code: string): LotteryGame => {
  const game = lotteryGameByCode(code);
  if (!game) throw new Error(`${code} missing`);
  return game;
};

/** The numero on sale at the clock's now, and the `n` draws after it. */
export const onSale = (code: string, clock: Clock): string =>
  bettingDraw(gameOf(code), clock.now()).numero;
export function chase(code: string, clock: Clock, n: number): string[] {
  const numeros: string[] = [];
  let draw = bettingDraw(gameOf(code), clock.now());
  for (let i = 0; i < n; i++) {
    numeros.push(draw.numero);
    draw = nextDraw(gameOf(code), draw.drawAt);
  }
  return numeros;
}

/** One bet line as a client sends it. */
export function line(
  gameCode: string,
  playCode: string,
  bettingContent: string,
  singleBetPrice: number,
  numeros: readonly (string | { numero: string; multiple: number })[],
  extra: Record<string, unknown> = {},
) {
  return {
    gameId: gameOf(gameCode).gameId,
    playId: PLAY_IDS[playCode],
    bettingContent,
    singleBetPrice,
    bettingApproach: 1,
    bettingSlip: null,
    winStop: false,
    numero: numeros.map((n) => (typeof n === 'string' ? { numero: n, multiple: 1 } : n)),
    ...extra,
  };
}

export const betBody = (contents: unknown[], prizeMode = 'Lott') => ({
  prizeMode,
  device: 'WEB',
  contents,
});

/** A logged-in member of the demo merchant (or `merchant`) holding `minor` of PHP. */
export async function bettor(
  t: TestApp,
  minor: bigint,
  opts: { merchantId?: number; merchant?: string } = {},
) {
  const member = await buildMember(
    t.database,
    opts.merchantId === undefined ? {} : { merchantId: opts.merchantId },
  );
  const session = await loginAs(
    t.app,
    member.username,
    member.password,
    opts.merchant ? { merchant: opts.merchant } : {},
  );
  if (minor > 0n) await fund(t.database, member, minor);
  return { member, token: session.token, merchant: opts.merchant };
}
export type Bettor = Awaited<ReturnType<typeof bettor>>;

/** The last `t` sent: each request gets its own (a repeated `t` names a retry of the same request). */
let lastT = 0;
const nextT = (): number => (lastT = Math.max(Date.now(), lastT + 1));

/**
 * POSTs a betting request; answers the status and the raw body. The URL carries a fresh `t` (the wire's
 * cache-buster, the request's key without an Idempotency-Key) unless `t` names one, or is null for none.
 */
export function placeBet(
  t: TestApp,
  who: { token: string; merchant?: string | undefined } | null,
  body: unknown,
  opts: {
    prefix?: string;
    headers?: Record<string, string>;
    language?: string;
    t?: number | null;
  } = {},
) {
  const stamp = opts.t === undefined ? nextT() : opts.t;
  const query = stamp === null ? '' : `?t=${stamp}`;
  return wire(t.app).send('POST', `${opts.prefix ?? '/lotto-vn/lgw'}/betting${query}`, {
    payload: body as object,
    ...(who ? { token: who.token } : {}),
    ...(who?.merchant ? { merchant: who.merchant } : {}),
    ...(opts.headers ? { headers: opts.headers } : {}),
    ...(opts.language ? { language: opts.language } : {}),
  });
}

/** Expects a placed order: HTTP 200 and the bare answer of the contract. */
export async function betOk(
  t: TestApp,
  who: Bettor,
  body: unknown,
  opts: Parameters<typeof placeBet>[3] = {},
) {
  const res = await placeBet(t, who, body, opts);
  if (res.status !== 200) throw new Error(`bet refused: ${res.status} ${JSON.stringify(res.body)}`);
  expect(res.body).not.toHaveProperty('success');
  return lgwBetting.value.parse(res.body);
}

/** What a bet may write for one member: balance, orders, tickets, stake journals. */
export async function footprint(t: TestApp, who: Bettor) {
  const { rows } = await t.database.query(
    `select (select count(*) from lottery_orders where member_id = $1)::int as orders,
      (select count(*) from lottery_tickets where member_id = $1)::int as tickets,
      (select count(*) from journal where kind = 'lottery.bet')::int as journals`,
    [who.member.id],
  );
  return { balance: await balanceOf(t.database, who.member), ...rows[0] };
}
