import type { Database } from '@/db/client.ts';
import { houseShardOf } from '@/modules/wallet/ledger.ts';
import type { NewAccrual, SettlementEngine } from '@/modules/settlement/settlement.engine.ts';
import type { WalletService } from '@/modules/wallet/wallet.service.ts';
import { createDrawsRepository } from '@/modules/lottery/draws/draws.repository.ts';
import {
  grantsOf,
  inLockOrder,
  judgeTicket,
  roundTotalsOf,
  voidTicket,
  type AccountedGrant,
  type Grant,
  type Judged,
} from './outcome.ts';
import { createSettlementEngine } from '@/modules/settlement/settlement.engine.ts';
import { createRoundTotalsRepository } from './round-totals.repository.ts';
import {
  createSettlementRepository,
  type DrawToSettle,
  type OpenTicket,
  type TicketOutcome,
} from './settlement.repository.ts';

/** Open tickets one transaction settles: small enough to hold locks briefly, large enough to be quick. */
export const SETTLE_BATCH = 2_000;
/** Draws read per page while looking for work. */
const DRAW_PAGE = 100;

/** What one `settleDue` pass did. */
export interface SettleReport {
  /** Draws this pass moved to settled. */
  draws: number;
  /** Tickets this pass settled (won, lost or void). */
  tickets: number;
}

/**
 * Lottery settlement (issue 5, docs/decisions/0026): every ticket of a drawn draw is paid exactly once, on
 * any number of processes and across crashes. A batch is one transaction that claims open tickets
 * `FOR UPDATE SKIP LOCKED`, posts one movement per member (keyed by draw, member and the batch's first
 * ticket of that member), writes the tickets' outcomes and adds them to the members' round totals: a
 * crash leaves whole batches or nothing, and a racing runner never sees a settled ticket as open.
 */
