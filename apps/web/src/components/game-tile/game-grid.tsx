import type { GameItem } from '@monsoon/contracts/catalogue';
import { GameTile, type GameTileProps } from './game-tile';
import { GameTileSkeleton } from './game-tile-skeleton';
import styles from './game-grid.module.css';

export interface GameGridProps extends Omit<GameTileProps, 'game'> {
  games: readonly GameItem[];
  /** Placeholder tiles after the games (a page on its way). */
  skeletons?: number;
  /** Accessible name of the list. */
  label: string;
}

/** Game tiles in a responsive grid (2 columns at 390 px, up to 6 at 1440 px). */
export function GameGrid({ games, skeletons = 0, label, ...tile }: GameGridProps) {
  return (
    <ul className={styles.grid} aria-label={label} aria-busy={skeletons > 0 || undefined}>
      {games.map((game) => (
        <li key={`${game.vassalage}:${game.nodeId}`} className={styles.item}>
          <GameTile game={game} {...tile} />
        </li>
      ))}
      {Array.from({ length: skeletons }, (_, i) => (
        <li key={`skeleton-${i}`} className={styles.item}>
          <GameTileSkeleton />
        </li>
      ))}
    </ul>
  );
}
