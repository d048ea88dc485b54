import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, demoMerchant, nextId } from '@/test/factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { createWalletService } from '@/modules/wallet/wallet.service.ts';
import { insertDraw, placeOrder, type FixtureLine } from './settlement.fixture.ts';
import { createRoundTotalsRepository } from './round-totals.repository.ts';
import { createSettlementService } from './settlement.service.ts';

/**
 * Per-round aggregates (issue 5): after settlement, each member's totals of each draw, and each agent's
 * team totals, equal the sums over the settled tickets, computed here from `lottery_tickets` and
 * `members` alone. Batches of 2 tickets make every member's totals the sum of several batches.
 */
let t: TestApp;
let merchantId = 0;
const now = new Date('2026-03-02T09:00:00Z');
const numero = () => `RT${nextId()}-${Date.now()}`;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await demoMerchant(t.database)).id;
});
afterAll(async () => t.close());

/** A member row (with `uplineId` as its agent) holding 10,000.00 PHP. */
async function funded(uplineId: number | null) {
  const member = await buildMember(t.database, { merchantId, uplineId });
  const ref = { merchantId, memberId: member.id };
  await t.app.services.wallet.credit(ref, 'PHP', 1_000_000n, 'test.credit', `totals:${member.id}`);
  return ref;
}

/** The totals as the tickets say: settled tickets per draw and member. */
async function totalsFromTickets(drawIds: number[]) {
  const { rows } = await t.database.query(
    `select draw_id::int as draw, member_id::int as member, count(*)::int as tickets,
       coalesce(sum(stake) filter (where status in ('won', 'lost')), 0)::text as valid_stake,
       coalesce(sum(payout) filter (where status = 'won'), 0)::text as payout,
       (count(*) filter (where status = 'void'))::int as void_tickets
     from lottery_tickets where draw_id = any($1) and status <> 'open' group by draw_id, member_id order by 1, 2`,
    [drawIds],
  );
  return rows;
}

/** Team totals as the tickets and the members' agents say. */
async function teamsFromTickets(drawId: number) {
  const { rows } = await t.database.query(
    `select m.upline_id::int as upline, count(distinct t.member_id)::int as members, count(*)::int as tickets,
       coalesce(sum(t.stake) filter (where t.status in ('won', 'lost')), 0)::text as valid_stake,
       coalesce(sum(t.payout) filter (where t.status = 'won'), 0)::text as payout,
       (count(*) filter (where t.status = 'void'))::int as void_tickets
     from lottery_tickets t join members m on m.id = t.member_id
     where t.draw_id = $1 and t.status <> 'open' and m.upline_id is not null group by m.upline_id order by 1`,
    [drawId],
  );
  return rows;
}

