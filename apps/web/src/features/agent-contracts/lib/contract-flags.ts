import {
  CONTRACT_KINDS,
  contractProcessCalls,
  type ContractKind,
} from '@monsoon/contracts/agent-contracts';
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

/**
 * Each kind's `*info*` flag: its agent-centre entry is shown. The wire reference pairs four info flags
 * with four kinds without naming them; `contractmrdailysalinfotype` is read as the real-time salary's,
 * the only kind left once dividend, daily and hourly salary take the flags that name them.
 */
export const menuFlagOf = {
  dividend: 'divtypeinfo',
  daily: 'dailysalinfotype',
  hourly: 'contracthoursalinfo',
  realtime: 'contractmrdailysalinfotype',
} as const satisfies Record<ContractKind, FlagName>;

/** The kinds whose request waits for the member's answer, in the agent centre's menu order. */
export const kindsAwaitingAnswer = (funds: ConsolidatedFunds): ContractKind[] =>
  CONTRACT_KINDS.filter((kind) => funds[requestFlagOf[kind]] !== 0);

/** Which contract pages the agent centre shows (spec §2: each only when its feature is enabled). */
export type ContractMenus = Readonly<Record<ContractKind, boolean>>;

/**
 * The contract pages a consolidated funds answer enables: a kind's `*info*` flag, unless the merchant's
 * whitelabel tree switches the kind's module off (SIGNCONDIV3, DAILYSALCONT3, HOURSAL3, RTSALARY3 under
 * AGENTPOLICY3; a module the tree does not name counts as on).
 */
export function contractMenusOf(
  funds: ConsolidatedFunds,
  switches: Readonly<Record<string, boolean>> = {},
): ContractMenus {
  const shown = (kind: ContractKind) =>
    funds[menuFlagOf[kind]] !== 0 && switches[contractProcessCalls[kind].modId] !== false;
  return {
    dividend: shown('dividend'),
    daily: shown('daily'),
    hourly: shown('hourly'),
    realtime: shown('realtime'),
  };
}

/** No contract page (flag off, trial account, flags not loaded). */
export const noContractMenus: ContractMenus = {
  dividend: false,
  daily: false,
  hourly: false,
  realtime: false,
};

/**
 * Stores the menu flags as the platform does (wire reference §10.1), `1` or `0`: `enableContract` is the
 * contract feature, i.e. the dividend contract (spec §2: "dividend, only when contract feature
 * enabled"); `enableSalary` is the salary feature, i.e. the daily salary ("daily salary, only when
 * salary enabled"). Hourly and real-time salary have flags of their own (spec §2) that the platform
 * keeps in no storage key: the site reads them from the answer (`contractMenusOf`).
 */
export function storeMenuFlags(funds: ConsolidatedFunds): void {
  const menus = contractMenusOf(funds);
  sessionStore.set('enableContract', menus.dividend ? '1' : '0');
  sessionStore.set('enableSalary', menus.daily ? '1' : '0');
}
