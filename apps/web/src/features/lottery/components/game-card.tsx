import type { LgwGameMenu } from '@monsoon/contracts/lottery/lgw';
import { lotteryPagePath } from '@monsoon/contracts/lottery/lgw';
import type { LotteryLanguage } from '@monsoon/contracts/lottery/games';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNow } from '@/features/lottery/hooks/use-now';
import { useCountdownText } from '@/features/lottery/hooks/use-countdown-text';
import { gameNameIn } from '@/features/lottery/lib/names';
import styles from './lottery-lobby.module.css';

/** One lottery game in the lobby: its name, how often it draws, the next draw's countdown, a star. */
export function GameCard({
  game,
  language,
  favourite,
  onToggleFavourite,
}: {
  game: LgwGameMenu;
  language: LotteryLanguage;
  favourite: boolean;
  onToggleFavourite: () => void;
}) {
  const { t } = useTranslation('lottery');
  const now = useNow();
  const formatCountdown = useCountdownText();
  const name = gameNameIn(game, language);
  const cadence =
    game.drawInterval >= 86_400
      ? t('lobby.daily')
      : t('lobby.everyMinutes', { count: Math.round(game.drawInterval / 60) });
  return (
    <article className={styles.card}>
      <Link to={lotteryPagePath(game)} className={styles.cardLink}>
        {game.icon ? (
          <img src={game.icon} alt="" width={40} height={40} className={styles.cardIcon} />
        ) : null}
        <span className={styles.cardName}>{name}</span>
        <span className={styles.cardMeta}>{cadence}</span>
        {game.drawTime !== null && game.drawTime > now ? (
          <span className={styles.cardCountdown}>
            {t('lobby.nextDraw')}{' '}
            <time className={styles.clock}>{formatCountdown(game.drawTime - now)}</time>
          </span>
        ) : (
          <span className={styles.cardMeta}>{t('lobby.noDraw')}</span>
        )}
      </Link>
      <button
        type="button"
        className={styles.star}
        aria-pressed={favourite}
        aria-label={
          favourite ? t('lobby.removeFavourite', { name }) : t('lobby.addFavourite', { name })
        }
        onClick={onToggleFavourite}
      >
        <Star size={18} aria-hidden fill={favourite ? 'currentColor' : 'none'} />
      </button>
    </article>
  );
}
