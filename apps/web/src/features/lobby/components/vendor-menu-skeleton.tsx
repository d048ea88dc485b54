import styles from './vendor-menu.module.css';

/** The vendor menu's place while the lanes load. */
export function VendorMenuSkeleton() {
  return (
    <div className={styles.menu} aria-hidden>
      <div className={styles.strip}>
        {Array.from({ length: 6 }, (_, i) => (
          <span key={i} className={styles.skeleton} />
        ))}
      </div>
    </div>
  );
}
