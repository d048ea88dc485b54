import { create } from 'zustand';
import { applyTheme, isTheme, storedTheme, type Theme } from '@/lib/theme-attribute';
import { localStore } from '@/lib/storage';

// The attribute helpers live apart so that src/boot.ts can set the theme without zustand and React.
export { applyTheme, storedTheme, type Theme };

interface ThemeState {
  theme: Theme;
  /** Switches and remembers the theme (localStorage `theme`). */
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
  /** Applies the merchant's theme when the visitor never chose one. */
  adoptMerchantTheme: (theme: string) => void;
}

/** Light (default) or dark; applied as `data-theme` on <html>. */
export const useThemeStore = create<ThemeState>()((set, get) => ({
  theme: storedTheme(),
  setTheme: (theme) => {
    localStore.set('theme', theme);
    applyTheme(theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'light' ? 'dark' : 'light'),
  adoptMerchantTheme: (theme) => {
    if (localStore.get('theme') !== null || !isTheme(theme)) return;
    applyTheme(theme);
    set({ theme });
  },
}));
