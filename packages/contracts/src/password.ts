import { z } from 'zod';
import { defineCall } from './call.ts';
import { dialingCodeText, digitsText, smsSentValueSchema } from './verification.ts';

export const changePassword = defineCall({
  paths: ['/wps/member/password'],
  methods: ['POST'],
  modId: 'PASS3',
  auth: 'session',
  encrypted: true,
  summary: "Changes the account's password; other sessions of the account end",
  body: z.object({
    oldPassword: z.string().min(1).max(128),
    newPassword: z.string().max(128),
    confirmNewPassword: z.string().max(128),
  }),
  value: z.null(),
});

/** Forgot password by e-mail: a temporary password (to be changed at next login) is e-mailed. */
export const forgotPasswordEmail = defineCall({
  paths: ['/wps/member/password/email'],
  methods: ['POST'],
  modId: 'COMM3',
  auth: 'public',
  form: true,
  summary: 'E-mails a temporary password when username and e-mail match an account',
  body: z.object({
    username: z.string().trim().min(1).max(64),
    email: z.string().trim().min(3).max(254),
  }),
  value: z.null(),
});

/** Reset code by SMS: same answer for any valid number; only an account's number receives a code. */
export const passwordSms = defineCall({
  paths: ['/wps/member/password/sms'],
  methods: ['POST'],
  modId: 'PWRESETSMS3',
  auth: 'public',
  summary: 'Sends a password-reset SMS code to the number of an account',
  body: z.object({ mobileNum: digitsText, countryDialingCode: dialingCodeText.optional() }),
  value: smsSentValueSchema,
});

/** Sets a new password with the reset code; answers the username so the client logs in with it. */
export const passwordVerification = defineCall({
  paths: ['/wps/member/password/verification'],
  methods: ['POST'],
  modId: 'CHNGPASSVERIF3',
  auth: 'public',
  encrypted: true,
  summary: 'Sets a new password with an SMS reset code',
  body: z.object({
    mobileNum: digitsText,
    countryDialingCode: dialingCodeText.optional(),
    verificationCode: digitsText,
    newPassword: z.string().max(128),
    confirmNewPassword: z.string().max(128).nullish(),
  }),
  value: z.object({ username: z.string() }),
});
