import { launchGame } from '@monsoon/contracts/game';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { GameChoice } from '@/features/game/lib/game-choice';
import { launchPlatform } from '@/features/game/lib/game-choice';

/**
 * A member's launch (wire reference §6.4): GET /wps/game/launchGame with launchMode GLS (without it
 * the platform answers #727); accountType 1 real money (FUN for trial accounts), 0 free play.
 * Each call mints a launch token, so the answer is never refetched behind the player's back.
 */
export const launchGameQuery = (choice: GameChoice, token: string, language: string) =>
  queryOptions({
    queryKey: [
      'game',
      'launch',
      token,
      choice.vassalage,
      choice.gameId,
      choice.demo,
      choice.roomId ?? '',
    ],
    queryFn: async ({ signal }) => {
      const value = await callApi(launchGame, {
        query: {
          gameId: choice.gameId,
          vassalage: choice.vassalage,
          launchMode: 'GLS',
          accountType: choice.demo ? 0 : 1,
          platform: launchPlatform(),
          language,
          backUrl: `${window.location.origin}/`,
          // A PVP room picked on /pvp (wire §6.4 optional roomId).
          ...(choice.roomId ? { roomId: choice.roomId } : {}),
        },
        signal,
      });
      return value.content.game_url;
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
