import type { ContractKind } from '@monsoon/contracts/agent-contracts';
import { DIVIDEND_PERIODS } from '@monsoon/contracts/agent-contracts';
import type { Database } from '@/db/client.ts';
import type { Clock } from '@/lib/clock.ts';
import type { SettlementEngine } from '@/modules/settlement/settlement.engine.ts';
import type { WalletService } from '@/modules/wallet/wallet.service.ts';
import { loadTerms } from './contract-terms.ts';
import { salaryAccountsOf } from './salary-accounts.ts';
import {
  differentialEarnings,
  roundMeasures,
  type ContractInForce,
  type TeamMeasures,
} from './salary-earnings.ts';
import {
  completeHours,
  completePeriods,
  realtimeWindows,
  type PayPeriod,
} from './salary-periods.ts';
import {
  createSalaryRepository,
  type PeriodEarning,
  type TeamTotals,
} from './salary.repository.ts';

/** How far back each tick looks for periods not yet paid (a process that was down catches up). */
const LOOKBACK = { realtimeWindows: 72, hours: 24, days: 3, periods: 2 } as const;
/** Contracts that ended this long ago still pay the periods they were in force for. */
const ENDED_WITHIN_MS = 40 * 24 * 3_600_000;

interface PayMerchant {
  id: number;
  currency: string;
  timeZone: string;
}

/** What one tick paid. */
export interface PayReport {
  runs: number;
  items: number;
  amount: bigint;
}

const measuresOf = (totals: ReadonlyMap<number, TeamTotals>, base: 'validBet' | 'netLoss') =>
  new Map<number, TeamMeasures>(
    [...totals].map(([agent, t]) => {
      const profitLoss = t.validBet - t.payout;
      const measure = base === 'validBet' ? t.validBet : profitLoss > 0n ? profitLoss : 0n;
      return [
        agent,
        { base: measure, validBet: t.validBet, profitLoss, activeMembers: t.activeMembers },
      ];
    }),
  );

/**
 * Agent pay (design/money.md §10, §13; decision 0068): real-time salary per lottery round every 5
 * minutes, hourly salary per local hour, daily salary per business day, dividends per period. Each
 * period: the contracts in force at its end, their teams' measures, differential earnings written with
 * their accruals in one transaction (once per contract and period), then the settlement engine's run of
 * (kind, period) pays them. Any number of processes may tick at once.
 */
