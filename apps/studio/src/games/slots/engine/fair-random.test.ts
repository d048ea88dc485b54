import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createFairRandom,
  hashServerSeed,
  newServerSeed,
} from '@/games/slots/engine/fair-random.ts';
import { pickIndex } from '@/games/slots/engine/pick.ts';
import { createSimRandom } from '@/games/slots/engine/sim-random.ts';
import type { RandomSource } from '@/games/slots/engine/types.ts';

const take = (random: RandomSource, n: number) =>
  Array.from({ length: n }, () => random.nextUint32());

describe('provably fair stream', () => {
  it('makes 32-byte hex server seeds and commits to them with sha256', () => {
    const seed = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(seed);
    expect(hashServerSeed(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  });

  it('reads each HMAC digest as eight big-endian uint32, cursor by cursor', () => {
    const values = take(createFairRandom('server', 'client', 7), 9);
    const d0 = createHmac('sha256', 'server').update('client:7:0').digest();
    const d1 = createHmac('sha256', 'server').update('client:7:1').digest();
    expect(values.slice(0, 8)).toEqual(Array.from({ length: 8 }, (_, i) => d0.readUInt32BE(i * 4)));
    expect(values[8]).toBe(d1.readUInt32BE(0));
  });

  it('is the same for the same seeds and nonce, and different for another nonce', () => {
    const a = take(createFairRandom('s', 'c', 1), 20);
    expect(take(createFairRandom('s', 'c', 1), 20)).toEqual(a);
    expect(take(createFairRandom('s', 'c', 2), 20)).not.toEqual(a);
    expect(take(createFairRandom('s', 'd', 1), 20)).not.toEqual(a);
  });
});

describe('pickIndex', () => {
  it('stays in [0, n) and rejects the biased top of the uint32 range', () => {
    const scripted = (values: number[]): RandomSource => ({
      nextUint32: () => values.shift() ?? 0,
    });
    // n = 3: limit = 2^32 - (2^32 mod 3) = 4294967295, so 4294967295 is rejected.
    expect(pickIndex(scripted([4_294_967_295, 5]), 3)).toBe(2);
    expect(pickIndex(scripted([4_294_967_294]), 3)).toBe(4_294_967_294 % 3);
    expect(pickIndex(scripted([123]), 1)).toBe(0);
    expect(() => pickIndex(scripted([]), 0)).toThrow(RangeError);
  });

  it('is uniform (chi-square over 60,000 draws of 7 values)', () => {
    const random = createSimRandom(42);
    const counts = Array.from({ length: 7 }, () => 0);
    for (let i = 0; i < 60_000; i += 1) counts[pickIndex(random, 7)]! += 1;
    const expected = 60_000 / 7;
    const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(22.46); // p = 0.001 for 6 degrees of freedom
  });
});

describe('simulation PRNG', () => {
  it('is deterministic by seed and returns uint32', () => {
    const a = take(createSimRandom(1), 1000);
    expect(take(createSimRandom(1), 1000)).toEqual(a);
    expect(take(createSimRandom(2), 1000)).not.toEqual(a);
    expect(a.every((v) => Number.isInteger(v) && v >= 0 && v < 2 ** 32)).toBe(true);
  });
});
