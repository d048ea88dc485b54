import type { RandomSource } from './types.ts';

const TWO_POW_32 = 4_294_967_296;

/**
 * Unbiased index in [0, n) from a stream of uint32: draws r until r < limit, where
 * limit = 2^32 - (2^32 mod n) is the largest multiple of n not above 2^32, then returns r mod n.
 */
export function pickIndex(random: RandomSource, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32)
    throw new RangeError(`pickIndex: bad range ${n}`);
  const limit = TWO_POW_32 - (TWO_POW_32 % n);
  for (;;) {
    const r = random.nextUint32();
    if (r < limit) return r % n;
  }
}
