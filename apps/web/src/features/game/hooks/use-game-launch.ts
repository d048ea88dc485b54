import { useQuery } from '@tanstack/react-query';
import { launchGameQuery } from '@/features/game/api/launch-game';
import { trialLaunchQuery } from '@/features/game/api/trial-launch';
import type { GameChoice } from '@/features/game/lib/game-choice';
import { currentLanguage } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';

/**
 * The game URL of the page's choice: a member's launch, or a visitor's demo (trial launch). Logging in
 * on the page changes the token, and with it the launch: the demo makes way for the real game.
 */
export function useGameLaunch(choice: GameChoice) {
  const token = useSessionStore((s) => s.token);
  const language = currentLanguage();
  const member = useQuery({
    ...launchGameQuery(choice, token ?? '', language),
    enabled: token !== null,
  });
  const visitor = useQuery({ ...trialLaunchQuery(choice, language), enabled: token === null });
  return { launch: token === null ? visitor : member, visitor: token === null };
}
