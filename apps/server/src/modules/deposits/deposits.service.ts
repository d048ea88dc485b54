import { randomBytes } from 'node:crypto';
import {
  channelOfBankType,
  DEPOSIT_CALL_OF_CHANNEL,
  type DepositCallKind,
  type DepositRequest,
} from '@monsoon/contracts/deposits';
import { formatMoney, MoneyError, parseMoney, wireToMinor } from '@monsoon/contracts/money';
import { PSP_LANGUAGES, type PspLanguage } from '@monsoon/contracts/psp/common';
import type { PspCallback } from '@monsoon/contracts/psp/callbacks';
import type { CreatePaymentRequest, PspPayment } from '@monsoon/contracts/psp/payments';
import type { PspResult } from '@monsoon/contracts/psp/provider';
import type { Database } from '@/db/client.ts';
import type { PaymentOrderStatus } from '@/db/schema/index.ts';
import { addMinutes, type Clock } from '@/lib/clock.ts';
import { AppError } from '@/lib/errors.ts';
import { sha256 } from '@/lib/ids.ts';
import type { RateLimiter } from '@/lib/rate-limiter.ts';
import { enforceLimit, limits } from '@/lib/rate-limits.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import { requireRealAccount } from '@/modules/member/member.roles.ts';
import type { CallbackOutcome, PspBinding, PspService } from '@/modules/psp/psp.service.ts';
import type { SessionInfo } from '@/modules/session/session.types.ts';
import type { WalletService } from '@/modules/wallet/wallet.service.ts';
import { IdempotencyReplay } from '@/modules/wallet/ledger.ts';
import {
  createDepositsRepository,
  type DepositChannelRow,
  type PaymentOrderRow,
} from './deposits.repository.ts';

/** The journal kind and idempotency scope of a deposit's credit (key: the order's id). */
export const DEPOSIT_CREDIT = 'deposit.credit';
/** The system account the PSP's money arrives from, and the one deposit fees go to. */
export const PSP_CLEARING_ACCOUNT = 'psp_clearing';
export const DEPOSIT_FEE_ACCOUNT = 'deposit_fee';
/** How long past its expiry an open order waits for its callback before reconciliation asks the PSP. */
export const RECONCILE_GRACE_MINUTES = 2;
/** How many overdue orders one run of the reconciliation job looks at. */
const RECONCILE_BATCH = 100;

/** The fee of a paid amount: basis points, rounded down (the member never pays more than the rate). */
export const feeOf = (paid: bigint, feeBps: number): bigint => (paid * BigInt(feeBps)) / 10_000n;

/** A PSP event as the order's handler applies it (a verified callback, or a status read). */
export interface PaymentEvent {
  source: 'callback' | 'reconcile';
  eventId: string | null;
  transactionId: string;
  reference: string;
  merchantAccountId: string;
  status: 'paid' | 'failed';
  amount: string;
  paidAmount?: string | undefined;
  failureReason?: string | undefined;
  currency: string;
  occurredAt: string;
}

/** What applying an event did to its order (stored with the event). */
export type EventOutcome = 'credited' | 'duplicate' | 'failed' | 'ignored' | 'mismatch' | 'unknown';

const newOrderNo = (): string => `DP${randomBytes(9).toString('hex').toUpperCase()}`;

const parseAmount = (amount: number | string): bigint => {
  try {
    const minor = typeof amount === 'number' ? wireToMinor(amount) : parseMoney(amount);
    if (minor <= 0n) throw new AppError('deposit.amount.invalid');
    return minor;
  } catch (err) {
    if (err instanceof MoneyError) throw new AppError('deposit.amount.invalid');
    throw err;
  }
};

const pspLanguage = (lang: string | undefined): PspLanguage | undefined => {
  const upper = lang?.toUpperCase();
  return PSP_LANGUAGES.find((l) => l === upper);
};

/**
 * Deposits (design/money.md §11, decision 0044): payment orders at a PSP, credited exactly once by
 * the PSP's verified callback (or the reconciliation job's status read) as one ledger movement keyed
 * by the order.
 */
