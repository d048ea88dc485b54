import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadedImages } from './image-loader';
import { LazyImage } from './lazy-image';

afterEach(() => {
  cleanup();
  loadedImages.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const picture = () => screen.getByRole('img');

describe('LazyImage', () => {
  it('waits for the screen: nothing is asked before the image comes within 1.3 screens', () => {
    let seen: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    let margin = '';
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(
          callback: (entries: { isIntersecting: boolean }[]) => void,
          options: IntersectionObserverInit,
        ) {
          seen = callback;
          margin = options.rootMargin ?? '';
        }
        observe() {}
        disconnect() {}
      },
    );
    const { container } = render(
      <LazyImage src="/a.png" alt="" errorAlt="Image unavailable" width={10} height={10} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(margin).toBe('30% 0px');
    act(() => seen?.([{ isIntersecting: true }]));
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/a.png');
    vi.unstubAllGlobals();
  });

  it('tries 3 times 200 ms apart, then logs the failure and shows the error image', () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(
      <LazyImage src="/broken.png" alt="" errorAlt="Image unavailable" width={10} height={10} />,
    );
    const img = () => container.querySelector('img');
    expect(img()?.getAttribute('src')).toBe('/broken.png');
    fireEvent.error(img() as HTMLImageElement);
    // The second try waits for the throttle.
    expect(img()).toBeNull();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(img()?.getAttribute('src')).toBe('/broken.png');
    fireEvent.error(img() as HTMLImageElement);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    fireEvent.error(img() as HTMLImageElement);
    expect(picture().getAttribute('src')).toBe('/assets/status/image-error.svg');
    expect(picture().getAttribute('alt')).toBe('Image unavailable');
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('/broken.png');
  });

  it('shows the picture once it loads', () => {
    const { container } = render(
      <LazyImage src="/ok.png" alt="Koi" errorAlt="Image unavailable" width={10} height={10} />,
    );
    fireEvent.load(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('[data-status]')?.getAttribute('data-status')).toBe('loaded');
    expect(picture().getAttribute('alt')).toBe('Koi');
  });

  it('shows an image loaded before at once when its tile mounts again (no lazy wait)', () => {
    const props = { alt: 'Koi', errorAlt: 'Image unavailable', width: 10, height: 10 };
    const first = render(<LazyImage src="/seen.png" {...props} />);
    fireEvent.load(first.container.querySelector('img') as HTMLImageElement);
    first.unmount();

    // From now on nothing comes into view: only the cache can show a picture.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const again = render(<LazyImage src="/seen.png" {...props} />);
    expect(again.container.querySelector('[data-status]')?.getAttribute('data-status')).toBe(
      'loaded',
    );
    expect(picture().getAttribute('src')).toBe('/seen.png');
    again.unmount();
    const other = render(<LazyImage src="/unseen.png" {...props} />);
    expect(other.container.querySelector('img')).toBeNull();
    vi.unstubAllGlobals();
  });
});
