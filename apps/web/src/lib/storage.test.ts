import { afterEach, describe, expect, it } from 'vitest';
import {
  cookieKeys,
  localKeys,
  localStore,
  lotteryFavouritesKey,
  readCookie,
  readLotteryFavourites,
  rememberedLogin,
  sessionKeys,
  sessionStore,
  writeLotteryFavourites,
} from './storage';

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  rememberedLogin.clear();
});

describe('storage keys (spec §3)', () => {
  it('uses the platform session keys', () => {
    expect(Object.values(sessionKeys)).toEqual([
      'token',
      'memberLabel',
      'customerId',
      'account',
      'isAgent',
      'merchant',
      'merchantCode',
      'username',
      'USER_POPUP',
      'ANONYMOUS_POPUP',
      'gameVendor',
      'HOT_GAMES',
      'enableSalary',
      'enableContract',
    ]);
    sessionStore.set('token', 'abc');
    expect(window.sessionStorage.getItem('token')).toBe('abc');
  });

  it('keeps language, last language and theme in localStorage', () => {
    expect(localKeys).toEqual({ language: 'lang', lastLanguage: 'hisLang', theme: 'theme' });
    localStore.set('theme', 'dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });

  it('keeps lottery favourites per username', () => {
    writeLotteryFavourites('alice', ['G1', 'G2']);
    writeLotteryFavourites('bob', ['G3']);
    expect(window.localStorage.getItem(lotteryFavouritesKey('alice'))).toBe('["G1","G2"]');
    expect(readLotteryFavourites('alice')).toEqual(['G1', 'G2']);
    expect(readLotteryFavourites('bob')).toEqual(['G3']);
    expect(readLotteryFavourites('nobody')).toEqual([]);
  });

  it('remembers the login in cookies: last user, flag, password under the username', () => {
    rememberedLogin.write('alice01', 'secret1');
    expect(readCookie(cookieKeys.lastUser)).toBe('alice01');
    expect(readCookie(cookieKeys.remember)).toBe('1');
    expect(readCookie('alice01')).toBe('secret1');
    expect(rememberedLogin.read()).toEqual({ username: 'alice01', password: 'secret1' });
    rememberedLogin.clear();
    expect(rememberedLogin.read()).toBeNull();
  });

  it('clears the tab session', () => {
    sessionStore.set('token', 't');
    sessionStore.set('merchant', 'demo');
    sessionStore.clear();
    expect(sessionStore.get('token')).toBeNull();
  });
});