export function createSalaryService(deps: {
  db: Database;
  clock: Clock;
  wallet: WalletService;
  engine: SettlementEngine;
  /** Drains the wager-fact consumers, so the member-day rollup holds every committed fact. */
  drainFacts: () => Promise<unknown>;
}) {
  const { db, clock, wallet, engine } = deps;
  const repo = createSalaryRepository(db);
  const accountsOf = salaryAccountsOf(wallet);

  const contractsInForce = async (
    m: PayMerchant,
    kind: ContractKind,
    at: Date,
    period: string | null = null,
  ): Promise<ContractInForce[]> =>
    (await repo.inForce(m.id, kind, at))
      .map((c) => ({
        id: c.id,
        holderId: c.holderId,
        uplineId: c.uplineId,
        terms: loadTerms(c.terms),
      }))
      .filter((c) => period === null || c.terms.period === period);

  /** Writes a period's earnings and accruals, then pays the run; null when nothing was owed. */
  async function pay(
    m: PayMerchant,
    settlementKind: string,
    period: PayPeriod,
    earnings: PeriodEarning[],
  ): Promise<PayReport | null> {
    if (earnings.length === 0) return null;
    await wallet.ledger.run(async (tx) => {
      const fresh = await createSalaryRepository(tx).insertEarnings(
        {
          merchantId: m.id,
          kind: settlementKind,
          period: period.key,
          asset: m.currency,
          at: clock.now(),
        },
        earnings,
      );
      await engine.accrue(
        tx,
        fresh.map((x) => ({
          merchantId: m.id,
          kind: settlementKind,
          period: period.key,
          beneficiaryId: x.agentId,
          asset: m.currency,
          amount: x.amount,
          source: `contract:${x.contractId}:${period.key}${x.drawId === null ? '' : `:${x.drawId}`}`,
        })),
      );
    });
    const run = await engine.openRun(m.id, settlementKind, period.key);
    const paid = await engine.settleRun(run, accountsOf, clock.now());
    return { runs: 1, items: paid.items, amount: paid.amount };
  }

  /** Pays the periods of one merchant and kind that are due and not yet settled. */
  async function payPeriods(
    m: PayMerchant,
    settlementKind: string,
    periods: PayPeriod[],
    earningsOf: (p: PayPeriod) => Promise<PeriodEarning[] | null>,
  ): Promise<PayReport> {
    const total: PayReport = { runs: 0, items: 0, amount: 0n };
    for (const p of periods) {
      if (await repo.runSettled(m.id, settlementKind, p.key)) continue;
      const earnings = await earningsOf(p);
      if (earnings === null) continue;
      const paid = await pay(m, settlementKind, p, earnings);
      if (!paid) continue;
      total.runs += paid.runs;
      total.items += paid.items;
      total.amount += paid.amount;
    }
    return total;
  }

  const periodEarnings = (contracts: ContractInForce[], measures: Map<number, TeamMeasures>) =>
    differentialEarnings(contracts, measures).map((e) => ({ ...e, drawId: null }));

  /** Real-time salary of one window: per round, per contract on its own base (profit, loss, single). */
  async function realtimeEarnings(m: PayMerchant, p: PayPeriod): Promise<PeriodEarning[] | null> {
    if (!(await repo.roundsDone(p.start, p.end))) return null;
    const contracts = await contractsInForce(m, 'realtime', p.end);
    if (contracts.length === 0) return [];
    const holders = contracts.map((c) => c.holderId);
    const rounds = await repo.teamRounds(m.id, m.currency, holders, p.start, p.end);
    const baseOf = new Map(contracts.map((c) => [c.holderId, c.terms.base ?? 'single']));
    const byDraw = new Map<number, Map<number, TeamMeasures>>();
    for (const r of rounds) {
      const draw = byDraw.get(r.drawId) ?? new Map<number, TeamMeasures>();
      draw.set(r.agentId, roundMeasures(r, baseOf.get(r.agentId) ?? 'single'));
      byDraw.set(r.drawId, draw);
    }
    const out: PeriodEarning[] = [];
    for (const [drawId, measures] of [...byDraw].sort(([a], [b]) => a - b))
      out.push(...differentialEarnings(contracts, measures).map((e) => ({ ...e, drawId })));
    return out;
  }

  return {
    /** Real-time salary: every 5-minute window of lottery rounds whose rounds are all settled. */
    async payRealtime(): Promise<PayReport> {
      const now = clock.now();
      const total: PayReport = { runs: 0, items: 0, amount: 0n };
      for (const m of await repo.merchantsWith(
        'realtime',
        new Date(now.getTime() - ENDED_WITHIN_MS),
      )) {
        const r = await payPeriods(
          m,
          'salary.realtime',
          realtimeWindows(now, LOOKBACK.realtimeWindows),
          (p) => realtimeEarnings(m, p),
        );
        total.runs += r.runs;
        total.items += r.items;
        total.amount += r.amount;
      }
      return total;
    },

    /** Hourly salary (team valid bet per local hour), daily salary (the previous business day) and dividends. */
    async payPeriodic(): Promise<PayReport> {
      await deps.drainFacts();
      const now = clock.now();
      const since = new Date(now.getTime() - ENDED_WITHIN_MS);
      const total: PayReport = { runs: 0, items: 0, amount: 0n };
      const add = (r: PayReport) => {
        total.runs += r.runs;
        total.items += r.items;
        total.amount += r.amount;
      };
      for (const m of await repo.merchantsWith('hourly', since))
        add(
          await payPeriods(
            m,
            'salary.hourly',
            completeHours(now, m.timeZone, LOOKBACK.hours),
            async (p) => {
              const contracts = await contractsInForce(m, 'hourly', p.end);
              if (contracts.length === 0) return [];
              const totals = await repo.teamFacts(
                m.id,
                m.currency,
                contracts.map((c) => c.holderId),
                p.start,
                p.end,
              );
              return periodEarnings(contracts, measuresOf(totals, 'validBet'));
            },
          ),
        );
      const byDays = async (
        m: PayMerchant,
        kind: ContractKind,
        p: PayPeriod,
        termsPeriod: string | null,
        base: 'validBet' | 'netLoss',
      ) => {
        const contracts = await contractsInForce(m, kind, p.end, termsPeriod);
        if (contracts.length === 0 || !p.firstDay || !p.lastDay) return [];
        const holders = contracts.map((c) => c.holderId);
        const totals = await repo.teamDays(m.id, m.currency, holders, p.firstDay, p.lastDay);
        return periodEarnings(contracts, measuresOf(totals, base));
      };
      for (const m of await repo.merchantsWith('daily', since))
        add(
          await payPeriods(
            m,
            'salary.daily',
            completePeriods('daily', now, m.timeZone, LOOKBACK.days),
            (p) => byDays(m, 'daily', p, null, 'validBet'),
          ),
        );
      for (const m of await repo.merchantsWith('dividend', since))
        for (const pk of DIVIDEND_PERIODS)
          add(
            await payPeriods(
              m,
              `dividend.${pk}`,
              completePeriods(pk, now, m.timeZone, LOOKBACK.periods),
              (p) => byDays(m, 'dividend', p, pk, 'netLoss'),
            ),
          );
      return total;
    },
  };
}
export type SalaryService = ReturnType<typeof createSalaryService>;
