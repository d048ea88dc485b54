/**
 * What the signed-in agent's type lets the pages offer (decision 0068's table, mirrored from the
 * server, which decides): 2 and 1 everything, 41 members only, 42 reports only.
 */
const registers = new Set([1, 2, 41]);
const agentMakers = new Set([1, 2]);

/** Registers downlines and keeps affiliate links (types 1, 2, 41). */
export const canRegister = (type: number | null): boolean => type !== null && registers.has(type);
/** Registers agents and promotes direct downlines (types 1 and 2). */
export const canMakeAgents = (type: number | null): boolean =>
  type !== null && agentMakers.has(type);

/** The `agent:types.*` key of a customer type. */
export function typeKey(
  type: number,
): 'member' | 'agent' | 'master' | 'membersOnly' | 'reportsOnly' | 'trial' {
  if (type === 1) return 'agent';
  if (type === 2) return 'master';
  if (type === 41) return 'membersOnly';
  if (type === 42) return 'reportsOnly';
  if (type === 4) return 'trial';
  return 'member';
}
