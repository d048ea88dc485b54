import { z } from 'zod';
import { defineCall } from './call.ts';
import { wireAmountSchema } from './wire-amount.ts';

/**
 * C2C: withdrawals paid by other members' deposits, with receipt confirmation (wire-api §5.3,
 * design/money.md §12, docs/decisions/0053-0055). The confirmation list and answer use the platform's
 * names (`MCSFE_getPaymentConfirmationList`, `MCSFE_processC2CTransaction`); the deposit side's calls
 * are ours (the platform's payloads were not seen, decision 0053).
 */

const money = wireAmountSchema;

/** Proof images: png or jpg (checked by their first bytes), under 5 MB each, at most 3 (spec §5). */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_MAX_FILES = 3;
/** Base64 of 3 images under 5 MB and the JSON around them. */
const UPLOAD_BODY_LIMIT = 22 * 1024 * 1024;

export const c2cMatchStatuses = [
  'paying',
  'confirming',
  'received',
  'partly',
  'forced',
  'disputed',
  'refused',
  'expired',
] as const;
export type C2cMatchStatusCode = (typeof c2cMatchStatuses)[number];

/** Images as base64 text (a `data:` prefix is accepted); their bytes decide their kind. */
export const proofImagesSchema = z.array(z.string().min(1).max(8_000_000)).min(1).max(10);

/** One slice of a C2C deposit: whom to pay, how much, and where it stands. */
export const c2cMatchSchema = z.object({
  id: z.number().int(),
  amount: money,
  /** What the withdrawer confirmed (null until answered). */
  confirmedAmount: money.nullable(),
  status: z.enum(c2cMatchStatuses),
  /** The payee to pay outside the site: the full account number (the payer needs it). */
  bankCode: z.string(),
  bankName: z.string(),
  accountName: z.string().nullable(),
  accountNumber: z.string(),
  proofCount: z.number().int(),
  /** Epoch ms by which the depositor must pay and upload proof, else the match expires (decision 0060). */
  payBy: z.number().int().nullable(),
  /** Epoch ms by which the withdrawer must answer once the proof is in (null before). */
  confirmBy: z.number().int().nullable(),
});
export type C2cMatch = z.infer<typeof c2cMatchSchema>;

export const c2cDepositSchema = z.object({
  id: z.number().int(),
  /** `C` + id. */
  orderNo: z.string(),
  amount: money,
  /** What receipts credited so far. */
  credited: money,
  currency: z.string(),
  status: z.enum(['matched', 'closed']),
  matches: z.array(c2cMatchSchema),
  createTime: z.number().int(),
});
export type C2cDeposit = z.infer<typeof c2cDepositSchema>;

/** Creates a C2C deposit, matched in full at once or refused (`c2c.no.match`); Idempotency-Key header. */
export const c2cDeposit = defineCall({
  paths: ['/wps/relay/MCSFE_depositC2C'],
  methods: ['POST'],
  auth: 'session',
  summary:
    "A deposit paid to other members' payees: matched at once to open withdrawals (Idempotency-Key header)",
  body: z.object({
    amount: z.union([
      money,
      z
        .string()
        .trim()
        .regex(/^\d{1,13}(\.\d{1,8})?$/),
    ]),
  }),
  value: c2cDepositSchema,
});

/** The member's C2C deposits, newest first (the deposit page shows those still open). */
export const c2cDeposits = defineCall({
  paths: ['/wps/relay/MCSFE_getC2CDeposits'],
  methods: ['GET'],
  auth: 'session',
  summary: "The member's C2C deposits with their matches, newest first",
  query: z.object({ pageSize: z.coerce.number().int().min(1).max(20).default(5) }),
  value: z.array(c2cDepositSchema),
});

/** The depositor's proof of payment for one match: sets the withdrawer's deadline. */
export const c2cUploadProof = defineCall({
  paths: ['/wps/relay/MCSFE_uploadC2CProof'],
  methods: ['POST'],
  auth: 'session',
  summary: 'Proof of payment of a C2C match (png or jpg, under 5 MB each, at most 3)',
  body: z.object({ matchId: z.coerce.number().int().positive(), images: proofImagesSchema }),
  bodyLimit: UPLOAD_BODY_LIMIT,
  value: c2cMatchSchema,
});

