import styles from './game-grid.module.css';

/** A placeholder tile while a page of games loads. */
export function GameTileSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden>
      <span className={styles.skeletonCover} />
      <span className={styles.skeletonLine} />
      <span className={`${styles.skeletonLine} ${styles.short}`} />
    </div>
  );
}
