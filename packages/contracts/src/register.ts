import { z } from 'zod';
import { defineCall } from './call.ts';
import { sessionValueSchema } from './session.ts';
import { dialingCodeText, digitsText } from './verification.ts';

/**
 * `value` of an `invalid.request` failure about form fields: `fields` maps each bad field to the i18n key
 * of its message (`reg_pattern_<id>`, `input_cannot_be_empty`, or a key of `fieldMessageKeys`); `limits`
 * carries the (min) and (max) the message shows.
 */
export const fieldErrorsValueSchema = z.object({
  fields: z.record(z.string(), z.string()),
  limits: z
    .record(z.string(), z.object({ min: z.number().int(), max: z.number().int() }))
    .optional(),
});
export type FieldErrorsValue = z.infer<typeof fieldErrorsValueSchema>;

/** The i18n keys (site namespace) the server puts in `value.fields` besides the field-rule ones. */
export const fieldMessageKeys = {
  required: 'input_cannot_be_empty',
  invalidMobile: 'invalid_phone_number',
  invalidLanguage: 'invalid_language',
} as const;

/** Optional free text of a register form field. */
const text = (max = 100) => z.string().trim().max(max).nullish();
/** Optional digits typed by a person (string or number on the wire). */
const digits = digitsText.nullish();

/** Every register field of the wire (§3); fields the merchant does not enable are ignored. */
export const registerBodySchema = z.object({
  username: text(64),
  password: z.string().max(128).nullish(),
  confirmPassword: z.string().max(128).nullish(),
  payeeName: text(),
  email: text(),
  qqNum: digits,
  mobileNum: digits,
  recommenderId: text(64),
  captcha: text(16),
  verificationCode: digits,
  affiliateCode: text(64),
  referralCode: text(64),
  paymentPassword: z.string().max(64).nullish(),
  line: text(),
  whatsapp: digits,
  facebook: text(),
  wechat: text(),
  idNumber: text(64),
  countryDialingCode: dialingCodeText.nullish(),
  domain: text(253),
  registerUrl: text(2048),
  registerMethod: text(16),
  /** Open a session and answer its token (default true). */
  login: z.union([z.boolean(), z.enum(['true', 'false'])]).nullish(),
  loginDeviceId: text(128),
  merchantCode: text(64),
  firebaseChannel: text(64),
  firebaseIdToken: text(4096),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** The new account's session; `token` is null when the request asked for no login. */
export const registerValueSchema = sessionValueSchema.extend({ token: z.string().nullable() });
export type RegisterValue = z.infer<typeof registerValueSchema>;

export const registerUsername = defineCall({
  paths: ['/wps/member/register'],
  methods: ['PUT'],
  modId: 'REG3',
  auth: 'public',
  encrypted: true,
  summary: 'Registers an account by username (USERNAMEREG3); answers a session',
  body: registerBodySchema,
  value: registerValueSchema,
});

export const registerMobile = defineCall({
  paths: ['/wps/member/register/mobile'],
  methods: ['PUT'],
  modId: 'MOBILENUMREG3',
  auth: 'public',
  encrypted: true,
  summary: 'Registers an account by mobile number and SMS code (MOBILENUMREG3); answers a session',
  body: registerBodySchema,
  value: registerValueSchema,
});

/** Invitation-code check: success only for an agent's code of this merchant (else invitation_code_error). */
export const affiliateCheck = defineCall({
  paths: ['/wps/agent/affiliate'],
  methods: ['GET'],
  modId: 'AFFMAN3',
  auth: 'public',
  summary: "Checks an agent's invitation code",
  query: z.object({
    code: z.string().trim().max(64).default(''),
    domain: z.string().max(253).optional(),
  }),
  value: z.object({ valid: z.literal(true), code: z.string() }),
});
