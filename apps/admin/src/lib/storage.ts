/** The back office's localStorage keys (its own, apart from the site's `lang` and `theme`). */
export const storageKeys = {
  language: 'adminLang',
  theme: 'adminTheme',
} as const;
type Key = keyof typeof storageKeys;

/** localStorage with its failures (private mode, quota) swallowed. */
export const localStore = {
  get(key: Key): string | null {
    try {
      return window.localStorage.getItem(storageKeys[key]);
    } catch {
      return null;
    }
  },
  set(key: Key, value: string): void {
    try {
      window.localStorage.setItem(storageKeys[key], value);
    } catch {
      // Not remembered: the choice still applies to this page.
    }
  },
};
