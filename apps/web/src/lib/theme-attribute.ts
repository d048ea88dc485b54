import { localStore } from '@/lib/storage';

export type Theme = 'light' | 'dark';

export const isTheme = (v: string | null | undefined): v is Theme => v === 'light' || v === 'dark';

/** The stored theme, else `fallback` (the merchant's, else light: spec §1). */
export const storedTheme = (fallback: Theme = 'light'): Theme => {
  const t = localStore.get('theme');
  return isTheme(t) ? t : fallback;
};

/** Writes `data-theme` on <html>. */
export const applyTheme = (theme: Theme): void =>
  document.documentElement.setAttribute('data-theme', theme);
