/**
 * The provably fair draw's result, derived from its byte stream (docs/lottery-fairness.md). One source for
 * the server, which draws with it, and the site, which re-checks a revealed draw in the browser. The
 * stream's blocks come from a provider, so this file needs no crypto: the server hands it node:crypto
 * HMAC blocks (draws/fair.ts), the browser precomputed WebCrypto blocks (`blocksFromList`).
 */
import type { LotteryGame, VnLotteryGame } from './games.ts';
import {
  VN_PRIZE_STRUCTURE,
  VN_TIERS,
  type DrawResult,
  type VnResult,
  type VnTier,
} from './model.ts';

/** A revealed seed: 32 bytes as 64 lower-case hex characters. */
export const SEED_PATTERN = /^[0-9a-f]{64}$/;

/** Bytes in one block of the stream (an HMAC-SHA256 output). */
export const DRAW_BLOCK_BYTES = 32;

/** Block `counter` of a draw's stream: HMAC-SHA256 keyed by the seed's hex text over `drawBlockMessage(…)`. */
export type DrawBlocks = (counter: number) => Uint8Array;

/** The HMAC message of block `counter` of draw `numero` of game `gameCode`, e.g. `K3_1:20250101-0001:0`. */
export const drawBlockMessage = (gameCode: string, numero: string, counter: number): string =>
  `${gameCode}:${numero}:${counter}`;

/** Thrown by a `blocksFromList` provider asked for a block it was not given: compute more and derive again. */
export class MissingDrawBlockError extends Error {
  constructor(readonly counter: number) {
    super(`draw block ${counter} was not precomputed`);
    this.name = 'MissingDrawBlockError';
  }
}

/** A provider over precomputed blocks 0…N−1 (asynchronous HMAC, as WebCrypto's, cannot answer on demand). */
export const blocksFromList =
  (blocks: readonly Uint8Array[]): DrawBlocks =>
  (counter) => {
    const block = blocks[counter];
    if (!block) throw new MissingDrawBlockError(counter);
    return block;
  };

/** Reads uniformly random integers from a draw's byte stream. */
class DrawStream {
  private block: Uint8Array = new Uint8Array(0);
  private offset = 0;
  private counter = 0;

  constructor(private readonly blocks: DrawBlocks) {}

  private nextByte(): number {
    if (this.offset >= this.block.length) {
      this.block = this.blocks(this.counter);
      if (this.block.length !== DRAW_BLOCK_BYTES)
        throw new Error(`draw block ${this.counter} is not 32 bytes`);
      this.counter += 1;
      this.offset = 0;
    }
    const byte = this.block[this.offset] ?? 0; // always inside the 32-byte block
    this.offset += 1;
    return byte;
  }

  /** An integer in [0, n) for 1 ≤ n ≤ 256: bytes ≥ the largest multiple of n are skipped, so none is favoured. */
  below(n: number): number {
    const limit = 256 - (256 % n);
    for (;;) {
      const byte = this.nextByte();
      if (byte < limit) return byte % n;
    }
  }
}

/** Fisher–Yates from the front (position i swaps with a uniform j in [i, n)); the first `take` entries are the draw. */
function shuffle(stream: DrawStream, values: number[], take = values.length): number[] {
  const a = [...values];
  for (let i = 0; i < take && i < a.length - 1; i += 1) {
    const j = i + stream.below(a.length - i);
    [a[i], a[j]] = [a[j] ?? 0, a[i] ?? 0];
  }
  return a.slice(0, take);
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

function vnPrizes(stream: DrawStream, game: VnLotteryGame): VnResult['prizes'] {
  const structure = VN_PRIZE_STRUCTURE[game.region === 'NORTH' ? 'NORTH' : 'CENTRAL_SOUTH'];
  const prizes: Partial<Record<VnTier, string[]>> = {};
  for (const tier of VN_TIERS) {
    const spec = structure[tier];
    if (!spec) continue;
    // Digit by digit: each digit uniform on 0..9 makes every number uniform and keeps leading zeros.
    prizes[tier] = Array.from({ length: spec.count }, () =>
      Array.from({ length: spec.digits }, () => stream.below(10)).join(''),
    );
  }
  return prizes;
}

/** The result of one draw of `game` from its stream's blocks: the same blocks always give the same result. */
export function deriveFromBlocks(game: LotteryGame, blocks: DrawBlocks): DrawResult {
  const stream = new DrawStream(blocks);
  switch (game.kind) {
    case 'DICE3':
      return {
        kind: 'DICE3',
        dice: [stream.below(6) + 1, stream.below(6) + 1, stream.below(6) + 1],
      };
    case 'DIGIT5':
      return {
        kind: 'DIGIT5',
        digits: [
          stream.below(10),
          stream.below(10),
          stream.below(10),
          stream.below(10),
          stream.below(10),
        ],
      };
    case 'RACE10':
      return { kind: 'RACE10', order: shuffle(stream, range(1, 10)) };
    case 'PICK11X5': {
      const [a = 0, b = 0, c = 0, d = 0, e = 0] = shuffle(stream, range(1, 11), 5);
      return { kind: 'PICK11X5', numbers: [a, b, c, d, e] };
    }
    case 'VN':
      return { kind: 'VN', region: game.region, prizes: vnPrizes(stream, game) };
  }
}

/** Blocks computed first by `deriveFromAsyncBlocks`: enough for any fast game and most Vietnamese draws. */
export const FIRST_BLOCK_COUNT = 4;

/**
 * The derivation over an asynchronous block source (WebCrypto's HMAC): precomputes blocks 0…N−1, derives,
 * and when the draw needs a block ≥ N (rejection sampling skipped many bytes) derives again with 2N blocks.
 */
export async function deriveFromAsyncBlocks(
  game: LotteryGame,
  block: (counter: number) => Promise<Uint8Array>,
  firstCount = FIRST_BLOCK_COUNT,
): Promise<DrawResult> {
  const blocks: Uint8Array[] = [];
  for (let count = Math.max(1, firstCount); ; count *= 2) {
    const more = await Promise.all(
      Array.from({ length: count - blocks.length }, (_, i) => block(blocks.length + i)),
    );
    blocks.push(...more);
    try {
      return deriveFromBlocks(game, blocksFromList(blocks));
    } catch (error) {
      if (!(error instanceof MissingDrawBlockError)) throw error;
    }
  }
}

/** JSON with object keys sorted, so results compare whatever order their fields were stored in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * A result as the results calls publish it (lgw.ts `winNo` and `prizes`): values in draw order joined by
 * commas (cars and 11x5 numbers on two digits); a Vietnamese draw's `winNo` is its special prize.
 */
export function publishedResult(result: DrawResult): {
  winNo: string;
  prizes: VnResult['prizes'] | null;
} {
  switch (result.kind) {
    case 'DICE3':
      return { winNo: result.dice.join(','), prizes: null };
    case 'DIGIT5':
      return { winNo: result.digits.join(','), prizes: null };
    case 'RACE10':
      return { winNo: result.order.map(two).join(','), prizes: null };
    case 'PICK11X5':
      return { winNo: result.numbers.map(two).join(','), prizes: null };
    case 'VN':
      return { winNo: result.prizes.DB?.[0] ?? '', prizes: result.prizes };
  }
}
