import {
  canonicalJson,
  deriveFromAsyncBlocks,
  drawBlockMessage,
  publishedResult,
  SEED_PATTERN,
} from '@monsoon/contracts/lottery/fair-derive';
import { lotteryGameByCode } from '@monsoon/contracts/lottery/games';
import type { LgwDraw } from '@monsoon/contracts/lottery/lgw';

/** A revealed draw as the results calls publish it. */
export type RevealedDraw = Pick<
  LgwDraw,
  'gameCode' | 'numero' | 'seedHash' | 'winNo' | 'prizes'
> & { seed: string };

/** What the browser found when it re-checked a draw (docs/lottery-fairness.md). */
export interface DrawVerification {
  /** SHA-256 of the seed text, computed here. */
  computedHash: string;
  /** (a) the computed hash equals the commitment published before sales closed. */
  commitmentOk: boolean;
  /** The result recomputed from the seed, as published (null: unknown game or malformed seed). */
  recomputed: { winNo: string; prizes: LgwDraw['prizes'] } | null;
  /** (b) the recomputed result equals the published one. */
  resultOk: boolean;
}

/** Thrown where WebCrypto is missing (pages served over plain http on another host than localhost). */
export class WebCryptoUnavailableError extends Error {
  constructor() {
    super('crypto.subtle is not available');
    this.name = 'WebCryptoUnavailableError';
  }
}

const utf8 = (text: string) => new TextEncoder().encode(text);
const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/** The stream's block `counter` under `key` (HMAC-SHA256 keyed by the seed's hex text). */
const hmacBlock = async (subtle: SubtleCrypto, key: CryptoKey, message: string) =>
  new Uint8Array(await subtle.sign('HMAC', key, utf8(message)));

/** Re-checks a revealed draw in the browser: the seed against its commitment, the result against the seed. */
export async function verifyDrawInBrowser(
  draw: RevealedDraw,
  subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle,
): Promise<DrawVerification> {
  if (!subtle) throw new WebCryptoUnavailableError();
  const computedHash = hex(await subtle.digest('SHA-256', utf8(draw.seed)));
  const commitmentOk = computedHash === draw.seedHash.toLowerCase();
  const game = lotteryGameByCode(draw.gameCode);
  if (!game || !SEED_PATTERN.test(draw.seed))
    return { computedHash, commitmentOk, recomputed: null, resultOk: false };
  const key = await subtle.importKey(
    'raw',
    utf8(draw.seed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const result = await deriveFromAsyncBlocks(game, (counter) =>
    hmacBlock(subtle, key, drawBlockMessage(draw.gameCode, draw.numero, counter)),
  );
  const recomputed = publishedResult(result);
  const resultOk =
    recomputed.winNo === draw.winNo &&
    canonicalJson(recomputed.prizes) === canonicalJson(draw.prizes ?? null);
  return { computedHash, commitmentOk, recomputed, resultOk };
}

const SAFE_NAME = /^[\w-]+$/;

/**
 * Commands that repeat the check with Node.js: the commitment, and the stream's first block (the rest:
 * docs/lottery-fairness.md). Null unless every value is plain (nothing the shell could read as code).
 */
export function nodeCommands(draw: RevealedDraw): { hash: string; block: string } | null {
  if (
    !SEED_PATTERN.test(draw.seed) ||
    !SAFE_NAME.test(draw.gameCode) ||
    !SAFE_NAME.test(draw.numero)
  )
    return null;
  const message = drawBlockMessage(draw.gameCode, draw.numero, 0);
  return {
    hash: `node -e "console.log(require('crypto').createHash('sha256').update('${draw.seed}').digest('hex'))"`,
    block: `node -e "console.log(require('crypto').createHmac('sha256','${draw.seed}').update('${message}').digest('hex'))"`,
  };
}
