/**
 * Every browser storage key of the site (product spec §3), with typed helpers. Nothing else in the
 * site touches sessionStorage, localStorage or document.cookie directly.
 */

/** sessionStorage keys: the session of this tab (cleared on logout, wire reference §1.6). */
export const sessionKeys = {
  token: 'token',
  memberLabel: 'memberLabel',
  customerId: 'customerId',
  account: 'account',
  isAgent: 'isAgent',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  username: 'username',
  /** Announcement popups closed by a logged-in member in this tab (wire reference §8). */
  userPopup: 'USER_POPUP',
  /** Announcement popups closed by a visitor in this tab. */
  anonymousPopup: 'ANONYMOUS_POPUP',
  /** The vendor lanes of this tab (spec §7/§9 session caching; kept 5 minutes, flushed on login and logout). */
  gameVendor: 'gameVendor',
  /** The hot games of this tab (wire reference §6.3; kept 5 minutes, flushed on login and logout). */
  hotGames: 'HOT_GAMES',
  /** The agent's salary menus are on ('1'/'0'; wire reference §10.1, from the `*info*` flags). */
  enableSalary: 'enableSalary',
  /** The agent's dividend (contract) menu is on ('1'/'0'; wire reference §10.1). */
  enableContract: 'enableContract',
} as const;
export type SessionKey = keyof typeof sessionKeys;

/**
 * localStorage keys. The spec's "language" and "last language" are the platform's `lang` and
 * `hisLang` (wire reference §1.2; docs/decisions/0010-web-shell-choices.md).
 */
export const localKeys = {
  language: 'lang',
  lastLanguage: 'hisLang',
  theme: 'theme',
} as const;
export type LocalKey = keyof typeof localKeys;

/** localStorage key of a member's lottery favourites (a JSON list of gameId). */
export const lotteryFavouritesKey = (username: string): string => `lotteryFavourites_${username}`;

/** Cookie names of the remembered login (1 day, product spec §3 and §9). */
export const cookieKeys = {
  lastUser: 'lastUser',
  remember: 'remember',
  smsLogin: 'smsLogin',
} as const;
export type CookieKey = keyof typeof cookieKeys;

/** Remember-login cookies live one day. */
export const cookieMaxAgeSeconds = 24 * 60 * 60;

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    // Storage can throw (private mode, disabled cookies, quota): the site keeps working without it.
    return fallback;
  }
}

/** Typed access to the session keys. */
export const sessionStore = {
  get: (key: SessionKey): string | null =>
    safe(() => window.sessionStorage.getItem(sessionKeys[key]), null),
  set: (key: SessionKey, value: string): void =>
    safe(() => window.sessionStorage.setItem(sessionKeys[key], value), undefined),
  remove: (key: SessionKey): void =>
    safe(() => window.sessionStorage.removeItem(sessionKeys[key]), undefined),
  /** Clears the whole tab session, as the platform does on logout. */
  clear: (): void => safe(() => window.sessionStorage.clear(), undefined),
};

/** Typed access to the local keys. */
export const localStore = {
  get: (key: LocalKey): string | null =>
    safe(() => window.localStorage.getItem(localKeys[key]), null),
  set: (key: LocalKey, value: string): void =>
    safe(() => window.localStorage.setItem(localKeys[key], value), undefined),
  remove: (key: LocalKey): void =>
    safe(() => window.localStorage.removeItem(localKeys[key]), undefined),
};

const isStringArray = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string');

/** A member's lottery favourites (gameId list). */
export function readLotteryFavourites(username: string): string[] {
  return safe(() => {
    const raw = window.localStorage.getItem(lotteryFavouritesKey(username));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return isStringArray(parsed) ? parsed : [];
  }, []);
}

/** Stores a member's lottery favourites. */
export function writeLotteryFavourites(username: string, gameIds: readonly string[]): void {
  safe(
    () => window.localStorage.setItem(lotteryFavouritesKey(username), JSON.stringify(gameIds)),
    undefined,
  );
}

/** Reads a cookie by its exact name. */
export function readCookie(name: string): string | null {
  return safe(() => {
    const prefix = `${encodeURIComponent(name)}=`;
    const hit = document.cookie.split('; ').find((c) => c.startsWith(prefix));
    return hit === undefined ? null : decodeURIComponent(hit.slice(prefix.length));
  }, null);
}

/** Writes a cookie for one day (path /, SameSite=Lax). */
export function writeCookie(
  name: string,
  value: string,
  maxAgeSeconds = cookieMaxAgeSeconds,
): void {
  safe(() => {
    document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax`;
  }, undefined);
}

/** Deletes a cookie. */
export const deleteCookie = (name: string): void => writeCookie(name, '', 0);

/**
 * The remembered login (cookies, 1 day): the last user, the remember flag, and the password stored
 * under a cookie named by the username, as the platform does (product spec §3).
 */
export const rememberedLogin = {
  read(): { username: string; password: string } | null {
    if (readCookie(cookieKeys.remember) !== '1') return null;
    const username = readCookie(cookieKeys.lastUser);
    if (!username) return null;
    return { username, password: readCookie(username) ?? '' };
  },
  write(username: string, password: string): void {
    writeCookie(cookieKeys.remember, '1');
    writeCookie(cookieKeys.lastUser, username);
    writeCookie(username, password);
  },
  clear(): void {
    const username = readCookie(cookieKeys.lastUser);
    if (username) deleteCookie(username);
    deleteCookie(cookieKeys.remember);
    deleteCookie(cookieKeys.lastUser);
  },
};
