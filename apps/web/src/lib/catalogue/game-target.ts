import type { GameItem } from '@monsoon/contracts/catalogue';
import { paths } from '@/config/paths';
import { gamePath, type GameTarget } from './vendor-action';

/** The launch target of a listed game. */
export const gameTarget = (
  game: Pick<GameItem, 'vassalage' | 'gameId' | 'nodeId' | 'gameType' | 'gameCode'>,
): GameTarget => ({
  vassalage: game.vassalage,
  gameId: game.gameId,
  nodeId: game.nodeId,
  gameType: game.gameType,
  gameCode: game.gameCode,
});

/** True while the game's vendor is in its maintenance window: the game cannot be opened. */
export const isUnderMaintenance = (
  game: Pick<GameItem, 'maintenance'>,
  now = Date.now(),
): boolean =>
  game.maintenance !== null &&
  game.maintenance.maintainTime <= now &&
  now < game.maintenance.endTime;

/**
 * Where a listed game opens: its /game (or lottery) page; `demo` for free play; `roomId` picks a PVP
 * room (a query parameter of /game, passed on to the launch call).
 */
export function gameOpenPath(
  game: Parameters<typeof gameTarget>[0],
  options: { demo?: boolean; roomId?: string } = {},
): string {
  const path = gamePath(gameTarget(game), options.demo ? { demo: true } : {});
  if (!options.roomId || !path.startsWith(`${paths.game}?`)) return path;
  return `${path}&${new URLSearchParams({ roomId: options.roomId }).toString()}`;
}
