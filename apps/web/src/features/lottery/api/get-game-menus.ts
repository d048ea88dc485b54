import { lgwGameMenus, lgwVnGameMenu } from '@monsoon/contracts/lottery/lgw';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Which menus a page lists: every lottery game (/lottery) or the Vietnamese stations (/vnlottery). */
export type MenuScope = 'all' | 'vn';

/**
 * The lottery lobby's groups: GET /lgw/games/game_menus or /lgw/vn/games/game_menu (wire §7), a bare
 * object keyed by gameGroupCode in display order (decision 0024).
 */
export const gameMenusQuery = (scope: MenuScope, prizeMode: string, language: string) =>
  queryOptions({
    queryKey: ['lottery', 'menus', scope, prizeMode, language],
    queryFn: ({ signal }) =>
      callApi(scope === 'vn' ? lgwVnGameMenu : lgwGameMenus, {
        query: { prizeMode, device: 'WEB', language },
        signal,
      }),
    staleTime: 30_000,
  });
