import type { LgwDraw, LgwGameMenu, LgwTicket } from '@monsoon/contracts/lottery/lgw';
import { vi } from 'vitest';

/** A lobby menu entry of the contracts' shape. */
export const menu = (
  gameId: number,
  gameCode: string,
  gameGroupCode: string,
  drawTime: number | null,
  over: Partial<LgwGameMenu> = {},
): LgwGameMenu => ({
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

/** Answers requests by path (bare JSON, as lgw answers, or a route's own Response); anything else fails with 503. */
export function stubFetch(
  routes: Record<string, (query: URLSearchParams, init?: RequestInit) => unknown>,
) {
  const fetchMock = vi.fn(async (url: unknown, init?: RequestInit) => {
    const [path = '', search = ''] = String(url).split('?');
    const route = routes[path];
    if (!route)
      return new Response(
        JSON.stringify({ success: false, errorCode: 'system.error', message: 'x', value: null }),
        { status: 503 },
      );
    const answer = route(new URLSearchParams(search), init);
    return answer instanceof Response
      ? answer
      : new Response(JSON.stringify(answer), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A failure envelope of the server with its HTTP status. */
export const failure = (errorCode: string, message: string, status: number): Response =>
  new Response(JSON.stringify({ success: false, errorCode, message, value: null }), { status });

/** A ticket of the contracts' shape (one DIGIT5_FRONT3 line on SSC_1). */
export const ticket = (ticketId: string, over: Partial<LgwTicket> = {}): LgwTicket => ({
  ticketId,
  orderNo: 'O1',
  gameId: 311,
  gameCode: 'SSC_1',
  gameName: 'server name',
  numero: '20260101-0721',
  playId: 304,
  prizeMode: 'LOTT',
  bettingContent: '1,2_3_4',
  betCount: 2,
  multiple: 3,
  singleBetPrice: 1,
  betAmount: 6,
  winAmount: null,
  status: 'OPEN',
  winNo: null,
  betTime: 1,
  settleTime: null,
  ...over,
});

/** A Spring-style page of items. */
export const page = <T>(content: T[], number = 0, totalPages = 1) => ({
  content,
  number,
  size: 10,
  totalElements: content.length,
  totalPages,
});
