import { MoneyError, parseMoney, wireToMinor } from '@monsoon/contracts/money';
import type { PspCallback } from '@monsoon/contracts/psp/callbacks';
import type { CreatePayoutRequest } from '@monsoon/contracts/psp/payouts';
import type { WithdrawBody } from '@monsoon/contracts/withdrawals';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client.ts';
import type { PayeeType, WithdrawalStatus } from '@/db/schema/index.ts';
import { businessDayOf, dayRange } from '@/lib/business-day.ts';
import type { Clock } from '@/lib/clock.ts';
import { uniqueViolation } from '@/lib/db-errors.ts';
import { AppError } from '@/lib/errors.ts';
import { sha256 } from '@/lib/ids.ts';
import { verifyPassword } from '@/lib/password.ts';
import type { RateLimiter } from '@/lib/rate-limiter.ts';
import { enforceLimit } from '@/lib/rate-limits.ts';
import { actorOf } from '@/modules/admin/admin.actor.ts';
import type { AuditService } from '@/modules/admin/audit.service.ts';
import type { OperatorContext } from '@/modules/admin/operator-auth.service.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import type { CallbackOutcome, PspBinding, PspService } from '@/modules/psp/psp.service.ts';
import type { SessionInfo } from '@/modules/session/session.types.ts';
import { IdempotencyConflict, LedgerRejection } from '@/modules/wallet/ledger.errors.ts';
import type { WalletService } from '@/modules/wallet/wallet.service.ts';
import type { PayeesService } from './payees.service.ts';
import { payoutPayeeOf } from './withdraw-banks.ts';
import { feeOf, withinWindow, type WithdrawalSettings } from './withdrawal.settings.ts';
import {
  createWithdrawalsRepository,
  type PayeeRow,
  type WithdrawalRow,
  type WithdrawalView,
} from './withdrawals.repository.ts';

/** Fiat minor units: 2 decimals (design/money.md §1.3). */
export const SCALE = 2;
/** The ledger scope of withdrawal holds; the key is `{memberId}:{request key}`. */
export const HOLD_SCOPE = 'withdrawal';
/** The journal kind of a paid withdrawal (the member's history shows it as WITHDRAWAL). */
export const PAYOUT_KIND = 'withdrawal.payout';
/** The journal kind (and scope; the key is the withdrawal id) of its fee, member to house. */
export const FEE_KIND = 'withdrawal.fee';
/** Where paid withdrawals' money goes: the merchant's PSP clearing account (one per asset). */
export const PAYOUT_ACCOUNT = 'payout_clearing';
/** Wrong withdrawal passwords a member may try per 10 minutes. */
const PASSWORD_TRIES = { limit: 20, windowMs: 10 * 60_000 };
/** The payouts job asks the PSP again about an approved or paying withdrawal after this long. */
export const PAYOUT_RECHECK_MS = 2 * 60_000;
/**
 * PSP refusals that prove no payout was created (the request was never valid), final only on the
 * first attempt: a retry of a payout an earlier unanswered attempt created may be refused for other
 * reasons (429, 409 IDEMPOTENCY_CONFLICT / INVALID_STATE, 401 from clock skew), and releasing the
 * hold then would pay the member twice.
 */
const FINAL_REFUSALS: ReadonlySet<string> = new Set(['INVALID_REQUEST']);

/** What the PSP says happened to a payout: a callback or a look-up. */
interface PayoutReport {
  transactionId: string;
  status: 'paid' | 'failed';
  amount: string;
  currency: string;
  failureReason?: string | null | undefined;
}

/** The payout reference of a withdrawal at the PSP (unique: withdrawal ids are global). */
export const payoutReferenceOf = (id: number): string => `wd-${id}`;
const idOfReference = (reference: string): number | null => {
  const m = /^wd-(\d{1,15})$/.exec(reference);
  return m ? Number(m[1]) : null;
};

/** Who moved a withdrawal: an operator, the auto-approve rule, the PSP or the member. */
export type Decider = { kind: 'operator'; operator: OperatorContext } | { kind: 'auto' };

