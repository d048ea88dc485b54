import type { LgwDraw, LgwGameMenu } from '@monsoon/contracts/lottery/lgw';
import { vi } from 'vitest';

/** A lobby menu entry of the contracts' shape. */
export const menu = (gameId: number, gameCode: string, gameGroupCode: string, drawTime: number | null, over: Partial<LgwGameMenu> = {}): LgwGameMenu => ({
  gameId,
  gameCode,
  gameName: `server name ${gameCode}`,
  gameGroupCode,
  accountTypeName: gameGroupCode.startsWith('VN') ? 'TCG_LOTTO_VN' : 'ELOTT',
  kind: gameGroupCode.startsWith('VN') ? 'VN' : 'DIGIT5',
  region: gameGroupCode === 'VN_NORTH' ? 'NORTH' : null,
  defaultPlayType: 'VN_LO2',
  drawInterval: 60,
  closeTime: drawTime === null ? null : drawTime - 5_000,
  drawTime,
  icon: '',
  ...over,
});

/** A drawn result. */
export const drawn = (numero: string, winNo: string, over: Partial<LgwDraw> = {}): LgwDraw => ({
  gameId: 311,
  gameCode: 'SSC_1',
  numero,
  winNo,
  prizes: null,
  gameName: 'Five Digits 1 Min',
  drawTime: 1,
  status: 'DRAWN',
  seedHash: 'ab',
  seed: 'cd',
  ...over,
});

/** Answers requests by path (bare JSON, as lgw answers); anything else fails with 503. */
export function stubFetch(routes: Record<string, (query: URLSearchParams, init?: RequestInit) => unknown>) {
  const fetchMock = vi.fn(async (url: unknown, init?: RequestInit) => {
    const [path = '', search = ''] = String(url).split('?');
    const route = routes[path];
    if (!route) return new Response(JSON.stringify({ success: false, errorCode: 'system.error', message: 'x', value: null }), { status: 503 });
    return new Response(JSON.stringify(route(new URLSearchParams(search), init)), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
