import type { ContractKind, ContractTermsInput } from '@monsoon/contracts/agent-contracts';
import { DIVIDEND_PERIODS, REALTIME_BASES } from '@monsoon/contracts/agent-contracts';
import { parseMoney } from '@monsoon/contracts/money';
import { z } from 'zod';
import { AppError } from '@/lib/errors.ts';

/** One tier of stored terms: thresholds in minor units and active members, the rate in basis points. */
export interface Tier {
  minBase: bigint;
  minActiveMembers: number;
  rateBp: number;
}

/** A contract's terms as the server computes with them (decision 0068). */
export interface Terms {
  tiers: Tier[];
  period: (typeof DIVIDEND_PERIODS)[number] | null;
  base: (typeof REALTIME_BASES)[number] | null;
}

/** `agent_contracts.terms` as stored: minBase as a decimal string of minor units. */
const storedSchema = z.object({
  tiers: z
    .array(
      z.object({
        minBase: z.string().regex(/^\d{1,18}$/),
        minActiveMembers: z.number().int().min(0),
        rateBp: z.number().int().min(0).max(10_000),
      }),
    )
    .min(1),
  period: z.enum(DIVIDEND_PERIODS).nullable(),
  base: z.enum(REALTIME_BASES).nullable(),
});
export type StoredTerms = z.infer<typeof storedSchema>;

const invalid = () => new AppError('contract.terms.invalid');

/**
 * Checks terms a client sent for a contract of `kind` and answers them in minor units (`scale`
 * decimals). Tiers must rise: each next tier reaches no lower in either threshold, higher in at least
 * one, and pays a higher rate; a dividend names its period, a real-time salary its base, nothing else
 * does. Anything else is `contract.terms.invalid`.
 */
export function validateTerms(kind: ContractKind, input: ContractTermsInput, scale = 2): Terms {
  const tiers = input.tiers.map((t) => {
    let minBase: bigint;
    try {
      minBase = parseMoney(t.minBase, scale);
    } catch {
      throw invalid();
    }
    if (minBase < 0n) throw invalid();
    return { minBase, minActiveMembers: t.minActiveMembers, rateBp: t.rateBp };
  });
  for (let i = 1; i < tiers.length; i += 1) {
    const [prev, next] = [tiers[i - 1], tiers[i]];
    if (!prev || !next) throw invalid();
    const higher = next.minBase > prev.minBase || next.minActiveMembers > prev.minActiveMembers;
    const lower = next.minBase < prev.minBase || next.minActiveMembers < prev.minActiveMembers;
    if (!higher || lower || next.rateBp <= prev.rateBp) throw invalid();
  }
  const period = input.period ?? null;
  const base = input.base ?? null;
  if ((kind === 'dividend') !== (period !== null)) throw invalid();
  if ((kind === 'realtime') !== (base !== null)) throw invalid();
  return { tiers, period, base };
}

/** Terms as `agent_contracts.terms` keeps them (JSON has no bigint). */
export const storeTerms = (terms: Terms): StoredTerms => ({
  tiers: terms.tiers.map((t) => ({ ...t, minBase: t.minBase.toString() })),
  period: terms.period,
  base: terms.base,
});

/** Reads `agent_contracts.terms`; a row that does not parse is a bug, not input: it throws. */
export function loadTerms(stored: unknown): Terms {
  const parsed = storedSchema.parse(stored);
  return {
    tiers: parsed.tiers.map((t) => ({ ...t, minBase: BigInt(t.minBase) })),
    period: parsed.period,
    base: parsed.base,
  };
}

/** The rate of a period: the highest of the tiers whose thresholds it reaches (0 below them all). */
export function rateAt(terms: Terms, base: bigint, activeMembers: number): number {
  let rate = 0;
  for (const t of terms.tiers)
    if (base >= t.minBase && activeMembers >= t.minActiveMembers && t.rateBp > rate)
      rate = t.rateBp;
  return rate;
}

/** The highest rate the terms pay. */
export const maxRate = (terms: Terms): number =>
  terms.tiers.reduce((max, t) => (t.rateBp > max ? t.rateBp : max), 0);

/**
 * Whether `offered` pays at most `upline` everywhere (money.md §13). Both rates rise with base and
 * active members, and `offered` takes each tier's rate from that tier's corner on, so comparing at
 * every corner of `offered` bounds it at every point.
 */
export const rateBelowEverywhere = (offered: Terms, upline: Terms): boolean =>
  offered.tiers.every((t) => t.rateBp <= rateAt(upline, t.minBase, t.minActiveMembers));

/**
 * Whether an upline's contract covers `offered`: the same dividend period and real-time base (pay is
 * differential on one base, money.md §13) and a rate at most the upline's everywhere.
 */
export const coveredBy = (offered: Terms, upline: Terms): boolean =>
  offered.period === upline.period &&
  offered.base === upline.base &&
  rateBelowEverywhere(offered, upline);

/** `floor(base × rate)` in minor units: what a rate earns on a base (0 for a base at or below 0). */
export const earned = (base: bigint, rateBp: number): bigint =>
  base <= 0n ? 0n : (base * BigInt(rateBp)) / 10_000n;
