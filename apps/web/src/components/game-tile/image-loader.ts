/**
 * The lazy image loader's rules (spec §9): start when the image comes within 1.3 screens (a 30 % root
 * margin), try at most 3 times with the 200 ms throttle between tries, then show the error image; the
 * last 200 loaded addresses are remembered (cache 200).
 */
export const IMAGE_PRELOAD_MARGIN = '30%';
export const IMAGE_ATTEMPTS = 3;
export const IMAGE_THROTTLE_MS = 200;
export const IMAGE_CACHE_SIZE = 200;

/** Spec §4 states plus `idle` (not yet near the screen). */
export type ImageStatus = 'idle' | 'loading' | 'loaded' | 'error';

export interface ImageLoadState {
  status: ImageStatus;
  /** Tries started so far (1 on the first load). */
  attempt: number;
}

/** What happens to an image: it comes near the screen, it loads, it fails, or its address changes. */
export type ImageEvent =
  { type: 'visible' } | { type: 'load' } | { type: 'fail' } | { type: 'reset'; cached?: boolean };

export const initialImageState: ImageLoadState = { status: 'idle', attempt: 0 };
/** An image the browser has already loaded: shown at once, without the lazy wait or the fade-in. */
export const cachedImageState: ImageLoadState = { status: 'loaded', attempt: 1 };

/** A set of addresses that keeps the `limit` most recently used ones (least recently used leaves first). */
export class ImageCache {
  // A Map keeps insertion order: the first key is the least recently used.
  private readonly urls = new Map<string, true>();
  constructor(private readonly limit: number) {}

  /** Remembers a loaded address as the most recent one, forgetting the oldest past the limit. */
  add(url: string): void {
    this.urls.delete(url);
    this.urls.set(url, true);
    for (const oldest of this.urls.keys()) {
      if (this.urls.size <= this.limit) break;
      this.urls.delete(oldest);
    }
  }

  /** Whether the address was loaded lately; a hit counts as a use. */
  has(url: string): boolean {
    if (!this.urls.has(url)) return false;
    this.add(url);
    return true;
  }

  get size(): number {
    return this.urls.size;
  }

  clear(): void {
    this.urls.clear();
  }
}

/** The page's last IMAGE_CACHE_SIZE loaded image addresses (a remounted tile shows them at once). */
export const loadedImages = new ImageCache(IMAGE_CACHE_SIZE);

/** Where an image starts: loaded when its address is in `cache`, else waiting for the screen. */
export const startImageState = (src: string, cache: ImageCache = loadedImages): ImageLoadState =>
  src && cache.has(src) ? cachedImageState : initialImageState;

/** The next state of one image; `maxAttempts` tries before the error state. */
export function nextImageState(
  state: ImageLoadState,
  event: ImageEvent,
  maxAttempts = IMAGE_ATTEMPTS,
): ImageLoadState {
  switch (event.type) {
    case 'reset':
      return event.cached ? cachedImageState : initialImageState;
    case 'visible':
      return state.status === 'idle' ? { status: 'loading', attempt: 1 } : state;
    case 'load':
      return state.status === 'loading' ? { status: 'loaded', attempt: state.attempt } : state;
    case 'fail':
      if (state.status !== 'loading') return state;
      return state.attempt < maxAttempts
        ? { status: 'loading', attempt: state.attempt + 1 }
        : { status: 'error', attempt: state.attempt };
  }
}
