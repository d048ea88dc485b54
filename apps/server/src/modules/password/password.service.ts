import { randomInt } from 'node:crypto';
import { checkField, type FieldRule } from '@monsoon/contracts/field-rules';
import type { Database } from '@/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import { hashPassword, verifyPassword } from '@/lib/password.ts';
import type { RateLimiter } from '@/lib/rate-limiter.ts';
import { enforceLimit, limits } from '@/lib/rate-limits.ts';
import { FieldErrors } from '@/modules/member/field-errors.ts';
import type { MemberService } from '@/modules/member/member.service.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import type { MerchantService } from '@/modules/merchant/merchant.service.ts';
import type { EmailProvider } from '@/modules/outbox/outbox.providers.ts';
import { messageTexts } from '@/modules/outbox/outbox.texts.ts';
import type { SessionStore } from '@/modules/session/session.store.ts';
import { TRIAL_TYPE, type SessionInfo } from '@/modules/session/session.types.ts';
import type { VerificationService } from '@/modules/verification/verification.service.ts';

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const pick = (alphabet: string): string => alphabet.charAt(randomInt(alphabet.length));

/**
 * A random temporary password of letters and digits (8 characters unless the rule's length says otherwise)
 * that starts with a letter and has a lower-case letter, an upper-case letter and a digit, so that it
 * passes the merchant's password rule whenever letters and digits can.
 */
export function temporaryPassword(rule: FieldRule | undefined): string {
  const length = Math.min(Math.max(8, rule?.minLength ?? 8), Math.max(rule?.maxLength ?? 8, 3));
  let candidate = '';
  for (let tries = 0; tries < 50; tries++) {
    const rest = Array.from({ length: length - 3 }, () => pick(LOWER + UPPER + DIGITS)).join('');
    candidate = pick(LOWER) + pick(UPPER) + pick(DIGITS) + rest;
    if (!rule || checkField(candidate, rule) === null) return candidate;
  }
  return candidate;
}

/** Hours a temporary password from "forgot password by e-mail" can be used. */
const TEMPORARY_PASSWORD_HOURS = 24;

interface Deps {
  db: Database;
  limiter: RateLimiter;
  merchants: MerchantService;
  members: MemberService;
  verification: VerificationService;
  sessions: SessionStore;
  email: EmailProvider;
}

/** Password change (session), forgot by e-mail (temporary password) and reset by SMS code. */
export function createPasswordService({
  db,
  limiter,
  merchants,
  members,
  verification,
  sessions,
  email,
}: Deps) {
  /** The new password must pass the merchant's password rule (the one the register form shows). */
  const checkNewPassword = (merchant: MerchantRow, field: string, password: string) => {
    const errors = new FieldErrors();
    errors.check(field, password, merchant.settings.register.password, true);
    errors.throwIfAny();
  };

  return {
    /** Changes the password: the account's other sessions end, this one stays. */
    async change(
      merchant: MerchantRow,
      session: SessionInfo,
      input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
    ): Promise<void> {
      if (!merchants.isEnabled(merchant, 'PASS3')) throw new AppError('function.not.available');
      members.requireRealAccount(session);
      await enforceLimit(
        limiter,
        `password:change:${session.memberId}`,
        limits.passwordChangePerMember,
      );
      checkNewPassword(merchant, 'newPassword', input.newPassword);
      if (input.newPassword !== input.confirmNewPassword)
        throw new AppError('password.inconsistent');
      if (input.newPassword === input.oldPassword) throw new AppError('password.same.as.old');
      const member = await members.findById(merchant.id, session.memberId);
      if (!member) throw new AppError('login.not.session');
      if (!(await verifyPassword(member.passwordHash, input.oldPassword)))
        throw new AppError('password.incorrect');
      const hash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await members.setPassword(merchant, member.id, hash, tx);
        await sessions.revokeOthers(member.id, session.sessionId, 'password.changed', tx);
      });
    },

    /**
     * When username and e-mail match an account, e-mails a random temporary password that works next to
     * the current one for TEMPORARY_PASSWORD_HOURS; its first login makes it the password, to be changed
     * (docs/decisions/0012). A stranger who knows both can neither lock the owner out nor end the
     * owner's session. account.email.mismatch otherwise.
     */
    async forgotByEmail(
      merchant: MerchantRow,
      input: { username: string; email: string },
      origin: { ip: string; lang: string },
    ): Promise<void> {
      await enforceLimit(limiter, `forgot:ip:${origin.ip}`, limits.forgotPerIp);
      await enforceLimit(
        limiter,
        `forgot:account:${merchant.id}:${input.username.toLowerCase()}`,
        limits.forgotPerAccount,
      );
      const member = await members.findByUsername(merchant.id, input.username);
      const address = member?.email ?? null;
      if (
        !member ||
        !address ||
        member.status !== 'active' ||
        member.type === TRIAL_TYPE ||
        address.toLowerCase() !== input.email.toLowerCase()
      ) {
        throw new AppError('account.email.mismatch');
      }
      const temporary = temporaryPassword(merchant.settings.register.password);
      await members.setTemporaryPassword(
        member.id,
        await hashPassword(temporary),
        TEMPORARY_PASSWORD_HOURS,
      );
      const text = messageTexts(member.language, origin.lang).temporaryPassword({
        merchant: merchant.name,
        username: member.username,
        password: temporary,
        hours: TEMPORARY_PASSWORD_HOURS,
      });
      await email.send(merchant.id, address, 'temporary-password', text);
    },

    /** Sets a new password with an SMS reset code; answers the username to log in with. */
    async resetBySms(
      merchant: MerchantRow,
      input: {
        mobileNum: string;
        countryDialingCode?: string;
        verificationCode: string;
        newPassword: string;
        confirmNewPassword?: string | null;
      },
    ): Promise<{ username: string }> {
      if (
        !merchants.isEnabled(merchant, 'PWRESETSMS3') &&
        !merchants.isEnabled(merchant, 'CHNGPASSVERIF3')
      ) {
        throw new AppError('function.not.available');
      }
      const mobile = verification.mobile(
        merchant,
        input.countryDialingCode,
        input.mobileNum,
        'mobileNum',
      );
      await enforceLimit(
        limiter,
        `password:reset:${merchant.id}:${mobile.recipient}`,
        limits.resetPerNumber,
      );
      const errors = new FieldErrors();
      errors.check('verificationCode', input.verificationCode, undefined, true);
      errors.check('newPassword', input.newPassword, merchant.settings.register.password, true);
      errors.throwIfAny();
      if (input.confirmNewPassword != null && input.confirmNewPassword !== input.newPassword) {
        throw new AppError('password.inconsistent');
      }
      const codeId = await verification.check(
        merchant.id,
        'reset',
        mobile.recipient,
        input.verificationCode,
      );
      const member = await members.findByMobile(merchant.id, mobile.dialingCode, mobile.national);
      if (!member || member.status !== 'active') throw new AppError('verification.code.invalid');
      const hash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await verification.consume(codeId, tx);
        await members.setPassword(merchant, member.id, hash, tx);
        await sessions.revokeOthers(member.id, null, 'password.reset', tx);
      });
      await sessions.clearLoginFailures(merchant.id, member.username);
      return { username: member.username };
    },
  };
}
export type PasswordService = ReturnType<typeof createPasswordService>;
