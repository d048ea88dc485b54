import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devLotteryOdds } from '@monsoon/contracts/dev-controls';
import { createMerchant, fakeClock } from '@/test/factories.ts';
import { wire } from '@/test/http.ts';
import { balanceOf, expectLedgerClean } from '@/test/money.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import {
  betBody,
  betOk,
  bettor,
  line,
  onSale,
  type Bettor,
} from '@/modules/lottery/betting/betting.fixtures.ts';

/**
 * Odds configured per merchant (issue 5, spec §9) through the sandbox's dev control: bets sold after a
 * change pay the new odds, tickets sold before keep the odds on their ticket, refused odds change
 * nothing, and other merchants keep the defaults. Payouts are worked out here from the odds in basis
 * points, not by the code under test.
 */
let t: TestApp;
// Monday 2026-03-02 15:30:20 in Vietnam: K3_1's 15:31 draw is on sale.
const clock = fakeClock(new Date('2026-03-02T08:30:20Z'));
const OTHER = 'oddsother';
let otherMerchantId = 0;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { ENABLE_DEV_ROUTES: 'true' } });
  otherMerchantId = (await createMerchant(t.database, OTHER)).id;
});
afterAll(async () => t.close());

/** The dev control's body for big/small in LOTT. */
const bigSmall = (merchant: string, odds: object) => ({
  merchant,
  prizeMode: 'LOTT',
  playCode: 'DICE3_BIG_SMALL',
  odds,
});
const setOdds = (payload: object) =>
  wire(t.app).ok(devLotteryOdds.value, 'PUT', '/dev/lottery/odds', { payload });
const refuseOdds = (payload: object) => wire(t.app).fail('PUT', '/dev/lottery/odds', { payload });

/** One BIG ticket of 1.00 (100 minor units) on the K3_1 draw on sale; answers its ticket id. */
async function betBig(who: Bettor): Promise<number> {
  const answer = await betOk(
    t,
    who,
    betBody([line('K3_1', 'DICE3_BIG_SMALL', 'BIG', 1, [onSale('K3_1', clock)])], 'LOTT'),
  );
  const ticket = answer.tickets[0];
  if (!ticket) throw new Error('no ticket');
  return Number(ticket.ticketId);
}

async function ticket(id: number) {
  const { rows } = await t.database.query(
    'select status, payout::text as payout, odds, draw_id from lottery_tickets where id = $1',
    [id],
  );
  return rows[0];
}

/** Reveals a draw with a chosen result (the draw job would derive it from the seed), then settles. */
async function drawAndSettle(drawId: unknown, dice: [number, number, number]) {
  await t.database.query(
    `update lottery_draws set status = 'drawn', result = $2, drawn_at = draw_at where id = $1`,
    [drawId, JSON.stringify({ kind: 'DICE3', dice })],
  );
  await t.app.services.lotterySettlement.settleDue(clock.now());
}

describe('odds per merchant', () => {
  it('pays tickets sold after a change the new odds, and tickets sold before their own', async () => {
    const demo = await bettor(t, 100_000n);
    const other = await bettor(t, 100_000n, { merchantId: otherMerchantId, merchant: OTHER });
    const before = await betBig(demo);
    // LOTT's big/small default: 97 % of 216/105 → 19,950 bps.
    expect((await ticket(before))?.odds).toEqual({ bps: '19950' });

    await setOdds(bigSmall('demo', { bps: '15000', byPick: { SMALL: '12000' } }));
    const after = await betBig(demo);
    const otherAfter = await betBig(other);
    expect((await ticket(after))?.odds).toEqual({ bps: '15000', byPick: { SMALL: '12000' } });
    expect((await ticket(otherAfter))?.odds).toEqual({ bps: '19950' });

    // A later change does not touch tickets already sold either.
    await setOdds(bigSmall('demo', { bps: '10000' }));
    const balances = {
      demo: await balanceOf(t.database, demo.member),
      other: await balanceOf(t.database, other.member),
    };
    await drawAndSettle((await ticket(before))?.draw_id, [6, 5, 4]);

    // 100 × 1.995 → 199; 100 × 1.5 → 150; the other merchant 199 (defaults).
    expect(await ticket(before)).toMatchObject({ status: 'won', payout: '199' });
    expect(await ticket(after)).toMatchObject({ status: 'won', payout: '150' });
    expect(await ticket(otherAfter)).toMatchObject({ status: 'won', payout: '199' });
    expect(await balanceOf(t.database, demo.member)).toBe(balances.demo + 199n + 150n);
    expect(await balanceOf(t.database, other.member)).toBe(balances.other + 199n);
    await expectLedgerClean(t.database);
  });

  it('refuses odds above a fair bet, unknown picks or regions and bad numbers, and changes nothing', async () => {
    await setOdds(bigSmall('demo', { bps: '18000' }));
    const stored = async () =>
      (
        await t.database.query(
          `select odds from lottery_odds where play_code = 'DICE3_BIG_SMALL' and prize_mode = 'LOTT'`,
        )
      ).rows;
    const kept = await stored();
    expect(kept).toEqual([{ odds: { bps: '18000' } }]);

    // Big wins 105 of 216: 20,572 bps returns more than the stake on average.
    for (const [odds, field] of [
      [{ bps: '20572' }, 'above.fair'],
      [{ bps: '18000', byPick: { HUGE: '18000' } }, 'byPick.unknown'],
      [{ bps: '18000', byRegion: { NORTH: '18000' } }, 'byRegion.not.vn'],
    ] as const) {
      const res = await refuseOdds(bigSmall('demo', odds));
      expect(res).toMatchObject({
        status: 400,
        errorCode: 'invalid.request',
        value: { fields: { odds: field } },
      });
    }
    for (const odds of [
      { bps: '0' },
      { bps: '1.5' },
      { bps: 19_000 },
      { bps: '19000', bonus: '1' },
      { bps: '19000', byRegion: { EAST: '1' } },
    ])
      expect(await refuseOdds(bigSmall('demo', odds))).toMatchObject({
        status: 400,
        errorCode: 'invalid.request',
      });
    expect(
      await refuseOdds({ ...bigSmall('demo', { bps: '100' }), playCode: 'NO_SUCH_PLAY' }),
    ).toMatchObject({
      status: 400,
      value: { fields: { odds: 'play.unknown' } },
    });
    expect(await refuseOdds(bigSmall('nosuchmerchant', { bps: '100' }))).toMatchObject({
      errorCode: 'merchant.acct.setup.err',
    });

    expect(await stored()).toEqual(kept);
    // And the next bet (on the next draw: the first test drew this one) is still sold at the stored odds.
    clock.advance(60_000);
    const who = await bettor(t, 10_000n);
    expect((await ticket(await betBig(who)))?.odds).toEqual({ bps: '18000' });
  });

  it('is not served unless ENABLE_DEV_ROUTES is set', async () => {
    const plain = await createTestApp({ env: { ENABLE_DEV_ROUTES: 'false' } });
    try {
      const res = await wire(plain.app).fail('PUT', '/dev/lottery/odds', {
        payload: bigSmall('demo', { bps: '100' }),
      });
      expect(res).toMatchObject({ status: 404, errorCode: 'not.found' });
    } finally {
      await plain.close();
    }
  });
});
