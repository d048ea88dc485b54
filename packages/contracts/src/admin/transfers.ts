import { z } from 'zod';
import { defineAdminCall } from './call.ts';
import { isoTime, moneyText, pageOf, pageQuerySchema } from './common.ts';

/** The movements of the transfers feature (decisions 0050, 0051). */
export const transferKinds = [
  'transfer.upline',
  'transfer.downline',
  'wallet.transfer',
  'wallet.recall',
] as const;
export type TransferKind = (typeof transferKinds)[number];

/** One side of a transfer: a member's main wallet or one of their vendor wallets. */
export const transferLegSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  /** `MAIN`, or the vendor code of a vendor wallet. */
  wallet: z.string(),
  /** Signed: positive is money in. */
  amount: moneyText,
});

/** One transfer as the back office lists it: its journal and both (or all) sides. */
export const adminTransferSchema = z.object({
  journalId: z.number().int(),
  kind: z.enum(transferKinds),
  time: isoTime,
  asset: z.string(),
  legs: z.array(transferLegSchema),
});
export type AdminTransfer = z.infer<typeof adminTransferSchema>;

export const adminTransfers = defineAdminCall({
  paths: ['/admin/api/transfers'],
  methods: ['GET'],
  auth: 'operator',
  permission: 'members.read',
  summary: "Transfers between members and between members' main and vendor wallets, newest first",
  query: pageQuerySchema.extend({
    kind: z.enum(transferKinds).optional(),
    memberId: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 53 - 1)
      .optional(),
  }),
  value: pageOf(adminTransferSchema),
});
