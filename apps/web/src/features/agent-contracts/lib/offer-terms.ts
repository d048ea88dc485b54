import {
  MAX_CONTRACT_TIERS,
  type DIVIDEND_PERIODS,
  type REALTIME_BASES,
  type ContractKind,
  type ContractTerms,
  type ContractTermsInput,
} from '@monsoon/contracts/agent-contracts';
import { parseMoney, wireToMinor } from '@monsoon/contracts/money';
import { moneyFieldText, percentToBp, rateFieldText } from './rates';

export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];
export type RealtimeBase = (typeof REALTIME_BASES)[number];

/** One tier as the form holds it: the texts typed. */
export interface TierDraft {
  minBase: string;
  minActiveMembers: string;
  /** A percent with up to 2 decimals. */
  rate: string;
}

/** An offer as the form holds it. */
export interface TermsDraft {
  tiers: TierDraft[];
  period: DividendPeriod;
  base: RealtimeBase;
}

/** Why a field of a tier is refused (each has a text in `offer.problems`). */
export type TierProblem =
  | { reason: 'minBase' | 'minActiveMembers' | 'rate' | 'order' | 'rateOrder' }
  | { reason: 'ceiling'; ceilingBp: number };
export type TierProblems = Partial<Record<keyof TierDraft, TierProblem>>;

/** A tier in numbers: threshold in minor units, members, rate in basis points. */
interface Tier {
  minBase: bigint;
  minActiveMembers: number;
  rateBp: number;
}

const thresholdText = /^\d{1,13}(\.\d{1,2})?$/;

/** An empty tier row. */
export const emptyTier = (): TierDraft => ({ minBase: '', minActiveMembers: '0', rate: '' });

/**
 * The form's start: the terms being adjusted, else one empty tier. The dividend's period and the
 * real-time base are the agent's own (`ceiling`): pay is differential on one base, so the server takes
 * no other.
 */
export function draftOf(
  terms: ContractTerms | null,
  ceiling: ContractTerms | null = null,
): TermsDraft {
  return {
    tiers: terms
      ? terms.tiers.map((t) => ({
          minBase: moneyFieldText(t.minBase),
          minActiveMembers: String(t.minActiveMembers),
          rate: rateFieldText(t.rateBp),
        }))
      : [{ ...emptyTier(), minBase: '0' }],
    period: ceiling?.period ?? terms?.period ?? 'weekly',
    base: ceiling?.base ?? terms?.base ?? 'single',
  };
}

/**
 * A rate of terms at a point (decision 0068): the highest of the tiers whose thresholds the point
 * reaches, 0 below them all — the server's rule, so the site refuses what the server would.
 */
export function rateAt(tiers: readonly Tier[], base: bigint, activeMembers: number): number {
  let rate = 0;
  for (const t of tiers)
    if (base >= t.minBase && activeMembers >= t.minActiveMembers && t.rateBp > rate)
      rate = t.rateBp;
  return rate;
}

/** The tiers of an answer in numbers. */
export const tiersOf = (terms: ContractTerms): Tier[] =>
  terms.tiers.map((t) => ({ ...t, minBase: wireToMinor(t.minBase) }));

/** A typed tier in numbers, with its threshold as typed (what the call sends). */
type ReadTier = Tier & { minBaseText: string };

/** A typed tier in numbers, with what is wrong in it. */
function readTier(draft: TierDraft): { tier: ReadTier | null; problems: TierProblems } {
  const problems: TierProblems = {};
  const base = draft.minBase.trim();
  const members = draft.minActiveMembers.trim();
  const rateBp = percentToBp(draft.rate);
  if (!thresholdText.test(base)) problems.minBase = { reason: 'minBase' };
  if (!/^\d{1,7}$/.test(members) || Number(members) > 1_000_000)
    problems.minActiveMembers = { reason: 'minActiveMembers' };
  if (rateBp === null) problems.rate = { reason: 'rate' };
  if (Object.keys(problems).length > 0 || rateBp === null) return { tier: null, problems };
  return {
    tier: {
      minBase: parseMoney(base),
      minBaseText: base,
      minActiveMembers: Number(members),
      rateBp,
    },
    problems,
  };
}

/** Each next tier reaches no lower in either threshold, higher in one, and pays more (as the server). */
function orderProblems(prev: Tier, next: Tier): TierProblems {
  const higher = next.minBase > prev.minBase || next.minActiveMembers > prev.minActiveMembers;
  const lower = next.minBase < prev.minBase || next.minActiveMembers < prev.minActiveMembers;
  const problems: TierProblems = {};
  if (!higher || lower) problems.minBase = { reason: 'order' };
  if (next.rateBp <= prev.rateBp) problems.rate = { reason: 'rateOrder' };
  return problems;
}

/** What the form checks: the terms to send, or each tier's problems. */
export type OfferCheck =
  { ok: true; terms: ContractTermsInput } | { ok: false; problems: TierProblems[] };

/**
 * Checks an offer before it is sent: every field readable, tiers rising, and the rate rule at every
 * tier corner (decision 0068): each offered tier's rate at most `ceiling`'s (the agent's own terms) at
 * that tier's thresholds. Rates go out in basis points; the period and base are the ceiling's.
 */
export function checkOffer(
  kind: ContractKind,
  draft: TermsDraft,
  ceiling: ContractTerms | null,
): OfferCheck {
  const read = draft.tiers.slice(0, MAX_CONTRACT_TIERS).map(readTier);
  const mine = ceiling ? tiersOf(ceiling) : null;
  const problems = read.map(({ tier, problems: own }, i) => {
    const prev = read[i - 1]?.tier;
    const found: TierProblems = { ...(prev && tier ? orderProblems(prev, tier) : {}), ...own };
    if (tier && mine && !found.rate) {
      const ceilingBp = rateAt(mine, tier.minBase, tier.minActiveMembers);
      if (tier.rateBp > ceilingBp) found.rate = { reason: 'ceiling', ceilingBp };
    }
    return found;
  });
  const tiers = read.flatMap((r) => (r.tier ? [r.tier] : []));
  if (tiers.length === 0 || problems.some((p) => Object.keys(p).length > 0))
    return { ok: false, problems };
  return {
    ok: true,
    terms: {
      tiers: tiers.map((t) => ({
        minBase: t.minBaseText,
        minActiveMembers: t.minActiveMembers,
        rateBp: t.rateBp,
      })),
      ...(kind === 'dividend' ? { period: ceiling?.period ?? draft.period } : {}),
      ...(kind === 'realtime' ? { base: ceiling?.base ?? draft.base } : {}),
    },
  };
}