describe('round totals', () => {
  it('equal the sums over the settled tickets, per member and per team', async () => {
    const [agentA, agentB] = [
      await buildMember(t.database, { merchantId, type: 1 }),
      await buildMember(t.database, { merchantId, type: 1 }),
    ];
    const [a1, a2, b1, loner] = [
      await funded(agentA.id),
      await funded(agentA.id),
      await funded(agentB.id),
      await funded(null),
    ];
    const drawn = await insertDraw(t.database.db, {
      gameCode: 'K3_1',
      numero: numero(),
      drawAt: new Date(now.getTime() - 60_000),
      result: { kind: 'DICE3', dice: [6, 5, 4] },
    });
    const later = await insertDraw(t.database.db, {
      gameCode: 'K3_1',
      numero: numero(),
      drawAt: new Date(now.getTime() + 60_000),
    });
    const cancelled = await insertDraw(t.database.db, {
      gameCode: 'K3_1',
      numero: numero(),
      drawAt: new Date(now.getTime() + 120_000),
    });
    const dice = (drawId: number, playCode: string, pick: string, multiple = 1): FixtureLine => ({
      drawId,
      gameCode: 'K3_1',
      numero: 'n/a',
      playCode,
      selection: [[pick]],
      unitStake: 100n,
      multiple,
    });
    const wallet = t.app.services.wallet;
    // 6-5-4: big and sum 15 win, small and sum 3 lose.
    await placeOrder(wallet, {
      ref: a1,
      asset: 'PHP',
      lines: [
        dice(drawn, 'DICE3_BIG_SMALL', 'BIG', 2),
        dice(drawn, 'DICE3_BIG_SMALL', 'SMALL'),
        dice(drawn, 'DICE3_SUM', '15'),
      ],
    });
    // a1's win-stop chase wins on `drawn`: its ticket on `later` is voided and counts on `later`.
    await placeOrder(wallet, {
      ref: a1,
      asset: 'PHP',
      chase: { winStop: true },
      lines: [dice(drawn, 'DICE3_SUM', '15'), dice(later, 'DICE3_SUM', '15')],
    });
    await placeOrder(wallet, {
      ref: a2,
      asset: 'PHP',
      lines: [dice(drawn, 'DICE3_SUM', '3', 3), dice(cancelled, 'DICE3_BIG_SMALL', 'BIG')],
    });
    await placeOrder(wallet, {
      ref: b1,
      asset: 'PHP',
      lines: [dice(drawn, 'DICE3_BIG_SMALL', 'BIG'), dice(drawn, 'DICE3_ODD_EVEN', 'ODD', 2)],
    });
    await placeOrder(wallet, {
      ref: loner,
      asset: 'PHP',
      lines: [dice(drawn, 'DICE3_BIG_SMALL', 'SMALL'), dice(drawn, 'DICE3_BIG_SMALL', 'BIG')],
    });

    const settlement = createSettlementService({
      db: t.database.db,
      wallet: createWalletService(t.database.db),
      batchSize: 2,
    });
    expect(await settlement.cancelDraw(cancelled, now)).toBe(true);
    await settlement.settleDue(now);

    const repo = createRoundTotalsRepository(t.database.db);
    const stored = [
      ...(await repo.memberTotals(drawn)),
      ...(await repo.memberTotals(later)),
      ...(await repo.memberTotals(cancelled)),
    ];
    const asRows = stored
      .map((r) => ({
        draw: r.drawId,
        member: r.memberId,
        tickets: r.tickets,
        valid_stake: String(r.validStake),
        payout: String(r.payout),
        void_tickets: r.voidTickets,
      }))
      .sort((x, y) => x.draw - y.draw || x.member - y.member);
    expect(asRows).toEqual(await totalsFromTickets([drawn, later, cancelled]));
    // Every ticket placed is counted: 9 on the drawn draw, the chase's voided tail, the cancelled one.
    expect(stored.reduce((n, r) => n + r.tickets, 0)).toBe(11);
    expect(
      stored
        .filter((r) => r.voidTickets > 0)
        .map((r) => [r.drawId, r.memberId, r.voidTickets, r.validStake]),
    ).toEqual([
      [later, a1.memberId, 1, 0n],
      [cancelled, a2.memberId, 1, 0n],
    ]);
    const uplines = new Map(
      stored.filter((r) => r.drawId === drawn).map((r) => [r.memberId, r.uplineId]),
    );
    expect(Object.fromEntries(uplines)).toEqual({
      [a1.memberId]: agentA.id,
      [a2.memberId]: agentA.id,
      [b1.memberId]: agentB.id,
      [loner.memberId]: null,
    });

    const teams = (await repo.teamTotals(merchantId, drawn)).map((r) => ({
      upline: r.uplineId,
      members: r.members,
      tickets: r.tickets,
      valid_stake: String(r.validStake),
      payout: String(r.payout),
      void_tickets: r.voidTickets,
    }));
    expect(teams).toEqual(await teamsFromTickets(drawn));
    expect(teams.map((x) => [x.upline, x.members])).toEqual([
      [agentA.id, 2],
      [agentB.id, 1],
    ]);

    // Another pass settles nothing and adds nothing.
    await settlement.settleDue(now);
    expect(await repo.memberTotals(drawn)).toEqual(stored.filter((r) => r.drawId === drawn));
  });
});
