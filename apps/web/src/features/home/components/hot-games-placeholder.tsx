import styles from './hot-games.module.css';

const skeletonCount = 8;

/**
 * Placeholder tiles of the row's size (the row keeps its height while tiles and data load). Styled in
 * hot-games.module.css rather than with GameTileSkeleton: this is the home's first paint, which must not
 * pull in the game grid's stylesheet and module (the row and its tiles load after the first paint).
 */
export function HotGamesSkeleton() {
  return (
    <ul className={styles.row} aria-hidden>
      {Array.from({ length: skeletonCount }, (_, i) => (
        <li key={i} className={styles.skeleton}>
          <span className={styles.skeletonCover} />
          <span className={styles.skeletonLine} />
          <span className={`${styles.skeletonLine} ${styles.short}`} />
        </li>
      ))}
    </ul>
  );
}

/** The hot games section before its code has loaded: a title bar and a row of the final size. */
export function HotGamesPlaceholder() {
  return (
    <div className={styles.section} aria-hidden>
      <div className={styles.head}>
        <span className={styles.titleSkeleton} />
      </div>
      <div className={styles.box}>
        <HotGamesSkeleton />
      </div>
    </div>
  );
}
