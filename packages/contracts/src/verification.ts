import { z } from 'zod';
import { defineCall } from './call.ts';

/** Digits typed by a person: accepted as a string or a number, trimmed, at most 20 characters. */
export const digitsText = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().max(20));

/** A dialling code such as `63` or `+63`; the merchant's first one is used when absent. */
export const dialingCodeText = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim().replace(/^\+/, ''))
  .pipe(z.string().regex(/^\d{1,4}$/));

/** Answer of every SMS code request: the resend countdown is `expiredMinutes` x 60 s. */
export const smsSentValueSchema = z.object({ expiredMinutes: z.number().int().positive() });

/** `value` of a TOO_MANY_REQUESTS failure on a code request: seconds before another request is accepted. */
export const retryAfterValueSchema = z.object({
  retryAfterSeconds: z.number().int().nonnegative(),
});

/** Login code (SMS login). Answers the same for any valid number; only an account's number receives a code. */
export const smsNoLogin = defineCall({
  paths: ['/wps/verification/sms/noLogin'],
  methods: ['POST'],
  modId: 'VERIFICATION3',
  auth: 'public',
  summary: 'Sends an SMS login code to the number of an account (same answer for any valid number)',
  body: z.object({
    mobileNum: digitsText,
    countryDialingCode: dialingCodeText.optional(),
  }),
  value: smsSentValueSchema,
});

/** Registration code; `mobile.exists` when the number already has an account. */
export const smsRegister = defineCall({
  paths: ['/wps/verification/sms/register'],
  methods: ['POST'],
  modId: 'REGMOBVERF3',
  auth: 'public',
  summary: 'Sends an SMS code for registration (mobile registration or REGMOBVERF3)',
  body: z.object({
    mobileNo: digitsText,
    countryDialingCode: dialingCodeText.optional(),
    /** Which form asks (sent by the site, not interpreted). */
    regType: z.union([z.string().max(20), z.number()]).nullish(),
  }),
  value: smsSentValueSchema,
});
