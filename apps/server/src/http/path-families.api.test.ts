import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, fakeClock, nextIp } from '@/test/factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import {
  betBody,
  bettor,
  line,
  onSale,
  type Bettor,
} from '@/modules/lottery/betting/betting.fixtures.ts';

/**
 * Issue 10, defect 2: the lottery gateway under `/lotto/lgw` and `/lotto-vn/lgw` skipped the per-IP
 * rate limit and `Cache-Control: no-store` (the checks only looked at `/lgw`), so bets still went
 * through after the budget was spent. One definition of the API families now serves both.
 */
const BUDGET = 5;
// Monday 2026-03-02 15:30:20 in Vietnam: K3_1's 15:31 draw is on sale.
const clock = fakeClock(new Date('2026-03-02T08:30:20Z'));
let t: TestApp;
let who: Bettor;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { API_RATE_LIMIT_PER_MINUTE: String(BUDGET) } });
  who = await bettor(t, 1_000_000n);
});
afterAll(async () => t.close());

const bet = (url: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: `${url}?t=${Date.now()}`,
    remoteAddress: ip,
    headers: { authorization: who.token, 'content-type': 'application/json' },
    payload: JSON.stringify(betBody([line('K3_1', 'DICE3_SUM', '4', 2, [onSale('K3_1', clock)])])),
  });

describe('the per-IP budget and no-store on every lottery gateway prefix', () => {
  it.each([
    ['/lotto/lgw/betting'],
    ['/lotto-vn/lgw/betting'],
    ['/lgw/betting'],
    // Another spelling of the same route (the router decodes it): the same family.
    ['/lotto/%6Cgw/betting'],
  ])('bets through %s stop once the budget is spent', async (url) => {
    const ip = nextIp();
    const ordersBefore = await countRows(t.database, 'lottery_orders');
    for (let i = 0; i < BUDGET; i += 1) {
      const res = await bet(url, ip);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const over = await bet(url, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    expect(over.headers['cache-control']).toBe('no-store');
    expect(await countRows(t.database, 'lottery_orders')).toBe(ordersBefore + BUDGET);
  });

  it('public gateway reads carry no-store and count against the budget under every prefix', async () => {
    for (const prefix of ['/lgw', '/lotto/lgw', '/lotto-vn/lgw']) {
      const ip = nextIp();
      const read = () =>
        t.app.inject({ method: 'GET', url: `${prefix}/games/game_menus`, remoteAddress: ip });
      for (let i = 0; i < BUDGET; i += 1) {
        const res = await read();
        expect(res.statusCode, prefix).toBe(200);
        expect(res.headers['cache-control'], prefix).toBe('no-store');
      }
      expect((await read()).statusCode, prefix).toBe(429);
    }
  });

  it('the site’s pages are neither limited nor marked no-store by it', async () => {
    const ip = nextIp();
    for (let i = 0; i <= BUDGET; i += 1) {
      const res = await t.app.inject({ method: 'GET', url: '/healthz', remoteAddress: ip });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBeUndefined();
    }
  });
});
