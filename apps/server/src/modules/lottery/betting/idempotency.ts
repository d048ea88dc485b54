import type { FastifyRequest } from 'fastify';
import { AppError } from '@/lib/errors.ts';
import { sha256 } from '@/lib/ids.ts';

/**
 * The betting request's optional `Idempotency-Key` header (decision 0026, Stripe's convention): the same
 * member, key and body replays the order; another body under the key is a conflict.
 */

const KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The request's Idempotency-Key, null without one; a malformed or repeated header is `request_param_err`. */
export function idempotencyKeyOf(req: FastifyRequest): string | null {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw))
    throw new AppError('request_param_err', {
      fields: { 'Idempotency-Key': '1 to 64 characters of A-Z a-z 0-9 _ -' },
    });
  return raw;
}

/**
 * JSON with object keys sorted and absent or null fields left out, so that two bodies that parse to the
 * same request (key order, `bettingSlip: null` or missing) hash the same.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value)
      .filter(([, v]) => v !== undefined && v !== null)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The request hash an order keeps: sha256 of the canonical parsed body. */
export const requestHashOf = (body: unknown): string => sha256(canonicalJson(body));
