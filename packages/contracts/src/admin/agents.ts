import { z } from 'zod';
import { CONTRACT_KINDS } from '../agent-contracts.ts';
import { adminContractSchema } from './agent-contracts.ts';
import { defineAdminCall } from './call.ts';
import { idParamsSchema, isoTime, pageOf, pageQuerySchema, reasonSchema } from './common.ts';

/**
 * The agent tree in the back office (decision 0068): the merchant's top-level agents, a member's
 * direct downlines level by level, a search that shows the path from the top, and the operator's
 * change of a member's agent type.
 */

/** The account types (decision 0068): plain member, agent, master agent, members-only, reports-only, trial. */
export const accountTypeNames = {
  0: 'member',
  1: 'agent',
  2: 'master',
  4: 'trial',
  41: 'membersOnly',
  42: 'reportsOnly',
} as const;

/** The types an operator may move a member between (a trial account is never one of them). */
export const assignableAgentTypes = [0, 1, 2, 41, 42] as const;
export type AssignableAgentType = (typeof assignableAgentTypes)[number];

/** The account type's name, `other` for a type this back office does not know. */
export const accountTypeName = (type: number): string =>
  Object.entries(accountTypeNames).find(([code]) => Number(code) === type)?.[1] ?? 'other';

/** A member's contract of one kind on its row: the one in force, else the one offered. */
export const agentContractSummarySchema = z.object({
  contractId: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  status: z.enum(['active', 'pending']),
  maxRateBp: z.number().int(),
});

/** A member in the tree. */
export const agentNodeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  status: z.string(),
  uplineId: z.number().int().nullable(),
  /** Members whose upline it is. */
  directDownlines: z.number().int(),
  /** Every member below it, at any depth. */
  teamSize: z.number().int(),
  createdAt: isoTime,
  contracts: z.array(agentContractSummarySchema),
});
export type AgentNode = z.infer<typeof agentNodeSchema>;

/** One member on the way from the top of the tree down to another. */
export const agentPathStepSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
});
export type AgentPathStep = z.infer<typeof agentPathStepSchema>;

const idSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53 - 1);

export const adminAgents = defineAdminCall({
  paths: ['/admin/api/agents'],
  methods: ['GET'],
  auth: 'operator',
  permission: 'agents.read',
  summary: "The merchant's top-level agents (no agent above them), or a member's direct downlines",
  query: pageQuerySchema.extend({ parentId: idSchema.optional() }),
  value: pageOf(agentNodeSchema),
});

export const adminSearchAgents = defineAdminCall({
  paths: ['/admin/api/agents/search'],
  methods: ['GET'],
  auth: 'operator',
  permission: 'agents.read',
  summary: 'Members whose account starts with the text, each with its path from the top',
  query: pageQuerySchema.extend({ q: z.string().trim().min(1).max(64) }),
  value: pageOf(agentNodeSchema.extend({ path: z.array(agentPathStepSchema) })),
});

export const adminAgent = defineAdminCall({
  paths: ['/admin/api/agents/:id'],
  methods: ['GET'],
  auth: 'operator',
  permission: 'agents.read',
  summary: 'A member in the tree: its row, its path from the top and its contracts, newest first',
  params: idParamsSchema,
  value: z.object({
    agent: agentNodeSchema,
    path: z.array(agentPathStepSchema),
    contracts: z.array(adminContractSchema),
  }),
});

export const adminChangeAgentType = defineAdminCall({
  paths: ['/admin/api/agents/:id/type'],
  methods: ['POST'],
  auth: 'operator',
  permission: 'agents.type',
  summary:
    "Changes a member's agent type, with a reason; a member made a plain member loses its contracts",
  params: idParamsSchema,
  body: z.object({
    type: z.literal(assignableAgentTypes),
    reason: reasonSchema,
  }),
  value: agentNodeSchema,
});