/** What one member has used today, per payee kind and in total. */
export interface DailyUse {
  count: number;
  total: bigint;
  byType: Map<string, { count: number; total: bigint }>;
}

interface Deps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  limiter: RateLimiter;
  wallet: WalletService;
  psp: PspService;
  audit: AuditService;
  payees: PayeesService;
  /** C2C (decision 0053): takes an approved withdrawal to be paid by deposits instead of the PSP. */
  c2cTakes?: (merchantId: number, id: number) => Promise<boolean>;
}

const amountOf = (raw: WithdrawBody['amount']): bigint => {
  try {
    return typeof raw === 'string' ? parseMoney(raw, SCALE) : wireToMinor(raw, SCALE);
  } catch (err) {
    if (err instanceof MoneyError) throw new AppError('withdraw.amount.invalid');
    throw err;
  }
};

/**
 * Withdrawals (design/money.md §12, docs/decisions/0047-0049): a request passes every check, then
 * holds its amount on the member's balance (one transaction, keyed); an operator (or the auto-approve
 * rule) approves or rejects it; an approval asks the PSP for a payout, and the PSP's signed callback
 * captures the hold (paid: the payee's part to the PSP clearing account, the fee to the house) or
 * releases it (failed). Every state change is a compare-and-set under the withdrawal's row lock.
 */
