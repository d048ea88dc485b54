import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useActionGate } from '@/hooks/use-action-gate';
import { apiErrorText } from '@/lib/api-error-text';
import { withLoading } from '@/stores/loading-store';
import { useSessionStore } from '@/stores/session-store';
import { toast } from '@/stores/toast-store';
import { addFavourite, type FavouriteGame } from './add-favourite';
import { favouriteIdsKey } from './favourite-ids';
import { favouriteListKeyPrefix } from './favourite-list';
import { removeFavourite } from './remove-favourite';

/** What a heart click does (spec §4): an id already in the favourites is removed, otherwise added. */
export const favouriteAction = (ids: readonly number[], nodeId: number): 'add' | 'remove' =>
  ids.includes(nodeId) ? 'remove' : 'add';

/**
 * The favourite toggle (spec §4): gated (visitors log in, trial accounts are refused), sent under the
 * loading overlay; the answer's ids replace the local list and the favourite lists reload.
 */
export function useFavouriteToggle(): {
  toggle: (game: FavouriteGame) => void;
  pendingId: number | null;
} {
  const queryClient = useQueryClient();
  const gate = useActionGate();
  const mutation = useMutation({
    mutationFn: ({
      game,
      action,
    }: {
      game: FavouriteGame;
      action: 'add' | 'remove';
      token: string;
    }) => withLoading(() => (action === 'add' ? addFavourite(game) : removeFavourite(game))),
    onSuccess: (ids, { token }) => {
      queryClient.setQueryData(favouriteIdsKey(token), ids);
      void queryClient.invalidateQueries({ queryKey: favouriteListKeyPrefix });
    },
    onError: (error) => toast(apiErrorText(error), 'error'),
  });
  const { mutate } = mutation;
  const toggle = useCallback(
    (game: FavouriteGame) =>
      gate(() => {
        const token = useSessionStore.getState().token ?? '';
        // Read the ids at click time: a quick second click sees the first one's answer.
        const ids = queryClient.getQueryData<number[]>(favouriteIdsKey(token)) ?? [];
        mutate({ game, action: favouriteAction(ids, game.nodeId), token });
      }),
    [gate, mutate, queryClient],
  );
  return { toggle, pendingId: mutation.isPending ? mutation.variables.game.nodeId : null };
}
