import { fieldMessageKeys } from '@monsoon/contracts/register';
import { normaliseLanguage } from '@monsoon/i18n';
import type { Database } from '@/db/client.ts';
import { uniqueViolation } from '@/lib/db-errors.ts';
import { AppError } from '@/lib/errors.ts';
import { verifyPassword } from '@/lib/password.ts';
import { addMinutes, type Clock } from '@/lib/clock.ts';
import type { MerchantService } from '@/modules/merchant/merchant.service.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import { isAgentType, type SessionInfo } from '@/modules/session/session.types.ts';
import { fieldError } from './field-errors.ts';
import { createMemberRepository, type MemberRow, type NewMember } from './member.repository.ts';
import { requireAgent, requireRealAccount } from './member.roles.ts';

const DAY_MINUTES = 24 * 60;

/**
 * Accounts: lookups and writes other modules use (login, registration, password), the profile calls, and
 * the role checks every module applies. Methods taking `scope` run inside the caller's transaction.
 */
export function createMemberService(db: Database, clock: Clock, merchants: MerchantService) {
  const repo = (scope?: Database) => createMemberRepository(scope ?? db);
  const members = repo();

  /** The session's member; a session always has one, so a miss means the session just ended. */
  const sessionMember = async (session: SessionInfo): Promise<MemberRow> => {
    const member = await members.findById(session.merchantId, session.memberId);
    if (!member) throw new AppError('login.not.session');
    return member;
  };

  /** When a password set now expires under the merchant's policy (null: never). */
  const passwordExpiry = (merchant: MerchantRow, now: Date): Date | null => {
    const days = merchant.settings.passwordExpiryDays;
    return days === null ? null : addMinutes(now, days * DAY_MINUTES);
  };

  return {
    requireRealAccount,
    requireAgent,
    findById: members.findById,
    findByUsername: members.findByUsername,
    findByMobile: members.findByMobile,
    /** The member owning an invitation code (any case, any type), else null. */
    findByAffiliateCode: members.findByAffiliateCode,
    /** The active agent owning an invitation code, else null. */
    async findAgentByCode(merchantId: number, code: string): Promise<MemberRow | null> {
      const owner = await members.findByAffiliateCode(merchantId, code);
      return owner && owner.status === 'active' && isAgentType(owner.type) ? owner : null;
    },
    passwordExpiry,
    isPasswordExpired(member: MemberRow): boolean {
      return (
        member.passwordExpiresAt !== null &&
        member.passwordExpiresAt.getTime() <= clock.now().getTime()
      );
    },
    /** Inserts a member; a taken username or number answers username.exists / mobile.exists. */
    async create(values: NewMember, scope?: Database): Promise<MemberRow> {
      try {
        return await repo(scope).insert(values);
      } catch (err) {
        const constraint = uniqueViolation(err);
        if (constraint === 'members_merchant_mobile_uq') throw new AppError('mobile.exists');
        if (constraint !== null) throw new AppError('username.exists');
        throw err;
      }
    },
    recordLogin(memberId: number, scope?: Database): Promise<void> {
      return repo(scope).recordLogin(memberId, clock.now());
    },
    /** Stores a new password hash (expiring under the merchant's policy); a pending temporary one lapses. */
    setPassword(
      merchant: MerchantRow,
      memberId: number,
      hash: string,
      scope?: Database,
    ): Promise<void> {
      const now = clock.now();
      return repo(scope).updatePassword(memberId, hash, now, passwordExpiry(merchant, now));
    },
    /** Sets the withdrawal password hash if it is still `expected` (compare-and-set; false otherwise). */
    setPaymentPasswordHash(
      memberId: number,
      hash: string,
      expected: string | null,
      scope?: Database,
    ): Promise<boolean> {
      return repo(scope).swapPaymentPasswordHash(memberId, hash, expected);
    },
    /** Adds a temporary password next to the current one for `hours` (forgot by e-mail). */
    setTemporaryPassword(memberId: number, hash: string, hours: number): Promise<void> {
      return members.setTemporaryPassword(memberId, hash, addMinutes(clock.now(), hours * 60));
    },
    /**
     * When `password` is the member's live temporary password, makes it the password (expired, so the
     * login asks for a change) and answers the updated member; null otherwise.
     */
    async redeemTemporaryPassword(member: MemberRow, password: string): Promise<MemberRow | null> {
      const { temporaryPasswordHash: hash, temporaryPasswordExpiresAt: until } = member;
      if (!hash || !until || until.getTime() <= clock.now().getTime()) return null;
      if (!(await verifyPassword(hash, password))) return null;
      return members.promoteTemporaryPassword(member.id, clock.now());
    },
    /** The member of a session with its upline's name (member info). */
    async info(session: SessionInfo): Promise<{ member: MemberRow; uplineName: string | null }> {
      const found = await members.findWithUpline(session.merchantId, session.memberId);
      if (!found) throw new AppError('login.not.session');
      return found;
    },
    async avatar(session: SessionInfo): Promise<string> {
      return (await sessionMember(session)).avatar;
    },
    /** Picks an avatar: PROFPIC3 must be on, and trial accounts cannot. */
    async setAvatar(merchant: MerchantRow, session: SessionInfo, avatar: string): Promise<string> {
      if (!merchants.isEnabled(merchant, 'PROFPIC3')) throw new AppError('function.not.available');
      requireRealAccount(session);
      await members.updateAvatar(session.memberId, avatar);
      return avatar;
    },
    /** Stores a language the merchant offers (any case, `en-US` style accepted). */
    async setLanguage(
      merchant: MerchantRow,
      session: SessionInfo,
      language: string,
    ): Promise<string> {
      const code = normaliseLanguage(language);
      if (!code || !merchant.languages.includes(code))
        throw fieldError('language', fieldMessageKeys.invalidLanguage);
      await members.updateLanguage(session.memberId, code);
      return code;
    },
  };
}
export type MemberService = ReturnType<typeof createMemberService>;
