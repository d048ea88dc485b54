import { z } from 'zod';
import { contractKindSchema } from './agent-contracts.ts';
import { defineCall } from './call.ts';
import { dialingCodeText, digitsText } from './verification.ts';
import { wireAmountSchema } from './wire-amount.ts';

/**
 * The agent's team (wire reference §10.3, decision 0068): registering downlines, the downline tree,
 * a downline's detail, promotion to agent, and affiliate links. Every call is scoped to the caller's
 * own team: a member outside it answers `agent.downline.not.found`, exactly as one that does not exist.
 */

/** The agent types (decision 0068): 2 master agent, 1 agent, 41 members only, 42 reports only. */
export const AGENT_TYPES = [2, 1, 41, 42] as const;

/** At most this many live affiliate links per agent. */
export const AFFILIATE_LINK_LIMIT = 20;
/** The longest remark of an affiliate link. */
export const AFFILIATE_REMARK_MAX = 50;

const pageQuery = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
const pageValue = {
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
};

/** A member's contract of one kind: an offer waiting for its answer, one in force, or none. */
export const teamContractStateSchema = z.enum(['none', 'pending', 'active']);
export type TeamContractState = z.infer<typeof teamContractStateSchema>;

/** The contract state per kind (one in force wins over an adjustment offered beside it). */
export const teamContractsSchema = z.object({
  dividend: teamContractStateSchema,
  daily: teamContractStateSchema,
  hourly: teamContractStateSchema,
  realtime: teamContractStateSchema,
});
export type TeamContracts = z.infer<typeof teamContractsSchema>;

/** A member of the caller's team as the team list shows it. */
export const downlineRowSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  /** Customer type: 0 member, 1/2/41/42 agent, 4 trial. */
  isAgent: z.number().int(),
  /** Levels below the caller: 1 for a direct downline. */
  level: z.number().int(),
  /** Its direct downlines. */
  directCount: z.number().int(),
  /** Everyone below it, at any depth (itself not counted). */
  teamSize: z.number().int(),
  /** Epoch ms. */
  registeredAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
  /** `active` or `locked`. */
  status: z.string(),
  contracts: teamContractsSchema,
});
export type DownlineRow = z.infer<typeof downlineRowSchema>;

/** One level of the way from the caller down to the listed parent (the breadcrumb). */
export const teamLevelSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  level: z.number().int(),
});
export type TeamLevel = z.infer<typeof teamLevelSchema>;

export const downlinesQuerySchema = z.object({
  /** Whose direct downlines to list: the caller (default) or anyone in the caller's team. */
  parentId: z.coerce.number().int().positive().optional(),
  /** Part of an account name: lists the matches at any depth below the parent instead. */
  account: z.string().trim().max(64).optional(),
  ...pageQuery,
});
export type DownlinesQuery = z.infer<typeof downlinesQuerySchema>;

export const downlinesValueSchema = z.object({
  list: z.array(downlineRowSchema),
  ...pageValue,
  /** From the caller (level 0) down to the listed parent. */
  path: z.array(teamLevelSchema),
});
export type DownlinesValue = z.infer<typeof downlinesValueSchema>;

export const agentDownlines = defineCall({
  paths: ['/wps/agent/downlines'],
  methods: ['GET'],
  auth: 'session',
  summary: "The direct downlines of a member of the agent's team, or the team's accounts matching",
  query: downlinesQuerySchema,
  value: downlinesValueSchema,
});

/** A contract kind of a downline with its state and highest rate (basis points). */
export const downlineContractSchema = z.object({
  kind: contractKindSchema,
  status: teamContractStateSchema,
  /** The highest tier rate of the contract in force (else of the offer); null without either. */
  maxRateBp: z.number().int().nullable(),
});

export const downlineDetailValueSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  isAgent: z.number().int(),
  level: z.number().int(),
  /** The upline's account (the caller for a direct downline). */
  upline: z.string().nullable(),
  registeredAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
  status: z.string(),
  /** Available balance of the main wallet. */
  balance: wireAmountSchema,
  currency: z.string(),
  directCount: z.number().int(),
  teamSize: z.number().int(),
  vipLevel: z.number().int(),
  vipLabel: z.string(),
  /** One entry per kind, in the order dividend, daily, hourly, realtime. */
  contracts: z.array(downlineContractSchema),
});
export type DownlineDetailValue = z.infer<typeof downlineDetailValueSchema>;