/** A confirmation the withdrawer is asked for (the "Withdrawal confirmation" screen). */
export const paymentConfirmationSchema = z.object({
  matchId: z.number().int(),
  withdrawalId: z.number().int(),
  /** `W` + withdrawal id. */
  orderNo: z.string(),
  /** This payment's amount. */
  amount: money,
  /** What the withdrawal received so far, and what remains of it. */
  amountReceived: money,
  remainingAmount: money,
  currency: z.string(),
  status: z.enum(c2cMatchStatuses),
  /** Epoch ms: no answer by then counts as received. */
  confirmBy: z.number().int().nullable(),
  /** Forced by the deadline (the forced-completion message applies). */
  forced: z.boolean(),
  updateTime: z.number().int(),
});
export type PaymentConfirmation = z.infer<typeof paymentConfirmationSchema>;

export const paymentConfirmationList = defineCall({
  paths: ['/wps/relay/MCSFE_getPaymentConfirmationList'],
  methods: ['GET'],
  auth: 'session',
  summary: 'Payments awaiting the withdrawer\'s "received?" answer, and the recently forced ones',
  value: z.object({
    /** The merchant's N: minutes before no answer counts as received. */
    confirmMinutes: z.number().int(),
    list: z.array(paymentConfirmationSchema),
  }),
});

export const c2cAnswers = ['RECEIVED', 'PARTIAL', 'NOT_RECEIVED'] as const;

/** The withdrawer's answer: received in full, partly (amount), or not (proof images). */
export const processC2CTransaction = defineCall({
  paths: ['/wps/relay/MCSFE_processC2CTransaction'],
  methods: ['POST'],
  auth: 'session',
  summary:
    'Answers a payment confirmation: received, received partly (amount) or not received (proof)',
  body: z.object({
    matchId: z.coerce.number().int().positive(),
    result: z.enum(c2cAnswers),
    amount: z
      .union([
        money,
        z
          .string()
          .trim()
          .regex(/^\d{1,13}(\.\d{1,8})?$/),
      ])
      .optional(),
    images: proofImagesSchema.optional(),
  }),
  bodyLimit: UPLOAD_BODY_LIMIT,
  value: paymentConfirmationSchema,
});

/**
 * One of the member's C2C withdrawals as the confirmation area shows it (decision 0061): its net
 * amount split into what was received, what is being paid (matches in flight) and what is still open
 * in the pool; the open part can be cancelled, for `cancelPenalty` (decision 0062).
 */
export const c2cWithdrawalSchema = z.object({
  withdrawalId: z.number().int(),
  /** `W` + withdrawal id. */
  orderNo: z.string(),
  currency: z.string(),
  status: z.enum(['paying', 'paid', 'cancelled']),
  netAmount: money,
  received: money,
  inFlight: money,
  open: money,
  /** What cancelling the open part now would cost (penalty % of `open`, rounded down). */
  cancelPenalty: money,
  penaltyPercent: z.number(),
  /** Set once cancelled: what was cancelled, the penalty paid on it, when. */
  cancelledAmount: money.nullable(),
  penalty: money.nullable(),
  cancelledAt: z.number().int().nullable(),
  createTime: z.number().int(),
});
export type C2cWithdrawal = z.infer<typeof c2cWithdrawalSchema>;

/** The member's C2C withdrawals still being paid, and those cancelled in the last 7 days. */
export const c2cWithdrawals = defineCall({
  paths: ['/wps/relay/MCSFE_getC2CWithdrawals'],
  methods: ['GET'],
  auth: 'session',
  summary: "The member's C2C withdrawals: received, in flight, open in the pool, cancellable",
  value: z.array(c2cWithdrawalSchema),
});

/**
 * Cancels the open part of the member's C2C withdrawal (decision 0061): released to the member less the
 * penalty (decision 0062); matches in flight finish as usual. `amount` and `penalty` are what the member
 * was shown: when the open part moved since, the call is refused (`c2c.cancel.changed`), nothing moves.
 */
export const cancelC2cWithdrawal = defineCall({
  paths: ['/wps/relay/MCSFE_cancelC2CWithdrawal'],
  methods: ['POST'],
  auth: 'session',
  summary:
    'Cancels the part of a C2C withdrawal still open in the pool (the penalty is charged on it)',
  body: z.object({
    withdrawalId: z.coerce.number().int().positive(),
    amount: z.union([
      money,
      z
        .string()
        .trim()
        .regex(/^\d{1,13}(\.\d{1,8})?$/),
    ]),
    penalty: z.union([
      money,
      z
        .string()
        .trim()
        .regex(/^\d{1,13}(\.\d{1,8})?$/),
    ]),
  }),
  value: c2cWithdrawalSchema,
});
