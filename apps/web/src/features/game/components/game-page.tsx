import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { paths } from '@/config/paths';
import { readGameChoice } from '@/features/game/lib/game-choice';
import { GameView } from './game-view';
import styles from './game-page.module.css';

/**
 * /game (spec §2: iframe game page, header only): `?vassalage=<vendor>&gameId=<code>`, optionally
 * `demo=1` (or `accountType=0`) for free play. A new choice is a new launch.
 */
export function GamePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const choice = useMemo(() => readGameChoice(params), [params]);
  if (!choice) {
    return (
      <section className={styles.page}>
        <ErrorState title={t('game.missingTitle')} text={t('game.missingText')} />
        <Link to={paths.rng} className={styles.backLink}>
          {t('game.backToGames')}
        </Link>
      </section>
    );
  }
  return (
    <GameView key={`${choice.vassalage}/${choice.gameId}/${String(choice.demo)}`} choice={choice} />
  );
}
