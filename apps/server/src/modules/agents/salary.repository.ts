import type { ContractKind } from '@monsoon/contracts/agent-contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { rowsOf } from '@/lib/sql-rows.ts';
import type { Earning } from './salary-earnings.ts';

/** An earning of a period, with its lottery round for a real-time salary. */
export type PeriodEarning = Earning & { drawId: number | null };

/** Earnings per INSERT (16 parameters each, well under PostgreSQL's 65,535). */
const EARNINGS_PER_STATEMENT = 2_000;

/** A contract as a pay run reads it. */
export interface PayContractRow {
  id: number;
  holderId: number;
  uplineId: number | null;
  terms: unknown;
}

/** A team's totals over a period: valid bet, payout and members with a valid bet. */
export interface TeamTotals {
  validBet: bigint;
  payout: bigint;
  activeMembers: number;
}

/** A team's play on one lottery round, with the agent whose team it is. */
export interface TeamRound {
  agentId: number;
  drawId: number;
  validBet: bigint;
  payout: bigint;
  /** The sum of each losing member's loss on the round. */
  losses: bigint;
  activeMembers: number;
}

const totalsOf = (
  rows: { agent: string; valid_bet: string; payout: string; active: string }[],
): Map<number, TeamTotals> =>
  new Map(
    rows.map((r) => [
      Number(r.agent),
      { validBet: BigInt(r.valid_bet), payout: BigInt(r.payout), activeMembers: Number(r.active) },
    ]),
  );

