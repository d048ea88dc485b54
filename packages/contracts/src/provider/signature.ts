import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signed calls between the server and a vendor (design/money.md §4). */
export const SIGNATURE_HEADER = 'x-signature';
export const TIMESTAMP_HEADER = 'x-timestamp';
/** A signed call older or newer than this is refused as stale. */
export const SIGNATURE_MAX_SKEW_MS = 5 * 60_000;

/** Lowercase hex HMAC-SHA256 of `"{timestamp}.{raw body}"`. */
export function signBody(secret: string, timestamp: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** The headers of a signed call made now. */
export function signedHeaders(
  secret: string,
  rawBody: string,
  now = Date.now(),
): Record<string, string> {
  const timestamp = String(now);
  return {
    'content-type': 'application/json',
    'x-timestamp': timestamp,
    'x-signature': signBody(secret, timestamp, rawBody),
  };
}

/** Checks timestamp freshness and the signature over the raw bytes, in constant time. */
export function verifySignature(
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  rawBody: string | Buffer,
  now = Date.now(),
): boolean {
  if (
    !timestamp ||
    !signature ||
    !/^\d{1,16}$/.test(timestamp) ||
    !/^[0-9a-f]{64}$/.test(signature)
  )
    return false;
  if (Math.abs(now - Number(timestamp)) > SIGNATURE_MAX_SKEW_MS) return false;
  const expected = Buffer.from(signBody(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
