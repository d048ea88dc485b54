import { CONTRACT_KINDS, type ContractKind } from '@monsoon/contracts/agent-contracts';
import type { CallValue } from '@monsoon/contracts/call';
import type { consolidatedFunds } from '@monsoon/contracts/wallet';
import { sessionStore } from '@/lib/storage';

/** The consolidated funds answer (balance and contract flags). */
export type ConsolidatedFunds = CallValue<typeof consolidatedFunds>;
type FlagName = Exclude<keyof ConsolidatedFunds, 'balance' | 'currency' | 'currencySymbol'>;

/** Each kind's `*req*` flag (wire reference §10.1): set while an offer or a termination request waits. */
export const requestFlagOf = {
  dividend: 'divtypereq',
  daily: 'dailysalreqtype',
  hourly: 'contracthoursalreq',
  realtime: 'realtimesalreqtype',
} as const satisfies Record<ContractKind, FlagName>;

/** The kinds whose request waits for the member's answer, in the agent centre's menu order. */
export const kindsAwaitingAnswer = (funds: ConsolidatedFunds): ContractKind[] =>
  CONTRACT_KINDS.filter((kind) => funds[requestFlagOf[kind]] !== 0);

/**
 * Stores the menu flags as the platform does (wire reference §10.1), `1` or `0`: `enableContract` is the
 * contract feature, i.e. the dividend contract (`divtypeinfo`; spec §2: "dividend, only when contract
 * feature enabled"); `enableSalary` is the salary feature, i.e. the daily salary (`dailysalinfotype`;
 * "daily salary, only when salary enabled"). Hourly and real-time salary have flags of their own that
 * the platform keeps in no storage key (`contracthoursalinfo`, and `contractmrdailysalinfotype` for
 * real-time salary); the agent centre's menu reads all four from the answer
 * (lib/api/contract-flags.ts, decision 0069), with the same meaning.
 */
export function storeMenuFlags(funds: ConsolidatedFunds): void {
  sessionStore.set('enableContract', funds.divtypeinfo !== 0 ? '1' : '0');
  sessionStore.set('enableSalary', funds.dailysalinfotype !== 0 ? '1' : '0');
}
