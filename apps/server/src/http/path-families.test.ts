import { describe, expect, it } from 'vitest';
import { API_PATH_FAMILIES, apiFamilyOf } from './path-families.ts';

describe('apiFamilyOf', () => {
  it.each([
    ['/wps/v2/wallets/balance', '/wps'],
    ['/wps/relay/GCS_gameTrialLaunch?x=1', '/wps'],
    ['/lgw/betting', '/lgw'],
    ['/lotto/lgw/betting', '/lotto/lgw'],
    ['/lotto-vn/lgw/games/game_menus', '/lotto-vn/lgw'],
    ['/provider/v1/:vendor/:action', '/provider'],
    ['/admin/api/withdrawals', '/admin/api'],
    ['/psp/callback/sandbox', '/psp'],
    ['/dev/outbox', '/dev'],
    ['/wps', '/wps'],
  ])('%s is in %s', (path, family) => {
    expect(apiFamilyOf(path)).toBe(family);
  });

  it.each([
    '/',
    '/lottery',
    '/lotto/lott-common/x.js',
    '/wpsx/anything',
    '/admin',
    '/admin/withdrawals',
    '/developer',
    '/docs/json',
    '/healthz',
    '/static/app.js',
  ])('%s is no API family', (path) => {
    expect(apiFamilyOf(path)).toBeNull();
  });

  it('lists every family the server answers, the lottery gateway under each prefix', () => {
    expect([...API_PATH_FAMILIES].sort()).toEqual(
      [
        '/admin/api',
        '/dev',
        '/lgw',
        '/lotto-vn/lgw',
        '/lotto/lgw',
        '/provider',
        '/psp',
        '/wps',
      ].sort(),
    );
  });
});
