import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GameTile } from '@/components/game-tile/game-tile';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { paths } from '@/config/paths';
import { useHotGames } from '@/lib/catalogue/hot-games';
import { HotGamesSkeleton } from './hot-games-placeholder';
import styles from './hot-games.module.css';

/** Tiles of the home row at most (a row, then "All games"). */
export const homeHotLimit = 12;

/** The hot games row: tiles, or its loading, failed and empty states in the same box. */
export function HotGamesRow() {
  const { t } = useTranslation();
  const hot = useHotGames();
  const row = useRef<HTMLUListElement>(null);
  // Which ends the row can still scroll to (the arrows show only towards them).
  const [ends, setEnds] = useState({ start: true, end: false });
  const onScroll = () => {
    const el = row.current;
    if (el)
      setEnds({
        start: el.scrollLeft <= 1,
        end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1,
      });
  };
  // The row's room changes with the window (and when the tiles arrive): check the ends again then.
  useEffect(() => {
    const el = row.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      setEnds({
        start: el.scrollLeft <= 1,
        end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1,
      }),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hot.data]);
  if (hot.isPending) return <HotGamesSkeleton />;
  if (hot.isError) return <ErrorState compact onRetry={() => void hot.refetch()} />;
  const games = hot.data.slice(0, homeHotLimit);
  if (games.length === 0) {
    return (
      <EmptyState
        compact
        title={t('home.hot.emptyTitle')}
        text={t('home.hot.emptyText')}
        action={
          <Link to={paths.rng} className={styles.all}>
            {t('home.hot.all')}
          </Link>
        }
      />
    );
  }
  const scroll = (direction: 1 | -1) =>
    row.current?.scrollBy({ left: direction * row.current.clientWidth * 0.8, behavior: 'smooth' });
  return (
    <div className={styles.scroller}>
      <ul ref={row} className={styles.row} aria-label={t('home.hot.title')} onScroll={onScroll}>
        {games.map((game) => (
          <li key={`${game.vassalage}:${game.nodeId}`} className={styles.item}>
            <GameTile game={game} />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`${styles.arrow} ${styles.prev}`}
        hidden={ends.start}
        onClick={() => scroll(-1)}
        aria-label={t('common.previous')}
      >
        <ChevronLeft size={20} aria-hidden />
      </button>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        hidden={ends.end}
        onClick={() => scroll(1)}
        aria-label={t('common.next')}
      >
        <ChevronRight size={20} aria-hidden />
      </button>
    </div>
  );
}
