import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { gameMenusQuery, type MenuScope } from '@/features/lottery/api/get-game-menus';
import { useLotteryFavourites } from '@/features/lottery/hooks/use-favourites';
import { usePrizeMode } from '@/features/lottery/hooks/use-prize-mode';
import { byVendor, lobbySections, untilNextDraw } from '@/features/lottery/lib/lobby-groups';
import { groupNameIn, lotteryLanguage } from '@/features/lottery/lib/names';
import { GameCard } from './game-card';
import styles from './lottery-lobby.module.css';

/**
 * The lottery lobby (issue 5): the games by group, favourites first, each with its next draw; `vendor`
 * (the page's query) narrows it to that vendor's games.
 */
export function LotteryLobby({
  scope,
  vendor = null,
}: {
  scope: MenuScope;
  vendor?: string | null;
}) {
  const { t, i18n } = useTranslation('lottery');
  const titleId = useId();
  const language = lotteryLanguage(i18n.resolvedLanguage ?? i18n.language);
  const prizeMode = usePrizeMode();
  const favourites = useLotteryFavourites();
  const menus = useQuery({
    ...gameMenusQuery(scope, prizeMode ?? 'LOTT', language),
    enabled: prizeMode !== null,
    refetchInterval: (query) => untilNextDraw(query.state.data),
  });
  const sections = menus.data
    ? lobbySections(byVendor(menus.data, vendor), favourites.ids, {
        favourites: t('lobby.favourites'),
        group: (g) => groupNameIn(g, language),
      })
    : [];

  return (
    <section className={styles.lobby} aria-labelledby={titleId}>
      <header>
        <h1 id={titleId} className={styles.title}>
          {scope === 'vn' ? t('lobby.vnTitle') : t('lobby.title')}
        </h1>
        <p className={styles.intro}>{t('lobby.intro')}</p>
      </header>
      {menus.isError ? (
        <ErrorState title={t('lobby.loadFailed')} onRetry={() => void menus.refetch()} />
      ) : !menus.data ? (
        <div className={styles.pending}>
          <Spinner size="lg" label={t('lobby.title')} />
        </div>
      ) : sections.length === 0 ? (
        <EmptyState title={t('lobby.empty')} />
      ) : (
        sections.map((section) => (
          <section key={section.code} className={styles.group} aria-label={section.name}>
            <h2 className={styles.groupTitle}>
              {section.icon ? (
                <img
                  src={section.icon}
                  alt=""
                  width={28}
                  height={28}
                  className={styles.groupIcon}
                />
              ) : null}
              {section.name}
            </h2>
            <ul className={styles.grid}>
              {section.games.map((game) => (
                <li key={game.gameId}>
                  <GameCard
                    game={game}
                    language={language}
                    favourite={favourites.ids.has(String(game.gameId))}
                    onToggleFavourite={() => favourites.toggle(game.gameId)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}
