import { checkField } from '@monsoon/contracts/field-rules';
import {
  nicknameRule,
  securityFieldKeys,
  type UpdateProfileBody,
} from '@monsoon/contracts/security';
import type { Database } from '@/db/client.ts';
import type { Clock } from '@/lib/clock.ts';
import { AppError } from '@/lib/errors.ts';
import type { RateLimiter } from '@/lib/rate-limiter.ts';
import { enforceLimit, limits } from '@/lib/rate-limits.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import type { SessionInfo } from '@/modules/session/session.types.ts';
import type { VerificationService } from '@/modules/verification/verification.service.ts';
import { createBindingFlows } from './binding.flows.ts';
import { FieldErrors } from './field-errors.ts';
import { createMemberRepository, type MemberRow } from './member.repository.ts';
import { requireRealAccount } from './member.roles.ts';
import { birthdayProblem, latestBirthday, realNameRule } from './security.rules.ts';

/**
 * What other modules add to the security centre's answer. The withdrawals module passes its count of
 * bound bank cards, e-wallets and crypto addresses in services.ts; until then there are none.
 */
export interface SecurityContributions {
  bankCardCount(merchantId: number, memberId: number): Promise<number>;
}

/** The security centre before any other module contributes. */
export const noContributions: SecurityContributions = { bankCardCount: async () => 0 };

interface Deps {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  verification: VerificationService;
  contributions: SecurityContributions;
}

/** The member's profile once checked: only the fields to write. */
type ProfileWrite = { nickname?: string; payeeName?: string; birthday?: string };

/**
 * The security centre: what the account has bound, profile writes (nickname; real name and birthday
 * once) and mobile and e-mail binding. Every write needs a real account, is rate-limited per member and
 * writes nothing unless all of its input is valid.
 */
export function createSecurityService(deps: Deps) {
  const { db, clock, limiter, contributions } = deps;
  const members = createMemberRepository(db);

  /** The session's real-account member (trial accounts are refused first). */
  const realMember = async (session: SessionInfo): Promise<MemberRow> => {
    requireRealAccount(session);
    const member = await members.findById(session.merchantId, session.memberId);
    if (!member) throw new AppError('login.not.session');
    return member;
  };

  /** Checks every field sent; throws the field errors (nothing written) or answers what to write. */
  const checkProfile = (merchant: MerchantRow, member: MemberRow, body: UpdateProfileBody) => {
    const write: ProfileWrite = {};
    const errors = new FieldErrors();
    const locked: Record<string, string> = {};
    if (body.nickname !== undefined) {
      // A length problem keeps the (min)-(max) message; a character problem has the nickname's own.
      if (checkField(body.nickname, nicknameRule)?.kind === 'pattern')
        errors.add('nickname', securityFieldKeys.nicknameInvalid);
      else errors.check('nickname', body.nickname, nicknameRule);
      if (!errors.has('nickname')) write.nickname = body.nickname.trim();
    }
    if (body.payeeName !== undefined) {
      if (member.payeeName !== null) locked['payeeName'] = securityFieldKeys.alreadySet;
      errors.check('payeeName', body.payeeName, realNameRule(merchant));
      write.payeeName = body.payeeName.trim().replace(/\s+/g, ' ');
    }
    if (body.birthday !== undefined) {
      if (member.birthday !== null) locked['birthday'] = securityFieldKeys.alreadySet;
      const problem = birthdayProblem(body.birthday.trim(), latestBirthday(merchant, clock.now()));
      if (problem) errors.add('birthday', problem);
      write.birthday = body.birthday.trim();
    }
    if (Object.keys(locked).length > 0)
      throw new AppError('profile.field.locked', { fields: locked });
    errors.throwIfAny();
    if (Object.keys(write).length === 0)
      throw new AppError('invalid.request', {
        fields: { profile: securityFieldKeys.nothingToChange },
      });
    return write;
  };

  return {
    ...createBindingFlows({ ...deps, realMember }),

    /** What the account has bound and set, masked, with the rules of the security centre's forms. */
    async config(merchant: MerchantRow, session: SessionInfo) {
      const member = await realMember(session);
      const bankCardCount = await contributions.bankCardCount(merchant.id, member.id);
      return { member, bankCardCount, birthdayLatest: latestBirthday(merchant, clock.now()) };
    },

    /**
     * Changes the nickname and sets the real name and the birthday, each only once (a compare-and-set,
     * so two racing requests cannot both set one). All fields or none are written.
     */
    async updateProfile(
      merchant: MerchantRow,
      session: SessionInfo,
      body: UpdateProfileBody,
    ): Promise<MemberRow> {
      const member = await realMember(session);
      await enforceLimit(limiter, `profile:member:${member.id}`, limits.profilePerMember);
      const write = checkProfile(merchant, member, body);
      await db.transaction(async (tx) => {
        const repo = createMemberRepository(tx);
        if (write.nickname !== undefined) await repo.updateNickname(member.id, write.nickname);
        if (
          write.payeeName !== undefined &&
          !(await repo.setPayeeNameOnce(member.id, write.payeeName))
        )
          throw new AppError('profile.field.locked', {
            fields: { payeeName: securityFieldKeys.alreadySet },
          });
        if (
          write.birthday !== undefined &&
          !(await repo.setBirthdayOnce(member.id, write.birthday))
        )
          throw new AppError('profile.field.locked', {
            fields: { birthday: securityFieldKeys.alreadySet },
          });
      });
      const updated = await members.findById(merchant.id, member.id);
      if (!updated) throw new AppError('login.not.session');
      return updated;
    },
  };
}
export type SecurityService = ReturnType<typeof createSecurityService>;
