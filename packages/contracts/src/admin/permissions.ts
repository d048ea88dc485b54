/**
 * Back-office roles and what each may do (design/architecture.md §10). The one table the server checks
 * on every operator call and the back office reads to show only what a role can use. A new operator
 * task adds one line here and names it in its calls' `permission`.
 */

/** Operator roles, from most to least powerful. */
export const operatorRoles = ['owner', 'finance', 'support', 'read-only'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

const everyone = operatorRoles;

/** Which roles hold each permission. */
export const permissionTable = {
  /** See the operators of the merchant. */
  'operators.read': ['owner'],
  /** Create operators, change their role, disable them, reset their two-factor sign-in. */
  'operators.write': ['owner'],
  /** Read the audit log and verify its chain. */
  'audit.read': ['owner', 'finance', 'read-only'],
  /** Search members, read profiles, balances and ledger history. */
  'members.read': everyone,
  /** Lock and unlock members. */
  'members.lock': ['owner', 'finance', 'support'],
  /** See manual adjustments. */
  'adjustments.read': everyone,
  /** Ask for a manual adjustment (maker). */
  'adjustments.request': ['owner', 'finance', 'support'],
  /** Approve or reject another operator's adjustment (checker). */
  'adjustments.decide': ['owner', 'finance'],
  /** See the withdrawal queue and its risk notes. */
  'withdrawals.read': everyone,
  /** Approve (pay out) or reject a withdrawal. */
  'withdrawals.decide': ['owner', 'finance'],
  /** Read the merchant's settings. */
  'settings.read': everyone,
  /** Change the merchant's settings. */
  'settings.write': ['owner'],
  /** See deposit channels and payment orders with their PSP events. */
  'deposits.read': everyone,
  /** Switch deposits and channels, change limits, fees and quick amounts. */
  'deposits.write': ['owner', 'finance'],
  /** Add and remove deposit channels. */
  'deposits.channels': ['owner'],
  /** Resolve a payment order's review flag, with a note. */
  'deposits.review': ['owner', 'finance'],
  /** Remove a member's payee (bank card, e-wallet, crypto address), with a reason. */
  'payees.remove': ['owner', 'finance'],
  /** See the agent tree: top-level agents, their teams level by level, their contracts. */
  'agents.read': everyone,
  /**
   * Change a member's agent type (member, agent, master agent...), with a reason: it decides who may
   * recruit, transfer and offer contracts, so only the owner does it.
   */
  'agents.type': ['owner'],
  /** See every agent contract with its terms (decision 0068). */
  'contracts.read': everyone,
  /** Grant master agents their top-level contracts and end contracts; a business decision: owner. */
  'contracts.write': ['owner'],
  /** See salary and dividend settlement runs, their payments and the earnings behind them. */
  'settlements.read': ['owner', 'finance', 'read-only'],
  /** Run again a settlement run that failed (it pays only what is unpaid, exactly once). */
  'settlements.rerun': ['owner', 'finance'],
} as const satisfies Record<string, readonly OperatorRole[]>;

export type Permission = keyof typeof permissionTable;

/** Every permission, in table order. */
export const allPermissions: Permission[] = Object.keys(permissionTable).filter(
  (p): p is Permission => Object.hasOwn(permissionTable, p),
);

/** Whether a role holds a permission. */
export function can(role: OperatorRole, permission: Permission): boolean {
  const roles: readonly OperatorRole[] = permissionTable[permission];
  return roles.includes(role);
}

/** True when a text names a permission. */
export const isPermission = (v: string): v is Permission => Object.hasOwn(permissionTable, v);

/** The permissions a role holds. */
export const permissionsOf = (role: OperatorRole): Permission[] =>
  allPermissions.filter((p) => can(role, p));

/** True when a text is a role. */
export const isOperatorRole = (v: string): v is OperatorRole =>
  (operatorRoles as readonly string[]).includes(v);
