import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { JackpotCounter } from '@/components/jackpot-counter';
import { useAfterFirstPaint } from '@/features/home/hooks/use-after-first-paint';
import { useMerchant } from '@/lib/api/system-status';
import { HotGamesPlaceholder } from './hot-games-placeholder';
import styles from './home-page.module.css';

// Everything under the jackpot (hot game tiles, categories with vendor logos, winner board, why-us, app)
// loads after the first paint: the home's first-load script stays within its budget (docs/performance.md).
const HomeSections = lazy(() =>
  import('./home-sections').then((m) => ({ default: m.HomeSections })),
);

/** What stands in for the sections until they load: the hot games row's skeleton and room for the rest. */
function HomeSectionsPlaceholder() {
  return (
    <>
      <HotGamesPlaceholder />
      <div className={styles.reserve} aria-hidden />
    </>
  );
}

/**
 * The home page (spec §2): jackpot, hot games, the game categories with their vendors, winner board,
 * why-us strip and the app promotion. The hot games box keeps its size from the first paint on; the
 * sections below it are out of the first screen and arrive without moving anything above them.
 */
export function HomePage() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const ready = useAfterFirstPaint();
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">
        {t('home.welcome', { name: merchant?.name ?? 'Monsoon' })}
      </h1>
      <div className={styles.top}>
        <JackpotCounter symbol={merchant?.currencySymbol ?? 'P'} />
      </div>
      {ready ? (
        <Suspense fallback={<HomeSectionsPlaceholder />}>
          <HomeSections />
        </Suspense>
      ) : (
        <HomeSectionsPlaceholder />
      )}
    </div>
  );
}
