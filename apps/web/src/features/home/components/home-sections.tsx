import { ArrowRight, Clock3, Gift, Headset, ShieldCheck, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CategoryGrid } from './category-grid';
import { HotGamesRow } from './hot-games-row';
import { HotGamesSection } from './hot-games-section';
import { WinnerBoard } from './winner-board';
import styles from './home-page.module.css';

/** The home sections loaded after the first paint: hot games, categories, winner board, why-us, app. */
export function HomeSections() {
  const { t } = useTranslation();
  const features = [
    { icon: Clock3, title: t('home.features.fastTitle'), text: t('home.features.fastText') },
    { icon: ShieldCheck, title: t('home.features.safeTitle'), text: t('home.features.safeText') },
    { icon: Headset, title: t('home.features.supportTitle'), text: t('home.features.supportText') },
    { icon: Gift, title: t('home.features.bonusTitle'), text: t('home.features.bonusText') },
  ];
  return (
    <>
      <HotGamesSection>
        <HotGamesRow />
      </HotGamesSection>
      <section className={styles.section} aria-labelledby="categories-title">
        <div className={styles.sectionHead}>
          <h2 id="categories-title" className={styles.sectionTitle}>
            {t('home.categoriesTitle')}
          </h2>
          <p className={styles.sectionText}>{t('home.categoriesSubtitle')}</p>
        </div>
        <CategoryGrid />
      </section>
      <div className={styles.split}>
        <WinnerBoard />
        <section className={styles.features} aria-labelledby="features-title">
          <h2 id="features-title" className={styles.sectionTitle}>
            {t('home.features.title')}
          </h2>
          <ul className={styles.featureList}>
            {features.map((f) => (
              <li key={f.title} className={styles.feature}>
                <span className={styles.featureIcon}>
                  <f.icon size={22} aria-hidden />
                </span>
                <div>
                  <p className={styles.featureTitle}>{f.title}</p>
                  <p className={styles.featureText}>{f.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section className={styles.app} aria-labelledby="app-title">
        <span className={styles.appIcon}>
          <Smartphone size={30} aria-hidden />
        </span>
        <div className={styles.appText}>
          <h2 id="app-title" className={styles.appTitle}>
            {t('home.appTitle')}
          </h2>
          <p>{t('home.appText')}</p>
        </div>
        <Link to={paths.download} className={styles.appButton}>
          {t('home.appButton')} <ArrowRight size={16} aria-hidden />
        </Link>
      </section>
    </>
  );
}
