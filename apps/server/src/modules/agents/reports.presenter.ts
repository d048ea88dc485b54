import {
  incomeKinds,
  type IncomeKind,
  type IncomeRow,
  type IncomeValue,
  type TeamBettingValue,
  type TeamOverviewValue,
  type TeamPeriod,
  type TeamTransactionsValue,
  type UserProfitValue,
} from '@monsoon/contracts/agent-reports';
import { minorToWire, toWireAmount } from '@monsoon/contracts/money';
import { productTypes, type ProductTypeCode } from '@monsoon/contracts/records';
import { presentTransaction } from '@/modules/wallet/transactions.presenter.ts';
import type { BetSums, BettingPage, BettingRow } from './reports.betting.repository.ts';
import type { IncomeKindSums, IncomeRecord } from './reports.income.repository.ts';
import type { OverviewFigures } from './reports.overview.repository.ts';
import type { ProfitRow, ProfitSums } from './reports.profit.repository.ts';
import { daysOf, type ReportRange } from './reports.range.ts';
import type { TeamTransactionRow } from './reports.transactions.repository.ts';

/** The merchant currencies have two decimals. */
const SCALE = 2;
const wire = (minor: bigint) => toWireAmount(minor, SCALE);

const rangeOf = (r: ReportRange, currency: string) => ({
  startDate: r.startDate,
  endDate: r.endDate,
  today: r.today,
  currency,
});
const pageOf = (q: { pageNo: number; pageSize: number }, totalCount: number) => ({
  pageNo: q.pageNo,
  pageSize: q.pageSize,
  totalCount,
  totalPages: Math.ceil(totalCount / q.pageSize),
});

const productOf = (p: string): ProductTypeCode => {
  const found = productTypes.find((t) => t === p);
  if (!found) throw new Error(`unknown product type ${p}`);
  return found;
};

/** Stake, valid bet, win and the players' P&L (win − valid bet). */
const presentBets = (t: BetSums) => ({
  betAmount: wire(t.stake),
  validBet: wire(t.validBet),
  winAmount: wire(t.payout),
  profit: wire(t.payout - t.validBet),
  count: t.count,
});

/** The overview with a day for every business day of the period (days without bets at 0). */
export function presentOverview(
  period: TeamPeriod,
  r: { range: ReportRange; figures: OverviewFigures; currency: string },
): TeamOverviewValue {
  const f = r.figures;
  const byDay = new Map(f.days.map((d) => [d.day, d]));
  return {
    period,
    teamSize: f.teamSize,
    newMembers: f.newMembers,
    activeMembers: f.activeMembers,
    firstDepositMembers: f.firstDepositMembers,
    depositAmount: wire(f.deposits),
    withdrawalAmount: wire(f.withdrawals),
    validBet: wire(f.validBet),
    winAmount: wire(f.payout),
    profit: wire(f.payout - f.validBet),
    days: daysOf(r.range).map((date) => {
      const d = byDay.get(date);
      return {
        date,
        validBet: wire(d?.validBet ?? 0n),
        profit: wire(d ? d.payout - d.validBet : 0n),
      };
    }),
    ...rangeOf(r.range, r.currency),
  };
}

/** Team betting: product rows in the order of `productTypes`, or member rows as read. */
export function presentBetting(
  q: { view: 'product' | 'member'; pageNo: number; pageSize: number },
  r: { range: ReportRange; currency: string } & BettingPage,
): TeamBettingValue {
  const order = (row: BettingRow) => productTypes.findIndex((p) => p === row.productType);
  const rows = q.view === 'product' ? [...r.rows].sort((a, b) => order(a) - order(b)) : r.rows;
  return {
    view: q.view,
    list: rows.map((row) => ({
      productType: row.productType === null ? null : productOf(row.productType),
      account: row.account,
      level: row.level,
      ...presentBets(row),
    })),
    ...pageOf(q, r.totalCount),
    summary: presentBets(r.totals),
    ...rangeOf(r.range, r.currency),
  };
}

