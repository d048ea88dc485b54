import type { VendorCard } from '@monsoon/contracts/catalogue';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { JackpotCounter } from '@/components/jackpot-counter';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useGameLobby } from '@/features/lobby/hooks/use-game-lobby';
import { usePvpPlay } from '@/features/lobby/hooks/use-pvp-play';
import { lobbySearch, listGameTypeOf } from '@/features/lobby/lib/lobby-url';
import { LobbyFilters } from './lobby-filters';
import { LobbyResults } from './lobby-results';
import { PvpRoomsDialog } from './pvp-rooms-dialog';
import { VendorMenu } from './vendor-menu';
import { VendorMenuSkeleton } from './vendor-menu-skeleton';
import styles from './lobby-page.module.css';

const pageTitles = { RNG: 'pages.rng', FISH: 'pages.fish', PVP: 'pages.pvp' } as const;

/**
 * The game-list page of /rng, /fish and /pvp (spec §2, §4): the slots page's rolling jackpot (spec §1),
 * the type's vendors, the filters, the tabs (all, hot, favourites, recent) and the games with Load more
 * and infinite scroll. The vendor and tab live in the address; a PVP game with rooms asks for one first.
 */
export function GameListPage() {
  const { t } = useTranslation('lobby');
  const { t: tSite } = useTranslation();
  const titleId = useId();
  const gameType = listGameTypeOf(useLocation().pathname);
  const [search] = useSearchParams();
  const lobby = useGameLobby(gameType);
  const pvp = usePvpPlay();
  const hall = (card: VendorCard) =>
    gameType === 'RNG' ? t('vendors.hall', { name: card.displayName }) : card.displayName;
  const hrefOf = (vassalage: string) =>
    `?${lobbySearch(search, { vassalage, tab: 'none' }).toString()}`;

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <header className={styles.head}>
        <h1 id={titleId} className={styles.title}>
          {tSite(pageTitles[gameType])}
        </h1>
        <p className={styles.intro}>{t(`intro.${gameType}`)}</p>
      </header>
      {/* Spec §1: the rolling jackpot counter is on the slots page. */}
      {gameType === 'RNG' ? <JackpotCounter symbol={lobby.currencySymbol} /> : null}
      {lobby.lanes.isPending ? (
        <VendorMenuSkeleton />
      ) : lobby.lanes.isError ? (
        <ErrorState text={t('list.failed')} onRetry={() => void lobby.lanes.refetch()} />
      ) : lobby.cards.length === 0 ? (
        <EmptyState
          title={t('empty.type')}
          text={t('empty.typeText')}
          action={
            gameType === 'RNG' ? null : (
              <Link to={paths.rng} className={styles.typeAction}>
                {t('empty.typeAction')}
              </Link>
            )
          }
        />
      ) : (
        <>
          <VendorMenu
            cards={lobby.cards}
            selected={lobby.vendor?.vassalage ?? ''}
            label={hall}
            hrefOf={hrefOf}
          />
          <LobbyFilters
            filters={lobby.state.filters}
            classes={lobby.classes}
            currencySymbol={lobby.currencySymbol}
            dispatch={lobby.dispatch}
          />
          <Tabs
            items={lobby.tabItems.map((key) => ({ key, label: t(`tabs.${key}`) }))}
            value={lobby.tab}
            onChange={lobby.chooseTab}
            label={t('tabs.label')}
          >
            <LobbyResults
              list={lobby.list}
              tab={lobby.tab}
              label={
                lobby.vendor ? t('list.label', { vendor: hall(lobby.vendor) }) : t('list.labelAll')
              }
              hasMore={lobby.hasMore}
              onMore={lobby.more}
              filtered={lobby.filtered}
              allVendors={!lobby.vendor}
              onClearFilters={lobby.clearFilters}
              {...(gameType === 'PVP' ? { onPlay: pvp.onPlay } : {})}
            />
          </Tabs>
        </>
      )}
      {pvp.picking ? (
        <PvpRoomsDialog
          game={pvp.picking}
          currencySymbol={lobby.currencySymbol}
          onClose={pvp.closePicker}
        />
      ) : null}
    </section>
  );
}
