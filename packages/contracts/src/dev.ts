import { z } from 'zod';
import { defineCall } from './call.ts';

/** A message that left through the outbox SMS or e-mail provider. */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  /** `+<dialling code><number>` for SMS, the address for e-mail. */
  recipient: z.string(),
  /** login, register, reset, temporary-password... */
  purpose: z.string(),
  body: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** Developer call (not in production): the merchant's newest outbox messages; e2e tests read codes here. */
export const devOutbox = defineCall({
  paths: ['/dev/outbox'],
  methods: ['GET'],
  auth: 'public',
  summary: "The merchant's newest outbox messages (development only)",
  query: z.object({
    recipient: z.string().trim().max(254).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: z.array(outboxMessageSchema),
});
