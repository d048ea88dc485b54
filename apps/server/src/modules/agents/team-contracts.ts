import { CONTRACT_KINDS, type ContractKind } from '@monsoon/contracts/agent-contracts';
import type { TeamContracts, TeamContractState } from '@monsoon/contracts/agent-team';
import { loadTerms, maxRate } from './contract-terms.ts';
import type { LiveContractRow } from './team.repository.ts';

const kindOf = (text: string): ContractKind | undefined => CONTRACT_KINDS.find((k) => k === text);

/** The state of one kind: a contract in force wins over an adjustment offered beside it. */
const stateOf = (rows: readonly LiveContractRow[]): TeamContractState =>
  rows.some((r) => r.status === 'active') ? 'active' : rows.length > 0 ? 'pending' : 'none';

/** A member's live contracts grouped by kind. */
function byKind(rows: readonly LiveContractRow[], memberId: number) {
  const out = new Map<ContractKind, LiveContractRow[]>(CONTRACT_KINDS.map((k) => [k, []]));
  for (const row of rows) {
    const kind = kindOf(row.kind);
    if (row.downlineId === memberId && kind) out.get(kind)?.push(row);
  }
  return out;
}

/** The contract state per kind of one member, from the live contracts of several. */
export function contractStates(rows: readonly LiveContractRow[], memberId: number): TeamContracts {
  const kinds = byKind(rows, memberId);
  const state = (k: ContractKind) => stateOf(kinds.get(k) ?? []);
  return {
    dividend: state('dividend'),
    daily: state('daily'),
    hourly: state('hourly'),
    realtime: state('realtime'),
  };
}

/** Per kind: the state and the highest rate of the contract in force, else of the offer. */
export function contractSummaries(rows: readonly LiveContractRow[], memberId: number) {
  const kinds = byKind(rows, memberId);
  return CONTRACT_KINDS.map((kind) => {
    const live = kinds.get(kind) ?? [];
    const shown = live.find((r) => r.status === 'active') ?? live[0];
    return {
      kind,
      status: stateOf(live),
      maxRateBp: shown ? maxRate(loadTerms(shown.terms)) : null,
    };
  });
}
