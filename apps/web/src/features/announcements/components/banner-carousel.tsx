import type { Banner } from '@monsoon/contracts/content';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '@/lib/idle';
import type { CarouselApi } from './banner-carousel-engine';
import { BannerSlide } from './banner-slide';
import styles from './banner-strip.module.css';

// Embla (the swipe/loop engine) is its own chunk, loaded once the first banner has painted.
const CarouselEngine = lazy(() =>
  import('./banner-carousel-engine').then((m) => ({ default: m.CarouselEngine })),
);

/** Banner autoplay interval (spec §9). */
export const bannerAutoplayMs = 5000;

/**
 * The banner carousel: loops, autoplays every 5000 ms (paused on hover/focus), clickable dots. Its
 * slides, arrows and dots render at once (the first banner is the page's largest image, so it must not
 * wait for any script); the engine attaches to them when the browser is idle after the first image
 * has loaded, or at the first hover, touch or focus. A dot or arrow used before that takes effect as
 * soon as the engine is there.
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<CarouselApi>();
  const [wanted, setWanted] = useState(false);
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  // A slide asked for before the engine was there.
  const target = useRef<number | null>(null);
  const cancelIdle = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      cancelIdle.current?.();
      cancelIdle.current = null;
    },
    [],
  );
  /** The first banner has loaded (or failed): bring the engine in when the browser is idle. */
  const afterFirstImage = useCallback(() => {
    cancelIdle.current ??= whenIdle(() => setWanted(true));
  }, []);
  useEffect(() => {
    // Loaded before React listened (from the cache, or preloaded by src/boot.ts).
    if (viewport?.querySelector('img')?.complete) afterFirstImage();
  }, [viewport, afterFirstImage]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect);
    if (target.current !== null) api.scrollTo(target.current);
    target.current = null;
    return () => {
      api.off('select', onSelect);
    };
  }, [api]);

  const go = (index: number) => {
    if (api) api.scrollTo(index);
    else {
      target.current = (index + banners.length) % banners.length;
      setWanted(true);
    }
  };

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => {
      if (api) api.scrollNext();
      else {
        target.current = (selected + 1) % banners.length;
        setWanted(true);
      }
    }, bannerAutoplayMs);
    return () => window.clearInterval(timer);
  }, [api, paused, selected, banners.length]);

  return (
    <div
      className={styles.carousel}
      onMouseEnter={() => {
        setPaused(true);
        setWanted(true);
      }}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => {
        setPaused(true);
        setWanted(true);
      }}
      onBlur={() => setPaused(false)}
      onTouchStart={() => setWanted(true)}
    >
      <div className={styles.viewport} ref={setViewport}>
        <div className={styles.container}>
          {banners.map((b, i) => (
            <div
              key={b.bannerId}
              className={styles.cell}
              role="group"
              aria-roledescription="slide"
              aria-label={t('banner.slide', { n: i + 1, total: banners.length })}
              aria-hidden={i !== selected || undefined}
              inert={i !== selected}
            >
              <BannerSlide
                banner={b}
                eager={i === 0}
                {...(i === 0 ? { onSettled: afterFirstImage } : {})}
              />
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        className={`${styles.arrow} ${styles.prev}`}
        onClick={() => (api ? api.scrollPrev() : go(selected - 1))}
        aria-label={t('common.previous')}
      >
        <ChevronLeft size={22} aria-hidden />
      </button>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        onClick={() => (api ? api.scrollNext() : go(selected + 1))}
        aria-label={t('common.next')}
      >
        <ChevronRight size={22} aria-hidden />
      </button>
      <div className={styles.dots}>
        {banners.map((b, i) => (
          <button
            key={b.bannerId}
            type="button"
            className={`${styles.dot} ${i === selected ? styles.dotActive : ''}`}
            onClick={() => go(i)}
            aria-label={t('banner.goTo', { n: i + 1 })}
            aria-current={i === selected || undefined}
          />
        ))}
      </div>
      {wanted && viewport ? (
        <Suspense fallback={null}>
          <CarouselEngine viewport={viewport} onApi={setApi} />
        </Suspense>
      ) : null}
    </div>
  );
}
