import type { Contract, ContractProcessValue } from '@monsoon/contracts/agent-contracts';
import { toWireAmount } from '@monsoon/contracts/money';
import { loadTerms, maxRate } from './contract-terms.ts';
import type { ContractRow } from './contracts.repository.ts';
import type { ContractView } from './contracts.service.ts';

/** Minor units per major unit of the merchant currencies (two decimals). */
const SCALE = 2;

/** A contract as the wire shows it (contracts' `contractSchema`). */
export function presentContract(c: ContractRow): Contract {
  const terms = loadTerms(c.terms);
  return {
    contractId: c.id,
    kind: c.kind,
    status: c.status,
    upline: c.upline,
    downline: c.downline,
    terms: {
      tiers: terms.tiers.map((t) => ({
        minBase: toWireAmount(t.minBase, SCALE),
        minActiveMembers: t.minActiveMembers,
        rateBp: t.rateBp,
      })),
      period: terms.period,
      base: terms.base,
      maxRateBp: maxRate(terms),
    },
    terminationRequestedBy: c.terminationRequestedBy,
    createdAt: c.createdAt.getTime(),
    respondedAt: c.respondedAt?.getTime() ?? null,
    endedAt: c.endedAt?.getTime() ?? null,
    endReason: c.endReason,
  };
}

/** The prompt calls' answer. */
export const presentContractView = (v: ContractView): ContractProcessValue => ({
  kind: v.kind,
  contract: v.contract ? presentContract(v.contract) : null,
  request: v.request
    ? {
        type: v.request.type,
        contract: presentContract(v.request.contract),
        wouldTerminate: v.request.wouldTerminate.map((d) => ({
          contractId: d.id,
          downline: d.downline,
          maxRateBp: maxRate(loadTerms(d.terms)),
        })),
      }
    : null,
  outcome: v.outcome,
});
