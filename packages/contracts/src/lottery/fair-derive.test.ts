import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blocksFromList,
  canonicalJson,
  deriveFromAsyncBlocks,
  deriveFromBlocks,
  drawBlockMessage,
  MissingDrawBlockError,
  publishedResult,
  type DrawBlocks,
} from './fair-derive.ts';
import { LOTTERY_GAMES, lotteryGameByCode, type LotteryGame } from './games.ts';
import { LOTTERY_KINDS } from './model.ts';

/** Blocks as the server computes them (node:crypto HMAC-SHA256, the documented message). */
const nodeBlocks =
  (gameCode: string, numero: string, seed: string): DrawBlocks =>
  (counter) =>
    createHmac('sha256', seed)
      .update(drawBlockMessage(gameCode, numero, counter))
      .digest();
const derive = (game: LotteryGame, numero: string, seed: string) =>
  deriveFromBlocks(game, nodeBlocks(game.code, numero, seed));
const game = (code: string): LotteryGame => {
  const found = lotteryGameByCode(code);
  if (!found) throw new Error(code);
  return found;
};
const seedOf = (text: string) => createHash('sha256').update(text).digest('hex');
const ONE_OF_EACH = ['VN_NORTH', 'VN_C_TTH', 'VN_S_HCM', 'K3_1', 'SSC_1', 'PK10_1', '11X5_1'];

describe('deriveFromBlocks over node-computed blocks', () => {
  it('gives exactly what the server drew before the derivation moved here (420 pinned draws)', () => {
    // The digest was computed with apps/server/src/modules/lottery/draws/fair.ts as it was before this
    // file existed: any change to the stream, the sampling or a result's shape changes it.
    const lines = ONE_OF_EACH.flatMap((code) =>
      Array.from({ length: 60 }, (_, i) => {
        const numero = `20250101-${String(i + 1).padStart(4, '0')}`;
        return `${code} ${numero} ${canonicalJson(derive(game(code), numero, seedOf(`golden-${code}-${i}`)))}`;
      }),
    );
    expect(lines[180]).toBe('K3_1 20250101-0001 {"dice":[2,5,1],"kind":"DICE3"}');
    expect(seedOf(lines.join('\n'))).toBe(
      '150e41b83dd17db26b8aa59d1a57fb69106c5982f338afaded6834bce4c17db7',
    );
  });

  it('follows the documented recipe for dice and digits (an independent reading of the stream)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.integer({ min: 1, max: 9999 }),
        (bytes, n) => {
          const seed = Buffer.from(bytes).toString('hex');
          const numero = `20250101-${n}`;
          const stream = [0, 1, 2].flatMap((c) => [...nodeBlocks('K3_1', numero, seed)(c)]);
          const dice = stream
            .filter((b) => b < 252)
            .slice(0, 3)
            .map((b) => (b % 6) + 1);
          expect(derive(game('K3_1'), numero, seed)).toEqual({ kind: 'DICE3', dice });
          const digitStream = [0, 1, 2].flatMap((c) => [...nodeBlocks('SSC_1', numero, seed)(c)]);
          const digits = digitStream
            .filter((b) => b < 250)
            .slice(0, 5)
            .map((b) => b % 10);
          expect(derive(game('SSC_1'), numero, seed)).toEqual({ kind: 'DIGIT5', digits });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('covers every kind of game', () => {
    const kinds = new Set(ONE_OF_EACH.map((code) => game(code).kind));
    expect([...kinds].sort()).toEqual([...LOTTERY_KINDS].sort());
  });
});

describe('precomputed blocks (the browser path)', () => {
  const asyncBlocks = (g: LotteryGame, numero: string, seed: string) => {
    const asked: number[] = [];
    const blocks = nodeBlocks(g.code, numero, seed);
    return {
      asked,
      block: (counter: number) => (asked.push(counter), Promise.resolve(blocks(counter))),
    };
  };

  it('derive the same result as on-demand blocks for every game over many seeds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...LOTTERY_GAMES),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.integer({ min: 1, max: 4 }),
        async (g, bytes, first) => {
          const seed = Buffer.from(bytes).toString('hex');
          const numero = g.kind === 'VN' ? '20250106' : '20250106-0042';
          const { block } = asyncBlocks(g, numero, seed);
          const result = await deriveFromAsyncBlocks(g, block, first);
          expect(canonicalJson(result)).toBe(canonicalJson(derive(g, numero, seed)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('asks for twice as many blocks when the first ones run out, each block once', async () => {
    const g = game('VN_NORTH'); // 107 digits: more than one 32-byte block
    const { asked, block } = asyncBlocks(g, '20250106', seedOf('retry'));
    const result = await deriveFromAsyncBlocks(g, block, 1);
    expect(result).toEqual(derive(g, '20250106', seedOf('retry')));
    expect(asked.slice(0, 4)).toEqual([0, 1, 2, 3]);
    expect(new Set(asked).size).toBe(asked.length);
    expect([4, 8]).toContain(asked.length);
  });

  it('throws a recognisable error when a listed provider runs out', () => {
    const blocks = nodeBlocks('VN_NORTH', '20250106', seedOf('short'));
    const attempt = () =>
      deriveFromBlocks(game('VN_NORTH'), blocksFromList([blocks(0), blocks(1)]));
    expect(attempt).toThrow(MissingDrawBlockError);
    expect(attempt).toThrow('draw block 2 was not precomputed');
  });

  it('refuses a block that is not 32 bytes', () => {
    expect(() => deriveFromBlocks(game('K3_1'), () => new Uint8Array(16))).toThrow('not 32 bytes');
  });
});

describe('publishedResult', () => {
  it('writes results as the results calls publish them', () => {
    expect(publishedResult({ kind: 'DICE3', dice: [3, 5, 1] })).toEqual({
      winNo: '3,5,1',
      prizes: null,
    });
    expect(publishedResult({ kind: 'DIGIT5', digits: [0, 4, 1, 9, 7] }).winNo).toBe('0,4,1,9,7');
    expect(publishedResult({ kind: 'RACE10', order: [7, 2, 10, 1, 3, 4, 5, 6, 8, 9] }).winNo).toBe(
      '07,02,10,01,03,04,05,06,08,09',
    );
    expect(publishedResult({ kind: 'PICK11X5', numbers: [3, 11, 1, 2, 5] }).winNo).toBe(
      '03,11,01,02,05',
    );
    const prizes = { DB: ['01234'], G7: ['05', '99'] };
    expect(publishedResult({ kind: 'VN', region: 'NORTH', prizes })).toEqual({
      winNo: '01234',
      prizes,
    });
  });
});
