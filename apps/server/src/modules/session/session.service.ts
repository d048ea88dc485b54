import { randomBytes, randomInt } from 'node:crypto';
import type { ErrorCode } from '@monsoon/contracts/errors';
import type { SessionValue } from '@monsoon/contracts/session';
import type { Database } from '@/db/client.ts';
import { addMinutes, type Clock } from '@/lib/clock.ts';
import { AppError } from '@/lib/errors.ts';
import { dummyHash, hashPassword, verifyPassword } from '@/lib/password.ts';
import { enforceLimit, limits } from '@/lib/rate-limits.ts';
import type { MemberRow } from '@/modules/member/member.repository.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import type { Mobile } from '@/modules/verification/verification.service.ts';
import type { RateLimiter } from '@/lib/rate-limiter.ts';
import type { CaptchaService } from '@/modules/captcha/captcha.service.ts';
import type { MemberService } from '@/modules/member/member.service.ts';
import type { MerchantService } from '@/modules/merchant/merchant.service.ts';
import type { VerificationService } from '@/modules/verification/verification.service.ts';
import type { SessionStore } from './session.store.ts';
import { createAccountWithSession } from './account-opening.ts';
import type { LoginFailuresRepository } from './login-failures.repository.ts';
import { presentSession } from './session.presenter.ts';
import { TRIAL_TYPE, type RequestMeta, type SessionInfo } from './session.types.ts';

/** The password that always forces a change at login (product spec §9). */
const DEFAULT_PASSWORD = '123456';
/** Failed logins older than this no longer count towards the captcha. */
const FAILURE_MEMORY_MINUTES = 24 * 60;
const TRIAL_NAME_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random trial username: `fp` and 8 letters or digits. */
const trialUsername = (): string =>
  `fp${Array.from({ length: 8 }, () => TRIAL_NAME_ALPHABET.charAt(randomInt(TRIAL_NAME_ALPHABET.length))).join('')}`;

/** A login attempt, by password or by SMS code. */
export interface LoginInput {
  /** Username, or the mobile number when `sms`. */
  username: string;
  /** Password, or the SMS code when `sms`. */
  password: string;
  captcha: string | null | undefined;
  sms: boolean;
  /** Third-party (firebase) sign-in, which no merchant offers yet. */
  thirdParty?: boolean;
  countryDialingCode: string | undefined;
  deviceId: string | null | undefined;
}

/** What the account services (login, registration) are built from. */
export interface AccountDeps {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  merchants: MerchantService;
  members: MemberService;
  verification: VerificationService;
  captcha: CaptchaService;
  sessions: SessionStore;
}

/**
 * A login attempt's outcome; `temporary`: the password was a temporary one, now to be changed. A failure
 * names the account when one was found (its login history records the attempt).
 */
type Attempt =
  { member: MemberRow; temporary: boolean } | { failure: ErrorCode; memberId: number | null };

