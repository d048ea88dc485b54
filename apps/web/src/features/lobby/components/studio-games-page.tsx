import { Dices } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { gameHref } from '@/config/paths';
import { studioGames } from '@/config/studio-games';
import styles from './studio-games-page.module.css';

/** The card tones cycle through the category gradients of the theme. */
const tones = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7'] as const;

// TODO(issue 4): replaced by the slots lobby (vendor tabs, game list, search, favourites).
/** /rng until the lobby exists: the studio's titles, each opening the /game page. */
export function StudioGamesPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="studio-games-title">
      <header className={styles.head}>
        <h1 id="studio-games-title" className={styles.title}>
          {t('pages.rng')}
        </h1>
        <p className={styles.text}>{t('studioGames.text')}</p>
      </header>
      <ul className={styles.grid}>
        {studioGames.map((game, i) => (
          <li key={game.gameId}>
            <Link to={gameHref(game.vassalage, game.gameId)} className={`${styles.card} ${styles[tones[i % tones.length] ?? 'c1']}`}>
              <span className={styles.icon}>
                <Dices size={26} aria-hidden />
              </span>
              <span className={styles.name}>{game.name}</span>
              <span className={styles.code}>{game.gameId}</span>
              <span className={styles.play}>{t('studioGames.play')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
