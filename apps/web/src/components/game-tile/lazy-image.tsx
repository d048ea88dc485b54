import { useEffect, useReducer, useRef, useState } from 'react';
import {
  IMAGE_PRELOAD_MARGIN,
  IMAGE_THROTTLE_MS,
  loadedImages,
  nextImageState,
  startImageState,
  type ImageEvent,
  type ImageLoadState,
} from './image-loader';
import styles from './lazy-image.module.css';

const imageReducer = (state: ImageLoadState, event: ImageEvent): ImageLoadState =>
  nextImageState(state, event);

export interface LazyImageProps {
  src: string;
  /** Text of the image ('' when the name is next to it). */
  alt: string;
  /** Text of the error image (spec §8: shown after the attempts). */
  errorAlt: string;
  errorSrc?: string;
  width: number;
  height: number;
  className?: string;
}

/**
 * An image loaded only when it comes within 1.3 screens (IntersectionObserver, 30 % root margin), tried
 * 3 times with 200 ms between tries; after that the failure is logged and the error image shown. One of
 * the last 200 loaded addresses shows at once (a tile remounted when the visitor switches tabs back).
 */
export function LazyImage({
  src,
  alt,
  errorAlt,
  errorSrc = '/assets/status/image-error.svg',
  width,
  height,
  className,
}: LazyImageProps) {
  // An address loaded lately (one of the last 200) starts loaded: no lazy wait, no fade-in.
  const [state, dispatch] = useReducer(imageReducer, src, startImageState);
  const [shownSrc, setShownSrc] = useState(src);
  // A retry waits for the throttle before the image is asked for again.
  const [readyAttempt, setReadyAttempt] = useState(1);
  const box = useRef<HTMLSpanElement>(null);
  if (shownSrc !== src) {
    setShownSrc(src);
    setReadyAttempt(1);
    dispatch({ type: 'reset', cached: Boolean(src) && loadedImages.has(src) });
  }
  const idle = state.status === 'idle';

  useEffect(() => {
    const el = box.current;
    if (!idle || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      dispatch({ type: 'visible' });
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          dispatch({ type: 'visible' });
        }
      },
      { rootMargin: `${IMAGE_PRELOAD_MARGIN} 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [idle, shownSrc]);

  useEffect(() => {
    if (state.status !== 'loading' || state.attempt <= readyAttempt) return;
    const timer = window.setTimeout(() => setReadyAttempt(state.attempt), IMAGE_THROTTLE_MS);
    return () => window.clearTimeout(timer);
  }, [state, readyAttempt]);

  // A game without a picture shows the error image at once.
  const status = src ? state.status : 'error';
  useEffect(() => {
    if (status === 'error')
      console.warn(
        src
          ? `[lazy-image] ${src} failed after ${state.attempt} attempts`
          : '[lazy-image] no image address',
      );
  }, [status, src, state.attempt]);

  const tryNow = status === 'loaded' || (status === 'loading' && state.attempt <= readyAttempt);
  return (
    <span ref={box} className={`${styles.box} ${className ?? ''}`} data-status={status}>
      {status === 'error' ? (
        <img
          className={`${styles.image} ${styles.error}`}
          src={errorSrc}
          alt={errorAlt}
          width={width}
          height={height}
        />
      ) : tryNow ? (
        <img
          key={state.attempt}
          className={`${styles.image} ${status === 'loaded' ? styles.loaded : ''}`}
          src={src}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          onLoad={() => {
            loadedImages.add(src);
            dispatch({ type: 'load' });
          }}
          onError={() => dispatch({ type: 'fail' })}
        />
      ) : null}
    </span>
  );
}
