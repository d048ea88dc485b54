import { AppError } from '@/lib/errors.ts';
import { enforceLimit, limits } from '@/lib/rate-limits.ts';
import type { MemberRow } from '@/modules/member/member.repository.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import type { CodeOrigin } from '@/modules/verification/verification.service.ts';
import type { WithdrawalsDeps } from './withdrawals.shared.ts';

/**
 * SMS codes for withdrawals (wire-api §5.3 `mobileVerificationType`, decision 0065): texted to the
 * member's bound mobile with purpose `withdraw`, checked before a request's transaction and used up
 * inside it, so a refused request leaves the code usable and an accepted one uses it once.
 */
export function createWithdrawalVerification(
  deps: Pick<WithdrawalsDeps, 'limiter' | 'verification'>,
) {
  const { limiter, verification } = deps;

  /** The member's bound mobile, or `withdraw.mobile.required`. */
  const boundMobile = (merchant: MerchantRow, member: MemberRow) => {
    if (!member.mobile) throw new AppError('withdraw.mobile.required');
    return verification.mobile(merchant, member.countryDialingCode, member.mobile, 'mobileNum');
  };

  return {
    /**
     * Texts a withdrawal code to the member's bound number; refused where the merchant asks for none.
     * The per-member limit of code sends and the per-IP and per-number limits of every SMS apply.
     */
    async send(merchant: MerchantRow, member: MemberRow, origin: CodeOrigin) {
      if (merchant.settings.withdrawals.mobileVerification === 'NONE')
        throw new AppError('function.not.available');
      const mobile = boundMobile(merchant, member);
      await enforceLimit(limiter, `withdraw:code:member:${member.id}`, limits.bindCodePerMember);
      return verification.sendWithdrawCode(
        merchant,
        mobile,
        [member.language, origin.lang],
        origin.ip,
      );
    },

    /**
     * Checks a request's code (counting the attempt) and answers its id for `consume` in the request's
     * transaction: no bound mobile, no code, or a wrong, used or expired one is refused.
     */
    async check(merchant: MerchantRow, member: MemberRow, code: string | undefined) {
      const mobile = boundMobile(merchant, member);
      if (code === undefined || code.trim() === '')
        throw new AppError('withdraw.verification.required');
      return verification.check(merchant.id, 'withdraw', mobile.recipient, code);
    },

    consume: verification.consume,
  };
}
