import type { GameItem } from '@monsoon/contracts/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useActionGate } from '@/hooks/use-action-gate';
import { gameOpenPath, isUnderMaintenance } from './game-target';
import { recentGamesKeyPrefix } from './recent-games';

/** A game as the open actions need it. */
export type OpenableGame = Pick<
  GameItem,
  'vassalage' | 'gameId' | 'nodeId' | 'gameType' | 'gameCode' | 'hasDemo' | 'maintenance'
>;

export interface OpenGame {
  /** Real play: through the action gate (visitor → login, trial → refused); answers whether it opened. */
  play: (game: OpenableGame, options?: { roomId?: string }) => boolean;
  /** Free demo (visitors and trial accounts too) of a game with `hasDemo`; answers whether it opened. */
  demo: (game: OpenableGame) => boolean;
}

/**
 * Opening a game from a tile (spec §5, wire §6.4): games in maintenance never open; play needs a real
 * member (a visitor logs in and then lands on the game); the demo is open to everyone.
 */
export function useOpenGame(): OpenGame {
  const gate = useActionGate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const play = useCallback(
    (game: OpenableGame, options: { roomId?: string } = {}) => {
      if (isUnderMaintenance(game)) return false;
      const to = gameOpenPath(game, options);
      return gate(
        () => {
          // The launch adds the game to the recent list.
          void queryClient.invalidateQueries({ queryKey: recentGamesKeyPrefix });
          void navigate(to);
        },
        { redirectTo: to },
      );
    },
    [gate, navigate, queryClient],
  );
  const demo = useCallback(
    (game: OpenableGame) => {
      if (!game.hasDemo || isUnderMaintenance(game)) return false;
      void navigate(gameOpenPath(game, { demo: true }));
      return true;
    },
    [navigate],
  );
  return { play, demo };
}
