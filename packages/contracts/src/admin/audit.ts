import { z } from 'zod';
import { defineAdminCall } from './call.ts';
import { isoTime, pageOf, pageQuerySchema } from './common.ts';

/**
 * The actions the audit log records (the back office names them in the operator's language, under
 * `audit.actions.<action>` with the dot replaced by an underscore). A new operator task adds its own.
 */
export const auditActions = [
  'session.signed_in',
  'session.signed_out',
  'operator.locked_out',
  'operator.totp_enrolled',
  'operator.created',
  'operator.role_changed',
  'operator.disabled',
  'operator.enabled',
  'operator.totp_reset',
  'member.locked',
  'member.unlocked',
  'adjustment.requested',
  'adjustment.approved',
  'adjustment.rejected',
  'settings.updated',
  'deposit.channel_updated',
  'deposit.channel_created',
  'deposit.channel_removed',
  'deposit.settings_updated',
  'deposit.review_resolved',
  'payee.removed',
  'withdrawal.approved',
  'withdrawal.rejected',
  'withdrawal.payout_paid',
  'withdrawal.payout_failed',
  'c2c.matched',
  'c2c.proof_uploaded',
  'c2c.received',
  'c2c.partly_received',
  'c2c.disputed',
  'c2c.forced',
  'c2c.decided',
  'c2c.expired',
  'c2c.cancelled',
  'agent.type_changed',
  'contract.granted',
  'contract.ended',
  'settlement.rerun',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** A JSON value as the audit log keeps it (before/after of an action). */
export type AuditJson = string | number | boolean | null | AuditJson[] | { [k: string]: AuditJson };
export const auditJsonSchema: z.ZodType<AuditJson> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(auditJsonSchema),
    z.record(z.string(), auditJsonSchema),
  ]),
);

/** One audit entry: who did what to which target, the state before and after, from where, when. */
export const auditEntrySchema = z.object({
  /** Position in the merchant's chain, from 1. */
  seq: z.number().int(),
  operatorId: z.number().int().nullable(),
  operatorUsername: z.string().nullable(),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string(),
  before: auditJsonSchema.nullable(),
  after: auditJsonSchema.nullable(),
  ip: z.string().nullable(),
  createdAt: isoTime,
  prevHash: z.string(),
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminAuditLog = defineAdminCall({
  paths: ['/admin/api/audit'],
  methods: ['GET'],
  auth: 'operator',
  permission: 'audit.read',
  summary: 'The audit log, newest first, filtered',
  query: pageQuerySchema.extend({
    action: z.string().trim().max(64).optional(),
    operator: z.string().trim().max(64).optional(),
    targetKind: z.string().trim().max(32).optional(),
    targetId: z.string().trim().max(64).optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  }),
  value: pageOf(auditEntrySchema),
});

/** What verifying the chain found. */
export const auditVerificationSchema = z.object({
  ok: z.boolean(),
  /** Entries checked. */
  checked: z.number().int(),
  /** The first entry that does not fit the chain, and why. */
  broken: z
    .object({
      seq: z.number().int(),
      reason: z.enum(['hash', 'link', 'gap', 'head']),
    })
    .nullable(),
});
export type AuditVerification = z.infer<typeof auditVerificationSchema>;

export const adminVerifyAudit = defineAdminCall({
  paths: ['/admin/api/audit/verify'],
  methods: ['GET'],
  auth: 'operator',
  permission: 'audit.read',
  summary: "Recomputes the merchant's audit chain and reports the first broken entry",
  value: auditVerificationSchema,
});
