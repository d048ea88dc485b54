import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameGrid } from '@/components/game-tile/game-grid';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Modal } from '@/components/ui/modal';
import { listAnswerPage, usePagedGames } from '@/features/lobby/hooks/use-game-pages';
import { useInfiniteScroll } from '@/features/lobby/hooks/use-infinite-scroll';
import { apiErrorText } from '@/lib/api-error-text';
import { GAME_PAGE_SIZE, gameListQuery } from '@/lib/catalogue/game-list';
import { useCatalogueLanguage } from '@/lib/catalogue/use-catalogue-language';
import { useVendorName } from '@/lib/catalogue/vendor-names';
import type { ModalComponentProps } from '@/stores/modal-store';
import styles from './vendor-games-modal.module.css';

/** A vendor's games in a popup (a VASSALAGE card, wire §6.4): tiles with Load more; opening a game closes it. */
export function VendorGamesModal({
  vassalage,
  gameType,
  close,
}: ModalComponentProps<'vendorGames'>) {
  const { t } = useTranslation('lobby');
  const language = useCatalogueLanguage();
  const vendor = useVendorName(vassalage);
  const [pages, setPages] = useState(1);
  const list = usePagedGames(
    (pageNo) => gameListQuery({ gameType, vassalage }, pageNo, language),
    listAnswerPage,
    pages,
    true,
  );
  const hasMore = pages < (list.totalPages ?? 1);
  const canMore = hasMore && !list.isLoadingMore && !list.isError;
  const more = useCallback(() => setPages((p) => p + 1), []);
  const marker = useInfiniteScroll<HTMLDivElement>(more, {
    enabled: canMore,
    watch: list.games.length,
  });
  const title = t('vendorGames.title', { vendor });

  return (
    <Modal title={title} onClose={close} size="xl" bodyClassName={styles.body}>
      {list.isLoading ? (
        <GameGrid games={[]} skeletons={GAME_PAGE_SIZE} label={title} />
      ) : list.games.length === 0 && list.isError ? (
        <ErrorState title={t('list.failed')} text={apiErrorText(list.error)} onRetry={list.retry} />
      ) : list.games.length === 0 ? (
        <EmptyState title={t('empty.vendor')} />
      ) : (
        <>
          <GameGrid
            games={list.games}
            skeletons={list.isLoadingMore ? 4 : 0}
            label={title}
            onOpened={close}
          />
          <div className={styles.more}>
            {list.isError ? (
              <ErrorState compact title={t('list.failed')} onRetry={list.retry} />
            ) : null}
            {hasMore ? (
              <Button
                variant="secondary"
                onClick={more}
                loading={list.isLoadingMore}
                disabled={!canMore}
              >
                {list.isLoadingMore ? t('list.loadingMore') : t('list.loadMore')}
              </Button>
            ) : null}
            <div ref={marker} className={styles.marker} aria-hidden />
          </div>
        </>
      )}
    </Modal>
  );
}
