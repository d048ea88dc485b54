import type { BindBankCardBody } from '@monsoon/contracts/withdrawals';
import type { Database } from '@/db/client.ts';
import type { Clock } from '@/lib/clock.ts';
import { uniqueViolation } from '@/lib/db-errors.ts';
import { AppError } from '@/lib/errors.ts';
import { hashPassword, verifyPassword } from '@/lib/password.ts';
import type { RateLimiter } from '@/lib/rate-limiter.ts';
import { enforceLimit, limits } from '@/lib/rate-limits.ts';
import type { Actor, AuditService } from '@/modules/admin/audit.service.ts';
import type { MemberRow } from '@/modules/member/member.repository.ts';
import type { MemberService } from '@/modules/member/member.service.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import type { SessionInfo } from '@/modules/session/session.types.ts';
import type {
  CodeOrigin,
  VerificationService,
} from '@/modules/verification/verification.service.ts';
import { bankOf, maskAccount, normalisedNumber, sameName } from './withdraw-banks.ts';
import { createPayeesRepository, type PayeeRow, type PayeeView } from './payees.repository.ts';
import { createWithdrawalsRepository } from './withdrawals.repository.ts';

interface Deps {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  members: MemberService;
  verification: VerificationService;
  /** The back office's audit log (an operator's removal of a payee). */
  audit: AuditService;
}

/** Tries at the withdrawal password (changes, resets) per member: a guesser's budget. */
const PASSWORD_TRIES = { limit: 10, windowMs: 10 * 60_000 };

/**
 * Payees (bank cards, e-wallets, crypto addresses) and the withdrawal password of the member
 * (docs/decisions/0047). Every call needs a real account; every refusal writes nothing.
 */