const presentProfitSums = (s: ProfitSums) => ({
  validBet: wire(s.validBet),
  winAmount: wire(s.payout),
  profit: wire(s.payout - s.validBet),
  depositAmount: wire(s.deposits),
  withdrawalAmount: wire(s.withdrawals),
  count: s.count,
});

/** The user P&L page. */
export function presentProfit(
  q: { pageNo: number; pageSize: number },
  r: {
    range: ReportRange;
    currency: string;
    rows: ProfitRow[];
    totals: ProfitSums;
    members: number;
  },
): UserProfitValue {
  return {
    list: r.rows.map((row) => ({
      account: row.account,
      level: row.level,
      ...presentProfitSums(row),
    })),
    ...pageOf(q, r.members),
    summary: presentProfitSums(r.totals),
    ...rangeOf(r.range, r.currency),
  };
}

/** The contract kind of a settlement kind (`salary.daily` → daily, `dividend.weekly` → dividend). */
export function incomeKindOf(settlementKind: string): IncomeKind {
  const [family = '', sub = ''] = settlementKind.split('.');
  const kind = family === 'dividend' ? 'dividend' : incomeKinds.find((k) => k === sub);
  if (!kind) throw new Error(`unknown earning kind ${settlementKind}`);
  return kind;
}

const presentEarning = (e: IncomeRecord): IncomeRow => ({
  id: String(e.id),
  kind: incomeKindOf(e.settlementKind),
  settlementKind: e.settlementKind,
  period: e.period,
  drawId: e.drawId === null ? null : String(e.drawId),
  base: wire(e.base),
  teamValidBet: wire(e.teamValidBet),
  teamProfitLoss: wire(e.teamProfitLoss),
  activeMembers: e.activeMembers,
  rateBp: e.rateBp,
  gross: wire(e.gross),
  downlineShare: wire(e.downlineShare),
  amount: wire(e.amount),
  status: e.issued ? 'issued' : 'pending',
  createdAt: e.createdAt.getTime(),
});

/** The income page with totals per contract kind (settlement kinds of one contract kind summed). */
export function presentIncome(
  q: { pageNo: number; pageSize: number },
  r: { range: ReportRange; currency: string; rows: IncomeRecord[]; sums: IncomeKindSums[] },
): IncomeValue {
  const totals = (sums: IncomeKindSums[]) => {
    const count = sums.reduce((n, s) => n + s.count, 0);
    const amount = sums.reduce((n, s) => n + s.amount, 0n);
    const issued = sums.reduce((n, s) => n + s.issued, 0n);
    return { count, amount: wire(amount), pending: wire(amount - issued), issued: wire(issued) };
  };
  const byKind = incomeKinds.flatMap((kind) => {
    const of = r.sums.filter((s) => incomeKindOf(s.settlementKind) === kind);
    return of.length > 0 ? [{ kind, ...totals(of) }] : [];
  });
  const summary = totals(r.sums);
  return {
    list: r.rows.map(presentEarning),
    ...pageOf(q, summary.count),
    byKind,
    summary,
    ...rangeOf(r.range, r.currency),
  };
}

/** The team's transactions, each with its member (the member history's presenter, debits negative). */
export function presentTeamTransactions(
  q: { pageNo: number; pageSize: number },
  r: {
    range: ReportRange;
    currency: string;
    rows: TeamTransactionRow[];
    totals: { count: number; credits: bigint; debits: bigint };
  },
): TeamTransactionsValue {
  return {
    list: r.rows.map((row) => ({ ...presentTransaction(row, r.currency), account: row.account })),
    ...pageOf(q, r.totals.count),
    summary: {
      totalIn: minorToWire(r.totals.credits, SCALE),
      totalOut: minorToWire(r.totals.debits, SCALE),
      net: minorToWire(r.totals.credits + r.totals.debits, SCALE),
    },
    ...rangeOf(r.range, r.currency),
  };
}
