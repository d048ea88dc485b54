import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 256-bit random session token, hex. */
export const newToken = (): string => randomBytes(32).toString('hex');

/** SHA-256 hex of a secret; tokens and codes are stored only as this. */
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A numeric verification code of `digits` digits. */
export const newNumericCode = (digits = 6): string =>
  Array.from({ length: digits }, () => randomInt(0, 10)).join('');

/** Constant-time string comparison. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
