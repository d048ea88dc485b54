import type { GameItem } from '@monsoon/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { GameGrid } from '@/components/game-tile/game-grid';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import type { PagedGames } from '@/features/lobby/hooks/use-game-pages';
import { useInfiniteScroll } from '@/features/lobby/hooks/use-infinite-scroll';
import type { LobbyTab } from '@/features/lobby/lib/lobby-state';
import { GAME_PAGE_SIZE } from '@/lib/catalogue/game-list';
import { apiErrorText } from '@/lib/api-error-text';
import styles from './lobby-page.module.css';

export interface LobbyResultsProps {
  list: PagedGames;
  tab: LobbyTab;
  /** Accessible name of the grid. */
  label: string;
  /** Load more / infinite scroll may ask the next page. */
  hasMore: boolean;
  onMore: () => void;
  /** Filters are set (the empty state offers to clear them). */
  filtered: boolean;
  /** The list is of every vendor (its empty state does not point at another vendor). */
  allVendors: boolean;
  onClearFilters: () => void;
  onPlay?: (game: GameItem) => void;
}

const emptyKeys = {
  none: ['empty.vendor', 'empty.vendorText'],
  hot: ['empty.hot', 'empty.hotText'],
  fav: ['empty.fav', 'empty.favText'],
  recent: ['empty.recent', 'empty.recentText'],
} as const;

/** The shown list: skeletons, the error with retry, the empty state of the tab or filters, or the tiles with Load more. */
export function LobbyResults({
  list,
  tab,
  label,
  hasMore,
  onMore,
  filtered,
  allVendors,
  onClearFilters,
  onPlay,
}: LobbyResultsProps) {
  const { t } = useTranslation('lobby');
  const canMore = hasMore && !list.isLoadingMore && !list.isError;
  const marker = useInfiniteScroll<HTMLDivElement>(onMore, {
    enabled: canMore,
    watch: list.games.length,
  });

  if (list.isLoading) return <GameGrid games={[]} skeletons={GAME_PAGE_SIZE} label={label} />;
  if (list.games.length === 0 && list.isError)
    return (
      <ErrorState title={t('list.failed')} text={apiErrorText(list.error)} onRetry={list.retry} />
    );
  if (list.games.length === 0) {
    if (tab === 'none' && filtered)
      return (
        <EmptyState
          title={t('empty.filters')}
          text={t('empty.filtersText')}
          action={
            <Button variant="secondary" size="sm" onClick={onClearFilters}>
              {t('filters.clear')}
            </Button>
          }
        />
      );
    const [title, text] =
      tab === 'none' && allVendors ? (['empty.none', 'empty.noneText'] as const) : emptyKeys[tab];
    return <EmptyState title={t(title)} text={t(text)} />;
  }
  return (
    <div className={styles.results}>
      <GameGrid
        games={list.games}
        skeletons={list.isLoadingMore ? Math.min(4, GAME_PAGE_SIZE) : 0}
        label={label}
        {...(onPlay ? { onPlay } : {})}
      />
      <div className={styles.more}>
        {list.totalCount !== undefined && list.totalCount > list.games.length ? (
          <p className={styles.progress} aria-live="polite">
            {t('list.progress', { shown: list.games.length, total: list.totalCount })}
          </p>
        ) : null}
        {list.isError ? <ErrorState compact title={t('list.failed')} onRetry={list.retry} /> : null}
        {hasMore ? (
          <Button
            variant="secondary"
            onClick={onMore}
            loading={list.isLoadingMore}
            disabled={!canMore}
          >
            {list.isLoadingMore ? t('list.loadingMore') : t('list.loadMore')}
          </Button>
        ) : null}
        <div ref={marker} className={styles.marker} aria-hidden />
      </div>
    </div>
  );
}
