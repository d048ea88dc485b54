import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  LOTTERY_GAMES,
  lotteryGameByCode,
  type LotteryGame,
} from '@monsoon/contracts/lottery/games';
import { deriveFromAsyncBlocks, publishedResult } from '@monsoon/contracts/lottery/fair-derive';
import { VN_PRIZE_STRUCTURE, type DrawResult } from '@monsoon/contracts/lottery/model';
import { presentDraw, winNo } from '@/modules/lottery/lgw.presenter.ts';
import {
  canonicalJson,
  deriveResult,
  newServerSeed,
  nodeDrawBlocks,
  seedHash,
  verifyDraw,
} from './fair.ts';

const SEED = '8f1c2a3b4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8';
const game = (code: string): LotteryGame => {
  const found = lotteryGameByCode(code);
  if (!found) throw new Error(code);
  return found;
};
const isInt = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/** Problems with a result's shape for its game; empty when well-formed. */
function problems(g: LotteryGame, r: DrawResult): string[] {
  const out: string[] = [];
  if (r.kind !== g.kind) return [`kind ${r.kind}`];
  if (r.kind === 'DICE3' && !(r.dice.length === 3 && r.dice.every((d) => isInt(d, 1, 6))))
    out.push('dice');
  if (r.kind === 'DIGIT5' && !(r.digits.length === 5 && r.digits.every((d) => isInt(d, 0, 9))))
    out.push('digits');
  if (r.kind === 'RACE10' && [...r.order].sort((a, b) => a - b).join() !== '1,2,3,4,5,6,7,8,9,10')
    out.push('order');
  if (
    r.kind === 'PICK11X5' &&
    !(new Set(r.numbers).size === 5 && r.numbers.every((n) => isInt(n, 1, 11)))
  )
    out.push('numbers');
  if (r.kind === 'VN' && g.kind === 'VN') {
    if (r.region !== g.region) out.push('region');
    const structure = VN_PRIZE_STRUCTURE[g.region === 'NORTH' ? 'NORTH' : 'CENTRAL_SOUTH'];
    expect(Object.keys(r.prizes).sort()).toEqual(Object.keys(structure).sort());
    for (const [tier, spec] of Object.entries(structure)) {
      const numbers = r.prizes[tier as keyof typeof structure] ?? [];
      if (numbers.length !== spec.count) out.push(`${tier} count`);
      if (!numbers.every((n) => new RegExp(`^\\d{${spec.digits}}$`).test(n)))
        out.push(`${tier} digits`);
    }
  }
  return out;
}

