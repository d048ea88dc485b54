import { fieldMessageKeys } from '@monsoon/contracts/register';
import type { Database } from '@/db/client.ts';
import { addMinutes, type Clock } from '@/lib/clock.ts';
import { AppError } from '@/lib/errors.ts';
import { newNumericCode, safeEqual, sha256 } from '@/lib/ids.ts';
import type { RateLimiter } from '@/lib/rate-limiter.ts';
import { enforceLimit, limits } from '@/lib/rate-limits.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import type { MerchantService } from '@/modules/merchant/merchant.service.ts';
import { fieldError } from '@/modules/member/field-errors.ts';
import type { MemberService } from '@/modules/member/member.service.ts';
import type { EmailProvider, SmsProvider } from '@/modules/outbox/outbox.providers.ts';
import { messageTexts } from '@/modules/outbox/outbox.texts.ts';
import type { RequestMeta } from '@/modules/session/session.types.ts';
import { isValidMobile } from '@/modules/system/countries.ts';
import { createVerificationRepository } from './verification.repository.ts';

/**
 * What a code is for; a code of one purpose never serves another. `bindMobile` and `bindEmail` go to the
 * number or address a logged-in member is about to bind.
 */
export type CodePurpose =
  'login' | 'register' | 'reset' | 'bindMobile' | 'bindEmail' | 'paymentPassword' | 'withdraw';

/** A checked mobile number: national digits without the trunk 0, and the `+<code><number>` recipient. */
export interface Mobile {
  dialingCode: string;
  national: string;
  recipient: string;
}

/** Who asks for a code: the IP (rate limits) and the request's language (the message's, for a new number). */
export type CodeOrigin = Pick<RequestMeta, 'ip' | 'lang'>;

/** Wrong answers a code survives. */
const MAX_ATTEMPTS = 5;
const HOUR_MS = 3_600_000;

/** The stored form of a code: SHA-256, salted by the recipient. */
const codeHash = (recipient: string, code: string): string => sha256(`${recipient}:${code}`);

interface Deps {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  sms: SmsProvider;
  email: EmailProvider;
  merchants: MerchantService;
  members: MemberService;
}

/**
 * One-time codes by SMS (and by e-mail for binding an address): 6 digits, hash only, expiry, 5 attempts,
 * single use, newest wins, throttled sends.
 */
