import { ChevronLeft } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useGameName } from '@/features/game/api/game-name';
import { useBalanceSync } from '@/features/game/hooks/use-balance-sync';
import { useGameLaunch } from '@/features/game/hooks/use-game-launch';
import type { GameChoice } from '@/features/game/lib/game-choice';
import { apiErrorText } from '@/lib/api-error-text';
import { openModal } from '@/stores/modal-store';
import styles from './game-page.module.css';

/**
 * The game's iframe: sandboxed, from the vendor's origin (architecture §6). A click on the game's own
 * "Back to lobby" link (target _top) may leave the frame; scripts alone may not move the site.
 */
const frameSandbox =
  'allow-scripts allow-same-origin allow-popups allow-forms allow-top-navigation-by-user-activation';

/** One launch: the game below the header; free play adds a bar with its badge (and, for visitors, the login prompt). */
export function GameView({ choice }: { choice: GameChoice }) {
  // 'errors' too: a failed launch shows the text of its code (#734, game.not.found...).
  const { t } = useTranslation(['site', 'errors']);
  const { launch, visitor } = useGameLaunch(choice);
  const frame = useRef<HTMLIFrameElement>(null);
  useBalanceSync(frame);
  const name = useGameName(choice) ?? choice.gameId;
  const demo = visitor || choice.demo;
  return (
    <section className={styles.page} aria-labelledby="game-title">
      {demo ? (
        <div className={styles.bar}>
          <Link to={paths.rng} className={styles.back} aria-label={t('game.backToGames')}>
            <ChevronLeft size={18} aria-hidden />
          </Link>
          <h1 id="game-title" className={styles.title}>
            {name}
          </h1>
          <Badge tone="gold">{t('game.playForFun')}</Badge>
          {visitor ? (
            <div className={styles.prompt}>
              <span className={styles.promptText}>{t('game.loginPrompt')}</span>
              <Button size="sm" onClick={() => openModal('login', {})}>
                {t('game.loginToPlay')}
              </Button>
            </div>
          ) : null}
        </div>
      ) : (
        // Real play is the header and the game only (spec §2); the game has its own title bar.
        <h1 id="game-title" className="visually-hidden">
          {name}
        </h1>
      )}
      <div className={styles.stage}>
        {launch.isPending ? (
          <div className={styles.loading}>
            <Spinner size="lg" />
            <p role="status">{t('game.loading')}</p>
          </div>
        ) : launch.isError ? (
          <ErrorState
            title={t('game.failedTitle')}
            text={apiErrorText(launch.error)}
            onRetry={() => void launch.refetch()}
          />
        ) : (
          <iframe
            ref={frame}
            className={styles.frame}
            src={launch.data}
            title={name}
            sandbox={frameSandbox}
            allow="fullscreen"
            allowFullScreen
          />
        )}
      </div>
    </section>
  );
}
