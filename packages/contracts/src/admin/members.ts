import { z } from 'zod';
import { defineAdminCall } from './call.ts';
import {
  idParamsSchema,
  isoTime,
  moneyText,
  pageOf,
  pageQuerySchema,
  reasonSchema,
} from './common.ts';

/** A member in search results. */
export const memberRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  mobile: z.string().nullable(),
  type: z.number().int(),
  status: z.string(),
  createdAt: isoTime,
  lastLoginAt: isoTime.nullable(),
});

/** One balance of a member: total, held by pending holds, and available. */
export const memberBalanceSchema = z.object({
  asset: z.string(),
  balance: moneyText,
  held: moneyText,
  available: moneyText,
});

/** A member's profile as the members screen shows it. */
export const memberProfileSchema = memberRowSchema.extend({
  email: z.string().nullable(),
  uplineName: z.string().nullable(),
  vipLevel: z.number().int(),
  language: z.string().nullable(),
  balances: z.array(memberBalanceSchema),
  /** The last lock or unlock, with its reason (from the audit log). */
  lastStatusChange: z
    .object({
      action: z.string(),
      reason: z.string().nullable(),
      operatorUsername: z.string().nullable(),
      at: isoTime,
    })
    .nullable(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const adminSearchMembers = defineAdminCall({
  paths: ['/admin/api/members'],
  methods: ['GET'],
  auth: 'operator',
  permission: 'members.read',
  summary: 'Finds members by username (prefix), mobile number (digits) or id',
  query: pageQuerySchema.extend({ q: z.string().trim().max(64).default('') }),
  value: pageOf(memberRowSchema),
});

export const adminMember = defineAdminCall({
  paths: ['/admin/api/members/:id'],
  methods: ['GET'],
  auth: 'operator',
  permission: 'members.read',
  summary: "A member's profile and balances",
  params: idParamsSchema,
  value: memberProfileSchema,
});

/** One ledger entry of a member: the movement (journal) and what it did to the account. */
export const memberLedgerEntrySchema = z.object({
  entryId: z.number().int(),
  journalId: z.number().int(),
  kind: z.string(),
  asset: z.string(),
  amount: moneyText,
  balanceAfter: moneyText,
  createdAt: isoTime,
});

export const adminMemberLedger = defineAdminCall({
  paths: ['/admin/api/members/:id/ledger'],
  methods: ['GET'],
  auth: 'operator',
  permission: 'members.read',
  summary: "A member's ledger entries, newest first",
  params: idParamsSchema,
  query: pageQuerySchema,
  value: pageOf(memberLedgerEntrySchema),
});

/** Lock or unlock: the reason is required and kept in the audit log. */
const statusBody = z.object({ reason: reasonSchema });

export const adminLockMember = defineAdminCall({
  paths: ['/admin/api/members/:id/lock'],
  methods: ['POST'],
  auth: 'operator',
  permission: 'members.lock',
  summary: 'Locks a member: they cannot sign in and their sessions end',
  params: idParamsSchema,
  body: statusBody,
  value: memberProfileSchema,
});

export const adminUnlockMember = defineAdminCall({
  paths: ['/admin/api/members/:id/unlock'],
  methods: ['POST'],
  auth: 'operator',
  permission: 'members.lock',
  summary: 'Unlocks a locked member',
  params: idParamsSchema,
  body: statusBody,
  value: memberProfileSchema,
});
