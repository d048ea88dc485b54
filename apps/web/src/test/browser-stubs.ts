/** jsdom lacks matchMedia, ResizeObserver and IntersectionObserver, which Embla uses. */
export function stubBrowserApis(): void {
  const noopObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): [] {
      return [];
    }
  };
  if (!('matchMedia' in window) || typeof window.matchMedia !== 'function') {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
  if (!('ResizeObserver' in window))
    Object.defineProperty(window, 'ResizeObserver', { configurable: true, value: noopObserver });
  if (!('IntersectionObserver' in window))
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      value: noopObserver,
    });
}
