import { create } from 'zustand';

interface LoadingState {
  /** Number of operations currently holding the overlay. */
  count: number;
}

/** The full-page loading overlay (spec §2 modals): shown while any holder is pending. */
export const useLoadingStore = create<LoadingState>()(() => ({ count: 0 }));

/** Shows the overlay; pair with `hideLoading`. */
export const showLoading = (): void => useLoadingStore.setState((s) => ({ count: s.count + 1 }));
/** Releases one hold of the overlay. */
export const hideLoading = (): void =>
  useLoadingStore.setState((s) => ({ count: Math.max(0, s.count - 1) }));

/** Runs `work` with the loading overlay shown. */
export async function withLoading<T>(work: () => Promise<T>): Promise<T> {
  showLoading();
  try {
    return await work();
  } finally {
    hideLoading();
  }
}
