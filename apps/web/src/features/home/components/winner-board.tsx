import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import styles from './home-page.module.css';

/** A winner of the board: the board shows only wins above 50000 (spec §8, §9). */
export interface Winner {
  customerName: string;
  gameName: string;
  winAmount: number;
}

/** Minimum win shown on the winner board. */
export const winnerBoardMinimum = 50_000;

/** Wins above the minimum, largest first. */
export const visibleWinners = (list: readonly Winner[]): Winner[] =>
  list.filter((w) => w.winAmount > winnerBoardMinimum).sort((a, b) => b.winAmount - a.winAmount);

// TODO(#catalogue): load GET /wps/relay/GCSGAME_getRankList (gameCategory ALL, limitNum 50) once it exists.
/** The home winner board. */
export function WinnerBoard() {
  const { t } = useTranslation();
  return (
    <section className={styles.winners} aria-labelledby="winners-title">
      <h2 id="winners-title" className={styles.sectionTitle}>
        <Trophy size={20} aria-hidden className={styles.trophy} /> {t('home.winners.title')}
      </h2>
      <EmptyState title={t('home.winners.title')} text={t('home.winners.empty')} compact />
    </section>
  );
}
