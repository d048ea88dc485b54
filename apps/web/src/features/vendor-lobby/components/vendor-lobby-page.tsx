import type { GameType } from '@monsoon/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { useVendorClick } from '@/hooks/use-vendor-click';
import { cardsOf } from '@/lib/catalogue/regroup';
import { useGameGroups, useVendorLanes } from '@/lib/catalogue/vendor-lanes';
import { LobbyEmpty } from './lobby-empty';
import { VendorTile } from './vendor-tile';
import styles from './vendor-lobby.module.css';

/** Game types with a vendor lobby (spec §2: /live, /sports, /esports). */
export type LobbyGameType = Extract<GameType, 'LIVE' | 'SPORTS' | 'ESPORTS'>;

const skeletons = [1, 2, 3, 4];

/**
 * A vendor lobby (spec §2 /live, /sports, /esports): the type's vendors as large tiles; a click follows
 * the vendor rules (FB the sports book, a popup list, a game). A type without vendors says so.
 */
export function VendorLobbyPage({ gameType }: { gameType: LobbyGameType }) {
  const { t } = useTranslation();
  const lanes = useVendorLanes();
  const { groups } = useGameGroups();
  const onVendor = useVendorClick();
  const cards = cardsOf(groups, gameType);
  const title = t(`nav.gameTypes.${gameType}`);
  return (
    <section className={styles.page} aria-labelledby="lobby-title">
      <header className={styles.head}>
        <h1 id="lobby-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>{t(`vendorLobby.intro.${gameType}`)}</p>
      </header>
      {lanes.isPending ? (
        <ul className={styles.grid} aria-busy="true" aria-label={t('common.loading')}>
          {skeletons.map((n) => (
            <li key={n} className={styles.skeleton} />
          ))}
        </ul>
      ) : lanes.isError ? (
        <ErrorState onRetry={() => void lanes.refetch()} />
      ) : cards.length === 0 ? (
        <LobbyEmpty
          title={t('vendorLobby.emptyTitle', { type: title })}
          text={t('vendorLobby.emptyText')}
        />
      ) : (
        <ul className={styles.grid}>
          {cards.map((card, i) => (
            <li key={card.vassalage}>
              <VendorTile card={card} tone={i} onOpen={() => onVendor(card, gameType)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
