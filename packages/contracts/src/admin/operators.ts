import { z } from 'zod';
import { defineAdminCall } from './call.ts';
import { idParamsSchema, isoTime } from './common.ts';
import { operatorRoles } from './permissions.ts';

/** Usernames of operators: letters, digits, dot, dash, underscore. */
const operatorUsername = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{3,32}$/);

/** An operator as the operators screen lists it (never the password or the two-factor secret). */
export const operatorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(operatorRoles),
  status: z.enum(['active', 'disabled']),
  /** False until the operator has scanned a two-factor secret and answered its first code. */
  totpEnrolled: z.boolean(),
  lockedUntil: isoTime.nullable(),
  lastSignInAt: isoTime.nullable(),
  createdAt: isoTime,
});
export type OperatorView = z.infer<typeof operatorSchema>;

export const adminOperators = defineAdminCall({
  paths: ['/admin/api/operators'],
  methods: ['GET'],
  auth: 'operator',
  permission: 'operators.read',
  summary: "The merchant's operators",
  value: z.array(operatorSchema),
});

export const adminCreateOperator = defineAdminCall({
  paths: ['/admin/api/operators'],
  methods: ['POST'],
  auth: 'operator',
  permission: 'operators.write',
  summary: 'Creates an operator; they set up two-factor sign-in at their first sign-in',
  body: z.object({
    username: operatorUsername,
    /** The first password, handed over by the owner: 10 to 128 characters. */
    password: z.string().min(10).max(128),
    role: z.enum(operatorRoles),
  }),
  value: operatorSchema,
});

export const adminSetOperatorRole = defineAdminCall({
  paths: ['/admin/api/operators/:id/role'],
  methods: ['PUT'],
  auth: 'operator',
  permission: 'operators.write',
  summary: "Changes an operator's role",
  params: idParamsSchema,
  body: z.object({ role: z.enum(operatorRoles) }),
  value: operatorSchema,
});

export const adminSetOperatorStatus = defineAdminCall({
  paths: ['/admin/api/operators/:id/status'],
  methods: ['PUT'],
  auth: 'operator',
  permission: 'operators.write',
  summary: 'Disables (ending their sessions) or re-enables an operator',
  params: idParamsSchema,
  body: z.object({ status: z.enum(['active', 'disabled']) }),
  value: operatorSchema,
});

export const adminResetOperatorTotp = defineAdminCall({
  paths: ['/admin/api/operators/:id/totp-reset'],
  methods: ['POST'],
  auth: 'operator',
  permission: 'operators.write',
  summary: "Forgets an operator's two-factor secret (they enrol again at their next sign-in)",
  params: idParamsSchema,
  value: operatorSchema,
});
