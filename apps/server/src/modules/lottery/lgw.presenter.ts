import {
  LOTTERY_GROUP_CODES,
  LOTTERY_GROUP_NAMES,
  lotteryGameByCode,
  type LotteryGame,
  type LotteryLanguage,
} from '@monsoon/contracts/lottery/games';
import type {
  LgwDraw,
  LgwGameMenu,
  lgwGameGroupsSchema,
  lgwNumeroSchema,
} from '@monsoon/contracts/lottery/lgw';
import type { DrawResult } from '@monsoon/contracts/lottery/model';
import { isSiteLanguage } from '@monsoon/i18n';
import type { z } from 'zod';
import type { DrawRow } from './draws/draws.repository.ts';
import { bettingDraw } from './draws/schedule.ts';

type LgwGameGroups = z.infer<typeof lgwGameGroupsSchema>;
type LgwNumero = z.infer<typeof lgwNumeroSchema>;

/** The language lottery names are given in: the request's when translated, else English. */
export const lotteryLanguage = (lang: string): LotteryLanguage =>
  isSiteLanguage(lang) ? lang : 'EN';

/** Seconds between a game's draws (a Vietnamese station's nominal day). */
const drawInterval = (game: LotteryGame): number =>
  game.kind === 'VN' ? 86_400 : game.intervalMinutes * 60;

/** The play type a betting screen opens on (play-types.ts codes): each family's most played. */
export const DEFAULT_PLAY_TYPE: Readonly<Record<LotteryGame['kind'], string>> = {
  VN: 'VN_DE',
  DICE3: 'DICE3_SUM',
  DIGIT5: 'DIGIT5_POSITION',
  RACE10: 'RACE10_POSITION',
  PICK11X5: 'PICK11X5_ANY5',
};

/** One game as menus, recent and popular list it; times are those of the draw on sale at `now`. */
export function presentGameMenu(game: LotteryGame, lang: LotteryLanguage, now: Date): LgwGameMenu {
  const onSale = bettingDraw(game, now);
  return {
    gameId: game.gameId,
    gameCode: game.code,
    gameName: game.names[lang],
    gameGroupCode: game.gameGroupCode,
    accountTypeName: game.vendor,
    kind: game.kind,
    region: game.kind === 'VN' ? game.region : null,
    defaultPlayType: DEFAULT_PLAY_TYPE[game.kind],
    drawInterval: drawInterval(game),
    closeTime: onSale.closeAt.getTime(),
    drawTime: onSale.drawAt.getTime(),
    // Served by the site (apps/web/public), one picture per lobby group.
    icon: `/assets/lottery/${game.gameGroupCode.toLowerCase()}.svg`,
  };
}

/** Games grouped by lobby group, keys in lobby order; groups without games are left out. */
export function presentGameGroups(
  games: readonly LotteryGame[],
  lang: LotteryLanguage,
  now: Date,
): LgwGameGroups {
  const groups: LgwGameGroups = {};
  for (const code of LOTTERY_GROUP_CODES) {
    const members = games.filter((g) => g.gameGroupCode === code);
    if (members.length === 0) continue;
    groups[code] = {
      gameGroupCode: code,
      gameGroupName: LOTTERY_GROUP_NAMES[code][lang],
      gameMenus: members.map((g) => presentGameMenu(g, lang, now)),
    };
  }
  return groups;
}

const two = (n: number): string => String(n).padStart(2, '0');

/** The result as the wire's `winNo` text (lgw.ts): values in draw order joined by commas. */
export function winNo(result: DrawResult): string {
  switch (result.kind) {
    case 'DICE3':
      return result.dice.join(',');
    case 'DIGIT5':
      return result.digits.join(',');
    case 'RACE10':
      return result.order.map(two).join(',');
    case 'PICK11X5':
      return result.numbers.map(two).join(',');
    case 'VN':
      return result.prizes.DB?.[0] ?? '';
  }
}

/**
 * A drawn or cancelled draw. The seed is answered only once the draw is drawn (or settled): before that
 * it is the secret the commitment hides.
 */
export function presentDraw(row: DrawRow, lang: LotteryLanguage): LgwDraw {
  const game = lotteryGameByCode(row.gameCode);
  const revealed = (row.status === 'drawn' || row.status === 'settled') && row.result !== null;
  return {
    gameId: game?.gameId ?? 0,
    gameCode: row.gameCode,
    numero: row.numero,
    winNo: revealed && row.result ? winNo(row.result) : '',
    prizes: revealed && row.result?.kind === 'VN' ? row.result.prizes : null,
    gameName: game?.names[lang] ?? row.gameCode,
    drawTime: row.drawAt.getTime(),
    status: revealed ? 'DRAWN' : 'CANCELLED',
    seedHash: row.seedHash,
    seed: revealed ? row.seed : null,
  };
}

/** The draw on sale: its times and commitment, never its seed. */
export const presentNumero = (row: DrawRow, game: LotteryGame): LgwNumero => ({
  numero: row.numero,
  gameId: game.gameId,
  gameCode: game.code,
  closeTime: row.closeAt.getTime(),
  drawTime: row.drawAt.getTime(),
  seedHash: row.seedHash,
});
