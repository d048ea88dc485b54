import { ArrowLeft, Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Balance } from '@/components/balance/balance';
import { paths } from '@/config/paths';
import type { MenuScope } from '@/features/lottery/api/get-game-menus';
import { useSessionStore } from '@/stores/session-store';
import { BettingScreen } from './betting-screen';
import { LotteryLobby } from './lottery-lobby';
import styles from './lottery-page.module.css';

/**
 * The lottery pages (spec §2): /lottery (no site header, so it carries its own way home and the
 * member's balance, refreshed like the header's after a bet and a settlement), /vnlottery and
 * /seaLottery. Without `gameCode` the lobby of the page's games; with it, that game's betting screen
 * (`playType` opens a play type); `vendor` narrows the lobby to that vendor's games.
 */
export function LotteryPage({ scope }: { scope: MenuScope }) {
  const { t } = useTranslation('lottery');
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const token = useSessionStore((s) => s.token);
  const gameCode = search.get('gameCode');
  const headerless = pathname.toLowerCase() === paths.lottery;
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <nav className={styles.bar} aria-label={t('page.lobby')}>
          {headerless ? (
            <Link to={paths.home} className={styles.barLink}>
              <Home size={16} aria-hidden /> {t('page.home')}
            </Link>
          ) : null}
          {gameCode ? (
            <Link to={pathname} className={styles.barLink}>
              <ArrowLeft size={16} aria-hidden /> {t('page.lobby')}
            </Link>
          ) : null}
        </nav>
        {headerless && token ? <Balance token={token} /> : null}
      </div>
      {gameCode ? (
        <BettingScreen
          key={gameCode}
          gameCode={gameCode}
          initialPlayType={search.get('playType')}
        />
      ) : (
        <LotteryLobby scope={scope} vendor={search.get('vendor')} />
      )}
      <p className={styles.note}>{t('page.draws')}</p>
    </div>
  );
}