/** The SQL of agent pay runs (decision 0068): contracts in force, team totals, earnings and accruals. */
export function createSalaryRepository(db: Database) {
  return {
    /** Merchants (id, currency, time zone) with contracts of a kind in force or ended in the last days. */
    async merchantsWith(kind: ContractKind, since: Date) {
      return rowsOf<{ id: number; currency: string; time_zone: string }>(
        await db.execute(sql`select m.id, m.currency, m.time_zone from merchants m
          where exists (select 1 from agent_contracts c where c.merchant_id = m.id and c.kind = ${kind}
            and (c.status = 'active' or c.ended_at >= ${since}))
          order by m.id`),
      ).map((r) => ({ id: Number(r.id), currency: r.currency, timeZone: r.time_zone }));
    },

    /** Contracts of a kind in force at `at`: accepted (or granted) before it and not ended by then. */
    async inForce(merchantId: number, kind: ContractKind, at: Date): Promise<PayContractRow[]> {
      return rowsOf<{ id: string; downline_id: string; upline_id: string | null; terms: unknown }>(
        await db.execute(sql`select id::text, downline_id::text, upline_id::text, terms
          from agent_contracts where merchant_id = ${merchantId} and kind = ${kind}
            and status in ('active', 'terminated') and responded_at <= ${at}
            and (ended_at is null or ended_at > ${at})
          order by id`),
      ).map((r) => ({
        id: Number(r.id),
        holderId: Number(r.downline_id),
        uplineId: r.upline_id === null ? null : Number(r.upline_id),
        terms: r.terms,
      }));
    },

    /** Team totals (each agent and everyone below it) over business days, from the member-day rollup. */
    async teamDays(
      merchantId: number,
      asset: string,
      agents: number[],
      firstDay: string,
      lastDay: string,
    ) {
      return totalsOf(
        rowsOf(
          await db.execute(sql`select t.ancestor_id::text as agent,
              coalesce(sum(d.valid_bet), 0)::text as valid_bet, coalesce(sum(d.payout), 0)::text as payout,
              count(distinct d.member_id) filter (where d.valid_bet > 0)::text as active
            from member_tree t join member_day_totals d on d.member_id = t.descendant_id
            where t.ancestor_id = any(${`{${agents.join(',')}}`}::bigint[]) and d.merchant_id = ${merchantId}
              and d.asset = ${asset} and d.business_day between ${firstDay}::date and ${lastDay}::date
            group by t.ancestor_id`),
        ),
      );
    },

    /** Team totals over [from, to) of settlement time, from the wager facts (hourly salary). */
    async teamFacts(merchantId: number, asset: string, agents: number[], from: Date, to: Date) {
      return totalsOf(
        rowsOf(
          await db.execute(sql`select t.ancestor_id::text as agent,
              coalesce(sum(f.valid_bet), 0)::text as valid_bet, coalesce(sum(f.payout), 0)::text as payout,
              count(distinct f.member_id) filter (where f.valid_bet > 0)::text as active
            from wager_facts f join member_tree t on t.descendant_id = f.member_id
            where t.ancestor_id = any(${`{${agents.join(',')}}`}::bigint[]) and f.merchant_id = ${merchantId}
              and f.asset = ${asset} and f.settled_at >= ${from} and f.settled_at < ${to}
            group by t.ancestor_id`),
        ),
      );
    },

    /** Whether every lottery round drawn in [from, to) is settled or cancelled (its facts all written). */
    async roundsDone(from: Date, to: Date): Promise<boolean> {
      const rows = await db.execute(sql`select 1 from lottery_draws
        where draw_at >= ${from} and draw_at < ${to} and status in ('open', 'drawn') limit 1`);
      return rowsOf(rows).length === 0;
    },

    /**
     * Each agent's team play per lottery round drawn in [from, to): valid bet, payout, the sum of each
     * losing member's loss and the members who bet (a member's tickets of a round summed first).
     */
    async teamRounds(merchantId: number, asset: string, agents: number[], from: Date, to: Date) {
      return rowsOf<
        Record<'agent' | 'draw' | 'valid_bet' | 'payout' | 'losses' | 'active', string>
      >(
        await db.execute(sql`with plays as (
            select f.member_id, lt.draw_id, sum(f.valid_bet) as vb, sum(f.payout) as po
            from wager_facts f
            join lottery_tickets lt on lt.id = f.source_id
            join lottery_draws dr on dr.id = lt.draw_id
            where f.merchant_id = ${merchantId} and f.asset = ${asset} and f.source_kind = 'lottery_ticket'
              and f.settled_at >= ${from} and dr.draw_at >= ${from} and dr.draw_at < ${to}
            group by f.member_id, lt.draw_id)
          select t.ancestor_id::text as agent, p.draw_id::text as draw, sum(p.vb)::text as valid_bet,
            sum(p.po)::text as payout, sum(greatest(p.vb - p.po, 0))::text as losses,
            (count(*) filter (where p.vb > 0))::text as active
          from plays p join member_tree t on t.descendant_id = p.member_id
          where t.ancestor_id = any(${`{${agents.join(',')}}`}::bigint[])
          group by t.ancestor_id, p.draw_id`),
      ).map((r): TeamRound => ({
        agentId: Number(r.agent),
        drawId: Number(r.draw),
        validBet: BigInt(r.valid_bet),
        payout: BigInt(r.payout),
        losses: BigInt(r.losses),
        activeMembers: Number(r.active),
      }));
    },

    /** Whether the run of (merchant, kind, period) is settled already. */
    async runSettled(merchantId: number, kind: string, period: string): Promise<boolean> {
      const rows =
        await db.execute(sql`select 1 from settlement_runs where merchant_id = ${merchantId}
        and kind = ${kind} and period = ${period} and status = 'settled'`);
      return rowsOf(rows).length > 0;
    },

    /** Writes earnings (once per contract, period and round); answers those that are new. */
    async insertEarnings(
      e: { merchantId: number; kind: string; period: string; asset: string; at: Date },
      earnings: readonly PeriodEarning[],
    ): Promise<PeriodEarning[]> {
      const fresh: PeriodEarning[] = [];
      for (let from = 0; from < earnings.length; from += EARNINGS_PER_STATEMENT) {
        const batch = earnings.slice(from, from + EARNINGS_PER_STATEMENT);
        const values = sql.join(
          batch.map(
            (
              x,
            ) => sql`(${e.merchantId}::int, ${x.contractId}::bigint, ${x.agentId}::bigint, ${e.kind}::text,
              ${e.period}::text, ${x.drawId}::bigint, ${e.asset}::text, ${x.measures.base.toString()}::bigint,
              ${x.measures.validBet.toString()}::bigint, ${x.measures.profitLoss.toString()}::bigint,
              ${x.measures.activeMembers}::int, ${x.rateBp}::int, ${x.gross.toString()}::bigint,
              ${x.downlineShare.toString()}::bigint, ${x.amount.toString()}::bigint, ${e.at}::timestamptz)`,
          ),
          sql`, `,
        );
        const rows = rowsOf<{ contract_id: string; draw_id: string | null }>(
          await db.execute(sql`insert into contract_earnings (merchant_id, contract_id, agent_id, kind,
              period, draw_id, asset, base, team_valid_bet, team_profit_loss, active_members, rate_bp,
              gross, downline_share, amount, created_at)
            values ${values} on conflict do nothing returning contract_id::text, draw_id::text`),
        );
        const inserted = new Set(rows.map((r) => `${r.contract_id}:${r.draw_id ?? ''}`));
        fresh.push(...batch.filter((x) => inserted.has(`${x.contractId}:${x.drawId ?? ''}`)));
      }
      return fresh;
    },
  };
}
