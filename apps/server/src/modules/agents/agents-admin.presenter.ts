import type { AdminContract, AdminContractTerms } from '@monsoon/contracts/admin/agent-contracts';
import type { AgentNode } from '@monsoon/contracts/admin/agents';
import type { SettlementEarning, SettlementRun } from '@monsoon/contracts/admin/settlement-runs';
import { CONTRACT_KINDS, CONTRACT_STATUSES } from '@monsoon/contracts/agent-contracts';
import { minorText } from '@/modules/admin/admin.presenter.ts';
import { loadTerms, maxRate } from './contract-terms.ts';
import type { ContractView } from './contracts-admin.repository.ts';
import type { TreeNode } from './agent-tree.repository.ts';
import type { EarningView, ItemView, RunView } from './settlement-runs-admin.repository.ts';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const kindOf = (v: string) => CONTRACT_KINDS.find((k) => k === v) ?? 'daily';
const statusOf = (v: string) => CONTRACT_STATUSES.find((s) => s === v) ?? 'terminated';

/** Stored terms as the back office shows them, thresholds in the currency's `scale`. */
export function presentTerms(stored: unknown, scale: number): AdminContractTerms {
  const terms = loadTerms(stored);
  return {
    tiers: terms.tiers.map((t) => ({
      minBase: minorText(t.minBase, scale),
      minActiveMembers: t.minActiveMembers,
      rateBp: t.rateBp,
    })),
    period: terms.period,
    base: terms.base,
    maxRateBp: maxRate(terms),
  };
}

export function presentContract(c: ContractView, scale: number): AdminContract {
  return {
    contractId: c.id,
    kind: kindOf(c.kind),
    status: statusOf(c.status),
    uplineId: c.uplineId,
    upline: c.upline,
    downlineId: c.downlineId,
    downline: c.downline,
    terms: presentTerms(c.terms, scale),
    terminationRequestedBy:
      c.terminationRequestedBy === 'upline' || c.terminationRequestedBy === 'downline'
        ? c.terminationRequestedBy
        : null,
    grantedBy: c.grantedByName,
    createdAt: c.createdAt.toISOString(),
    respondedAt: iso(c.respondedAt),
    endedAt: iso(c.endedAt),
    endReason: c.endReason,
  };
}

/** A tree node with one contract per kind: the one in force, else the one offered. */
export function presentNode(n: TreeNode): AgentNode {
  const byKind = new Map<string, AgentNode['contracts'][number]>();
  for (const c of n.contracts) {
    if (c.status !== 'active' && c.status !== 'pending') continue;
    if (byKind.get(c.kind)?.status === 'active') continue;
    byKind.set(c.kind, {
      contractId: c.id,
      kind: kindOf(c.kind),
      status: c.status,
      maxRateBp: maxRate(loadTerms(c.terms)),
    });
  }
  return {
    id: n.id,
    username: n.username,
    nickname: n.nickname,
    type: n.type,
    status: n.status,
    uplineId: n.uplineId,
    directDownlines: n.directDownlines,
    teamSize: n.teamSize,
    createdAt: n.createdAt.toISOString(),
    contracts: CONTRACT_KINDS.flatMap((k) => {
      const c = byKind.get(k);
      return c ? [c] : [];
    }),
  };
}

/** A run; `rerunnable` is the service's verdict (open after its period ended). */
export function presentRun(r: RunView, rerunnable: boolean): SettlementRun {
  return {
    id: r.id,
    kind: r.kind,
    period: r.period,
    status: r.status === 'settled' ? 'settled' : 'open',
    createdAt: r.createdAt.toISOString(),
    settledAt: iso(r.settledAt),
    items: r.items,
    totals: r.totals.map((t) => ({ asset: t.asset, amount: minorText(t.amount, t.scale) })),
    unpaid: r.unpaid,
    rerunnable,
  };
}

export const presentItem = (i: ItemView) => ({
  beneficiaryId: i.beneficiaryId,
  account: i.account,
  asset: i.asset,
  amount: minorText(i.amount, i.scale),
  accruals: i.accruals,
  journalId: i.journalId,
  createdAt: i.createdAt.toISOString(),
});

export function presentEarning(e: EarningView): SettlementEarning {
  const money = (v: bigint) => minorText(v, e.scale);
  return {
    earningId: e.id,
    contractId: e.contractId,
    agentId: e.agentId,
    account: e.account,
    drawId: e.drawId,
    asset: e.asset,
    base: money(e.base),
    teamValidBet: money(e.teamValidBet),
    teamProfitLoss: money(e.teamProfitLoss),
    activeMembers: e.activeMembers,
    rateBp: e.rateBp,
    gross: money(e.gross),
    downlineShare: money(e.downlineShare),
    amount: money(e.amount),
    createdAt: e.createdAt.toISOString(),
  };
}