describe('seeds and commitments', () => {
  it('makes 64-hex seeds, each new', () => {
    const a = newServerSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(a);
  });

  it('commits to sha256 of the seed text, as any sha256 tool computes it', () => {
    expect(seedHash(SEED)).toBe(createHash('sha256').update(SEED).digest('hex'));
    expect(seedHash('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});

describe('deriveResult', () => {
  it('is deterministic and depends on game, numero and seed', () => {
    const k3 = game('K3_1');
    const r = deriveResult(k3, '20250101-0001', SEED);
    expect(deriveResult(k3, '20250101-0001', SEED)).toEqual(r);
    const others = [
      deriveResult(game('PK10_1'), '20250101-0001', SEED),
      deriveResult(game('VN_NORTH'), '20250101', SEED),
      ...['0002', '0003', '0004', '0005'].map((n) => deriveResult(k3, `20250101-${n}`, SEED)),
    ];
    expect(others.some((o) => canonicalJson(o) !== canonicalJson(r))).toBe(true);
  });

  it('reads the documented byte stream (pinned: dice from the first HMAC block)', () => {
    const block = createHmac('sha256', SEED).update('K3_1:20250101-0001:0').digest();
    const dice = [...block]
      .filter((b) => b < 252)
      .slice(0, 3)
      .map((b) => (b % 6) + 1);
    expect(deriveResult(game('K3_1'), '20250101-0001', SEED)).toEqual({ kind: 'DICE3', dice });
  });

  it('gives well-formed results for every game over many seeds', () => {
    for (const g of LOTTERY_GAMES) {
      for (let i = 0; i < 40; i += 1) {
        const seed = createHash('sha256').update(`seed-${g.code}-${i}`).digest('hex');
        const numero = g.kind === 'VN' ? '20250106' : `20250106-${String(i + 1).padStart(4, '0')}`;
        expect(problems(g, deriveResult(g, numero, seed)), `${g.code} ${i}`).toEqual([]);
      }
    }
  });

  it('keeps leading zeros in Vietnamese numbers and draws 27 north / 18 station numbers', () => {
    const north = deriveResult(game('VN_NORTH'), '20250106', SEED);
    const south = deriveResult(game('VN_S_HCM'), '20250106', SEED);
    if (north.kind !== 'VN' || south.kind !== 'VN') throw new Error('kind');
    expect(Object.values(north.prizes).flat()).toHaveLength(27);
    expect(Object.values(south.prizes).flat()).toHaveLength(18);
    expect(south.prizes.DB?.[0]).toMatch(/^\d{6}$/);
    expect(north.prizes.G8).toBeUndefined();
    // Over many draws some special prize starts with 0, and is still 5 characters long.
    const specials = Array.from({ length: 200 }, (_, i) =>
      deriveResult(game('VN_NORTH'), `2025${i}`, SEED),
    ).flatMap((r) => (r.kind === 'VN' ? (r.prizes.DB ?? []) : []));
    expect(specials.some((s) => s.startsWith('0'))).toBe(true);
    expect(specials.every((s) => s.length === 5)).toBe(true);
  });
});

describe('the shared derivation (what the site re-checks in the browser)', () => {
  it('gives what deriveResult draws, over precomputed blocks, for every game and many seeds', async () => {
    for (const g of LOTTERY_GAMES) {
      for (let i = 0; i < 10; i += 1) {
        const seed = createHash('sha256').update(`shared-${g.code}-${i}`).digest('hex');
        const numero = g.kind === 'VN' ? '20250106' : `20250106-${String(i + 1).padStart(4, '0')}`;
        const blocks = nodeDrawBlocks(g.code, numero, seed);
        const browser = await deriveFromAsyncBlocks(g, (c) => Promise.resolve(blocks(c)), 1);
        expect(canonicalJson(browser), `${g.code} ${i}`).toBe(
          canonicalJson(deriveResult(g, numero, seed)),
        );
      }
    }
  });

  it('publishes results in the form the browser compares (winNo and prizes of the results calls)', () => {
    for (const g of LOTTERY_GAMES) {
      const numero = g.kind === 'VN' ? '20250106' : '20250106-0001';
      const result = deriveResult(g, numero, SEED);
      const shown = presentDraw(
        {
          gameCode: g.code,
          numero,
          status: 'drawn',
          result,
          seed: SEED,
          seedHash: seedHash(SEED),
          drawAt: new Date(0),
        } as Parameters<typeof presentDraw>[0],
        'EN',
      );
      expect(publishedResult(result), g.code).toEqual({ winNo: shown.winNo, prizes: shown.prizes });
      expect(publishedResult(result).winNo).toBe(winNo(result));
    }
  });
});

describe('distribution (fixed seed, so the test cannot flake)', () => {
  /** Pearson's chi-square statistic of observed counts against equal expectation. */
  const chiSquare = (counts: number[]) => {
    const total = counts.reduce((a, b) => a + b, 0);
    const expected = total / counts.length;
    return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
  };

  it('rolls fair dice: 100,000 dice faces within chi-square bounds', () => {
    const faces = [0, 0, 0, 0, 0, 0];
    const k3 = game('K3_1');
    for (let i = 0; i < 33_334; i += 1) {
      const r = deriveResult(k3, `20250101-${i}`, SEED);
      if (r.kind === 'DICE3') for (const d of r.dice) faces[d - 1]! += 1;
    }
    // 5 degrees of freedom: p = 0.001 at 20.52.
    expect(chiSquare(faces)).toBeLessThan(20.52);
  });

  it('puts every car first and every digit everywhere about equally often', () => {
    const firsts = new Array<number>(10).fill(0);
    const digits = new Array<number>(10).fill(0);
    for (let i = 0; i < 20_000; i += 1) {
      const race = deriveResult(game('PK10_1'), `x-${i}`, SEED);
      if (race.kind === 'RACE10') firsts[race.order[0]! - 1]! += 1;
      const ssc = deriveResult(game('SSC_1'), `x-${i}`, SEED);
      if (ssc.kind === 'DIGIT5') digits[ssc.digits[4]]! += 1;
    }
    // 9 degrees of freedom: p = 0.001 at 27.88.
    expect(chiSquare(firsts)).toBeLessThan(27.88);
    expect(chiSquare(digits)).toBeLessThan(27.88);
  });
});

describe('verifyDraw', () => {
  const draw = (code: string, numero: string) => {
    const g = game(code);
    return {
      gameCode: code,
      numero,
      seed: SEED,
      seedHash: seedHash(SEED),
      result: deriveResult(g, numero, SEED),
    };
  };

  it.each([
    ['K3_3', '20250101-0007'],
    ['SSC_1', '20250101-0001'],
    ['PK10_5', '20250101-0288'],
    ['11X5_1', '20250101-1440'],
    ['VN_NORTH', '20250106'],
    ['VN_C_TTH', '20250106'],
  ])('accepts an honest %s draw', (code, numero) => {
    expect(verifyDraw(draw(code, numero))).toEqual({ ok: true });
  });

  it('accepts a result whose fields were stored in another order, and an upper-case hash', () => {
    const d = draw('VN_S_HCM', '20250106');
    const reordered = JSON.parse(
      JSON.stringify({
        prizes: d.result.kind === 'VN' ? d.result.prizes : {},
        region: 'SOUTH',
        kind: 'VN',
      }),
    );
    expect(verifyDraw({ ...d, result: reordered, seedHash: d.seedHash.toUpperCase() })).toEqual({
      ok: true,
    });
  });

  it('refuses a tampered seed, hash, result, numero or game', () => {
    const d = draw('K3_1', '20250101-0001');
    const otherSeed = SEED.replace(/^8/, '9');
    expect(verifyDraw({ ...d, seed: otherSeed })).toMatchObject({
      ok: false,
      reason: 'seed_hash_mismatch',
    });
    expect(verifyDraw({ ...d, seed: otherSeed, seedHash: seedHash(otherSeed) })).toMatchObject({
      ok: false,
      reason: 'result_mismatch',
    });
    expect(verifyDraw({ ...d, seedHash: seedHash(otherSeed) })).toMatchObject({
      ok: false,
      reason: 'seed_hash_mismatch',
    });
    const dice = d.result.kind === 'DICE3' ? d.result.dice : [1, 1, 1];
    const tampered: DrawResult = { kind: 'DICE3', dice: [(dice[0]! % 6) + 1, dice[1]!, dice[2]!] };
    expect(verifyDraw({ ...d, result: tampered })).toEqual({
      ok: false,
      reason: 'result_mismatch',
      expected: d.result,
    });
    expect(verifyDraw({ ...d, numero: '20250101-0002' }).ok).toBe(false);
    expect(verifyDraw({ ...d, gameCode: 'K3_3' }).ok).toBe(false);
    expect(verifyDraw({ ...d, gameCode: 'NOPE' })).toEqual({ ok: false, reason: 'unknown_game' });
    expect(verifyDraw({ ...d, seed: SEED.toUpperCase() })).toEqual({
      ok: false,
      reason: 'malformed_seed',
    });
    expect(verifyDraw({ ...d, seed: SEED.slice(2) })).toEqual({
      ok: false,
      reason: 'malformed_seed',
    });
  });

  it('refuses a Vietnamese result with one prize changed', () => {
    const d = draw('VN_NORTH', '20250106');
    if (d.result.kind !== 'VN') throw new Error('kind');
    const g7 = d.result.prizes.G7 ?? [];
    const changed = {
      ...d.result,
      prizes: { ...d.result.prizes, G7: [g7[0] === '00' ? '01' : '00', ...g7.slice(1)] },
    };
    expect(verifyDraw({ ...d, result: changed })).toMatchObject({
      ok: false,
      reason: 'result_mismatch',
    });
  });
});
