import { z } from 'zod';

/** The success envelope every `/wps` call answers: `{ success: true, value }`. */
export const okEnvelope = <T extends z.ZodType>(value: T) =>
  z.object({ success: z.literal(true), value });

/** The failure envelope: a stable `errorCode`, a message in the request's language, optional hints. */
export const failEnvelopeSchema = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  message: z.string(),
  value: z.unknown().nullable(),
});
export type FailEnvelope = z.infer<typeof failEnvelopeSchema>;

/** Any envelope, used by clients that must branch on `success` before knowing the value shape. */
export const anyEnvelope = <T extends z.ZodType>(value: T) =>
  z.discriminatedUnion('success', [okEnvelope(value), failEnvelopeSchema]);
