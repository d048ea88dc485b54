import { describe, expect, it } from 'vitest';
import { guardRedirect } from './guard';

describe('loginedToHomePage guard', () => {
  it('lets everything pass when the setting is off', () => {
    expect(guardRedirect('/rng', null, false)).toBeNull();
    expect(guardRedirect('/', null, false)).toBeNull();
  });

  it('lets a session token pass anywhere', () => {
    expect(guardRedirect('/rng', 'token', true)).toBeNull();
    expect(guardRedirect('/', 'token', true)).toBeNull();
  });

  it('lets visitors reach only login, register, help content and download', () => {
    for (const path of ['/login', '/register', '/register.html', '/helpmc', '/download', '/down']) {
      expect(guardRedirect(path, null, true)).toBeNull();
    }
  });

  it('sends visitors anywhere else to /login', () => {
    for (const path of ['/', '/home', '/rng', '/promotions', '/help', '/noticePage']) {
      expect(guardRedirect(path, null, true)).toBe('/login');
    }
  });

  it('sends visitors without a token from the lottery pages to /login whatever the setting (wire §11)', () => {
    for (const path of ['/lottery', '/vnlottery', '/vnLottery', '/seaLottery', '/lottery/']) {
      expect(guardRedirect(path, null, false)).toBe('/login');
      expect(guardRedirect(path, 'token', false)).toBeNull();
    }
  });
});
