import { MoneyError, parseMoney, wireToMinor } from '@monsoon/contracts/money';
import type { WithdrawBody } from '@monsoon/contracts/withdrawals';
import type { Database } from '@/db/client.ts';
import { businessDayOf, dayRange } from '@/lib/business-day.ts';
import { uniqueViolation } from '@/lib/db-errors.ts';
import { AppError } from '@/lib/errors.ts';
import { sha256 } from '@/lib/ids.ts';
import { verifyPassword } from '@/lib/password.ts';
import { enforceLimit } from '@/lib/rate-limits.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import type { SessionInfo } from '@/modules/session/session.types.ts';
import type { CodeOrigin } from '@/modules/verification/verification.service.ts';
import { IdempotencyConflict, LedgerRejection } from '@/modules/wallet/ledger.errors.ts';
import type { Decider } from './withdrawal-review.service.ts';
import { createWithdrawalVerification } from './withdrawal-verification.ts';
import {
  feeOf,
  limitsOf,
  needsSmsCode,
  withinWindow,
  type KindLimits,
  type WithdrawalSettings,
} from './withdrawal.settings.ts';
import { createPayeesRepository } from './payees.repository.ts';
import { createWithdrawalsRepository, type WithdrawalView } from './withdrawals.repository.ts';
import { SCALE, viewOf, type WithdrawalsDeps } from './withdrawals.shared.ts';

/** The ledger scope of withdrawal holds; the key is `{memberId}:{request key}`. */
export const HOLD_SCOPE = 'withdrawal';
/** Wrong withdrawal passwords a member may try per 10 minutes. */
const PASSWORD_TRIES = { limit: 20, windowMs: 10 * 60_000 };

/** What one member has used today, per payee kind and in total. */
export interface DailyUse {
  count: number;
  total: bigint;
  byType: Map<string, { count: number; total: bigint }>;
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
 * The member's side of withdrawals (design/money.md §12, decision 0049): settings, limits and the
 * day's use, records, and the request itself, which passes every check, then holds its amount on the
 * member's balance and records the withdrawal in one keyed transaction. Auto-approval hands it to
 * `approve`.
 */
export function createWithdrawalRequests(
  deps: WithdrawalsDeps,
  review: { approve(by: Decider, merchantId: number, id: number): Promise<WithdrawalView> },
) {
  const { db, clock, log, limiter, wallet, payees } = deps;
  const repo = createWithdrawalsRepository(db);
  const view = viewOf(db);
  const sms = createWithdrawalVerification(deps);

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

  return {
    settingsOf,
    dailyUse: (merchant: MerchantRow, memberId: number) => dailyUse(db, merchant, memberId),
    withinWindow: (merchant: MerchantRow) =>
      withinWindow(settingsOf(merchant), today(merchant).minute),
    /** The fee of an amount (decimal text) for a payee kind; refuses an unreadable amount. */
    fee(merchant: MerchantRow, amountText: string): bigint {
      return feeOf(amountOf(amountText), settingsOf(merchant));
    },
    /** Texts a withdrawal code to the member's bound mobile (where the merchant asks for one). */
    async sendCode(merchant: MerchantRow, session: SessionInfo, origin: CodeOrigin) {
      return sms.send(merchant, await payees.realMember(session), origin);
    },
    /** The member's available balance in the merchant currency. */
    available: (merchant: MerchantRow, memberId: number) =>
      wallet.available({ merchantId: merchant.id, memberId }, merchant.currency),

    /**
     * A withdrawal request: checks (withdrawals on, real account, the payee is the member's, the
     * withdrawal password, the payee kind's fixed amounts or min and max, the window, the SMS code where
     * one is needed, the kind's daily count and the daily amount, the balance), then holds the amount,
     * uses the code up and records the request in one transaction. The same key replays the same
     * request; a refusal writes nothing.
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
      const payee = await createPayeesRepository(db).payee(merchant.id, body.bankCardId);
      if (!payee || payee.memberId !== member.id || payee.status !== 'active')
        throw new AppError('withdraw.card.not.found');
      if (member.paymentPasswordHash === null) throw new AppError('not.exists.payment.password');
      await enforceLimit(limiter, `withdraw:pw:member:${member.id}`, PASSWORD_TRIES);
      if (!(await verifyPassword(member.paymentPasswordHash, body.password)))
        throw new AppError('invalid.payment.pw');
      const limits = limitsOf(s, payee.type);
      checkAmount(limits, amount);
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
      // After the replay: a client retrying the same request repeats the code it has used.
      const codeId = needsSmsCode(s, amount)
        ? await sms.check(merchant, member, body.verificationCode)
        : null;

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
          // The count is per payee kind; the amount is one total (decision 0065).
          if ((used.byType.get(payee.type)?.count ?? 0) >= limits.dailyCount)
            throw new AppError('withdraw.daily.count');
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
          if (codeId !== null) await sms.consume(codeId, tx);
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
        await review.approve({ kind: 'auto' }, merchant.id, id).catch((err: unknown) => {
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
  };
}

/** A request's amount against its kind: one of the fixed amounts where there are, else min to max. */
function checkAmount(limits: KindLimits, amount: bigint): void {
  if (limits.fixed.length > 0) {
    if (!limits.fixed.includes(amount)) throw new AppError('withdraw.amount.not.fixed');
    return;
  }
  if (amount < limits.min) throw new AppError('withdraw.amount.below.min');
  if (amount > limits.max) throw new AppError('withdraw.amount.above.max');
}
