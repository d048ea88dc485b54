import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { RandomSource } from './types.ts';

/** A new secret server seed: 32 random bytes as 64 lowercase hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The commitment shown to the player before play: sha256 of the seed's UTF-8 text, lowercase hex. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

/**
 * The provably fair random stream of one round.
 *
 * Verification, step by step (any language with HMAC-SHA256 can redo it):
 * 1. Check that sha256(serverSeed as UTF-8 text) equals the hash published before the round.
 * 2. For cursor = 0, 1, 2, …: digest = HMAC-SHA256(key = serverSeed as UTF-8 text,
 *    message = `${clientSeed}:${nonce}:${cursor}` as UTF-8 text, nonce and cursor in decimal).
 * 3. Each 32-byte digest is read as eight unsigned 32-bit big-endian integers (bytes 0–3, 4–7, …, 28–31),
 *    used in that order; when they are used up, the cursor moves on to the next digest.
 * 4. Every reel stop is `pickIndex(stream, stripLength)`: take the next integer r; if
 *    r >= 2^32 - (2^32 mod stripLength) discard it and take the next one; else the stop is r mod stripLength.
 *    Reels are drawn from left to right, for the base spin and then for each free spin in order; the
 *    visible rows of a reel are the strip positions stop, stop+1, … (wrapping to the strip's start).
 */
export function createFairRandom(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): RandomSource {
  if (!Number.isSafeInteger(nonce) || nonce < 0)
    throw new RangeError(`createFairRandom: bad nonce ${nonce}`);
  let cursor = 0;
  let digest = Buffer.alloc(0);
  let offset = 32;
  return {
    nextUint32(): number {
      if (offset >= 32) {
        digest = createHmac('sha256', serverSeed)
          .update(`${clientSeed}:${nonce}:${cursor}`, 'utf8')
          .digest();
        cursor += 1;
        offset = 0;
      }
      const value = digest.readUInt32BE(offset);
      offset += 4;
      return value;
    },
  };
}
