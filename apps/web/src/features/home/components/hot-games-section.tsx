import { Flame } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './hot-games.module.css';

/** The hot games section (wire §6.3): its title and a box of one row's height for `children`. */
export function HotGamesSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="hot-title">
      <div className={styles.head}>
        <h2 id="hot-title" className={styles.title}>
          <Flame size={20} aria-hidden className={styles.flame} /> {t('home.hot.title')}
        </h2>
        <Link to={paths.rng} className={styles.all}>
          {t('home.hot.all')}
        </Link>
      </div>
      <div className={styles.box}>{children}</div>
    </section>
  );
}
