import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import styles from './coming-soon-page.module.css';

/** Unknown URLs. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.page}>
      <div className={styles.panel}>
        <EmptyState
          title={t('errors.notFoundTitle')}
          text={t('errors.notFoundText')}
          action={
            <Link to={paths.home} className={styles.back}>
              {t('common.backHome')}
            </Link>
          }
        />
      </div>
    </section>
  );
}
