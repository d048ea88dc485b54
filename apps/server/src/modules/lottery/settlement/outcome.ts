import type { DrawResult } from '@monsoon/contracts/lottery/model';
import { findPlayType } from '@monsoon/contracts/lottery/play-types';
import { playOddsFromJson } from '../rules/odds-json.ts';
import type { PlayOdds } from '../rules/odds.ts';
import { payoutAmount, settleSelection } from '../rules/payout.ts';
import type { OpenTicket } from './settlement.repository.ts';

/**
 * The pure half of settlement: what each ticket pays, and the ledger movements a batch posts (one per
 * member and asset). No database here, so the rules are tested without one.
 */

/** A ticket's outcome before it is paid. */
export interface Judged {
  ticket: OpenTicket;
  status: 'won' | 'lost' | 'void';
  payout: bigint;
}

/** The odds a ticket was sold at; throws, naming the ticket, when its stored odds cannot be read. */
function soldOdds(ticket: OpenTicket): PlayOdds {
  try {
    return playOddsFromJson(ticket.odds);
  } catch (err) {
    throw new Error(`ticket ${ticket.id}: unreadable odds`, { cause: err });
  }
}

/**
 * Judges a ticket on its draw's result with the odds it was sold at (its own snapshot, so a merchant's
 * later change of odds never changes what an earlier bet pays). A ticket that cannot be judged (an
 * unknown play type, unreadable odds, a selection the rules refuse) throws: its batch rolls back and the
 * tick logs the error, rather than guess what money it is owed.
 */
export function judgeTicket(ticket: OpenTicket, result: DrawResult): Judged {
  const playType = findPlayType(ticket.playCode);
  if (!playType) throw new Error(`ticket ${ticket.id}: unknown play type ${ticket.playCode}`);
  const settlement = settleSelection(playType, ticket.selection, result, {
    [playType.code]: soldOdds(ticket),
  });
  // Odds pay per stake unit: lô's 27 (or 18) units a bet are in the stake, not in the unit.
  const payout = payoutAmount(ticket.unitStake * BigInt(ticket.multiple), settlement.payoutBps);
  return { ticket, status: settlement.winningBets > 0 ? 'won' : 'lost', payout };
}

/** A voided ticket gives its stake back. */
export const voidTicket = (ticket: OpenTicket): Judged => ({
  ticket,
  status: 'void',
  payout: ticket.stake,
});

/** One credit of a member from the house: one journal (the run's item) for several tickets. */
export interface Grant {
  kind: 'lottery.payout' | 'lottery.refund';
  merchantId: number;
  memberId: number;
  asset: string;
  amount: bigint;
  ticketIds: number[];
  /** What each paying ticket accrues (its accrual in the draw's run). */
  ticketAmounts: Map<number, bigint>;
}

/**
 * Groups judged tickets into one grant per (merchant, member, asset) with something to pay: the item
 * of the member in the draw's run of `kind` (a member's tickets of a draw settle in one batch).
 */
export function grantsOf(judged: readonly Judged[], kind: Grant['kind']): Grant[] {
  const groups = new Map<string, Grant>();
  for (const { ticket, payout } of judged) {
    if (payout === 0n) continue;
    const group = `${ticket.merchantId}:${ticket.memberId}:${ticket.asset}`;
    const grant = groups.get(group);
    if (grant) {
      grant.amount += payout;
      grant.ticketIds.push(ticket.id);
      grant.ticketAmounts.set(ticket.id, payout);
    } else {
      groups.set(group, {
        kind,
        merchantId: ticket.merchantId,
        memberId: ticket.memberId,
        asset: ticket.asset,
        amount: payout,
        ticketIds: [ticket.id],
        ticketAmounts: new Map([[ticket.id, payout]]),
      });
    }
  }
  return [...groups.values()];
}

/** A grant with the two accounts it moves money between. */
export interface AccountedGrant extends Grant {
  memberAccountId: number;
  houseAccountId: number;
}

/**
 * Orders a batch's grants by house shard, then member account. The batch first locks all its member
 * accounts (ascending ids), then posts in this order, so every settlement transaction takes its locks in
 * one global order — members by id, then house shards by id — and concurrent runners (whose batches share
 * a boundary member and the house shards) wait on each other but never deadlock.
 */
export const inLockOrder = (grants: readonly AccountedGrant[]): AccountedGrant[] =>
  [...grants].sort(
    (a, b) =>
      a.houseAccountId - b.houseAccountId ||
      a.memberAccountId - b.memberAccountId ||
      (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0),
  );

/** One member's sums over the tickets of one draw that a batch settled (lottery_round_totals). */
export interface RoundTotal {
  drawId: number;
  merchantId: number;
  memberId: number;
  tickets: number;
  validStake: bigint;
  payout: bigint;
  voidTickets: number;
}

/**
 * A batch's per-member, per-draw sums (a chase's voided tail counts on its own later draw): void tickets
 * count but their stake is not valid and their refund is no payout; won and lost tickets are the valid
 * stake, and the won ones' payouts the payout.
 */
export function roundTotalsOf(judged: readonly Judged[]): RoundTotal[] {
  const totals = new Map<string, RoundTotal>();
  for (const { ticket, status, payout } of judged) {
    const key = `${ticket.drawId}:${ticket.memberId}`;
    let total = totals.get(key);
    if (!total) {
      total = {
        drawId: ticket.drawId,
        merchantId: ticket.merchantId,
        memberId: ticket.memberId,
        tickets: 0,
        validStake: 0n,
        payout: 0n,
        voidTickets: 0,
      };
      totals.set(key, total);
    }
    total.tickets += 1;
    if (status === 'void') {
      total.voidTickets += 1;
    } else {
      total.validStake += ticket.stake;
      total.payout += payout;
    }
  }
  return [...totals.values()];
}
