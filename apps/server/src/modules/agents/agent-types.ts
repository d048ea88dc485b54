import { AppError } from '@/lib/errors.ts';
import { TRIAL_TYPE } from '@/modules/session/session.types.ts';

/**
 * What an agent may do (decision 0068's table). `register` a plain member, `registerAgent` an agent
 * (directly or through an agent affiliate link), `promote` a direct downline to agent, offer
 * `contracts`, `transfer` to direct downlines, read the team's `reports`, keep `affiliate` links.
 */
export const agentActions = [
  'register',
  'registerAgent',
  'promote',
  'contracts',
  'transfer',
  'reports',
  'affiliate',
] as const;
export type AgentAction = (typeof agentActions)[number];

const everything: ReadonlySet<AgentAction> = new Set(agentActions);

/** The table: agent type → what it may do. Types not listed are no agents. */
const permissions: ReadonlyMap<number, ReadonlySet<AgentAction>> = new Map([
  // Master agent: everything, and top-level contracts from the operator (the back office's part).
  [2, everything],
  [1, everything],
  // Members only: plain members, member links, transfers and reports; no promotion, no contracts.
  [41, new Set<AgentAction>(['register', 'transfer', 'reports', 'affiliate'])],
  // Reports only: registers and transfers nothing.
  [42, new Set<AgentAction>(['reports'])],
]);

/** Whether customer type `type` may do `action` (false for members and trial accounts). */
export const can = (type: number, action: AgentAction): boolean =>
  permissions.get(type)?.has(action) ?? false;

/** Whether `type` is an agent type of the table. */
export const isAgent = (type: number): boolean => permissions.has(type);

/**
 * Refuses who may not do `action`: a trial account with `in_need_true_account`, a plain member with
 * `error_not_agent`, an agent whose type does not allow it with `agent.action.not.allowed`.
 */
export function requireAgentAction(who: { type: number }, action: AgentAction): void {
  if (who.type === TRIAL_TYPE) throw new AppError('in_need_true_account');
  if (!isAgent(who.type)) throw new AppError('error_not_agent');
  if (!can(who.type, action)) throw new AppError('agent.action.not.allowed');
}
