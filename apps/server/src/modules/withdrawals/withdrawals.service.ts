import { MoneyError, parseMoney, wireToMinor } from '@monsoon/contracts/money';
import type { PspCallback } from '@monsoon/contracts/psp/callbacks';
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
/** Where paid withdrawals' money goes: the merchant's PSP clearing account (one per asset). */
export const PAYOUT_ACCOUNT = 'payout_clearing';
/** Wrong withdrawal passwords a member may try per 10 minutes. */
const PASSWORD_TRIES = { limit: 20, windowMs: 10 * 60_000 };

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
      clearing: await wallet.systemAccountId(w.merchantId, PAYOUT_ACCOUNT, w.asset),
      house: await wallet.houseAccountId(ref, w.asset),
    };
  };

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
          if (again) return again.id;
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
        if (row.status !== 'requested') throw new AppError('admin.withdrawal.state');
        await releaseAs(tx, row, 'rejected', {
          actor: `operator:${by.operatorId}`,
          note: reason,
          decidedBy: by.operatorId,
        });
        await audit.record(tx, actorOf(by), {
          action: 'withdrawal.rejected',
          targetKind: 'withdrawal',
          targetId: id,
          before: { status: 'requested' },
          after: { status: 'rejected', reason, memberId: row.memberId },
        });
      });
      return view(by.merchantId, id);
    },

    /**
     * Asks the PSP to pay an approved withdrawal (the payee's part: amount less fee), idempotent on the
     * payout reference. Created: paying. Refused: failed, hold released. No answer: it stays approved
     * and `dispatchApproved` asks again with the same reference.
     */
    async dispatch(merchantId: number, id: number): Promise<void> {
      if (deps.c2cTakes && (await deps.c2cTakes(merchantId, id))) return;
      const binding: PspBinding | undefined = psp.bindings()[0];
      if (!binding) return;
      const w = await repo.find(merchantId, id);
      if (!w || w.status !== 'approved') return;
      const result = await binding.provider.createPayout({
        merchantAccountId: binding.accountId,
        payoutReference: payoutReferenceOf(w.id),
        amount: String(w.amount - w.fee),
        currency: w.asset,
        payee: payoutPayeeOf(w.payee),
        callbackUrl: binding.callbackUrl,
      });
      if (result.kind === 'unknown') {
        log.warn({ withdrawalId: id, reason: result.reason }, 'payout not created yet');
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
          psp: binding.code,
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
    },

    /** Asks again for the payouts of approved withdrawals the PSP did not answer (the payouts job). */
    async dispatchApproved(limit = 50): Promise<number> {
      const rows = await repo.approvedWithoutPayout(limit);
      for (const r of rows) await service.dispatch(r.merchantId, r.id);
      return rows.length;
    },

    /**
     * A verified payout callback (`psp.onEvent('payout')`): paid captures the hold, failed releases
     * it, each once (row lock + status compare-and-set + the hold's own compare-and-set); duplicates,
     * late events and events that disagree with the withdrawal move nothing and are acknowledged.
     */
    async onPayout(binding: PspBinding, event: PspCallback): Promise<CallbackOutcome> {
      const id = idOfReference(event.reference);
      const found = id === null ? null : await repo.findAny(id);
      if (!found) {
        log.warn({ reference: event.reference }, 'payout callback for no withdrawal');
        return { ack: true };
      }
      const net = found.amount - found.fee;
      if (
        event.amount !== net.toString() ||
        event.currency !== found.asset ||
        (found.pspPayoutId !== null && found.pspPayoutId !== event.transactionId)
      ) {
        log.error(
          { withdrawalId: found.id, event },
          'payout callback disagrees with the withdrawal',
        );
        return { ack: true };
      }
      const accounts = await payoutAccounts(found);
      await wallet.ledger.run(async (tx) => {
        const r = createWithdrawalsRepository(tx);
        const row = await r.lock(found.merchantId, found.id);
        if (!row || (row.status !== 'approved' && row.status !== 'paying')) return;
        const now = clock.now();
        if (event.status === 'failed') {
          await releaseAs(tx, row, 'failed', {
            actor: `psp:${binding.code}`,
            note: event.failureReason ?? 'FAILED',
          });
          return;
        }
        const legs = [{ accountId: accounts.clearing, asset: row.asset, amount: net }];
        if (row.fee > 0n)
          legs.push({ accountId: accounts.house, asset: row.asset, amount: row.fee });
        await wallet.ledger.capture(tx, {
          holdId: row.holdId,
          amount: row.amount,
          key: `withdrawal:${row.id}:paid`,
          kind: PAYOUT_KIND,
          legs,
          memo: { withdrawalId: row.id, pspPayoutId: event.transactionId },
        });
        await r.transition(row.id, row.status as WithdrawalStatus, {
          status: 'paid',
          psp: binding.code,
          pspPayoutId: event.transactionId,
          updatedAt: now,
        });
        await r.event({
          withdrawalId: row.id,
          fromStatus: row.status,
          toStatus: 'paid',
          actor: `psp:${binding.code}`,
          note: event.transactionId,
          createdAt: now,
        });
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