export function createSettlementService(deps: {
  db: Database;
  wallet: WalletService;
  engine?: SettlementEngine;
  batchSize?: number;
}) {
  const { db, wallet } = deps;
  const engine = deps.engine ?? createSettlementEngine({ db, ledger: wallet.ledger });
  const ledger = wallet.ledger;
  const batchSize = deps.batchSize ?? SETTLE_BATCH;

  /** House shard account ids never change: kept across batches by `merchant:asset:shard`. */
  const houseIds = new Map<string, number>();

  /**
   * The accounts of a batch's grants in two statements, not two lookups per member (settlement time is
   * payments × round trips): the member accounts, found and locked in id order, and the house shards.
   * Anything not found (an account never used) is created through the wallet inside the transaction.
   */
  const withAccounts = async (
    tx: Database,
    grants: readonly Grant[],
  ): Promise<AccountedGrant[]> => {
    const repo = createSettlementRepository(tx);
    const members = await repo.lockMemberAccounts(grants);
    for (const { merchantId, asset } of new Map(
      grants.map((g) => [`${g.merchantId}:${g.asset}`, g]),
    ).values()) {
      if (houseIds.has(`${merchantId}:${asset}:0`)) continue;
      for (const [shard, id] of await repo.houseShards(merchantId, asset))
        houseIds.set(`${merchantId}:${asset}:${shard}`, id);
    }
    const accounted: AccountedGrant[] = [];
    for (const grant of grants) {
      const ref = { merchantId: grant.merchantId, memberId: grant.memberId };
      let memberAccountId = members.get(`${grant.merchantId}:${grant.asset}:${grant.memberId}`);
      if (memberAccountId === undefined) {
        memberAccountId = await wallet.memberAccountId(ref, grant.asset, tx);
        await repo.lockAccounts([memberAccountId]);
      }
      const houseAccountId =
        houseIds.get(`${grant.merchantId}:${grant.asset}:${houseShardOf(grant.memberId)}`) ??
        (await wallet.houseAccountId(ref, grant.asset, tx));
      accounted.push({ ...grant, memberAccountId, houseAccountId });
    }
    return accounted;
  };

  /**
   * Pays a batch through the settlement engine (decision 0032: a draw is a run of kind `lottery.payout`
   * or `lottery.refund`, period = the draw id): one accrual per paying ticket (source `ticket:<id>`),
   * then each member's item and ONE payout journal (key `draw:member:asset`), in the global lock order.
   * A member's tickets of a draw settle in one batch (whole members are claimed), so each member is one
   * item of the draw's run. Answers the journal of each paid ticket.
   */
  const post = async (
    tx: Database,
    grants: readonly Grant[],
    drawId: number,
  ): Promise<Map<number, number>> => {
    const period = String(drawId);
    const accruals: NewAccrual[] = [];
    for (const g of grants)
      for (const [ticketId, amount] of g.ticketAmounts)
        accruals.push({
          merchantId: g.merchantId,
          kind: g.kind,
          period,
          beneficiaryId: g.memberId,
          asset: g.asset,
          amount,
          source: `ticket:${ticketId}`,
        });
    await engine.accrue(tx, accruals);
    const journals = new Map<number, number>();
    const runs = new Map<string, Awaited<ReturnType<SettlementEngine['openRun']>>>();
    for (const g of inLockOrder(await withAccounts(tx, grants))) {
      const runKey = `${g.merchantId}:${g.kind}`;
      let run = runs.get(runKey);
      if (!run) {
        run = await engine.openRun(g.merchantId, g.kind, period, tx);
        runs.set(runKey, run);
      }
      const paid = await engine.payBeneficiary(
        tx,
        run,
        { beneficiaryId: g.memberId, asset: g.asset },
        () => Promise.resolve({ beneficiary: g.memberAccountId, payer: g.houseAccountId }),
      );
      // The run pays exactly this batch's tickets of the member: anything else is a lost claim.
      if (!paid || paid.amount !== g.amount || paid.journalId === null)
        throw new Error(`draw ${drawId}: member ${g.memberId} paid ${paid?.amount} of ${g.amount}`);
      for (const id of g.ticketIds) journals.set(id, paid.journalId);
    }
    return journals;
  };

  const judgeAll = (tickets: readonly OpenTicket[], draw: DrawToSettle): Judged[] => {
    const result = draw.result;
    // The table's check makes a drawn draw carry its result; this only narrows the type.
    if (!result) throw new Error(`drawn draw ${draw.id} has no result`);
    return tickets.map((t) => judgeTicket(t, result));
  };

  /** One batch in one transaction; answers how many tickets it settled (0: none left unclaimed). */
  const settleBatch = (draw: DrawToSettle, now: Date): Promise<number> =>
    ledger.run(async (tx) => {
      const repo = createSettlementRepository(tx);
      const tickets = await repo.claimMembers(draw.id, draw.drawAt, batchSize);
      if (tickets.length === 0) return 0;
      const judged =
        draw.status === 'cancelled' ? tickets.map(voidTicket) : judgeAll(tickets, draw);
      const kind = draw.status === 'cancelled' ? 'lottery.refund' : 'lottery.payout';
      const grants = grantsOf(judged, kind);

      // A winning ticket of a chase with win-stop ends the chase: its later tickets are voided and refunded.
      const stopped = [
        ...new Set(
          judged.flatMap((j) =>
            j.status === 'won' && j.ticket.winStop && j.ticket.chaseId !== null
              ? [j.ticket.chaseId]
              : [],
          ),
        ),
      ];
      const voided = (await repo.claimChaseTails(stopped, draw.drawAt)).map(voidTicket);
      grants.push(...grantsOf(voided, 'lottery.refund'));

      const journals = await post(tx, grants, draw.id);
      const settled = [...judged, ...voided];
      const outcomes = settled.map((j: Judged): TicketOutcome => ({
        id: j.ticket.id,
        status: j.status,
        payout: j.payout,
        journalId: journals.get(j.ticket.id) ?? null,
      }));
      const written = await repo.writeOutcomes(outcomes, now);
      // The claim holds these rows: anything else means a lock was lost, and nothing must be kept.
      if (written !== outcomes.length)
        throw new Error(`settling draw ${draw.id}: wrote ${written} of ${outcomes.length} tickets`);
      // In the same transaction: the round totals count each ticket exactly when it is settled, once.
      await createRoundTotalsRepository(tx).add(roundTotalsOf(settled), now);
      return tickets.length;
    });

  /** Settles a draw's open tickets batch by batch; a drawn draw then becomes settled. */
  const settleDraw = async (
    draw: DrawToSettle,
    now: Date,
  ): Promise<{ settled: boolean; tickets: number }> => {
    let tickets = 0;
    for (;;) {
      const n = await settleBatch(draw, now);
      tickets += n;
      // Fewer than a batch: the rest (if any) is held by another runner, which finishes it.
      if (n < batchSize) break;
    }
    const settled =
      draw.status === 'drawn' && (await createSettlementRepository(db).markSettled(draw.id));
    // Each batch paid what it accrued: the draw's runs close with the draw.
    if (settled || draw.status === 'cancelled')
      await createSettlementRepository(db).closeDrawRuns(draw.id, now);
    return { settled, tickets };
  };

  return {
    /**
     * Settles every drawn draw (oldest first) and refunds the open tickets of cancelled ones. A draw that
     * fails does not stop the others; the first failure is thrown at the end (the tick logs it).
     */
    async settleDue(now: Date): Promise<SettleReport> {
      const report: SettleReport = { draws: 0, tickets: 0 };
      const failures: unknown[] = [];
      let cursor: { drawAt: Date; id: number } | null = null;
      for (;;) {
        const page = await createSettlementRepository(db).drawsToSettle(cursor, DRAW_PAGE);
        for (const draw of page) {
          try {
            const { settled, tickets } = await settleDraw(draw, now);
            report.tickets += tickets;
            if (settled) report.draws += 1;
          } catch (err) {
            failures.push(err);
          }
        }
        const last = page.at(-1);
        if (!last || page.length < DRAW_PAGE) break;
        cursor = { drawAt: last.drawAt, id: last.id };
      }
      if (failures.length > 0)
        throw new AggregateError(failures, `lottery settlement: ${failures.length} draw(s) failed`);
      return report;
    },

    /**
     * Cancels a draw that is still open (compare-and-set; a drawn draw is never cancelled). The next
     * `settleDue` voids its tickets and refunds their stakes. False when the draw was not open.
     */
    cancelDraw: (drawId: number, now: Date): Promise<boolean> =>
      createDrawsRepository(db).markCancelled(drawId, now),
  };
}
export type SettlementService = ReturnType<typeof createSettlementService>;
