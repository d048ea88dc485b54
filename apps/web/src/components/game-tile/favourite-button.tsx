import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FavouriteGame } from '@/lib/catalogue/add-favourite';
import { useFavouriteToggle } from '@/lib/catalogue/use-favourite-toggle';
import styles from './game-tile.module.css';

/** The heart of a tile (spec §4 favourite toggle); the tile shows it to real members only. */
export function FavouriteButton({
  game,
  name,
  active,
}: {
  game: FavouriteGame;
  name: string;
  active: boolean;
}) {
  const { t } = useTranslation();
  const { toggle, pendingId } = useFavouriteToggle();
  return (
    <button
      type="button"
      className={`${styles.heart} ${active ? styles.heartOn : ''}`}
      aria-pressed={active}
      aria-label={active ? t('tile.unfavourite', { name }) : t('tile.favourite', { name })}
      disabled={pendingId === game.nodeId}
      onClick={() => toggle(game)}
    >
      <Heart size={18} aria-hidden fill={active ? 'currentColor' : 'none'} />
    </button>
  );
}
