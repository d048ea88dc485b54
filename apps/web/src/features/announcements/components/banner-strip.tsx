import type { BannerGroup } from '@monsoon/contracts/content';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '@/features/announcements/hooks/use-announcements';
import { BannerCarousel } from './banner-carousel';
import { BannerSlide } from './banner-slide';
import styles from './banner-strip.module.css';

/** A carousel (autoplay, dots) only with more than one banner; a plain banner with one; nothing with none. */
export const bannerMode = (count: number): 'none' | 'single' | 'carousel' =>
  count === 0 ? 'none' : count === 1 ? 'single' : 'carousel';

/**
 * The banner strip of a route group (spec §2); remounted on route change by its key. While the feed
 * loads, an empty strip of the banner's height holds its place, so the page below does not move
 * when the banner arrives.
 */
export function BannerStrip({ group }: { group: BannerGroup }) {
  const { t } = useTranslation();
  const feed = useAnnouncements();
  if (feed.isPending) {
    return (
      <div className={styles.strip} aria-hidden>
        <div className={styles.placeholder} />
      </div>
    );
  }
  const banners = (feed.data?.banners ?? []).filter((b) => b.groupName === group);
  const mode = bannerMode(banners.length);
  const first = banners[0];
  if (mode === 'none' || !first) return null;
  return (
    <section
      className={styles.strip}
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
    >
      {mode === 'single' ? (
        <BannerSlide banner={first} eager />
      ) : (
        <BannerCarousel banners={banners} />
      )}
    </section>
  );
}