/** Login (password or SMS code, captcha after failures, rate limits), free play and logout. */
export function createSessionService(deps: AccountDeps & { failures: LoginFailuresRepository }) {
  const { clock, limiter, merchants, members, verification, captcha, sessions, failures } = deps;
  const since = () => addMinutes(clock.now(), -FAILURE_MEMORY_MINUTES);

  const byPassword = async (merchant: MerchantRow, input: LoginInput): Promise<Attempt> => {
    const member = await members.findByUsername(merchant.id, input.username);
    // Unknown names verify against a dummy hash: same work, same answer.
    const ok = await verifyPassword(member?.passwordHash ?? (await dummyHash), input.password);
    if (!member) return { failure: 'login.failed', memberId: null };
    if (member.status !== 'active') return { failure: 'login.failed', memberId: member.id };
    if (ok) return { member, temporary: false };
    const promoted = await members.redeemTemporaryPassword(member, input.password);
    return promoted
      ? { member: promoted, temporary: true }
      : { failure: 'login.failed', memberId: member.id };
  };

  const bySmsCode = async (
    merchant: MerchantRow,
    input: LoginInput,
    mobile: Mobile,
  ): Promise<Attempt> => {
    const owner = () => members.findByMobile(merchant.id, mobile.dialingCode, mobile.national);
    try {
      await verification.redeem(merchant.id, 'login', mobile.recipient, input.password);
    } catch (err) {
      if (err instanceof AppError)
        return { failure: err.code, memberId: (await owner())?.id ?? null };
      throw err;
    }
    const member = await owner();
    if (member && member.status === 'active') return { member, temporary: false };
    return { failure: 'login.failed', memberId: member?.id ?? null };
  };

  /** Once an account key has enough failures, a correct captcha (one use) is required. */
  const checkCaptcha = async (
    merchant: MerchantRow,
    key: string,
    input: LoginInput,
    meta: RequestMeta,
  ) => {
    const count = await failures.count(merchant.id, key, since());
    if (count < merchant.settings.captchaAfterFailures) return;
    if (!input.captcha) throw new AppError('captcha.required', { captcha: true });
    if (!(await captcha.verify(merchant.id, meta.captchaId, input.captcha))) {
      throw new AppError('captcha.invalid', { captcha: true });
    }
  };

  return {
    /** Logs in; failures answer login.failed (or a code error) with `value.captcha`. */
    async login(
      merchant: MerchantRow,
      input: LoginInput,
      meta: RequestMeta,
    ): Promise<SessionValue> {
      if (input.thirdParty || (input.sms && !merchants.isEnabled(merchant, 'MOBILEVERCODELOGIN3')))
        throw new AppError('function.not.available');
      const mobile = input.sms
        ? verification.mobile(merchant, input.countryDialingCode, input.username, 'username')
        : null;
      const key = mobile ? mobile.recipient : input.username.trim().toLowerCase();
      await enforceLimit(limiter, `login:ip:${meta.ip}`, limits.loginPerIp);
      await enforceLimit(limiter, `login:account:${merchant.id}:${key}`, limits.loginPerAccount);
      await checkCaptcha(merchant, key, input, meta);

      const attempt = mobile
        ? await bySmsCode(merchant, input, mobile)
        : await byPassword(merchant, input);
      if ('failure' in attempt) {
        if (attempt.memberId !== null)
          await sessions.recordFailure({
            merchantId: merchant.id,
            memberId: attempt.memberId,
            loginType: mobile ? 'sms' : 'username',
            failure: attempt.failure,
            ip: meta.ip,
            userAgent: meta.userAgent ?? null,
            deviceId: input.deviceId ?? null,
          });
        const count = await failures.increment(merchant.id, key, clock.now(), since());
        throw new AppError(attempt.failure, {
          captcha: count >= merchant.settings.captchaAfterFailures,
        });
      }
      const { member, temporary } = attempt;
      await failures.reset(merchant.id, key);
      const { token } = await sessions.open({
        merchantId: merchant.id,
        memberId: member.id,
        loginType: mobile ? 'sms' : 'username',
        ip: meta.ip,
        deviceId: input.deviceId ?? null,
        userAgent: meta.userAgent ?? null,
      });
      await members.recordLogin(member.id);
      const passwordExpired = members.isPasswordExpired(member);
      const forced = passwordExpired && merchants.isEnabled(merchant, 'PWDEXPFORCECHANGE3');
      return presentSession(member, token, {
        firstTimeLogin: member.firstTimeLogin,
        passwordExpired,
        changePasswordRequired:
          temporary || (!mobile && (input.password === DEFAULT_PASSWORD || forced)),
      });
    },

    /** Creates a trial account (type 4, random name `fp` + 8 characters, random password) with a session. */
    async freePlay(merchant: MerchantRow, meta: RequestMeta): Promise<SessionValue> {
      if (!merchants.isEnabled(merchant, 'FREEPLAY3')) throw new AppError('function.not.available');
      await enforceLimit(limiter, `freeplay:ip:${meta.ip}`, limits.freePlayPerIp);
      const passwordHash = await hashPassword(randomBytes(18).toString('base64url'));
      for (let attempt = 0; ; attempt++) {
        const username = trialUsername();
        try {
          const { member, token } = await createAccountWithSession(
            deps,
            {
              merchantId: merchant.id,
              username,
              passwordHash,
              nickname: username,
              type: TRIAL_TYPE,
              firstTimeLogin: false,
              lastLoginAt: clock.now(),
              registerIp: meta.ip,
            },
            {
              loginType: 'freeplay',
              ip: meta.ip,
              deviceId: null,
              userAgent: meta.userAgent ?? null,
              login: true,
            },
          );
          return presentSession(member, token, {
            firstTimeLogin: true,
            passwordExpired: false,
            changePasswordRequired: false,
          });
        } catch (err) {
          // A clash of random names is retried a couple of times.
          if (!(err instanceof AppError && err.code === 'username.exists') || attempt >= 2)
            throw err;
        }
      }
    },

    /** One page of the session's member's login attempts, newest first (real accounts only). */
    async loginHistory(session: SessionInfo, pageNo: number, pageSize: number) {
      members.requireRealAccount(session);
      return sessions.loginHistory(
        session.merchantId,
        session.memberId,
        pageSize,
        (pageNo - 1) * pageSize,
      );
    },

    /** Ends the session of the request's token. */
    async logout(session: SessionInfo): Promise<void> {
      await sessions.revoke(session.sessionId, 'logout');
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
