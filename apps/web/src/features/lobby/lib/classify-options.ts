import type { GameClassify, Lane } from '@monsoon/contracts/catalogue';

/** Bingo is offered only where TY (Filipino) is among the merchant's languages (spec §2, architecture §7). */
export const bingoLanguage = 'TY';

/**
 * The classify filter's classes for a game type: the lane's classes that have games, bingo only when
 * the merchant offers TY.
 */
export function classifyOptions(
  lanes: readonly Lane[],
  gameType: string,
  offeredLanguages: readonly string[],
): GameClassify[] {
  const lane = lanes.find((l) => l.title.toUpperCase() === gameType);
  const bingo = offeredLanguages.some((code) => code.toUpperCase() === bingoLanguage);
  return (lane?.gameClassify ?? [])
    .filter((c) => c.gameCount > 0 && (c.key !== 'BINGO' || bingo))
    .map((c) => c.key);
}