export function createPayeesService(deps: Deps) {
  const { db, clock, limiter, members, verification, audit } = deps;
  const repo = createPayeesRepository(db);

  /** The session's member, refusing trial accounts first. */
  const realMember = async (session: SessionInfo): Promise<MemberRow> => {
    members.requireRealAccount(session);
    const member = await members.findById(session.merchantId, session.memberId);
    if (!member) throw new AppError('login.not.session');
    return member;
  };

  const checkedPassword = (password: string, confirm: string): void => {
    if (password !== confirm) throw new AppError('password.inconsistent');
  };

  return {
    realMember,
    /** The member's active payees, oldest first. */
    list: (merchantId: number, memberId: number): Promise<PayeeRow[]> =>
      repo.activePayees(merchantId, memberId),
    /** How many payees the member has bound (the security centre's count). */
    count: (merchantId: number, memberId: number): Promise<number> =>
      repo.countActivePayees(merchantId, memberId),

    /** Every payee of a member, removed ones too, with their open withdrawals (the back office). */
    ofMember: (merchantId: number, memberId: number): Promise<PayeeView[]> =>
      repo.memberPayees(merchantId, memberId),

    /**
     * An operator removes a member's payee with a reason (decision 0059), audited in the same
     * transaction. Refused while a withdrawal to it is requested, approved or paying: the payee's row
     * lock pairs with the share lock a new withdrawal takes on it (migration 0020), so a request racing
     * the removal is either seen here or refused by the database.
     */
    async remove(actor: Actor, memberId: number, payeeId: number, reason: string) {
      await db.transaction(async (tx) => {
        const r = createPayeesRepository(tx);
        const payee = await r.lockPayee(actor.merchantId, payeeId);
        if (!payee || payee.memberId !== memberId) throw new AppError('admin.payee.not.found');
        if (payee.status !== 'active') throw new AppError('admin.payee.removed');
        if ((await r.openWithdrawalsTo(payee.id)) > 0) throw new AppError('admin.payee.busy');
        const removed = await r.markPayeeRemoved(payee.id, {
          at: clock.now(),
          operatorId: actor.operatorId,
          reason,
        });
        if (!removed) throw new AppError('admin.payee.removed');
        const seen = {
          memberId: payee.memberId,
          type: payee.type,
          bankCode: payee.bankCode,
          account: maskAccount(payee.accountNumber),
        };
        await audit.record(tx, actor, {
          action: 'payee.removed',
          targetKind: 'payee',
          targetId: payee.id,
          before: { ...seen, status: 'active' },
          after: { ...seen, status: 'removed', reason },
        });
      });
      const view = (await repo.memberPayees(actor.merchantId, memberId)).find(
        (p) => p.id === payeeId,
      );
      if (!view) throw new AppError('admin.payee.not.found');
      return view;
    },

    /**
     * Binds a payee: the real name must be set and match the holder name, the bank known, the number
     * valid, under the merchant's limit, and bound by nobody (the unique index decides a race).
     */
    async bind(merchant: MerchantRow, session: SessionInfo, body: BindBankCardBody) {
      const member = await realMember(session);
      await enforceLimit(limiter, `payee:member:${member.id}`, limits.profilePerMember);
      if (member.payeeName === null) throw new AppError('payee.real.name.required');
      const type = body.bankType;
      if (!bankOf(type, body.bankCode)) throw new AppError('payee.bank.invalid');
      const accountNumber = normalisedNumber(type, body.accountNumber);
      if (accountNumber === null) throw new AppError('payee.number.invalid');
      if (type !== 'V' && !sameName(body.payeeName ?? '', member.payeeName))
        throw new AppError('payee.name.mismatch');
      const owner = await repo.payeeByNumber(merchant.id, accountNumber);
      if (owner)
        throw new AppError(owner.memberId === member.id ? 'payee.exists' : 'payee.bound.elsewhere');
      const max = merchant.settings.withdrawals.maxPayees;
      try {
        return await db.transaction(async (tx) => {
          const r = createPayeesRepository(tx);
          // One member's binds count one at a time: two racing binds cannot pass the limit together.
          await createWithdrawalsRepository(tx).lockMember(member.id);
          if ((await r.countActivePayees(merchant.id, member.id)) >= max)
            throw new AppError('payee.limit.reached');
          return r.insertPayee({
            merchantId: merchant.id,
            memberId: member.id,
            type,
            bankCode: body.bankCode,
            accountName: type === 'V' ? null : member.payeeName,
            accountNumber,
            createdAt: clock.now(),
          });
        });
      } catch (err) {
        if (uniqueViolation(err) === 'payees_merchant_number_uq') {
          const winner = await repo.payeeByNumber(merchant.id, accountNumber);
          throw new AppError(
            winner?.memberId === member.id ? 'payee.exists' : 'payee.bound.elsewhere',
          );
        }
        throw err;
      }
    },

    async hasPassword(session: SessionInfo): Promise<boolean> {
      return (await realMember(session)).paymentPasswordHash !== null;
    },

    /**
     * Sets the withdrawal password when none is set, or changes it (the old one required). Stored as an
     * argon2id hash like the login password; a compare-and-set keeps two racing changes from both applying.
     */
    async setPassword(
      session: SessionInfo,
      body: { oldPassword?: string | undefined; password: string; confirmPassword: string },
    ): Promise<void> {
      const member = await realMember(session);
      checkedPassword(body.password, body.confirmPassword);
      const current = member.paymentPasswordHash;
      if (current !== null) {
        if (!body.oldPassword) throw new AppError('payment.password.old.required');
        await enforceLimit(limiter, `paypw:member:${member.id}`, PASSWORD_TRIES);
        if (!(await verifyPassword(current, body.oldPassword)))
          throw new AppError('invalid.payment.pw');
        if (body.oldPassword === body.password) throw new AppError('password.same.as.old');
      }
      const hash = await hashPassword(body.password);
      if (!(await members.setPaymentPasswordHash(member.id, hash, current)))
        throw new AppError('invalid.payment.pw');
    },

    /** Texts a reset code to the member's bound number (none bound: refused). */
    async requestResetCode(merchant: MerchantRow, session: SessionInfo, origin: CodeOrigin) {
      const member = await realMember(session);
      if (!member.mobile) throw new AppError('payment.password.mobile.required');
      await enforceLimit(limiter, `paypw:code:member:${member.id}`, limits.bindCodePerMember);
      const mobile = verification.mobile(
        merchant,
        member.countryDialingCode,
        member.mobile,
        'mobileNum',
      );
      return verification.sendPaymentPasswordCode(
        merchant,
        mobile,
        [member.language, origin.lang],
        origin.ip,
      );
    },

    /** Resets the withdrawal password with the code sent to the bound number (the code is used once). */
    async resetPassword(
      merchant: MerchantRow,
      session: SessionInfo,
      body: { verificationCode: string; password: string; confirmPassword: string },
    ): Promise<void> {
      const member = await realMember(session);
      if (!member.mobile) throw new AppError('payment.password.mobile.required');
      checkedPassword(body.password, body.confirmPassword);
      await enforceLimit(limiter, `paypw:member:${member.id}`, PASSWORD_TRIES);
      const mobile = verification.mobile(
        merchant,
        member.countryDialingCode,
        member.mobile,
        'mobileNum',
      );
      const codeId = await verification.check(
        merchant.id,
        'paymentPassword',
        mobile.recipient,
        body.verificationCode,
      );
      const hash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        await verification.consume(codeId, tx);
        if (
          !(await members.setPaymentPasswordHash(member.id, hash, member.paymentPasswordHash, tx))
        )
          throw new AppError('verification.code.invalid');
      });
    },
  };
}
export type PayeesService = ReturnType<typeof createPayeesService>;
