import {
  LOTTERY_GROUP_NAMES,
  lotteryGameByCode,
  type LotteryLanguage,
} from '@monsoon/contracts/lottery/games';
import type { PlayType } from '@monsoon/contracts/lottery/play-types';

const LANGUAGES: readonly LotteryLanguage[] = ['CN', 'EN', 'ID', 'MY', 'TH', 'TY', 'VI'];

/** The contracts' name language for a site language code (English for any other). */
export const lotteryLanguage = (code: string | undefined): LotteryLanguage =>
  LANGUAGES.find((l) => l === code?.toUpperCase()) ?? 'EN';

/** A game's name in the site's language: the contracts' seven names, else the server's `gameName`. */
export const gameNameIn = (
  game: { gameCode: string; gameName: string },
  language: LotteryLanguage,
): string => lotteryGameByCode(game.gameCode)?.names[language] ?? game.gameName;

/** A lobby group's title: the contracts' names for our group codes, else the server's name. */
export function groupNameIn(
  group: { gameGroupCode: string; gameGroupName: string },
  language: LotteryLanguage,
): string {
  const names = Object.entries(LOTTERY_GROUP_NAMES).find(
    ([code]) => code === group.gameGroupCode,
  )?.[1];
  return names?.[language] ?? group.gameGroupName;
}

/** A play type's name in the site's language. */
export const playTypeNameIn = (playType: PlayType, language: LotteryLanguage): string =>
  playType.names[language];
