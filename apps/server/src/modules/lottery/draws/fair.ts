/**
 * Provably fair draws by commit and reveal (docs/lottery-fairness.md). Each draw gets a secret seed of 32
 * random bytes (written as 64 lower-case hex characters); sha256 of that hex text is published when the
 * draw opens, the seed itself once it is drawn. The result follows from the seed alone: a byte stream of
 * HMAC-SHA256 blocks keyed by the seed's hex text over `${gameCode}:${numero}:${counter}` (counter 0, 1, …),
 * turned into numbers by rejection sampling so that every outcome is exactly equally likely.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { lotteryGameByCode, type LotteryGame } from '@monsoon/contracts/lottery/games';
import {
  VN_PRIZE_STRUCTURE,
  VN_TIERS,
  type DrawResult,
  type VnResult,
  type VnTier,
} from '@monsoon/contracts/lottery/model';

const SEED_PATTERN = /^[0-9a-f]{64}$/;

/** A fresh secret seed: 32 random bytes as 64 lower-case hex characters. */
export const newServerSeed = (): string => randomBytes(32).toString('hex');

/** The commitment published before sales close: sha256 of the seed's hex text, as hex. */
export const seedHash = (seed: string): string =>
  createHash('sha256').update(seed, 'utf8').digest('hex');

/** Reads uniformly random integers from the draw's HMAC byte stream. */
class DrawStream {
  private block = Buffer.alloc(0);
  private offset = 0;
  private counter = 0;

  constructor(
    private readonly seed: string,
    private readonly label: string,
  ) {}

  private nextByte(): number {
    if (this.offset >= this.block.length) {
      this.block = createHmac('sha256', this.seed)
        .update(`${this.label}:${this.counter}`, 'utf8')
        .digest();
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

function vnPrizes(stream: DrawStream, game: LotteryGame & { kind: 'VN' }): VnResult['prizes'] {
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

/** The result of draw `numero` of `game` under `seed`: the same inputs always give the same result. */
export function deriveResult(game: LotteryGame, numero: string, seed: string): DrawResult {
  const stream = new DrawStream(seed, `${game.code}:${numero}`);
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

export interface DrawToVerify {
  gameCode: string;
  numero: string;
  /** The commitment published before the draw. */
  seedHash: string;
  /** The seed revealed after the draw. */
  seed: string;
  /** The result announced. */
  result: DrawResult;
}

export type VerifyFailure =
  'unknown_game' | 'malformed_seed' | 'seed_hash_mismatch' | 'result_mismatch';
export type Verification =
  { ok: true } | { ok: false; reason: VerifyFailure; expected?: DrawResult };

/** Checks a revealed draw: the seed matches the commitment and gives exactly the announced result. */
export function verifyDraw(draw: DrawToVerify): Verification {
  const game = lotteryGameByCode(draw.gameCode);
  if (!game) return { ok: false, reason: 'unknown_game' };
  if (!SEED_PATTERN.test(draw.seed)) return { ok: false, reason: 'malformed_seed' };
  if (seedHash(draw.seed) !== draw.seedHash.toLowerCase())
    return { ok: false, reason: 'seed_hash_mismatch' };
  const expected = deriveResult(game, draw.numero, draw.seed);
  if (canonicalJson(expected) !== canonicalJson(draw.result))
    return { ok: false, reason: 'result_mismatch', expected };
  return { ok: true };
}
