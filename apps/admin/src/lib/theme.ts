import { create } from 'zustand';
import { localStore } from '@/lib/storage';

export type Theme = 'light' | 'dark';

const stored = (): Theme => (localStore.get('theme') === 'dark' ? 'dark' : 'light');

/** Writes `data-theme` on <html> (tokens.css reads it). */
export const applyTheme = (theme: Theme): void =>
  document.documentElement.setAttribute('data-theme', theme);

interface ThemeState {
  theme: Theme;
  toggle: () => void;
}

/** Light (default) or dark, remembered in localStorage. */
export const useThemeStore = create<ThemeState>()((set, get) => ({
  theme: stored(),
  toggle: () => {
    const theme: Theme = get().theme === 'light' ? 'dark' : 'light';
    localStore.set('theme', theme);
    applyTheme(theme);
    set({ theme });
  },
}));

/** Applies the remembered theme before the first render. */
export const initTheme = (): void => applyTheme(stored());
