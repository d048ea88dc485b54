import { PRIZE_MODES, type DrawResult, type PrizeMode } from '@monsoon/contracts/lottery/model';
import { findPlayType } from '@monsoon/contracts/lottery/play-types';
import { DEFAULT_ODDS } from '../rules/odds.ts';
import { payoutAmount, settleSelection } from '../rules/payout.ts';
import type { OpenTicket } from './settlement.repository.ts';

/**
 * The pure half of settlement: what each ticket pays, and the ledger movements a batch posts (one per
 * member and asset). No database here, so the rules are tested without one.
 */

const isPrizeMode = (mode: string): mode is PrizeMode => (PRIZE_MODES as readonly string[]).includes(mode);

/** A ticket's outcome before it is paid. */
export interface Judged {
  ticket: OpenTicket;
  status: 'won' | 'lost' | 'void';
  payout: bigint;
}

/**
 * Judges a ticket on its draw's result with its prize mode's odds. A ticket that cannot be judged (an
 * unknown play type or prize mode, a selection the rules refuse) throws: its batch rolls back and the
 * tick logs the error, rather than guess what money it is owed.
 */
export function judgeTicket(ticket: OpenTicket, result: DrawResult): Judged {
  const playType = findPlayType(ticket.playCode);
  if (!playType) throw new Error(`ticket ${ticket.id}: unknown play type ${ticket.playCode}`);
  if (!isPrizeMode(ticket.prizeMode)) throw new Error(`ticket ${ticket.id}: unknown prize mode ${ticket.prizeMode}`);
  const settlement = settleSelection(playType, ticket.selection, result, DEFAULT_ODDS[ticket.prizeMode]);
  // Odds pay per stake unit: lô's 27 (or 18) units a bet are in the stake, not in the unit.
  const payout = payoutAmount(ticket.unitStake * BigInt(ticket.multiple), settlement.payoutBps);
  return { ticket, status: settlement.winningBets > 0 ? 'won' : 'lost', payout };
}

/** A voided ticket gives its stake back. */
export const voidTicket = (ticket: OpenTicket): Judged => ({ ticket, status: 'void', payout: ticket.stake });

/** One credit of a member from the house: one journal for several tickets. */
export interface Grant {
  kind: 'lottery.payout' | 'lottery.refund';
  key: string;
  merchantId: number;
  memberId: number;
  asset: string;
  amount: bigint;
  ticketIds: number[];
}

/**
 * Groups judged tickets into one grant per (merchant, member, asset) with something to pay. The key names
 * the group's first ticket (`keyOf`): a ticket is open in one batch only, so a key is never used twice
 * unless the same tickets were paid twice, which the journal's unique key then refuses.
 */
export function grantsOf(judged: readonly Judged[], kind: Grant['kind'], keyOf: (firstTicket: OpenTicket) => string): Grant[] {
  const groups = new Map<string, Grant>();
  for (const { ticket, payout } of judged) {
    if (payout === 0n) continue;
    const group = `${ticket.merchantId}:${ticket.memberId}:${ticket.asset}`;
    const grant = groups.get(group);
    if (grant) {
      grant.amount += payout;
      grant.ticketIds.push(ticket.id);
    } else {
      groups.set(group, {
        kind,
        key: keyOf(ticket),
        merchantId: ticket.merchantId,
        memberId: ticket.memberId,
        asset: ticket.asset,
        amount: payout,
        ticketIds: [ticket.id],
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
