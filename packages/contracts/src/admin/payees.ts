import { z } from 'zod';
import { defineAdminCall } from './call.ts';
import { idParamsSchema, isoTime, reasonSchema } from './common.ts';

/**
 * A member's payees in the back office (decision 0059): bank cards, e-wallets and crypto addresses,
 * masked (only the last 4 characters of the number), and their removal by an operator with a reason.
 */

/** One payee of a member as the operator sees it. */
export const adminPayeeSchema = z.object({
  id: z.number().int(),
  /** `B` bank card, `E` e-wallet, `V` crypto address. */
  type: z.enum(['B', 'E', 'V']),
  /** Bank code, wallet or network. */
  bankCode: z.string(),
  maskedAccount: z.string(),
  /** The holder's name, masked; null for crypto addresses. */
  accountName: z.string().nullable(),
  status: z.enum(['active', 'removed']),
  createdAt: isoTime,
  /** Who removed it, when and why (null while active). */
  removal: z
    .object({ operatorUsername: z.string().nullable(), at: isoTime, reason: z.string() })
    .nullable(),
  /** Withdrawals to it that are requested, approved or paying: it cannot be removed meanwhile. */
  openWithdrawals: z.number().int(),
});
export type AdminPayee = z.infer<typeof adminPayeeSchema>;

export const adminMemberPayees = defineAdminCall({
  paths: ['/admin/api/members/:id/payees'],
  methods: ['GET'],
  auth: 'operator',
  permission: 'members.read',
  summary: "A member's payees (bank cards, e-wallets, crypto addresses), masked, oldest first",
  params: idParamsSchema,
  value: z.object({ items: z.array(adminPayeeSchema) }),
});

export const adminRemovePayee = defineAdminCall({
  paths: ['/admin/api/members/:id/payees/:payeeId/remove'],
  methods: ['POST'],
  auth: 'operator',
  permission: 'payees.remove',
  summary: "Removes a member's payee with a reason, unless a withdrawal to it is open (audited)",
  params: idParamsSchema.extend({ payeeId: idParamsSchema.shape.id }),
  body: z.object({ reason: reasonSchema }),
  value: adminPayeeSchema,
});
