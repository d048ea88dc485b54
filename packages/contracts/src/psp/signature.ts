import {
  SIGNATURE_MAX_SKEW_MS,
  signBody,
  signedHeaders,
  verifySignature,
} from '../provider/signature.ts';
import type { PspCallback } from './callbacks.ts';
import { pspCallback } from './callbacks.ts';

/**
 * Signing of the PSP protocol: the provider signature of design/money.md §4 (lowercase hex
 * HMAC-SHA256 of `"{X-Timestamp}.{signed bytes}"`, timestamp within 5 minutes, constant-time check).
 * Calls to the PSP also name the merchant account in `X-Account-Id` (which secret to check with).
 */
export { SIGNATURE_MAX_SKEW_MS, signBody, verifySignature };

export const PSP_ACCOUNT_HEADER = 'x-account-id';

/** What a call signs: a POST its raw body; a GET (no body) its path and query exactly as sent. */
export function signedBytesOf(method: string, pathAndQuery: string, rawBody: string): string {
  return method === 'GET' || method === 'HEAD' ? pathAndQuery : rawBody;
}

/** The headers of a signed call to the PSP made now. */
export function pspRequestHeaders(
  accountId: string,
  secret: string,
  method: 'GET' | 'POST',
  pathAndQuery: string,
  rawBody = '',
  now = Date.now(),
): Record<string, string> {
  const headers = signedHeaders(secret, signedBytesOf(method, pathAndQuery, rawBody), now);
  if (method === 'GET') delete headers['content-type'];
  return { ...headers, [PSP_ACCOUNT_HEADER]: accountId };
}

/** The headers of a callback sent now (the PSP signs it with the merchant account's secret). */
export function callbackHeaders(
  secret: string,
  rawBody: string,
  now = Date.now(),
): Record<string, string> {
  return signedHeaders(secret, rawBody, now);
}

/** The outcome of checking a callback: the parsed event, or why it was refused. */
export type CallbackVerdict =
  { ok: true; callback: PspCallback } | { ok: false; reason: 'INVALID_SIGNATURE' | 'INVALID_BODY' };

/**
 * Checks a received callback: the signature over the raw bytes first (nothing is parsed before),
 * then the body against the schema. The receiver still checks the event against its own order.
 */
export function verifyCallback(
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  rawBody: string | Buffer,
  now = Date.now(),
): CallbackVerdict {
  if (!verifySignature(secret, timestamp, signature, rawBody, now))
    return { ok: false, reason: 'INVALID_SIGNATURE' };
  let value: unknown;
  try {
    value = JSON.parse(Buffer.isBuffer(rawBody) ? rawBody.toString('utf8') : rawBody);
  } catch {
    return { ok: false, reason: 'INVALID_BODY' };
  }
  const parsed = pspCallback.safeParse(value);
  return parsed.success
    ? { ok: true, callback: parsed.data }
    : { ok: false, reason: 'INVALID_BODY' };
}
