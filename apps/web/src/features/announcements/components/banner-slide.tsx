import type { Banner } from '@monsoon/contracts/content';
import { useNavigate } from 'react-router';
import { bannerTarget } from './banner-target';
import styles from './banner-strip.module.css';

/**
 * One banner image; clickable when it has a linkage. An eager one is fetched at high priority (it is
 * the page's largest image); its width and height attributes keep its box while it loads.
 * `onSettled` runs once it has loaded or failed.
 */
export function BannerSlide({
  banner,
  eager,
  onSettled,
}: {
  banner: Banner;
  eager: boolean;
  onSettled?: () => void;
}) {
  const navigate = useNavigate();
  const target = bannerTarget(banner);
  const image = (
    <img
      src={banner.url}
      alt={banner.title}
      className={styles.image}
      width={1920}
      height={480}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      draggable={false}
      onLoad={onSettled}
      onError={onSettled}
    />
  );
  if (!target) return <div className={styles.slide}>{image}</div>;
  if (target.kind === 'external') {
    return (
      <a className={styles.slide} href={target.url} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  return (
    <a
      className={styles.slide}
      href={target.to}
      onClick={(event) => {
        event.preventDefault();
        void navigate(target.to);
      }}
    >
      {image}
    </a>
  );
}
