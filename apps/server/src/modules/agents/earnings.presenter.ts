import type { ContractEarning } from '@monsoon/contracts/agent-contracts';
import { toWireAmount } from '@monsoon/contracts/money';
import type { EarningRow } from './earnings.repository.ts';
import type { EarningsPage } from './earnings.service.ts';

const SCALE = 2;
const money = (minor: bigint) => toWireAmount(minor, SCALE);

/** One earning on the wire. */
export const presentEarning = (e: EarningRow): ContractEarning => ({
  earningId: e.id,
  contractId: e.contractId,
  kind: e.kind,
  period: e.period,
  drawId: e.drawId,
  base: money(e.base),
  teamValidBet: money(e.teamValidBet),
  teamProfitLoss: money(e.teamProfitLoss),
  activeMembers: e.activeMembers,
  rateBp: e.rateBp,
  gross: money(e.gross),
  downlineShare: money(e.downlineShare),
  amount: money(e.amount),
  status: e.issued ? 'issued' : 'pending',
  createdAt: e.createdAt.getTime(),
});

/** The earnings page of one contract kind. */
export const presentEarnings = (p: EarningsPage, currency: string) => ({
  list: p.rows.map(presentEarning),
  pageNo: p.pageNo,
  pageSize: p.pageSize,
  totalCount: p.totals.count,
  startDate: p.days.startDate,
  endDate: p.days.endDate,
  today: p.days.today,
  summary: {
    base: money(p.totals.base),
    amount: money(p.totals.amount),
    pending: money(p.totals.pending),
  },
  currency,
});
