import { gameTrialLaunch } from '@monsoon/contracts/game';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { GameChoice } from '@/features/game/lib/game-choice';
import { launchPlatform } from '@/features/game/lib/game-choice';

/** A visitor's demo (wire reference §6.4): GET /wps/relay/GCS_gameTrialLaunch, no token, no wallet. */
export const trialLaunchQuery = (choice: GameChoice, language: string) =>
  queryOptions({
    queryKey: ['game', 'trial', choice.vassalage, choice.gameId],
    queryFn: async ({ signal }) => {
      const value = await callApi(gameTrialLaunch, {
        query: {
          gameId: choice.gameId,
          vassalage: choice.vassalage,
          language,
          platform: launchPlatform(),
          backUrl: `${window.location.origin}/`,
        },
        signal,
      });
      return value.content.game_url;
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
