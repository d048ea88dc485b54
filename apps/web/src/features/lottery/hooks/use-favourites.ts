import { useCallback, useState } from 'react';
import { readLotteryFavourites, writeLotteryFavourites } from '@/lib/storage';
import { useSessionStore } from '@/stores/session-store';

/**
 * The member's lottery favourites (spec §3: a gameId list per username in localStorage, key
 * `lotteryFavourites_<username>`, lib/storage.ts). Toggling adds an id not yet listed, else removes it.
 */
export function useLotteryFavourites(): {
  ids: ReadonlySet<string>;
  toggle: (gameId: number) => void;
} {
  const username = useSessionStore((s) => s.username);
  const [state, setState] = useState(() => ({
    username,
    ids: username ? readLotteryFavourites(username) : [],
  }));
  // Another member signed in on this tab: read their list.
  const ids =
    state.username === username ? state.ids : username ? readLotteryFavourites(username) : [];
  const toggle = useCallback(
    (gameId: number) => {
      if (!username) return;
      const id = String(gameId);
      const current = readLotteryFavourites(username);
      const next = current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
      writeLotteryFavourites(username, next);
      setState({ username, ids: next });
    },
    [username],
  );
  return { ids: new Set(ids), toggle };
}
