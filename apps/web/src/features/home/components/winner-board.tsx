import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { WinnerList } from './winner-list';
import styles from './winner-board.module.css';

/** The home winner board (spec §2, §8): big wins above 50000, largest first, in a box of fixed height. */
export function WinnerBoard() {
  const { t } = useTranslation();
  return (
    <section className={styles.board} aria-labelledby="winners-title">
      <h2 id="winners-title" className={styles.title}>
        <Trophy size={20} aria-hidden className={styles.trophy} /> {t('home.winners.title')}
      </h2>
      <div className={styles.box}>
        <WinnerList />
      </div>
    </section>
  );
}
