import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './coming-soon-page.module.css';

/** Pages owned by later issues (their keys under `pages`). */
export type PageName =
  'vip' | 'pointMall' | 'lottery' | 'vnlottery' | 'promotions' | 'promoDetail' | 'join';

/** A translated "coming soon" panel in the route's layout. */
export function ComingSoonPage({ page }: { page: PageName }) {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <div className={styles.panel}>
        <span className={styles.icon}>
          <Sparkles size={30} aria-hidden />
        </span>
        <p className={styles.kicker}>{t('common.comingSoon')}</p>
        <h1 id="page-title" className={styles.title}>
          {t(`pages.${page}`)}
        </h1>
        <p className={styles.text}>{t('pages.comingSoonText')}</p>
        <Link to={paths.home} className={styles.back}>
          {t('common.backHome')}
        </Link>
      </div>
    </section>
  );
}
