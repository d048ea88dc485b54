import { earned, rateAt, type Terms } from './contract-terms.ts';

/** A contract in force for a period, with its holder (the downline) and the upline that covers it. */
export interface ContractInForce {
  id: number;
  holderId: number;
  uplineId: number | null;
  terms: Terms;
}

/** A team's measures over a period (or a round), in minor units. */
export interface TeamMeasures {
  /** What the rate applies to (decision 0068: valid bet, net loss, losses, by kind). */
  base: bigint;
  validBet: bigint;
  /** The team's result from the company's view: valid bet − payout. */
  profitLoss: bigint;
  activeMembers: number;
}

/** What one contract earned its holder for the period. */
export interface Earning {
  contractId: number;
  agentId: number;
  measures: TeamMeasures;
  rateBp: number;
  gross: bigint;
  downlineShare: bigint;
  amount: bigint;
}

const NONE: TeamMeasures = { base: 0n, validBet: 0n, profitLoss: 0n, activeMembers: 0 };

/**
 * Differential pay (design/money.md §13, decision 0068): each contract earns `floor(base × rate)` on
 * its holder's team, less what its holder's direct downlines' contracts earn on theirs, never below 0.
 * Contracts whose team has no base earn nothing and are left out.
 */
export function differentialEarnings(
  contracts: readonly ContractInForce[],
  measures: ReadonlyMap<number, TeamMeasures>,
): Earning[] {
  const gross = new Map<number, { rateBp: number; gross: bigint }>();
  for (const c of contracts) {
    const m = measures.get(c.holderId) ?? NONE;
    const rateBp = rateAt(c.terms, m.base, m.activeMembers);
    gross.set(c.id, { rateBp, gross: earned(m.base, rateBp) });
  }
  const shares = new Map<number, bigint>();
  for (const c of contracts) {
    if (c.uplineId === null) continue;
    shares.set(c.uplineId, (shares.get(c.uplineId) ?? 0n) + (gross.get(c.id)?.gross ?? 0n));
  }
  const out: Earning[] = [];
  for (const c of contracts) {
    const m = measures.get(c.holderId) ?? NONE;
    const g = gross.get(c.id) ?? { rateBp: 0, gross: 0n };
    const downlineShare = shares.get(c.holderId) ?? 0n;
    if (m.base <= 0n && downlineShare === 0n) continue;
    const amount = g.gross > downlineShare ? g.gross - downlineShare : 0n;
    out.push({ contractId: c.id, agentId: c.holderId, measures: m, ...g, downlineShare, amount });
  }
  return out;
}

/** A team's play on one lottery round. */
export interface RoundPlay {
  validBet: bigint;
  payout: bigint;
  /** The sum of each losing member's loss. */
  losses: bigint;
  activeMembers: number;
}

/**
 * A team's measures on one lottery round for a real-time salary base (decision 0068): `single` the
 * valid bet, `loss` the sum of each losing member's loss, `profit` the team's net loss (0 when it won).
 */
export function roundMeasures(play: RoundPlay, base: 'profit' | 'loss' | 'single'): TeamMeasures {
  const profitLoss = play.validBet - play.payout;
  const measure =
    base === 'single'
      ? play.validBet
      : base === 'loss'
        ? play.losses
        : profitLoss > 0n
          ? profitLoss
          : 0n;
  return { base: measure, validBet: play.validBet, profitLoss, activeMembers: play.activeMembers };
}