export const downlineDetail = defineCall({
  paths: ['/wps/relay/MCSFE_getDownlineDetail'],
  methods: ['GET'],
  auth: 'session',
  summary: "A member of the agent's team: account, level, balance, team, VIP level and contracts",
  query: z.object({ memberId: z.coerce.number().int().positive() }),
  value: downlineDetailValueSchema,
});

export const registerDownlineBodySchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  nickname: z.string().trim().max(32).optional(),
  mobile: digitsText.optional(),
  countryDialingCode: dialingCodeText.optional(),
  /** Register an agent (type 1) instead of a member; only agent types 1 and 2 may. */
  agent: z.boolean().optional(),
});
export type RegisterDownlineBody = z.infer<typeof registerDownlineBodySchema>;

/** A member the agent just registered or promoted. */
export const teamMemberValueSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  isAgent: z.number().int(),
});
export type TeamMemberValue = z.infer<typeof teamMemberValueSchema>;

export const registerDownline = defineCall({
  paths: ['/wps/agent/downline'],
  methods: ['POST'],
  auth: 'session',
  encrypted: true,
  summary: 'Registers a member (or an agent) as a direct downline of the caller',
  body: registerDownlineBodySchema,
  value: teamMemberValueSchema,
});

export const promoteDownline = defineCall({
  paths: ['/wps/agent/promoteDownlineToAgent'],
  methods: ['PUT'],
  auth: 'session',
  summary: 'Makes a direct downline member an agent (type 1); agent types 1 and 2 only',
  body: z.object({ downlineId: z.number().int().positive() }),
  value: teamMemberValueSchema,
});

export const transferEnabled = defineCall({
  paths: ['/wps/agent/transferEnabled'],
  methods: ['GET'],
  auth: 'session',
  summary: 'Whether the agent may transfer money to its direct downlines',
  value: z.object({ enabled: z.boolean() }),
});

/** What an affiliate link registers: 0 plain members, 1 agents (type 1). */
export const affiliateRegisterTypeSchema = z.union([z.literal(0), z.literal(1)]);

export const affiliateLinkSchema = z.object({
  affiUrlId: z.number().int(),
  /** 8 characters A-Z 0-9, unique in the merchant. */
  code: z.string(),
  /** The site's register address with the code (`…/register?affiliateCode=CODE`). */
  url: z.string(),
  registerType: affiliateRegisterTypeSchema,
  remark: z.string(),
  /** Epoch ms. */
  createdAt: z.number().int(),
  /** Members registered through it. */
  registrations: z.number().int(),
});
export type AffiliateLink = z.infer<typeof affiliateLinkSchema>;

export const createAffiliateUrl = defineCall({
  paths: ['/wps/agent/affiliateUrl'],
  methods: ['POST'],
  modId: 'AFFMAN3',
  auth: 'session',
  summary: 'Creates an affiliate link of the agent (a code that registers under it)',
  body: z.object({
    registerType: affiliateRegisterTypeSchema.default(0),
    remark: z.string().trim().max(AFFILIATE_REMARK_MAX).default(''),
  }),
  value: affiliateLinkSchema,
});

export const deleteAffiliateUrl = defineCall({
  paths: ['/wps/agent/affiliateUrl'],
  methods: ['DELETE'],
  modId: 'AFFMAN3',
  auth: 'session',
  summary: 'Deletes an affiliate link: its code registers no one any more',
  query: z.object({ affiUrlId: z.coerce.number().int().positive() }),
  value: z.object({ affiUrlId: z.number().int() }),
});

export const affiliateUrls = defineCall({
  paths: ['/wps/agent/affiliateUrls'],
  methods: ['GET'],
  modId: 'AFFMAN3',
  auth: 'session',
  summary: "The agent's live affiliate links, newest first, with their registrations",
  value: z.object({ list: z.array(affiliateLinkSchema), limit: z.number().int() }),
});

export const registeredAffiliateSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  isAgent: z.number().int(),
  registeredAt: z.number().int(),
  affiUrlId: z.number().int(),
  code: z.string(),
});
export type RegisteredAffiliate = z.infer<typeof registeredAffiliateSchema>;

export const registeredAffiliates = defineCall({
  paths: ['/wps/agent/registeredAffiliates'],
  methods: ['GET'],
  modId: 'AFFMAN3',
  auth: 'session',
  summary: "Members registered through the agent's links (one link, or all), newest first",
  query: z.object({ affiUrlId: z.coerce.number().int().positive().optional(), ...pageQuery }),
  value: z.object({ list: z.array(registeredAffiliateSchema), ...pageValue }),
});