export function createDepositsService(deps: {
  db: Database;
  clock: Clock;
  wallet: WalletService;
  psp: PspService;
  limiter: RateLimiter;
  /** Where the hosted page sends the payer back (the site's deposit page). */
  returnUrl: string;
  log?: { warn(obj: object, msg: string): void };
}) {
  const { db, clock, wallet, psp, limiter } = deps;
  const repo = createDepositsRepository(db);

  /** The channels a member can use now: enabled, with their PSP configured. */
  const openChannels = (rows: DepositChannelRow[]) =>
    rows.filter((c) => c.enabled && psp.binding(c.pspCode) !== null);

  async function createAtPsp(
    binding: PspBinding,
    request: CreatePaymentRequest,
  ): Promise<PspResult<PspPayment>> {
    const first = await binding.provider.createPayment(request);
    if (first.kind !== 'unknown') return first;
    // The same reference and fields find the same payment: a lost answer is safe to ask again.
    return binding.provider.createPayment(request);
  }

  /**
   * Applies one PSP event to its order in one transaction: the order's row lock serialises duplicates;
   * a paid event credits once (the ledger key is the order), anything else moves no money.
   */
  async function applyEvent(pspCode: string, event: PaymentEvent): Promise<EventOutcome> {
    return wallet.ledger.run(async (tx) => {
      const r = createDepositsRepository(tx);
      const order = await r.lockByOrderNo(event.reference);
      if (!order) {
        deps.log?.warn({ reference: event.reference }, 'PSP event for no order');
        return 'unknown';
      }
      const record = (outcome: EventOutcome) =>
        r.insertEvent({
          merchantId: order.merchantId,
          orderId: order.id,
          source: event.source,
          eventId: event.eventId,
          pspTxId: event.transactionId,
          status: event.status,
          amount: BigInt(event.amount),
          paidAmount: event.paidAmount === undefined ? null : BigInt(event.paidAmount),
          currency: event.currency,
          outcome,
        });
      const mismatch =
        order.pspCode !== pspCode ||
        order.pspAccountId !== event.merchantAccountId ||
        order.asset !== event.currency ||
        order.amount !== BigInt(event.amount) ||
        (order.pspTxId !== null && order.pspTxId !== event.transactionId);
      // An order whose create answer was lost has no transaction yet: the event's may not be another
      // order's (storing it would break the unique index and fail the callback for ever).
      const taken =
        !mismatch &&
        order.pspTxId === null &&
        ((await r.orderIdByTransaction(pspCode, event.transactionId)) ?? order.id) !== order.id;
      if (mismatch || taken) {
        await record('mismatch');
        return 'mismatch';
      }
      if (event.status === 'failed') {
        if (order.status === 'paid') {
          // The PSP expired the payment before it was paid (the events crossed): money arrived late.
          const reasons = new Set(order.reviewReason?.split(',') ?? []);
          if (event.failureReason === 'EXPIRED' && !reasons.has('late'))
            await r.flagReview(order.id, ['late', ...reasons].join(','));
          await record('ignored');
          return 'ignored';
        }
        if (order.status === 'failed' || order.status === 'expired') {
          await record('duplicate');
          return 'duplicate';
        }
        if (order.pspTxId === null) await r.setTransaction(order.id, event.transactionId);
        const expired = event.failureReason === 'EXPIRED';
        await r.markFailed(
          order.id,
          expired ? 'expired' : 'failed',
          event.failureReason ?? 'DECLINED',
          clock.now(),
        );
        await record('failed');
        return 'failed';
      }
      if (order.status === 'paid') {
        await record('duplicate');
        return 'duplicate';
      }
      const paid = BigInt(event.paidAmount ?? event.amount);
      if (paid <= 0n) {
        await record('mismatch');
        return 'mismatch';
      }
      const fee = feeOf(paid, order.feeBps);
      const net = paid - fee;
      const late =
        order.status === 'failed' ||
        order.status === 'expired' ||
        Date.parse(event.occurredAt) > order.expiresAt.getTime();
      const reasons = [late ? 'late' : null, paid !== order.amount ? 'amount' : null].filter(
        (x): x is string => x !== null,
      );
      // Account ids come from the wallet's cache after the first use (read in this transaction otherwise).
      const ref = { merchantId: order.merchantId, memberId: order.memberId };
      const memberAccount = await wallet.memberAccountId(ref, order.asset, tx);
      const clearing = await wallet.systemAccountId(
        order.merchantId,
        PSP_CLEARING_ACCOUNT,
        order.asset,
        tx,
      );
      const legs = [
        { accountId: memberAccount, asset: order.asset, amount: net, system: false },
        { accountId: clearing, asset: order.asset, amount: -paid, system: true },
      ];
      if (fee > 0n) {
        const feeAccount = await wallet.systemAccountId(
          order.merchantId,
          DEPOSIT_FEE_ACCOUNT,
          order.asset,
          tx,
        );
        legs.push({ accountId: feeAccount, asset: order.asset, amount: fee, system: true });
      }
      let journalId: number;
      try {
        const posted = await wallet.ledger.post(tx, {
          merchantId: order.merchantId,
          kind: DEPOSIT_CREDIT,
          scope: DEPOSIT_CREDIT,
          key: String(order.id),
          requestHash: sha256(`${order.id}:${order.memberId}:${order.asset}:${paid}:${fee}`),
          // A fee of the whole amount leaves the member nothing: no leg of zero.
          legs: legs.filter((l) => l.amount !== 0n),
          memo: { orderNo: order.orderNo, pspTxId: event.transactionId },
        });
        journalId = posted.journalId;
      } catch (err) {
        if (!(err instanceof IdempotencyReplay)) throw err;
        await record('duplicate');
        return 'duplicate';
      }
      if (order.pspTxId === null) await r.setTransaction(order.id, event.transactionId);
      await r.markPaid(order.id, {
        paidAmount: paid,
        feeAmount: fee,
        journalId,
        completedAt: clock.now(),
        reviewReason: reasons.length > 0 ? reasons.join(',') : null,
      });
      await record('credited');
      return 'credited';
    });
  }

  /** One overdue order at reconciliation; true when it was settled (credited, failed or expired). */
  async function reconcileOne(order: PaymentOrderRow, now: Date): Promise<boolean> {
    const binding = psp.binding(order.pspCode);
    if (!binding) {
      // Nobody can ask this PSP any more, nor can its callbacks be verified.
      await repo.markFailed(order.id, 'expired', 'NO_PSP_BINDING', now);
      return true;
    }
    if (order.pspTxId === null) {
      await repo.markFailed(order.id, 'expired', 'NO_PSP_ANSWER', now);
      return true;
    }
    const answer = await binding.provider.getPayment(order.pspTxId);
    if (answer.kind !== 'ok') return false;
    const p = answer.value;
    if (p.status === 'pending') return false;
    const outcome = await applyEvent(binding.code, {
      source: 'reconcile',
      eventId: null,
      transactionId: p.id,
      reference: p.orderReference,
      merchantAccountId: p.merchantAccountId,
      status: p.status === 'paid' ? 'paid' : 'failed',
      amount: p.amount,
      paidAmount: p.paidAmount ?? undefined,
      failureReason: p.status === 'expired' ? 'EXPIRED' : (p.failureReason ?? undefined),
      currency: p.currency,
      occurredAt: p.completedAt ?? now.toISOString(),
    });
    return outcome === 'credited' || outcome === 'failed';
  }

  const service = {
    /** The member's deposit settings (`MCSFE_getDepositSettings`). */
    async settings(merchant: MerchantRow, session: SessionInfo) {
      requireRealAccount(session);
      const enabled = await repo.enabled(merchant.id);
      const channels = enabled ? openChannels(await repo.channels(merchant.id)) : [];
      const successCount = await repo.paidCount(merchant.id, session.memberId);
      return {
        allowDeposit: channels.length > 0,
        successCount,
        channels: channels.map((c) => ({
          ...c,
          sandbox: psp.binding(c.pspCode)?.sandbox ?? false,
        })),
        currency: merchant.currency,
      };
    },

    /**
     * Creates a payment order through one of the deposit calls. Every refusal (trial account, someone
     * else's username, deposits off, unknown bank type, closed channel, bad amount, limits) writes
     * nothing. The order is stored before the PSP is asked, so a callback always finds it.
     */
    async create(
      merchant: MerchantRow,
      session: SessionInfo,
      call: DepositCallKind,
      request: DepositRequest & { payeeName?: string },
      language: string,
    ): Promise<PaymentOrderRow> {
      requireRealAccount(session);
      if (request.targetUsername && request.targetUsername !== session.username)
        throw new AppError('deposit.target.invalid');
      if (!(await repo.enabled(merchant.id))) throw new AppError('deposit.disabled');
      const channelKind = channelOfBankType(request.bankType);
      const channel = channelKind
        ? await repo.channelByBankType(merchant.id, request.bankType)
        : null;
      if (!channel || !channelKind || DEPOSIT_CALL_OF_CHANNEL[channelKind] !== call)
        throw new AppError('deposit.bank.type.unknown');
      const binding = psp.binding(channel.pspCode);
      if (!channel.enabled || !binding) throw new AppError('deposit.channel.closed');
      const amount = parseAmount(request.amount);
      if (amount < channel.minAmount)
        throw new AppError(
          'deposit.amount.below.min',
          { min: formatMoney(channel.minAmount) },
          {
            min: formatMoney(channel.minAmount),
          },
        );
      if (amount > channel.maxAmount)
        throw new AppError(
          'deposit.amount.above.max',
          { max: formatMoney(channel.maxAmount) },
          {
            max: formatMoney(channel.maxAmount),
          },
        );
      // Counts the orders that reach the PSP (a refusal above costs nothing and writes nothing).
      await enforceLimit(
        limiter,
        `deposit:${merchant.id}:${session.memberId}`,
        limits.depositPerMember,
      );
      const now = clock.now();
      // Whole seconds: the PSP's expiry is the order's, and a retried create carries the same text.
      const expiresAt = new Date(
        Math.floor(addMinutes(now, channel.expiryMinutes).getTime() / 1000) * 1000,
      );
      const order = await repo.insertOrder({
        merchantId: merchant.id,
        memberId: session.memberId,
        orderNo: newOrderNo(),
        channelId: channel.id,
        channel: channelKind,
        bankType: channel.bankType,
        pspCode: binding.code,
        pspAccountId: binding.accountId,
        asset: merchant.currency,
        amount,
        feeBps: channel.feeBps,
        payerName: request.payeeName ?? null,
        sandbox: binding.sandbox,
        expiresAt,
        createdAt: now,
      });
      const base = {
        merchantAccountId: binding.accountId,
        orderReference: order.orderNo,
        amount: String(amount),
        currency: merchant.currency,
        callbackUrl: binding.callbackUrl,
        returnUrl: deps.returnUrl,
        expiresAt: expiresAt.toISOString(),
        ...(pspLanguage(request.language ?? language)
          ? { language: pspLanguage(request.language ?? language) }
          : {}),
      };
      const pspRequest = (
        channelKind === 'BANK_TRANSFER'
          ? {
              ...base,
              channel: channelKind,
              bankType: channel.bankType,
              payerName: request.payeeName,
            }
          : { ...base, channel: channelKind, bankType: channel.bankType }
      ) as CreatePaymentRequest;
      const result = await createAtPsp(binding, pspRequest);
      if (result.kind === 'refused') {
        deps.log?.warn({ orderNo: order.orderNo, code: result.code }, 'PSP refused a payment');
        await repo.markFailed(order.id, 'failed', `PSP_${result.code}`, clock.now());
        throw new AppError('deposit.psp.unavailable');
      }
      // Unknown: the order stays `created`; the reconciliation job closes it, and a payment the PSP
      // did create still credits when its callback arrives.
      if (result.kind === 'unknown') throw new AppError('deposit.psp.unavailable');
      const pending = await repo.markPending(order.id, {
        pspTxId: result.value.id,
        action: result.value.action,
        sandbox: result.value.sandbox,
      });
      return pending ?? (await repo.findOrderById(merchant.id, order.id)) ?? order;
    },

    /** One of the member's orders (the site polls it while the payer pays). */
    async order(merchant: MerchantRow, session: SessionInfo, orderNo: string) {
      const row = await repo.findOrder(merchant.id, orderNo);
      if (!row || row.memberId !== session.memberId) throw new AppError('deposit.order.not.found');
      return row;
    },

    /** The member's orders, newest first. */
    async records(
      merchant: MerchantRow,
      session: SessionInfo,
      q: { pageNo: number; pageSize: number; status?: PaymentOrderStatus | undefined },
    ) {
      requireRealAccount(session);
      const { rows, total } = await repo.memberOrders(
        merchant.id,
        session.memberId,
        q.status,
        q.pageSize,
        (q.pageNo - 1) * q.pageSize,
      );
      return { rows, total };
    },

    /** The handler of verified payment callbacks (registered with `psp.onEvent('payment', …)`). */
    async onPaymentCallback(binding: PspBinding, event: PspCallback): Promise<CallbackOutcome> {
      await applyEvent(binding.code, {
        source: 'callback',
        eventId: event.eventId,
        transactionId: event.transactionId,
        reference: event.reference,
        merchantAccountId: event.merchantAccountId,
        status: event.status,
        amount: event.amount,
        paidAmount: event.paidAmount,
        failureReason: event.failureReason,
        currency: event.currency,
        occurredAt: event.occurredAt,
      });
      // Applied, a duplicate, or nothing to apply (a mismatch is recorded): retrying changes nothing.
      return { ack: true };
    },

    applyEvent,

    /**
     * The reconciliation job: asks the PSP about open orders past their expiry and applies what it
     * answers through the same path as a callback. An order the PSP never acknowledged, or whose PSP
     * is no longer configured, expires (money that still arrives credits, flagged late). An order left
     * open (the PSP still says pending, or did not answer) is stamped checked and waits behind the
     * orders not yet checked, so a batch of stuck orders cannot starve the newer ones.
     */
    async reconcile(
      now: Date = clock.now(),
      opts: { batch?: number } = {},
    ): Promise<{ checked: number; applied: number }> {
      const due = await repo.overdue(
        addMinutes(now, -RECONCILE_GRACE_MINUTES),
        opts.batch ?? RECONCILE_BATCH,
      );
      let applied = 0;
      for (const order of due) {
        let settled = false;
        try {
          settled = await reconcileOne(order, now);
        } catch (err) {
          // One order that cannot be applied must not stop the rest of the batch, now or later.
          deps.log?.warn({ orderNo: order.orderNo, err }, 'reconciling a payment order failed');
        }
        if (settled) applied++;
        // Left open: behind every order not checked yet (a no-op if a callback settled it meanwhile).
        else await repo.markChecked(order.id, now);
      }
      return { checked: due.length, applied };
    },
  };
  return service;
}
export type DepositsService = ReturnType<typeof createDepositsService>;
