import { z } from 'zod';
import {
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  contractTermsInputSchema,
  DIVIDEND_PERIODS,
  REALTIME_BASES,
} from '../agent-contracts.ts';
import { defineAdminCall } from './call.ts';
import {
  idParamsSchema,
  isoTime,
  moneyText,
  pageOf,
  pageQuerySchema,
  reasonSchema,
} from './common.ts';

/**
 * Agent contracts in the back office (decision 0068): every contract of the merchant, the top-level
 * contracts the operator grants agents (master agents above all) within the merchant's per-kind limits,
 * and ending a contract by the operator.
 */

/** Contract terms as the back office shows them: thresholds as decimal text of the currency. */
export const adminContractTermsSchema = z.object({
  tiers: z.array(
    z.object({
      minBase: moneyText,
      minActiveMembers: z.number().int(),
      rateBp: z.number().int(),
    }),
  ),
  period: z.enum(DIVIDEND_PERIODS).nullable(),
  base: z.enum(REALTIME_BASES).nullable(),
  /** The highest rate of the tiers. */
  maxRateBp: z.number().int(),
});
export type AdminContractTerms = z.infer<typeof adminContractTermsSchema>;

/** A contract with the accounts of both sides. */
export const adminContractSchema = z.object({
  contractId: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  status: z.enum(CONTRACT_STATUSES),
  /** Null for a top-level contract the operator granted. */
  uplineId: z.number().int().nullable(),
  upline: z.string().nullable(),
  downlineId: z.number().int(),
  downline: z.string(),
  terms: adminContractTermsSchema,
  terminationRequestedBy: z.enum(['upline', 'downline']).nullable(),
  /** The operator who granted a top-level contract. */
  grantedBy: z.string().nullable(),
  createdAt: isoTime,
  respondedAt: isoTime.nullable(),
  endedAt: isoTime.nullable(),
  /** `terminated`, `replaced`, `higher_rate`, `upline_ended`, `operator`, `demoted`... */
  endReason: z.string().nullable(),
});
export type AdminContract = z.infer<typeof adminContractSchema>;

export const adminContracts = defineAdminCall({
  paths: ['/admin/api/contracts'],
  methods: ['GET'],
  auth: 'operator',
  permission: 'contracts.read',
  summary: "The merchant's agent contracts, newest first, by kind, status and account",
  query: pageQuerySchema.extend({
    kind: z.enum(CONTRACT_KINDS).optional(),
    status: z.enum(CONTRACT_STATUSES).optional(),
    /** The account of either side (exact, any case). */
    account: z.string().trim().max(64).optional(),
  }),
  value: pageOf(adminContractSchema),
});

/** The merchant's highest rate of a top-level contract, per kind, in basis points. */
export const contractLimitsSchema = z.object({
  dividend: z.number().int(),
  daily: z.number().int(),
  hourly: z.number().int(),
  realtime: z.number().int(),
});
export type ContractLimits = z.infer<typeof contractLimitsSchema>;

export const adminContractLimits = defineAdminCall({
  paths: ['/admin/api/contracts/limits'],
  methods: ['GET'],
  auth: 'operator',
  permission: 'contracts.read',
  summary:
    'The highest rate a top-level contract of each kind may pay (the settings screen sets them)',
  value: contractLimitsSchema,
});

export const adminGrantContract = defineAdminCall({
  paths: ['/admin/api/contracts'],
  methods: ['POST'],
  auth: 'operator',
  permission: 'contracts.write',
  summary:
    'Grants an agent a top-level contract, in force at once, replacing its contract of the kind',
  body: z.object({
    /** The agent's account (any agent type; master agents above all). */
    account: z.string().trim().min(1).max(64),
    kind: z.enum(CONTRACT_KINDS),
    terms: contractTermsInputSchema,
  }),
  value: adminContractSchema,
});

export const adminEndContract = defineAdminCall({
  paths: ['/admin/api/contracts/:id/end'],
  methods: ['POST'],
  auth: 'operator',
  permission: 'contracts.write',
  summary: 'Ends a contract in force, with a reason (end reason `operator`)',
  params: idParamsSchema,
  body: z.object({ reason: reasonSchema }),
  value: adminContractSchema,
});