export function createWithdrawalsService(deps: Deps) {
  const { db, clock, log, limiter, wallet, psp, audit, payees } = deps;
  const repo = createWithdrawalsRepository(db);

  const settingsOf = (merchant: MerchantRow): WithdrawalSettings => merchant.settings.withdrawals;

  /** Minute of the merchant's day now, and today's bounds. */
  const today = (merchant: MerchantRow) => {
    const now = clock.now();
    const range = dayRange(businessDayOf(now, merchant.timeZone), merchant.timeZone);
    return { now, range, minute: Math.floor((now.getTime() - range.start.getTime()) / 60_000) };
  };

  const dailyUse = async (
    scope: Database,
    merchant: MerchantRow,
    memberId: number,
  ): Promise<DailyUse> => {
    const { range } = today(merchant);
    const rows = await createWithdrawalsRepository(scope).usedSince(
      merchant.id,
      memberId,
      range.start,
      range.end,
    );
    const byType = new Map(rows.map((r) => [r.type, { count: r.n, total: r.total }]));
    return {
      count: rows.reduce((n, r) => n + r.n, 0),
      total: rows.reduce((t, r) => t + r.total, 0n),
      byType,
    };
  };

  const view = async (merchantId: number, id: number): Promise<WithdrawalView> => {
    const found = await repo.find(merchantId, id);
    if (!found) throw new AppError('admin.withdrawal.not.found');
    return found;
  };

  /** The accounts a payout credits, resolved outside the transaction (PGlite has one connection). */
  const payoutAccounts = async (w: WithdrawalRow) => {
    const ref = { merchantId: w.merchantId, memberId: w.memberId };
    return {
      member: await wallet.memberAccountId(ref, w.asset),
      clearing: await wallet.systemAccountId(w.merchantId, PAYOUT_ACCOUNT, w.asset),
      house: await wallet.houseAccountId(ref, w.asset),
    };
  };

  /** The PSP of a withdrawal: the one frozen on it, else (never asked yet) the first configured. */
  const bindingOf = (w: WithdrawalRow): PspBinding | null =>
    w.psp === null ? (psp.bindings()[0] ?? null) : psp.binding(w.psp);

  /** The payout request, from values frozen on the withdrawal only: every retry is byte-identical. */
  const payoutRequestOf = (w: WithdrawalRow, binding: PspBinding): CreatePayoutRequest => ({
    merchantAccountId: binding.accountId,
    payoutReference: payoutReferenceOf(w.id),
    amount: String(w.amount - w.fee),
    currency: w.asset,
    payee: payoutPayeeOf({
      type: w.payeeType,
      bankCode: w.payeeBankCode,
      accountName: w.payeeAccountName,
      accountNumber: w.payeeAccountNumber,
    }),
    callbackUrl: binding.callbackUrl,
  });

  /** Releases a withdrawal's hold and moves it to `to` (rejected or failed), in the caller's transaction. */
  const releaseAs = async (
    tx: Database,
    row: WithdrawalRow,
    to: 'rejected' | 'failed',
    values: { actor: string; note: string | null; decidedBy?: number },
  ): Promise<void> => {
    const now = clock.now();
    await wallet.ledger.release(tx, { holdId: row.holdId, key: `withdrawal:${row.id}:${to}` });
    const r = createWithdrawalsRepository(tx);
    const moved = await r.transition(row.id, row.status as WithdrawalStatus, {
      status: to,
      updatedAt: now,
      ...(to === 'rejected'
        ? { rejectReason: values.note, decidedBy: values.decidedBy ?? null, decidedAt: now }
        : { failureReason: values.note }),
    });
    if (!moved) throw new AppError('admin.withdrawal.state');
    await r.event({
      withdrawalId: row.id,
      fromStatus: row.status,
      toStatus: to,
      actor: values.actor,
      note: values.note,
      createdAt: now,
    });
  };

  /**
   * What the PSP reports of a payout (callback or look-up), applied once: paid captures the hold,
   * failed releases it (row lock + status compare-and-set + the hold's own compare-and-set). Everything
   * is checked under the lock: the PSP and payout id frozen on the row, the amount. Duplicates move
   * nothing; a report contradicting a finished withdrawal (paid after failed or rejected, failed after
   * paid) is logged as an error and flagged for the back office.
   */
  const settle = async (
    binding: PspBinding,
    found: WithdrawalRow,
    report: PayoutReport,
  ): Promise<void> => {
    const net = found.amount - found.fee;
    if (report.amount !== net.toString() || report.currency !== found.asset) {
      log.error({ withdrawalId: found.id, report }, 'payout report disagrees with the withdrawal');
      return;
    }
    const accounts = await payoutAccounts(found);
    await wallet.ledger.run(async (tx) => {
      const r = createWithdrawalsRepository(tx);
      const row = await r.lock(found.merchantId, found.id);
      if (!row) return;
      if (
        (row.psp !== null && row.psp !== binding.code) ||
        (row.pspPayoutId !== null && row.pspPayoutId !== report.transactionId)
      ) {
        log.error(
          { withdrawalId: row.id, psp: binding.code, report },
          'payout report from another PSP or for another payout',
        );
        return;
      }
      if (row.status !== 'approved' && row.status !== 'paying') {
        const contradicts =
          report.status === 'paid' ? row.status !== 'paid' : row.status === 'paid';
        if (contradicts) {
          log.error(
            { withdrawalId: row.id, status: row.status, report },
            'the PSP reports a payout the withdrawal contradicts: flagged for review',
          );
          await r.flagForReview(
            row.id,
            `PSP ${binding.code} reported payout ${report.transactionId} ${report.status} for a ${row.status} withdrawal`,
          );
        }
        return;
      }
      const now = clock.now();
      if (report.status === 'failed') {
        await releaseAs(tx, row, 'failed', {
          actor: `psp:${binding.code}`,
          note: report.failureReason ?? 'FAILED',
        });
        return;
      }
      // The payee's part leaves the hold for the PSP clearing account; the rest is released and, in
      // the same transaction (the account stays locked), the fee moves to the house on its own.
      await wallet.ledger.capture(tx, {
        holdId: row.holdId,
        amount: net,
        key: `withdrawal:${row.id}:paid`,
        kind: PAYOUT_KIND,
        legs: [{ accountId: accounts.clearing, asset: row.asset, amount: net }],
        memo: { withdrawalId: row.id, pspPayoutId: report.transactionId },
      });
      if (row.fee > 0n)
        await wallet.ledger.post(tx, {
          merchantId: row.merchantId,
          kind: FEE_KIND,
          scope: FEE_KIND,
          key: String(row.id),
          requestHash: sha256(`${row.memberId}:${row.asset}:${row.fee}`),
          legs: [
            { accountId: accounts.member, asset: row.asset, amount: -row.fee, system: false },
            { accountId: accounts.house, asset: row.asset, amount: row.fee, system: true },
          ],
          memo: { withdrawalId: row.id },
        });
      await r.transition(row.id, row.status as WithdrawalStatus, {
        status: 'paid',
        psp: binding.code,
        pspPayoutId: report.transactionId,
        updatedAt: now,
      });
      await r.event({
        withdrawalId: row.id,
        fromStatus: row.status,
        toStatus: 'paid',
        actor: `psp:${binding.code}`,
        note: report.transactionId,
        createdAt: now,
      });
    });
  };

  const service = {
    settingsOf,
    dailyUse: (merchant: MerchantRow, memberId: number) => dailyUse(db, merchant, memberId),
    withinWindow: (merchant: MerchantRow) =>
      withinWindow(settingsOf(merchant), today(merchant).minute),
    /** The fee of an amount (decimal text) for a payee kind; refuses an unreadable amount. */
    fee(merchant: MerchantRow, amountText: string): bigint {
      return feeOf(amountOf(amountText), settingsOf(merchant));
    },
    /** The member's available balance in the merchant currency. */
    available: (merchant: MerchantRow, memberId: number) =>
      wallet.available({ merchantId: merchant.id, memberId }, merchant.currency),

    /**
     * A withdrawal request: checks (withdrawals on, real account, the payee is the member's, the
     * withdrawal password, min and max, the window, the daily count and amount, the balance), then holds
     * the amount and records the request in one transaction. The same key replays the same request;
     * a refusal writes nothing.
     */
    async request(
      merchant: MerchantRow,
      session: SessionInfo,
      body: WithdrawBody,
      requestKey: string,
      deviceId: string | null,
    ): Promise<WithdrawalView> {
      const member = await payees.realMember(session);
      const s = settingsOf(merchant);
      if (!s.enabled) throw new AppError('withdraw.disabled');
      const amount = amountOf(body.amount);
      if (amount <= 0n) throw new AppError('withdraw.amount.invalid');
      const payee = await repo.payee(merchant.id, body.bankCardId);
      if (!payee || payee.memberId !== member.id || payee.status !== 'active')
        throw new AppError('withdraw.card.not.found');
      if (member.paymentPasswordHash === null) throw new AppError('not.exists.payment.password');
      await enforceLimit(limiter, `withdraw:pw:member:${member.id}`, PASSWORD_TRIES);
      if (!(await verifyPassword(member.paymentPasswordHash, body.password)))
        throw new AppError('invalid.payment.pw');
      if (amount < BigInt(s.minAmount)) throw new AppError('withdraw.amount.below.min');
      if (amount > BigInt(s.maxAmount)) throw new AppError('withdraw.amount.above.max');
      if (!withinWindow(s, today(merchant).minute)) throw new AppError('withdraw.outside.window');

      const requestHash = sha256(`${payee.id}:${amount}`);
      const replay = async (): Promise<WithdrawalView | null> => {
        const existing = await repo.byRequestKey(merchant.id, member.id, requestKey);
        if (!existing) return null;
        if (existing.payeeId !== payee.id || existing.amount !== amount)
          throw new AppError('withdraw.conflict');
        return view(merchant.id, existing.id);
      };
      const earlier = await replay();
      if (earlier) return earlier;

      const asset = merchant.currency;
      const ref = { merchantId: merchant.id, memberId: member.id };
      if ((await wallet.available(ref, asset)) < amount)
        throw new AppError('withdraw.balance.insufficient');
      await wallet.memberAccountId(ref, asset);
      const fee = feeOf(amount, s);

      let id: number;
      try {
        id = await wallet.ledger.run(async (tx) => {
          const r = createWithdrawalsRepository(tx);
          // One member's requests pass the daily limits one at a time.
          await r.lockMember(member.id);
          const again = await r.byRequestKey(merchant.id, member.id, requestKey);
          if (again) {
            // The same key raced in first: a replay only when it asked for the same (decision 0049).
            if (again.payeeId !== payee.id || again.amount !== amount)
              throw new AppError('withdraw.conflict');
            return again.id;
          }
          const used = await dailyUse(tx, merchant, member.id);
          if (used.count >= s.dailyMaxCount) throw new AppError('withdraw.daily.count');
          if (used.total + amount > BigInt(s.dailyMaxAmount))
            throw new AppError('withdraw.daily.amount');
          let hold;
          try {
            hold = await wallet.holdMember(tx, ref, {
              asset,
              amount,
              scope: HOLD_SCOPE,
              key: `${member.id}:${requestKey}`,
              requestHash,
              purpose: 'withdrawal',
            });
          } catch (err) {
            if (err instanceof LedgerRejection) throw new AppError('withdraw.balance.insufficient');
            if (err instanceof IdempotencyConflict) throw new AppError('withdraw.conflict');
            throw err;
          }
          const now = clock.now();
          const row = await r.insert({
            merchantId: merchant.id,
            memberId: member.id,
            requestKey,
            payeeId: payee.id,
            payeeType: payee.type,
            payeeBankCode: payee.bankCode,
            payeeAccountName: payee.accountName,
            payeeAccountNumber: payee.accountNumber,
            asset,
            amount,
            fee,
            holdId: hold.hold.id,
            deviceId,
            createdAt: now,
            updatedAt: now,
          });
          await r.event({
            withdrawalId: row.id,
            fromStatus: null,
            toStatus: 'requested',
            actor: 'member',
            note: null,
            createdAt: now,
          });
          return row.id;
        });
      } catch (err) {
        // The same key raced in from another request: answer what that one recorded.
        if (uniqueViolation(err) === 'withdrawals_request_uq') {
          const existing = await replay();
          if (existing) return existing;
        }
        throw err;
      }
      const created = await view(merchant.id, id);
      if (
        created.status === 'requested' &&
        s.autoApproveBelow !== null &&
        amount <= BigInt(s.autoApproveBelow)
      ) {
        await service.approve({ kind: 'auto' }, merchant.id, id).catch((err: unknown) => {
          log.error({ err, withdrawalId: id }, 'auto-approval failed');
        });
        return view(merchant.id, id);
      }
      return created;
    },

    /** The member's withdrawals, newest first. */
    records: (
      merchantId: number,
      memberId: number,
      filter: { status?: string | undefined },
      page: { offset: number; limit: number },
    ) => repo.list({ merchantId, memberId, status: filter.status }, page),

    /** The back office's queue. */
    queue: (
      merchantId: number,
      filter: { status?: string | undefined; memberId?: number | undefined },
      page: { offset: number; limit: number },
    ) => repo.list({ merchantId, memberId: filter.memberId, status: filter.status }, page),

    find: view,

    /** What an operator weighs before approving: deposits, turnover, shared devices and payees. */
    async riskNotes(merchantId: number, id: number) {
      const w = await view(merchantId, id);
      const since = new Date(w.createdAt.getTime() - 7 * 24 * 3_600_000);
      const lastPaid = await repo.lastPaidAt(merchantId, w.memberId, w.id);
      return {
        recentDeposits: await repo.depositsSince(merchantId, w.memberId, w.asset, since),
        lastPaidAt: lastPaid,
        turnoverSinceLastWithdrawal: await repo.turnoverSince(
          merchantId,
          w.memberId,
          w.asset,
          lastPaid,
        ),
        sameDeviceMembers: w.deviceId
          ? await repo.otherMembersOnDevice(merchantId, w.memberId, w.deviceId)
          : [],
        samePayeeMembers: await repo.otherMembersWithNumber(
          merchantId,
          w.memberId,
          w.payee.accountNumber,
        ),
      };
    },

    /**
     * Approves a requested withdrawal (operator or auto rule), then asks the PSP for its payout. The
     * row lock and the status compare-and-set make a second approval, from anywhere, a refusal.
     */
    async approve(by: Decider, merchantId: number, id: number): Promise<WithdrawalView> {
      await db.transaction(async (tx) => {
        const r = createWithdrawalsRepository(tx);
        const row = await r.lock(merchantId, id);
        if (!row) throw new AppError('admin.withdrawal.not.found');
        if (row.status !== 'requested') throw new AppError('admin.withdrawal.state');
        const now = clock.now();
        const operatorId = by.kind === 'operator' ? by.operator.operatorId : null;
        if (
          !(await r.transition(id, 'requested', {
            status: 'approved',
            decidedBy: operatorId,
            decidedAt: now,
            updatedAt: now,
          }))
        )
          throw new AppError('admin.withdrawal.state');
        await r.event({
          withdrawalId: id,
          fromStatus: 'requested',
          toStatus: 'approved',
          actor: operatorId === null ? 'auto' : `operator:${operatorId}`,
          note: null,
          createdAt: now,
        });
        if (by.kind === 'operator')
          await audit.record(tx, actorOf(by.operator), {
            action: 'withdrawal.approved',
            targetKind: 'withdrawal',
            targetId: id,
            before: { status: 'requested' },
            after: { status: 'approved', memberId: row.memberId, amount: row.amount.toString() },
          });
      });
      await service.dispatch(merchantId, id);
      return view(merchantId, id);
    },

    /** Rejects a requested withdrawal with a reason: its hold is released, audited, in one transaction. */
    async reject(by: OperatorContext, id: number, reason: string): Promise<WithdrawalView> {
      await wallet.ledger.run(async (tx) => {
        const row = await createWithdrawalsRepository(tx).lock(by.merchantId, id);
        if (!row) throw new AppError('admin.withdrawal.not.found');
        // Approved but never sent to a PSP (none configured): still safe to reject. Once asked, the
        // PSP may have created the payout: only its answer (callback or look-up) ends it.
        const rejectable =
          row.status === 'requested' || (row.status === 'approved' && row.payoutAttempts === 0);
        if (!rejectable) throw new AppError('admin.withdrawal.state');
        await releaseAs(tx, row, 'rejected', {
          actor: `operator:${by.operatorId}`,
          note: reason,
          decidedBy: by.operatorId,
        });
        await audit.record(tx, actorOf(by), {
          action: 'withdrawal.rejected',
          targetKind: 'withdrawal',
          targetId: id,
          before: { status: row.status },
          after: { status: 'rejected', reason, memberId: row.memberId },
        });
      });
      return view(by.merchantId, id);
    },

    /**
     * Asks the PSP to pay an approved withdrawal (the payee's part: amount less fee), idempotent on the
     * payout reference, built from values frozen on the row (a retry is the same request, and the PSP
     * answers the payout an unanswered attempt created). Created: paying. A refusal proving nothing
     * was created (INVALID_REQUEST on the first attempt): failed, hold released. Anything else (no
     * answer, 429, 409, 401): it stays approved and the payouts job asks again.
     */
    async dispatch(merchantId: number, id: number): Promise<void> {
      if (deps.c2cTakes && (await deps.c2cTakes(merchantId, id))) return;
      const w = await repo.findAny(id);
      if (!w || w.merchantId !== merchantId || w.status !== 'approved') return;
      const binding = bindingOf(w);
      if (!binding) {
        log.error({ withdrawalId: id, psp: w.psp }, 'no PSP to pay the withdrawal');
        return;
      }
      const attempt = await repo.markPayoutAttempt(id, 'approved', clock.now(), binding.code);
      if (attempt === null) return;
      const request = payoutRequestOf(w, binding);
      const result = await binding.provider.createPayout(request);
      if (result.kind === 'unknown') {
        log.warn({ withdrawalId: id, attempt, reason: result.reason }, 'payout not created yet');
        return;
      }
      if (result.kind === 'refused' && !(attempt === 1 && FINAL_REFUSALS.has(result.code))) {
        log.error(
          { withdrawalId: id, attempt, code: result.code, message: result.message },
          'payout refused, but it may exist: the hold stays until the PSP tells',
        );
        return;
      }
      if (
        result.kind === 'ok' &&
        (result.value.payoutReference !== request.payoutReference ||
          result.value.amount !== request.amount ||
          result.value.currency !== request.currency)
      ) {
        log.error({ withdrawalId: id, payout: result.value }, 'the PSP answered another payout');
        return;
      }
      await wallet.ledger.run(async (tx) => {
        const r = createWithdrawalsRepository(tx);
        const row = await r.lock(merchantId, id);
        if (!row || row.status !== 'approved') return;
        const now = clock.now();
        if (result.kind === 'refused') {
          await releaseAs(tx, row, 'failed', { actor: `psp:${binding.code}`, note: result.code });
          return;
        }
        await r.transition(id, 'approved', {
          status: 'paying',
          pspPayoutId: result.value.id,
          updatedAt: now,
        });
        await r.event({
          withdrawalId: id,
          fromStatus: 'approved',
          toStatus: 'paying',
          actor: `psp:${binding.code}`,
          note: result.value.id,
          createdAt: now,
        });
      });
      // A retry may meet a payout that is done already: apply it as its callback would.
      if (result.kind === 'ok' && result.value.status !== 'pending')
        await settle(binding, w, {
          transactionId: result.value.id,
          status: result.value.status,
          amount: result.value.amount,
          currency: result.value.currency,
          failureReason: result.value.failureReason,
        });
    },

    /** Asks the PSP what became of a paying withdrawal's payout and applies a final answer. */
    async checkPayout(merchantId: number, id: number): Promise<void> {
      const w = await repo.findAny(id);
      if (!w || w.merchantId !== merchantId || w.status !== 'paying' || w.pspPayoutId === null)
        return;
      const binding = bindingOf(w);
      if (!binding) {
        log.error({ withdrawalId: id, psp: w.psp }, 'the PSP of the withdrawal is gone');
        return;
      }
      if ((await repo.markPayoutAttempt(id, 'paying', clock.now(), binding.code)) === null) return;
      const result = await binding.provider.getPayout(w.pspPayoutId);
      if (result.kind !== 'ok') {
        log.warn({ withdrawalId: id, result }, 'payout look-up without an answer');
        return;
      }
      const p = result.value;
      if (p.payoutReference !== payoutReferenceOf(id)) {
        log.error({ withdrawalId: id, payout: p }, 'payout look-up answered another payout');
        return;
      }
      if (p.status === 'pending') return;
      await settle(binding, w, {
        transactionId: p.id,
        status: p.status,
        amount: p.amount,
        currency: p.currency,
        failureReason: p.failureReason,
      });
    },

    /**
     * The payouts job: approved withdrawals are asked for again (same request), paying ones looked up,
     * each at most every `olderThanMs`, least recently asked first.
     */
    async reconcilePayouts(opts: { olderThanMs?: number; limit?: number } = {}): Promise<number> {
      const before = new Date(clock.now().getTime() - (opts.olderThanMs ?? PAYOUT_RECHECK_MS));
      const rows = await repo.payoutsDue(before, opts.limit ?? 50);
      for (const r of rows) {
        try {
          if (r.status === 'approved') await service.dispatch(r.merchantId, r.id);
          else await service.checkPayout(r.merchantId, r.id);
        } catch (err) {
          log.error({ err, withdrawalId: r.id }, 'payout reconciliation failed');
        }
      }
      return rows.length;
    },

    /**
     * A verified payout callback (`psp.onEvent('payout')`): applied like a look-up's answer. Events for
     * no withdrawal are acknowledged; a contradiction is flagged for review, never applied.
     */
    async onPayout(binding: PspBinding, event: PspCallback): Promise<CallbackOutcome> {
      const id = idOfReference(event.reference);
      const found = id === null ? null : await repo.findAny(id);
      if (!found) {
        log.warn({ reference: event.reference }, 'payout callback for no withdrawal');
        return { ack: true };
      }
      await settle(binding, found, {
        transactionId: event.transactionId,
        status: event.status === 'paid' ? 'paid' : 'failed',
        amount: event.amount,
        currency: event.currency,
        failureReason: event.failureReason,
      });
      return { ack: true };
    },
  };
  return service;
}
export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;

/** What a payee kind may withdraw per request and per day (decision 0047: one set of limits for all kinds). */
export function limitsOf(s: WithdrawalSettings, _type: PayeeType | string) {
  return {
    min: BigInt(s.minAmount),
    max: BigInt(s.maxAmount),
    dailyCount: s.dailyMaxCount,
    dailyAmount: BigInt(s.dailyMaxAmount),
  };
}

export type { PayeeRow };
