import { Dices, Fish, Gamepad2, Goal, Spade, Ticket, Tv } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './home-page.module.css';

/** The game categories of the home page, each leading to its lobby. */
export const homeCategories = [
  { code: 'SPORTS', to: paths.sports, icon: Goal, tone: 'c1' },
  { code: 'LIVE', to: paths.live, icon: Tv, tone: 'c2' },
  { code: 'RNG', to: paths.rng, icon: Dices, tone: 'c3' },
  { code: 'FISH', to: paths.fish, icon: Fish, tone: 'c4' },
  { code: 'PVP', to: paths.pvp, icon: Spade, tone: 'c5' },
  { code: 'LOTT', to: paths.vnLottery, icon: Ticket, tone: 'c6' },
  { code: 'ESPORTS', to: paths.esports, icon: Gamepad2, tone: 'c7' },
] as const;

/** Category tiles: name, short pitch, play link. */
export function CategoryGrid() {
  const { t } = useTranslation();
  return (
    <ul className={styles.categories}>
      {homeCategories.map((c) => (
        <li key={c.code}>
          <Link to={c.to} className={`${styles.category} ${styles[c.tone]}`}>
            <span className={styles.categoryIcon}>
              <c.icon size={30} aria-hidden />
            </span>
            <span className={styles.categoryName}>{t(`nav.gameTypes.${c.code}`)}</span>
            <span className={styles.categoryText}>{t(`home.categories.${c.code}`)}</span>
            <span className={styles.categoryPlay}>{t('home.play')}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
