import type { GameItem } from '@monsoon/contracts/catalogue';
import { Wrench } from 'lucide-react';
import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useMerchant } from '@/lib/api/system-status';
import { useCanUseFavourites, useFavouriteIds } from '@/lib/catalogue/favourite-ids';
import { gameOpenPath, isUnderMaintenance } from '@/lib/catalogue/game-target';
import { useClock } from '@/lib/catalogue/use-clock';
import { useOpenGame } from '@/lib/catalogue/use-open-game';
import { useVendorName } from '@/lib/catalogue/vendor-names';
import { formatBalance } from '@/lib/format';
import { FavouriteButton } from './favourite-button';
import { LazyImage } from './lazy-image';
import styles from './game-tile.module.css';

export interface GameTileProps {
  game: GameItem;
  /** Replaces real play (e.g. a PVP game first shows its rooms); default: the gated launch. */
  onPlay?: (game: GameItem) => void;
  /** Runs after the tile opened a game or its demo (a popup list closes). */
  onOpened?: () => void;
}

/** The name a game shows (wire §6.2: gameName, else nodeName, else displayName). */
export const gameNameOf = (game: GameItem): string =>
  game.gameName || game.nodeName || game.displayName || game.gameId;
/** The tile's picture (wire §6.2: showIcon, else iconUrl, else defaultIcon). */
export const gameIconOf = (game: GameItem): string =>
  game.showIcon || game.iconUrl || game.defaultIcon;

/** A plain left click (a modified click opens the link in a new tab as usual). */
const plainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * A game tile: picture (lazy), name, vendor, new/hot badges, the maintenance badge (such a game cannot
 * be opened), the favourite heart for real members, and Play (the name link covers the tile) / Demo.
 */
export function GameTile({ game, onPlay, onOpened }: GameTileProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const name = gameNameOf(game);
  const vendor = useVendorName(game.vassalage);
  const symbol = useMerchant()?.currencySymbol ?? 'P';
  const open = useOpenGame();
  const showHeart = useCanUseFavourites();
  const { ids } = useFavouriteIds();
  const closed = isUnderMaintenance(game, useClock());

  const play = (e: MouseEvent) => {
    if (!plainClick(e)) return;
    e.preventDefault();
    if (onPlay) onPlay(game);
    else if (open.play(game)) onOpened?.();
  };
  const demo = () => {
    if (open.demo(game)) onOpened?.();
  };

  return (
    <article className={`${styles.tile} ${closed ? styles.closed : ''}`} aria-labelledby={nameId}>
      <div className={styles.cover}>
        <LazyImage
          src={gameIconOf(game)}
          alt=""
          errorAlt={t('tile.imageFailed')}
          width={240}
          height={240}
          className={styles.picture}
        />
        <span className={styles.badges}>
          {game.isNew === 1 ? <Badge tone="primary">{t('tile.new')}</Badge> : null}
          {game.isHot === 1 ? <Badge tone="danger">{t('tile.hot')}</Badge> : null}
        </span>
        {closed ? (
          <span className={styles.maintenance}>
            <Wrench size={14} aria-hidden />
            {t('tile.maintenance')}
          </span>
        ) : (
          <span className={styles.playPill} aria-hidden>
            {t('tile.play')}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name} id={nameId}>
          {closed ? (
            name
          ) : (
            <a className={styles.link} href={gameOpenPath(game)} onClick={play}>
              {name}
            </a>
          )}
        </h3>
        <p className={styles.vendor}>{vendor}</p>
        <div className={styles.foot}>
          {game.minBet > 0 ? (
            <span className={styles.minBet}>
              {t('tile.minBet', { amount: formatBalance(game.minBet, symbol) })}
            </span>
          ) : (
            <span />
          )}
          {game.hasDemo && !closed ? (
            <button type="button" className={styles.demo} onClick={demo} aria-describedby={nameId}>
              {t('tile.demo')}
            </button>
          ) : null}
        </div>
      </div>
      {showHeart ? <FavouriteButton game={game} name={name} active={ids.has(game.nodeId)} /> : null}
    </article>
  );
}