export function createVerificationService(deps: Deps) {
  const { db, clock, limiter, sms, email, merchants, members } = deps;
  const repo = (scope?: Database) => createVerificationRepository(scope ?? db);
  const codes = repo();
  const requireAny = (merchant: MerchantRow, ...modIds: string[]) => {
    if (!modIds.some((modId) => merchants.isEnabled(merchant, modId)))
      throw new AppError('function.not.available');
  };

  /** Counts a code request against the per-IP and per-number limits (429 with retryAfterSeconds). */
  const throttle = async (merchant: MerchantRow, mobile: Mobile, ip: string) => {
    await enforceLimit(limiter, `sms:ip:${ip}`, limits.smsPerIp);
    await enforceLimit(
      limiter,
      `sms:number:${merchant.id}:${mobile.recipient}`,
      limits.smsPerNumber,
    );
    await enforceLimit(limiter, `sms:hour:${merchant.id}:${mobile.recipient}`, {
      limit: merchant.settings.sms.perNumberPerHour,
      windowMs: HOUR_MS,
    });
  };

  /**
   * Stores a new code (it replaces older ones: only the newest counts) and sends it by SMS (or e-mail) in
   * the first of `languages` the site offers (the member's, then the request's).
   */
  const send = async (
    merchant: MerchantRow,
    purpose: CodePurpose,
    recipient: string,
    languages: (string | null)[],
    channel: 'sms' | 'email' = 'sms',
  ) => {
    const expiredMinutes = merchant.settings.sms.expiredMinutes;
    const code = newNumericCode(6);
    const now = clock.now();
    await codes.insert({
      merchantId: merchant.id,
      purpose,
      recipient,
      codeHash: codeHash(recipient, code),
      expiresAt: addMinutes(now, expiredMinutes),
      createdAt: now,
    });
    const text = messageTexts(...languages).code({
      merchant: merchant.name,
      code,
      minutes: expiredMinutes,
    });
    await (channel === 'sms' ? sms : email).send(merchant.id, recipient, purpose, text);
  };

  /** The active account of this merchant with the number (codes go only to those), else null. */
  const accountOf = async (merchant: MerchantRow, mobile: Mobile) => {
    const member = await members.findByMobile(merchant.id, mobile.dialingCode, mobile.national);
    return member !== null && member.status === 'active' ? member : null;
  };

  /** Same answer for any valid number; the code goes only to an account's number (no enumeration). */
  const requestAccountCode = async (
    merchant: MerchantRow,
    purpose: CodePurpose,
    dialingCode: string | undefined,
    number: string,
    origin: CodeOrigin,
  ) => {
    const mobile = service.mobile(merchant, dialingCode, number, 'mobileNum');
    await throttle(merchant, mobile, origin.ip);
    const member = await accountOf(merchant, mobile);
    if (member) await send(merchant, purpose, mobile.recipient, [member.language, origin.lang]);
    return { expiredMinutes: merchant.settings.sms.expiredMinutes };
  };

  const service = {
    /** A number checked against the merchant's dialling codes and the country's lengths; null when invalid. */
    parseMobile(
      merchant: MerchantRow,
      dialingCode: string | null | undefined,
      number: string,
    ): Mobile | null {
      const code = dialingCode || merchant.settings.dialingCodes[0] || '';
      if (!merchant.settings.dialingCodes.includes(code) || !isValidMobile(code, number))
        return null;
      const national = number.replace(/^0/, '');
      return { dialingCode: code, national, recipient: `+${code}${national}` };
    },
    /** Like `parseMobile`, but an invalid number is a field error on `field`. */
    mobile(
      merchant: MerchantRow,
      dialingCode: string | null | undefined,
      number: string,
      field: string,
    ): Mobile {
      const mobile = service.parseMobile(merchant, dialingCode, number);
      if (!mobile) throw fieldError(field, fieldMessageKeys.invalidMobile);
      return mobile;
    },
    /** Login code (VERIFICATION3). */
    async requestLoginCode(
      merchant: MerchantRow,
      dialingCode: string | undefined,
      number: string,
      origin: CodeOrigin,
    ) {
      requireAny(merchant, 'VERIFICATION3');
      return requestAccountCode(merchant, 'login', dialingCode, number, origin);
    },
    /** Password-reset code (PWRESETSMS3 or CHNGPASSVERIF3). */
    async requestResetCode(
      merchant: MerchantRow,
      dialingCode: string | undefined,
      number: string,
      origin: CodeOrigin,
    ) {
      requireAny(merchant, 'PWRESETSMS3', 'CHNGPASSVERIF3');
      return requestAccountCode(merchant, 'reset', dialingCode, number, origin);
    },
    /** Registration code: `mobile.exists` for a number with an account (MOBILENUMREG3 or REGMOBVERF3). */
    async requestRegisterCode(
      merchant: MerchantRow,
      dialingCode: string | undefined,
      number: string,
      origin: CodeOrigin,
    ) {
      requireAny(merchant, 'MOBILENUMREG3', 'REGMOBVERF3');
      const mobile = service.mobile(merchant, dialingCode, number, 'mobileNo');
      await throttle(merchant, mobile, origin.ip);
      if (await members.findByMobile(merchant.id, mobile.dialingCode, mobile.national))
        throw new AppError('mobile.exists');
      await send(merchant, 'register', mobile.recipient, [origin.lang]);
      return { expiredMinutes: merchant.settings.sms.expiredMinutes };
    },
    /**
     * Texts a code to a number a member is about to bind (the caller checked that it is free). The
     * per-IP and per-number limits of every SMS apply.
     */
    async sendBindMobileCode(
      merchant: MerchantRow,
      mobile: Mobile,
      languages: (string | null)[],
      ip: string,
    ) {
      await throttle(merchant, mobile, ip);
      await send(merchant, 'bindMobile', mobile.recipient, languages);
      return { expiredMinutes: merchant.settings.sms.expiredMinutes };
    },
    /**
     * Texts a code to the member's own bound number to reset the withdrawal password (the withdrawals
     * module); the per-IP and per-number limits of every SMS apply.
     */
    async sendPaymentPasswordCode(
      merchant: MerchantRow,
      mobile: Mobile,
      languages: (string | null)[],
      ip: string,
    ) {
      await throttle(merchant, mobile, ip);
      await send(merchant, 'paymentPassword', mobile.recipient, languages);
      return { expiredMinutes: merchant.settings.sms.expiredMinutes };
    },
    /**
     * Texts a code to the member's own bound number to confirm a withdrawal (the withdrawals module,
     * decision 0065); the per-IP and per-number limits of every SMS apply.
     */
    async sendWithdrawCode(
      merchant: MerchantRow,
      mobile: Mobile,
      languages: (string | null)[],
      ip: string,
    ) {
      await throttle(merchant, mobile, ip);
      await send(merchant, 'withdraw', mobile.recipient, languages);
      return { expiredMinutes: merchant.settings.sms.expiredMinutes };
    },
    /**
     * E-mails a code to an address a member is about to bind (lower-cased: codes are keyed by it), with
     * the same per-IP and per-address limits as SMS.
     */
    async sendBindEmailCode(
      merchant: MerchantRow,
      address: string,
      languages: (string | null)[],
      ip: string,
    ) {
      const recipient = address.toLowerCase();
      await enforceLimit(limiter, `email:ip:${ip}`, limits.smsPerIp);
      await enforceLimit(limiter, `email:address:${merchant.id}:${recipient}`, limits.smsPerNumber);
      await send(merchant, 'bindEmail', recipient, languages, 'email');
      return { expiredMinutes: merchant.settings.sms.expiredMinutes };
    },
    /**
     * Checks a code against the newest one sent (counting the attempt, committed at once) and returns its id
     * for `consume`. Throws verification.code.invalid or verification.code.expired.
     */
    async check(
      merchantId: number,
      purpose: CodePurpose,
      recipient: string,
      code: string,
    ): Promise<number> {
      const row = await codes.findNewest(merchantId, purpose, recipient);
      if (!row || row.consumedAt) throw new AppError('verification.code.invalid');
      if (row.expiresAt.getTime() <= clock.now().getTime())
        throw new AppError('verification.code.expired');
      if (!(await codes.countAttempt(row.id, MAX_ATTEMPTS)))
        throw new AppError('verification.code.invalid');
      if (!safeEqual(row.codeHash, codeHash(recipient, code.trim())))
        throw new AppError('verification.code.invalid');
      return row.id;
    },
    /** Uses a checked code up, atomically; throws verification.code.invalid when it was used meanwhile. */
    async consume(codeId: number, scope?: Database): Promise<void> {
      if (!(await repo(scope).consume(codeId, clock.now())))
        throw new AppError('verification.code.invalid');
    },
    /** check + consume, for flows with nothing else to write in the same transaction. */
    async redeem(
      merchantId: number,
      purpose: CodePurpose,
      recipient: string,
      code: string,
    ): Promise<void> {
      await service.consume(await service.check(merchantId, purpose, recipient, code));
    },
  };
  return service;
}
export type VerificationService = ReturnType<typeof createVerificationService>;
