import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { PspErrorAnswer, PspErrorCode } from '@monsoon/contracts/psp/common';
import { PSP_ERROR_STATUS } from '@monsoon/contracts/psp/common';

/** Answers a PSP error: its HTTP status and `{ error: { code, message } }`. */
export function sendError(reply: FastifyReply, code: PspErrorCode, message: string) {
  const body: PspErrorAnswer = { error: { code, message } };
  return reply.code(PSP_ERROR_STATUS[code]).send(body);
}

/** A zod failure as one readable line: `amount: integer minor units; currency: …`. */
export const issuesOf = (error: z.ZodError): string =>
  error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`)
    .join('; ');

/** Raw bytes as JSON, or undefined. */
export function parseJson(raw: unknown): unknown {
  if (!Buffer.isBuffer(raw)) return undefined;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}
