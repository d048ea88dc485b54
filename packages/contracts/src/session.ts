import { z } from 'zod';
import { defineCall } from './call.ts';
import { dialingCodeText } from './verification.ts';

/** What login, free play and registration answer: the session token and the account it belongs to. */
export const sessionValueSchema = z.object({
  /** Raw session token, sent back as `Authorization` (no "Bearer"). */
  token: z.string(),
  id: z.number().int(),
  /** Same as `id` (registration clients read `customerId`). */
  customerId: z.number().int(),
  userName: z.string(),
  /** 0 member, 1/2/41/42 agent, 4 trial account. */
  customerType: z.number().int(),
  /** True on the account's first login (reported once, then cleared). */
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The site must force a password change: password 123456, or expired with PWDEXPFORCECHANGE3 on. */
  changePasswordRequired: z.boolean(),
});
export type SessionValue = z.infer<typeof sessionValueSchema>;

/** `value` of a failed login: `captcha` true means "show the captcha field now". */
export const loginFailureValueSchema = z.object({ captcha: z.boolean() });

/** A flag some clients send as a boolean, others as "true"/"1". */
const looseFlag = z.union([z.boolean(), z.string().max(8), z.number()]).nullish();

/** Login request (wire §2); geetest fields are accepted and ignored. */
export const loginBodySchema = z.object({
  /** Username, or the mobile number for an SMS login. */
  username: z.string().trim().min(1).max(64),
  /** Password, or the SMS code for an SMS login. */
  password: z.string().min(1).max(128),
  captcha: z.string().trim().max(16).nullish(),
  /**
   * `username` (one client sends "1"), `sms`, or `firebase` (third-party sign-in, product spec §3: not
   * offered yet, answered function.not.available).
   */
  type: z.enum(['username', 'sms', '1', 'firebase']).default('username'),
  /** SMS login: the number's dialling code (default: the merchant's first one). */
  countryDialingCode: dialingCodeText.optional(),
  loginDeviceId: z.string().max(128).nullish(),
  isSms: looseFlag,
  isOfficialAppLogin: looseFlag,
});

export const login = defineCall({
  paths: ['/wps/session/login'],
  methods: ['POST'],
  modId: 'COMM3',
  auth: 'public',
  encrypted: true,
  summary: 'Logs in by username and password, or by mobile number and SMS code',
  body: loginBodySchema,
  value: sessionValueSchema,
});

/** Test-only plain login, served only when ENABLE_UNSECURE_LOGIN is true. */
export const loginUnsecure = defineCall({
  paths: ['/wps/session/login/unsecure'],
  methods: ['POST'],
  auth: 'public',
  summary: 'Plain login for test environments (ENABLE_UNSECURE_LOGIN)',
  body: z.object({
    username: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(128),
  }),
  value: sessionValueSchema,
});

/** Free play: a fresh trial account (customer type 4) with a session. */
export const loginFreePlay = defineCall({
  paths: ['/wps/session/login/freeplay'],
  methods: ['POST'],
  modId: 'FREEPLAY3',
  auth: 'public',
  summary: 'Creates a trial account and logs it in (FREEPLAY3)',
  body: z
    .object({ os: z.string().max(64).nullish(), platform: z.string().max(16).nullish() })
    .nullish(),
  value: sessionValueSchema,
});

export const logout = defineCall({
  paths: ['/wps/session/logout'],
  methods: ['DELETE', 'POST'],
  modId: 'COMM3',
  auth: 'session',
  summary: 'Ends the session of the token',
  value: z.null(),
});

/** Name of the cookie that ties a captcha image to its answer. */
export const captchaCookieName = 'captchaId';

export const captchaImage = defineCall({
  paths: ['/wps/captcha'],
  methods: ['GET'],
  modId: 'CAPTCHA3',
  auth: 'public',
  summary: 'A new captcha image (base64 PNG, no data: prefix); sets the captchaId cookie',
  query: z.object({ t: z.string().max(32).optional(), _: z.string().max(32).optional() }),
  value: z.string(),
});
