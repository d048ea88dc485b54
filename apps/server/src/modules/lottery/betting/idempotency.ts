import type { FastifyRequest } from 'fastify';
import { AppError } from '@/lib/errors.ts';
import { sha256 } from '@/lib/ids.ts';

/**
 * The betting request's key (decisions 0026 and 0030): the `Idempotency-Key` header (Stripe's
 * convention), else the wire's `t` parameter of the betting URL (wire-api §7: epoch ms, which a retrying
 * legacy client repeats), scoped to the member like the header. The same member, key and request
 * replays the order, or its stored refusal; another request under the key is a conflict.
 */

const KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The request's key: its Idempotency-Key, else `t:` and the URL's `t` (the `:` keeps the two apart, a
 * header key cannot hold one). A malformed header is `request_param_err`; neither is
 * `lottery.order.key.required`: without a key every retry would place a new order.
 */
export function idempotencyKeyOf(req: FastifyRequest, t: number | undefined): string {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) {
    if (t === undefined) throw new AppError('lottery.order.key.required');
    return `t:${t}`;
  }
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

/** The request hash an order keeps: sha256 of the canonical parsed body with the asset and currency it is staked in. */
export const requestHashOf = (body: unknown, asset: string, currency: string): string =>
  sha256(canonicalJson({ asset, body, currency }));
