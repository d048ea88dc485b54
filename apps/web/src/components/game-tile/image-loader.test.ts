import { describe, expect, it } from 'vitest';
import {
  IMAGE_ATTEMPTS,
  IMAGE_CACHE_SIZE,
  ImageCache,
  initialImageState,
  nextImageState,
  startImageState,
  type ImageEvent,
  type ImageLoadState,
} from './image-loader';

const run = (
  events: ImageEvent['type'][],
  from: ImageLoadState = initialImageState,
): ImageLoadState =>
  events.reduce((state, type) => nextImageState(state, { type } as ImageEvent), from);

describe('lazy image loader (spec §4, §9)', () => {
  it('waits until the image comes near the screen', () => {
    expect(run([])).toEqual({ status: 'idle', attempt: 0 });
    expect(run(['load', 'fail'])).toEqual({ status: 'idle', attempt: 0 });
    expect(run(['visible'])).toEqual({ status: 'loading', attempt: 1 });
  });

  it('is loaded after a successful try', () => {
    expect(run(['visible', 'load'])).toEqual({ status: 'loaded', attempt: 1 });
    expect(run(['visible', 'fail', 'load'])).toEqual({ status: 'loaded', attempt: 2 });
  });

  it('tries 3 times, then shows the error state and stays there', () => {
    expect(IMAGE_ATTEMPTS).toBe(3);
    expect(run(['visible', 'fail', 'fail'])).toEqual({ status: 'loading', attempt: 3 });
    expect(run(['visible', 'fail', 'fail', 'fail'])).toEqual({ status: 'error', attempt: 3 });
    expect(run(['visible', 'fail', 'fail', 'fail', 'load', 'visible'])).toEqual({
      status: 'error',
      attempt: 3,
    });
  });

  it('honours another attempt count and starts over on a new address', () => {
    expect(nextImageState({ status: 'loading', attempt: 1 }, { type: 'fail' }, 1)).toEqual({
      status: 'error',
      attempt: 1,
    });
    expect(run(['visible', 'load', 'reset'])).toEqual(initialImageState);
  });

  it('starts a new address loaded when it is cached', () => {
    expect(nextImageState(initialImageState, { type: 'reset', cached: true })).toEqual({
      status: 'loaded',
      attempt: 1,
    });
  });
});

describe('loaded image cache (spec §9: cache 200)', () => {
  const url = (n: number) => `/games/${n}.png`;
  const filled = (count: number) => {
    const cache = new ImageCache(IMAGE_CACHE_SIZE);
    for (let n = 1; n <= count; n += 1) cache.add(url(n));
    return cache;
  };

  it('keeps the last 200 addresses: the 201st pushes out the oldest', () => {
    expect(IMAGE_CACHE_SIZE).toBe(200);
    const full = filled(200);
    expect(full.size).toBe(200);
    expect(full.has(url(1))).toBe(true);

    const over = filled(201);
    expect(over.size).toBe(200);
    expect(over.has(url(1))).toBe(false);
    expect(over.has(url(2))).toBe(true);
    expect(over.has(url(201))).toBe(true);
  });

  it('forgets the least recently used address, not the first stored', () => {
    const cache = filled(200);
    // Image 1 is shown again (a hit), so image 2 is now the oldest.
    expect(cache.has(url(1))).toBe(true);
    cache.add(url(201));
    expect(cache.has(url(1))).toBe(true);
    expect(cache.has(url(2))).toBe(false);
  });

  it('a cached address starts loaded, any other waits for the screen', () => {
    const cache = filled(1);
    expect(startImageState(url(1), cache)).toEqual({ status: 'loaded', attempt: 1 });
    expect(startImageState(url(2), cache)).toEqual(initialImageState);
    expect(startImageState('', cache)).toEqual(initialImageState);
  });
});
