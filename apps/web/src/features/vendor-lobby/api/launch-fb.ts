import { gameLaunchFB } from '@monsoon/contracts/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { catalogueRequest } from '@/lib/catalogue/vendor-lanes';

/**
 * The FB sports book's address (wire §6.4 GCS_gameLaunchFB): a member's session with a token, the
 * visitors' view without. Each answer is a fresh launch, so it is never refetched behind the player's back.
 */
export const launchFbQuery = (token: string | null, language: string) =>
  queryOptions({
    queryKey: ['catalogue', 'fb-launch', token, language],
    queryFn: async ({ signal }): Promise<string> => {
      const { platform, clientType } = catalogueRequest();
      const value = await callApi(gameLaunchFB, {
        query: { language, platform, clientType, backUrl: `${window.location.origin}/` },
        signal,
      });
      return value.content.game_url || value.gameUrl;
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
