import type { GameItem } from '@monsoon/contracts/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { pvpRoomsQuery } from '@/features/lobby/api/get-pvp-rooms';
import { useActionGate } from '@/hooks/use-action-gate';
import { isUnderMaintenance } from '@/lib/catalogue/game-target';
import { useCatalogueLanguage } from '@/lib/catalogue/use-catalogue-language';
import { useOpenGame } from '@/lib/catalogue/use-open-game';
import { withLoading } from '@/stores/loading-store';

/**
 * Play on /pvp: a game with rooms (GLS2_roomList) first shows them to pick one; a game without rooms,
 * or whose rooms cannot be read, launches straight away.
 */
export function usePvpPlay(): {
  onPlay: (game: GameItem) => void;
  picking: GameItem | null;
  closePicker: () => void;
} {
  const [picking, setPicking] = useState<GameItem | null>(null);
  const gate = useActionGate();
  const open = useOpenGame();
  const queryClient = useQueryClient();
  const language = useCatalogueLanguage();
  const onPlay = useCallback(
    (game: GameItem) => {
      if (isUnderMaintenance(game)) return;
      gate(() => {
        void withLoading(() => queryClient.fetchQuery(pvpRoomsQuery(game.nodeId, language))).then(
          (rooms) => (rooms.length > 0 ? setPicking(game) : open.play(game)),
          () => open.play(game),
        );
      });
    },
    [gate, language, open, queryClient],
  );
  return { onPlay, picking, closePicker: useCallback(() => setPicking(null), []) };
}
