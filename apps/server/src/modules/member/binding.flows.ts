import { securityFieldKeys } from '@monsoon/contracts/security';
import type { Database } from '@/db/client.ts';
import { uniqueViolation } from '@/lib/db-errors.ts';
import { AppError } from '@/lib/errors.ts';
import { verifyPassword } from '@/lib/password.ts';
import type { RateLimiter } from '@/lib/rate-limiter.ts';
import { enforceLimit, limits } from '@/lib/rate-limits.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import type {
  CodeOrigin,
  VerificationService,
} from '@/modules/verification/verification.service.ts';
import type { SessionInfo } from '@/modules/session/session.types.ts';
import { FieldErrors, fieldError } from './field-errors.ts';
import { createMemberRepository, type MemberRow } from './member.repository.ts';
import { emailRule } from './security.rules.ts';

interface Deps {
  db: Database;
  limiter: RateLimiter;
  verification: VerificationService;
  /** The session's member, refusing trial accounts. */
  realMember(session: SessionInfo): Promise<MemberRow>;
}

/** The mobile form's input. */
export interface MobileInput {
  mobileNum: string;
  countryDialingCode?: string | undefined;
}

/** The languages a code message is written in: the member's, then the request's. */
const languagesOf = (member: MemberRow, origin: CodeOrigin) => [member.language, origin.lang];

/**
 * Binding a mobile number or an e-mail address: a code is sent to the new number or address, then the
 * code and the login password bind it. The password keeps a stolen session from binding an attacker's
 * address and then resetting the password through it (docs/decisions/0039).
 */
export function createBindingFlows({ db, limiter, verification, realMember }: Deps) {
  /** A checked e-mail address (trimmed), or the field error. */
  const checkedEmail = (merchant: MerchantRow, email: string): string => {
    const errors = new FieldErrors();
    errors.check('email', email, emailRule(merchant));
    errors.throwIfAny();
    return email.trim();
  };

  /** Counts a bind attempt and checks the login password (both before any code is looked at). */
  const checkPassword = async (member: MemberRow, password: string): Promise<void> => {
    await enforceLimit(limiter, `bind:member:${member.id}`, limits.bindPerMember);
    if (!(await verifyPassword(member.passwordHash, password)))
      throw new AppError('password.incorrect');
  };

  return {
    /** Texts a code to a number that is free and not already the member's. */
    async requestMobileCode(
      merchant: MerchantRow,
      session: SessionInfo,
      input: MobileInput,
      origin: CodeOrigin,
    ) {
      const member = await realMember(session);
      await enforceLimit(limiter, `bind:code:member:${member.id}`, limits.bindCodePerMember);
      const mobile = verification.mobile(
        merchant,
        input.countryDialingCode,
        input.mobileNum,
        'mobileNum',
      );
      if (member.countryDialingCode === mobile.dialingCode && member.mobile === mobile.national)
        throw fieldError('mobileNum', securityFieldKeys.sameAsCurrent);
      const owner = await createMemberRepository(db).findByMobile(
        merchant.id,
        mobile.dialingCode,
        mobile.national,
      );
      if (owner) throw new AppError('mobile.exists');
      return verification.sendBindMobileCode(
        merchant,
        mobile,
        languagesOf(member, origin),
        origin.ip,
      );
    },

    /** Binds the number with its code and the login password; answers it masked. */
    async bindMobile(
      merchant: MerchantRow,
      session: SessionInfo,
      input: MobileInput & { verificationCode: string; password: string },
    ): Promise<MemberRow> {
      const member = await realMember(session);
      const mobile = verification.mobile(
        merchant,
        input.countryDialingCode,
        input.mobileNum,
        'mobileNum',
      );
      if (member.countryDialingCode === mobile.dialingCode && member.mobile === mobile.national)
        throw fieldError('mobileNum', securityFieldKeys.sameAsCurrent);
      await checkPassword(member, input.password);
      const codeId = await verification.check(
        merchant.id,
        'bindMobile',
        mobile.recipient,
        input.verificationCode,
      );
      try {
        await db.transaction(async (tx) => {
          await verification.consume(codeId, tx);
          await createMemberRepository(tx).updateMobile(
            member.id,
            mobile.dialingCode,
            mobile.national,
          );
        });
      } catch (err) {
        // Bound by another account since the code was sent: the code stays unused (rolled back).
        if (uniqueViolation(err) === 'members_merchant_mobile_uq')
          throw new AppError('mobile.exists');
        throw err;
      }
      return { ...member, countryDialingCode: mobile.dialingCode, mobile: mobile.national };
    },

    /** E-mails a code to a valid address that is not already the member's. */
    async requestEmailCode(
      merchant: MerchantRow,
      session: SessionInfo,
      email: string,
      origin: CodeOrigin,
    ) {
      const member = await realMember(session);
      await enforceLimit(limiter, `bind:code:member:${member.id}`, limits.bindCodePerMember);
      const address = checkedEmail(merchant, email);
      if (member.email?.toLowerCase() === address.toLowerCase())
        throw fieldError('email', securityFieldKeys.sameAsCurrent);
      return verification.sendBindEmailCode(
        merchant,
        address,
        languagesOf(member, origin),
        origin.ip,
      );
    },

    /** Binds the address with its code and the login password; answers the member after it. */
    async bindEmail(
      merchant: MerchantRow,
      session: SessionInfo,
      input: { email: string; verificationCode: string; password: string },
    ): Promise<MemberRow> {
      const member = await realMember(session);
      const address = checkedEmail(merchant, input.email);
      if (member.email?.toLowerCase() === address.toLowerCase())
        throw fieldError('email', securityFieldKeys.sameAsCurrent);
      await checkPassword(member, input.password);
      const codeId = await verification.check(
        merchant.id,
        'bindEmail',
        address.toLowerCase(),
        input.verificationCode,
      );
      await db.transaction(async (tx) => {
        await verification.consume(codeId, tx);
        await createMemberRepository(tx).updateEmail(member.id, address);
      });
      return { ...member, email: address };
    },
  };
}
