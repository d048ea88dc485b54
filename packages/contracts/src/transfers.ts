import { z } from 'zod';
import { defineCall } from './call.ts';
import { wireAmountSchema } from './wire-amount.ts';

/**
 * Transfers between members (member → upline, agent → direct downline) and between a member's main
 * wallet and their vendor wallets (decisions 0050, 0051). Every transfer carries the client's
 * `requestId`: a retry with the same id answers the first outcome and moves nothing again.
 */

const money = wireAmountSchema;

/** A decimal amount in the currency as typed, e.g. `"100"` or `"100.50"`; must be above zero. */
export const transferAmountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,15}(\.\d{1,2})?$/, 'a decimal amount with at most 2 decimals');

/** The client's idempotency key of one transfer (a fresh one per submit, the same on retries). */
export const requestIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, '1 to 64 characters of A-Z a-z 0-9 _ -');

/** What a member may transfer to: the upline (plain members), the direct downlines (agents). */
export const transferTargetsValueSchema = z.object({
  /** The member's upline when the member may transfer to it (spec §6: members to upline). */
  upline: z.object({ id: z.number().int(), account: z.string() }).nullable(),
  /** An agent's direct downlines (active, real accounts), by account name; empty for members. */
  downlines: z.array(z.object({ id: z.number().int(), account: z.string(), nickname: z.string() })),
  /** Available balance of the main wallet. */
  balance: money,
  currency: z.string(),
});
export type TransferTargetsValue = z.infer<typeof transferTargetsValueSchema>;

export const transferTargets = defineCall({
  paths: ['/wps/relay/MCSFE_getTransferTargets'],
  methods: ['GET'],
  modId: 'FUNDTRANS3',
  auth: 'session',
  summary: 'Who the member may transfer to: the upline (members) or the direct downlines (agents)',
  value: transferTargetsValueSchema,
});

/** The outcome of a transfer between members. */
export const memberTransferValueSchema = z.object({
  /** The movement's number (the journal id), as in the transaction history. */
  transactionNo: z.string(),
  amount: money,
  /** The receiving member's account name. */
  to: z.string(),
  /** The sender's available main-wallet balance after the transfer. */
  balance: money,
  currency: z.string(),
});
export type MemberTransferValue = z.infer<typeof memberTransferValueSchema>;

export const transferToUpline = defineCall({
  paths: ['/wps/relay/MCSFE_transferToUpline'],
  methods: ['POST'],
  modId: 'FUNDTRANS3',
  auth: 'session',
  summary: "A member's transfer from the main wallet to their upline (one ledger movement)",
  body: z.object({
    amount: transferAmountSchema,
    requestId: requestIdSchema,
    /** The upline the member means; refused when it is not theirs (absent: the upline). */
    uplineId: z.number().int().positive().optional(),
  }),
  value: memberTransferValueSchema,
});

export const transferToDownline = defineCall({
  paths: ['/wps/relay/MCSFE_transferToDownline', '/wps/agent/transferDownline'],
  methods: ['POST', 'PUT'],
  modId: 'FUNDTRANS3',
  auth: 'session',
  encrypted: true,
  summary: "An agent's transfer from the main wallet to a direct downline (one ledger movement)",
  body: z.object({
    downlineId: z.number().int().positive(),
    amount: transferAmountSchema,
    requestId: requestIdSchema,
  }),
  value: memberTransferValueSchema,
});

/** The main wallet and, for a multi-wallet merchant, one wallet per game vendor. */
export const vendorWalletsValueSchema = z.object({
  isSingle: z.boolean(),
  main: money,
  /** Every vendor wallet; for a single-wallet merchant only those still holding money (to recall). */
  wallets: z.array(z.object({ vendor: z.string(), name: z.string(), balance: money })),
  /** main + every vendor wallet. */
  total: money,
  currency: z.string(),
});
export type VendorWalletsValue = z.infer<typeof vendorWalletsValueSchema>;

export const vendorWallets = defineCall({
  paths: ['/wps/relay/GCS_getVendorWallets'],
  methods: ['GET'],
  modId: 'FUNDTRANS3',
  auth: 'session',
  summary: 'The main wallet and the vendor wallets with their balances',
  value: vendorWalletsValueSchema,
});

export const walletTransferBodySchema = z.object({
  /** The vendor code of the vendor wallet (vassalage). */
  vendor: z.string().min(1).max(40),
  /** IN: main wallet → vendor wallet; OUT: vendor wallet → main wallet. */
  direction: z.enum(['IN', 'OUT']),
  amount: transferAmountSchema,
  requestId: requestIdSchema,
});
export type WalletTransferBody = z.infer<typeof walletTransferBodySchema>;

export const walletTransfer = defineCall({
  paths: ['/wps/relay/GCS_walletTransfer'],
  methods: ['POST'],
  modId: 'FUNDTRANS3',
  auth: 'session',
  summary: 'Moves money between the main wallet and a vendor wallet (multi-wallet merchants)',
  body: walletTransferBodySchema,
  value: vendorWalletsValueSchema,
});

export const walletRecall = defineCall({
  paths: ['/wps/relay/GCS_walletReturn'],
  methods: ['POST'],
  modId: 'FUNDTRANS3',
  auth: 'session',
  summary: 'Recall balance: every vendor wallet back to the main wallet in one movement',
  body: z.object({ requestId: requestIdSchema }),
  value: vendorWalletsValueSchema,
});

/** The form body of the legacy one-way wallet transfers (B-legacy: fields not known; ours). */
const legacyTransferBodySchema = z.object({
  vendor: z.string().min(1).max(40),
  amount: transferAmountSchema,
  requestId: requestIdSchema,
});

/** Legacy: a vendor wallet → the main wallet (`walletTransfer` with direction OUT). */
export const legacyTransferToMain = defineCall({
  paths: ['/wps/wallets/transferToMainWallet'],
  methods: ['POST'],
  auth: 'session',
  form: true,
  summary: 'Legacy form call: a vendor wallet to the main wallet',
  body: legacyTransferBodySchema,
  value: vendorWalletsValueSchema,
});

/** Legacy: the main wallet → a vendor wallet (`walletTransfer` with direction IN). */
export const legacyTransferFromMain = defineCall({
  paths: ['/wps/wallets/transferFromMainWallet'],
  methods: ['POST'],
  auth: 'session',
  form: true,
  summary: 'Legacy form call: the main wallet to a vendor wallet',
  body: legacyTransferBodySchema,
  value: vendorWalletsValueSchema,
});
