import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/error-state';
import { EmptyState } from '@/components/ui/empty-state';
import { useAnnouncements } from '@/features/announcements/hooks/use-announcements';
import { AnnouncementBrowser } from './announcement-browser';
import styles from './notice-page.module.css';

/** /noticePage: every marquee notice with its content. */
export function NoticePage() {
  const { t } = useTranslation();
  const feed = useAnnouncements();
  const items = (feed.data?.player ?? []).map((n) => ({
    id: n.id,
    title: n.title,
    content: n.content,
  }));
  return (
    <section className={styles.page} aria-labelledby="notice-title">
      <header className={styles.head}>
        <span className={styles.icon}>
          <Bell size={22} aria-hidden />
        </span>
        <div>
          <h1 id="notice-title" className={styles.title}>
            {t('notices.pageTitle')}
          </h1>
          <p className={styles.subtitle}>{t('notices.subtitle')}</p>
        </div>
      </header>
      <div className={styles.card}>
        {feed.isPending ? (
          <div className={styles.center}>
            <Spinner size="lg" label={t('common.loading')} />
          </div>
        ) : feed.isError ? (
          <ErrorState onRetry={() => void feed.refetch()} compact />
        ) : items.length === 0 ? (
          <EmptyState title={t('notices.empty')} compact />
        ) : (
          <AnnouncementBrowser items={items} initialIndex={0} />
        )}
      </div>
    </section>
  );
}
