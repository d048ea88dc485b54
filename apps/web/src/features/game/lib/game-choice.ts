/** The game the /game page opens, from its query string. */
export interface GameChoice {
  /** Vendor code. */
  vassalage: string;
  gameId: string;
  /** Free play asked for (`demo=1` or `accountType=0`); visitors always play the demo. */
  demo: boolean;
  /** A PVP room picked on /pvp (passed on to the launch call); absent otherwise. */
  roomId?: string;
}

/** Codes as the launch call accepts them (1 to 64 characters, no spaces). */
const code = /^[\w.-]{1,64}$/;

/**
 * Reads `vassalage`, `gameId`, `demo` / `accountType` and an optional PVP `roomId` from the page's
 * query; null when a game is missing. A malformed room id is left out (the game's own lobby then).
 */
export function readGameChoice(params: URLSearchParams): GameChoice | null {
  const vassalage = params.get('vassalage')?.trim() ?? '';
  const gameId = params.get('gameId')?.trim() ?? '';
  if (!code.test(vassalage) || !code.test(gameId)) return null;
  const demo = params.get('demo') === '1' || params.get('accountType') === '0';
  const roomId = params.get('roomId')?.trim() ?? '';
  return code.test(roomId) ? { vassalage, gameId, demo, roomId } : { vassalage, gameId, demo };
}

/** The launch `platform`: `html5-desktop` on wide screens, `html5` on phones (wire reference §6.1). */
export const launchPlatform = (): 'html5-desktop' | 'html5' =>
  typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767px)').matches
    ? 'html5'
    : 'html5-desktop';
