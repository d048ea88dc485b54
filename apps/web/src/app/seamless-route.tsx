import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { GameView } from '@/features/game/components/game-view';
import { readGameChoice } from '@/features/game/lib/game-choice';
import { SeamlessEmpty } from '@/features/vendor-lobby/components/seamless-empty';
import styles from './seamless-route.module.css';

/**
 * /seamless (spec §2, no header): with `vassalage` and `gameId` in its query the game opens like on
 * /game, filling the window; without them the page says so and offers the way home.
 */
export function SeamlessRoute() {
  const [params] = useSearchParams();
  const choice = useMemo(() => readGameChoice(params), [params]);
  if (!choice) return <SeamlessEmpty />;
  return (
    <div className={styles.fill}>
      <GameView
        key={`${choice.vassalage}/${choice.gameId}/${String(choice.demo)}`}
        choice={choice}
      />
    </div>
  );
}
