import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '@/features/announcements/hooks/use-announcements';
import { openModal } from '@/stores/modal-store';
import styles from './notice-marquee.module.css';

/** Seconds per title for each operator speed. */
const secondsPerItem = { LOW: 14, MEDIUM: 10, HIGH: 7 } as const;

/**
 * The notice bar: scrolling titles of the `player` notices; a click opens the notices modal at that
 * index. While the feed loads, an empty bar holds its place (the page below must not move).
 */
export function NoticeMarquee() {
  const { t } = useTranslation();
  const feed = useAnnouncements();
  if (feed.isPending) {
    return (
      <div className={styles.bar} aria-hidden>
        <div className={styles.inner} />
      </div>
    );
  }
  const notices = feed.data?.player ?? [];
  if (notices.length === 0) return null;
  const items = notices.map((n) => ({ id: n.id, title: n.title, content: n.content }));
  const speed = notices[0]?.announcementDisplaySpeed ?? 'MEDIUM';
  const duration = Math.max(20, notices.length * secondsPerItem[speed]);
  const open = (index: number) => openModal('notices', { items, index });
  return (
    <section className={styles.bar} aria-label={t('marquee.label')}>
      <div className={styles.inner}>
        <span className={styles.icon}>
          <Megaphone size={18} aria-hidden />
        </span>
        <div className={styles.viewport}>
          <ul className={styles.track} style={{ animationDuration: `${duration}s` }}>
            {notices.map((n, index) => (
              <li key={n.id}>
                <button
                  type="button"
                  className={styles.item}
                  onClick={() => open(index)}
                  aria-label={t('marquee.open', { title: n.title })}
                >
                  {n.title}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
