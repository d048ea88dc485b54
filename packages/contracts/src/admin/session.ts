import { z } from 'zod';
import { defineAdminCall } from './call.ts';
import { operatorRoles } from './permissions.ts';

/** The signed-in operator as the back office shows it. */
export const operatorMeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(operatorRoles),
  /** The permissions of the role (the back office shows only what they allow). */
  permissions: z.array(z.string()),
  merchant: z.object({ code: z.string(), name: z.string(), currency: z.string() }),
});
export type OperatorMe = z.infer<typeof operatorMeSchema>;

/** What a signed-in session answers: the operator and the CSRF token its writes must carry. */
export const operatorSessionSchema = z.object({
  operator: operatorMeSchema,
  /** Sent back as the `X-CSRF-Token` header on every write. */
  csrfToken: z.string(),
});
export type OperatorSession = z.infer<typeof operatorSessionSchema>;

/** First sign-in step: the password. */
export const adminSignInPassword = defineAdminCall({
  paths: ['/admin/api/session/password'],
  methods: ['POST'],
  auth: 'public',
  summary: 'Back office sign-in, step 1: username and password',
  body: z.object({
    username: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(128),
  }),
  value: z.object({
    /** Presented with the code in step 2; valid for a few minutes. */
    challenge: z.string(),
    /**
     * Set when the operator has no two-factor secret yet (new, or reset by an owner): scan the QR code
     * (or type the secret) into an authenticator app, then answer its code in step 2.
     */
    enrolment: z
      .object({ otpauthUri: z.string(), secret: z.string(), qrSvgDataUri: z.string() })
      .nullable(),
  }),
});

/** Second sign-in step: the 6-digit code of the authenticator app (RFC 6238). */
export const adminSignInTotp = defineAdminCall({
  paths: ['/admin/api/session/totp'],
  methods: ['POST'],
  auth: 'public',
  summary: 'Back office sign-in, step 2: the two-factor code; sets the session cookie',
  body: z.object({
    challenge: z.string().trim().min(1).max(128),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/),
  }),
  value: operatorSessionSchema,
});

/** The signed-in operator (and the CSRF token again, after a reload). */
export const adminSession = defineAdminCall({
  paths: ['/admin/api/session'],
  methods: ['GET'],
  auth: 'operator',
  permission: null,
  summary: 'The signed-in operator',
  value: operatorSessionSchema,
});

/** Signs out: ends the session and clears the cookie. */
export const adminSignOut = defineAdminCall({
  paths: ['/admin/api/session'],
  methods: ['DELETE'],
  auth: 'operator',
  permission: null,
  summary: 'Back office sign-out',
  value: z.null(),
});
