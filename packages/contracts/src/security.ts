import { z } from 'zod';
import { defineCall } from './call.ts';
import { fieldRuleSchema, type FieldRule } from './field-rules.ts';
import { dialingCodeText, digitsText, smsSentValueSchema } from './verification.ts';

/**
 * The security centre of the member centre (product spec §2, wire reference §4): what is bound, the
 * profile writes (nickname, real name and birthday once), mobile and e-mail binding with a code, and the
 * login history. Every write needs a live session and a real (not trial) account.
 */

/** Youngest age a birthday may give (product spec §5, §9). */
export const MIN_BIRTHDAY_AGE = 21;

/**
 * The nickname rule: 2-16 letters of any script, digits, spaces, dots, hyphens and underscores. A rule of
 * the same shape as the merchant's register rules, so site and server check it with `checkField`.
 */
export const nicknameRule: FieldRule = {
  acceptedPattern: String.raw`^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} ._\-]*$`,
  minLength: 2,
  maxLength: 16,
  patternId: 0,
  enabled: true,
  required: true,
};

/** Field-message keys of the security centre (the `member` namespace's `fieldErrors.<key>`). */
export const securityFieldKeys = {
  nicknameInvalid: 'nickname_invalid',
  birthdayInvalid: 'birthday_invalid',
  birthdayUnderage: 'birthday_underage',
  alreadySet: 'field_already_set',
  sameAsCurrent: 'same_as_current',
  nothingToChange: 'nothing_to_change',
} as const;

/** yyyy-MM-dd. */
const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');

/** What is bound and set (masked), the rules the forms check with, and what other modules add. */
export const securityConfigValueSchema = z.object({
  account: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  /** Masked, e.g. `****0002`; null when none is bound. */
  mobile: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  /** Masked, e.g. `pl***@example.com`. */
  email: z.string().nullable(),
  /** Masked real name (payee name), e.g. `J*** D***`; null until set. */
  realName: z.string().nullable(),
  /** yyyy-MM-dd, null until set. */
  birthday: dayText.nullable(),
  /** The latest birthday the merchant's today allows (at least MIN_BIRTHDAY_AGE years). */
  birthdayLatest: dayText,
  hasWithdrawalPassword: z.boolean(),
  /** Bank cards, e-wallets and crypto addresses bound (the withdrawals module contributes it). */
  bankCardCount: z.number().int().nonnegative(),
  /** The merchant's dialling codes for the mobile form. */
  dialingCodes: z.array(z.string()),
  rules: z.object({
    nickname: fieldRuleSchema,
    realName: fieldRuleSchema,
    email: fieldRuleSchema,
    mobileNum: fieldRuleSchema,
  }),
});
export type SecurityConfigValue = z.infer<typeof securityConfigValueSchema>;

export const securityConfig = defineCall({
  paths: ['/wps/v2/member/securityConfig'],
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'session',
  summary: 'What the account has bound and set (security centre)',
  value: securityConfigValueSchema,
});

/** Profile fields; each is optional, at least one must be sent. Real name and birthday are set once. */
export const updateProfileBodySchema = z.object({
  nickname: z.string().max(64).optional(),
  /** The real name (payee name): once set, read-only. */
  payeeName: z.string().max(128).optional(),
  /** yyyy-MM-dd: once set, read-only. */
  birthday: z.string().max(32).optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const updateProfile = defineCall({
  paths: ['/wps/member/info'],
  methods: ['POST', 'PUT'],
  modId: 'COMM3',
  auth: 'session',
  summary: 'Changes the nickname; sets the real name and the birthday once',
  body: updateProfileBodySchema,
  value: z.object({
    nickname: z.string(),
    realName: z.string().nullable(),
    birthday: dayText.nullable(),
  }),
});

/** Asks for a code to the mobile number about to be bound (to that number). */
export const bindMobileCode = defineCall({
  paths: ['/wps/verification/sms/bind'],
  methods: ['POST'],
  modId: 'VERIFICATION3',
  auth: 'session',
  summary: 'Sends an SMS code to a mobile number the account is about to bind',
  body: z.object({ mobileNum: digitsText, countryDialingCode: dialingCodeText.optional() }),
  value: smsSentValueSchema,
});

/** Binds (or replaces) the mobile number: the code sent to it and the login password. */
export const bindMobile = defineCall({
  paths: ['/wps/member/mobile'],
  methods: ['POST', 'PUT'],
  modId: 'COMM3',
  auth: 'session',
  summary: 'Binds a mobile number with its SMS code and the login password',
  body: z.object({
    mobileNum: digitsText,
    countryDialingCode: dialingCodeText.optional(),
    verificationCode: digitsText,
    password: z.string().max(128),
  }),
  value: z.object({ mobile: z.string(), countryDialingCode: z.string() }),
});

/** Asks for a code to the e-mail address about to be bound (to that address). */
export const bindEmailCode = defineCall({
  paths: ['/wps/verification/email/bind'],
  methods: ['POST'],
  modId: 'COMM3',
  auth: 'session',
  summary: 'E-mails a code to an address the account is about to bind',
  body: z.object({ email: z.string().trim().max(254) }),
  value: smsSentValueSchema,
});

/** Binds (or replaces) the e-mail address: the code sent to it and the login password. */
export const bindEmail = defineCall({
  paths: ['/wps/member/email'],
  methods: ['POST', 'PUT'],
  modId: 'COMM3',
  auth: 'session',
  summary: 'Binds an e-mail address with its code and the login password',
  body: z.object({
    email: z.string().trim().max(254),
    verificationCode: digitsText,
    password: z.string().max(128),
  }),
  value: z.object({ email: z.string() }),
});

/** One login attempt on the account. */
export const loginRecordSchema = z.object({
  /** Epoch ms. */
  time: z.number().int(),
  ip: z.string().nullable(),
  /** Browser and system read from the User-Agent, e.g. `Chrome · Windows`; null when unknown. */
  device: z.string().nullable(),
  /** username | sms | register | freeplay */
  loginType: z.string(),
  success: z.boolean(),
});
export type LoginRecord = z.infer<typeof loginRecordSchema>;

export const loginHistory = defineCall({
  paths: ['/wps/relay/MCSFE_getLoginHistory'],
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'session',
  summary: "The account's login attempts, newest first",
  query: z.object({
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  }),
  value: z.object({
    list: z.array(loginRecordSchema),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  }),
});
