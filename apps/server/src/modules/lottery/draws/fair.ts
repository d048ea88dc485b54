/**
 * Provably fair draws by commit and reveal (docs/lottery-fairness.md). Each draw gets a secret seed of 32
 * random bytes (written as 64 lower-case hex characters); sha256 of that hex text is published when the
 * draw opens, the seed itself once it is drawn. The result follows from the seed alone: a byte stream of
 * HMAC-SHA256 blocks keyed by the seed's hex text over `${gameCode}:${numero}:${counter}` (counter 0, 1, …),
 * turned into numbers by rejection sampling so that every outcome is exactly equally likely. That
 * derivation is shared with the site's browser check (`@monsoon/contracts/lottery/fair-derive`); this file
 * keeps what needs node:crypto: seeds, the commitment and the HMAC blocks.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  canonicalJson,
  deriveFromBlocks,
  drawBlockMessage,
  SEED_PATTERN,
  type DrawBlocks,
} from '@monsoon/contracts/lottery/fair-derive';
import { lotteryGameByCode, type LotteryGame } from '@monsoon/contracts/lottery/games';
import type { DrawResult } from '@monsoon/contracts/lottery/model';

export { canonicalJson };

/** A fresh secret seed: 32 random bytes as 64 lower-case hex characters. */
export const newServerSeed = (): string => randomBytes(32).toString('hex');

/** The commitment published before sales close: sha256 of the seed's hex text, as hex. */
export const seedHash = (seed: string): string =>
  createHash('sha256').update(seed, 'utf8').digest('hex');

/** The draw's HMAC-SHA256 blocks, computed on demand with node:crypto. */
export const nodeDrawBlocks =
  (gameCode: string, numero: string, seed: string): DrawBlocks =>
  (counter) =>
    createHmac('sha256', seed)
      .update(drawBlockMessage(gameCode, numero, counter), 'utf8')
      .digest();

/** The result of draw `numero` of `game` under `seed`: the same inputs always give the same result. */
export const deriveResult = (game: LotteryGame, numero: string, seed: string): DrawResult =>
  deriveFromBlocks(game, nodeDrawBlocks(game.code, numero, seed));

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
