import { describe, expect, it } from 'vitest';
import {
  LOTTERY_GAMES,
  VN_GAMES,
  lotteryGameByCode,
  type LotteryGame,
} from '@monsoon/contracts/lottery/games';
import { bettingDraw, drawByNumero, drawsBetween, nextDraw, previousDraw } from './schedule.ts';

const game = (code: string): LotteryGame => {
  const found = lotteryGameByCode(code);
  if (!found) throw new Error(code);
  return found;
};
/** A Vietnam wall-clock time as a Date: `vn('2025-01-06T16:15')`. */
const vn = (local: string) => new Date(`${local}+07:00`);
const iso = (d: Date) => d.toISOString();

describe('fast game numeros and times', () => {
  it('numbers draws from midnight Vietnam time; the midnight draw closes the day before', () => {
    const k3 = game('K3_1');
    expect(nextDraw(k3, vn('2025-01-01T00:00:00'))).toMatchObject({
      numero: '20250101-0001',
      drawAt: vn('2025-01-01T00:01'),
    });
    expect(nextDraw(k3, vn('2025-01-01T23:59:00'))).toMatchObject({
      numero: '20250101-1440',
      drawAt: vn('2025-01-02T00:00'),
    });
    expect(nextDraw(k3, vn('2025-01-01T23:59:59.999')).numero).toBe('20250101-1440');
    expect(nextDraw(k3, vn('2025-01-02T00:00')).numero).toBe('20250102-0001');
    // 00:00 Vietnam is 17:00 UTC the day before: the UTC date must not leak into the numero.
    expect(nextDraw(k3, new Date('2025-01-01T17:00:30Z')).numero).toBe('20250102-0001');
  });

  it.each([
    ['K3_1', 1440, '00:01'],
    ['SSC_3', 480, '00:03'],
    ['PK10_5', 288, '00:05'],
    ['11X5_5', 288, '00:05'],
  ])('%s draws %i times a day, first at %s', (code, perDay, first) => {
    const draws = drawsBetween(game(code), vn('2025-03-10T00:00:01'), vn('2025-03-11T00:00:01'));
    expect(draws).toHaveLength(perDay);
    expect(draws[0]).toMatchObject({ numero: '20250310-0001', drawAt: vn(`2025-03-10T${first}`) });
    expect(draws.at(-1)).toMatchObject({
      numero: `20250310-${String(perDay).padStart(4, '0')}`,
      drawAt: vn('2025-03-11T00:00'),
    });
  });

  it('lists half-open ranges [from, to) at interval edges', () => {
    const ssc = game('SSC_3');
    const draws = drawsBetween(ssc, vn('2025-03-10T12:00'), vn('2025-03-10T12:09'));
    expect(draws.map((d) => d.numero)).toEqual(['20250310-0240', '20250310-0241', '20250310-0242']);
    expect(drawsBetween(ssc, vn('2025-03-10T12:00'), vn('2025-03-10T12:00'))).toEqual([]);
    expect(drawsBetween(ssc, vn('2025-03-10T12:01'), vn('2025-03-10T12:00'))).toEqual([]);
  });

  it('next is strictly after now, previous at or before', () => {
    const pk = game('PK10_5');
    expect(nextDraw(pk, vn('2025-03-10T12:00')).drawAt).toEqual(vn('2025-03-10T12:05'));
    expect(nextDraw(pk, vn('2025-03-10T11:59:59.999')).drawAt).toEqual(vn('2025-03-10T12:00'));
    expect(previousDraw(pk, vn('2025-03-10T12:00')).drawAt).toEqual(vn('2025-03-10T12:00'));
    expect(previousDraw(pk, vn('2025-03-10T12:04:59')).numero).toBe('20250310-0144');
  });

  it('closes bets before the draw and opens them at the previous close', () => {
    const k3 = game('K3_1');
    const draw = nextDraw(k3, vn('2025-03-10T12:00:05'));
    expect(iso(draw.closeAt)).toBe(iso(vn('2025-03-10T12:00:50')));
    expect(iso(draw.opensAt)).toBe(iso(vn('2025-03-10T11:59:50')));
    expect(nextDraw(k3, vn('2025-03-10T12:00:05'), { closeSeconds: 0 }).closeAt).toEqual(
      draw.drawAt,
    );
    expect(() => nextDraw(k3, vn('2025-03-10T12:00'), { closeSeconds: 60 })).toThrow(RangeError);
    expect(() => nextDraw(k3, vn('2025-03-10T12:00'), { closeSeconds: -1 })).toThrow(RangeError);
    expect(() => nextDraw(k3, vn('2025-03-10T12:00'), { closeSeconds: 1.5 })).toThrow(RangeError);
  });

  it('the betting draw switches at close time, so one draw is open at a time', () => {
    const k3 = game('K3_1');
    expect(bettingDraw(k3, vn('2025-03-10T12:00:49.999')).numero).toBe('20250310-0721');
    expect(bettingDraw(k3, vn('2025-03-10T12:00:50')).numero).toBe('20250310-0722');
    for (const now of [
      vn('2025-03-10T23:59:50'),
      vn('2025-03-10T23:59:49'),
      vn('2025-03-11T00:00'),
    ]) {
      const open = bettingDraw(k3, now);
      expect(open.opensAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(open.closeAt.getTime()).toBeGreaterThan(now.getTime());
    }
  });

  it('finds a draw by numero and refuses numeros the game has not', () => {
    const ssc = game('SSC_5');
    const draw = nextDraw(ssc, vn('2025-02-28T23:57'));
    expect(draw.numero).toBe('20250228-0288');
    expect(drawByNumero(ssc, draw.numero)).toEqual(draw);
    expect(drawByNumero(ssc, '20250301-0001')?.drawAt).toEqual(vn('2025-03-01T00:05'));
    for (const bad of [
      '20250228-0289',
      '20250228-0000',
      '20250229-0001',
      '20251301-0001',
      '2025022-0001',
      '20250228',
      'x',
    ]) {
      expect(drawByNumero(ssc, bad)).toBeNull();
    }
  });

  it('every fast game round-trips every numero of a day', () => {
    for (const g of LOTTERY_GAMES.filter((x) => x.kind !== 'VN')) {
      for (const draw of drawsBetween(g, vn('2024-12-31T00:00'), vn('2025-01-01T00:10'))) {
        expect(drawByNumero(g, draw.numero)).toEqual(draw);
      }
    }
  });
});

describe('Vietnamese schedule', () => {
  it('draws the north daily at 18:15 Vietnam time (11:15 UTC)', () => {
    const draws = drawsBetween(game('VN_NORTH'), vn('2025-01-06T00:00'), vn('2025-01-13T00:00'));
    expect(draws.map((d) => d.numero)).toEqual([
      '20250106',
      '20250107',
      '20250108',
      '20250109',
      '20250110',
      '20250111',
      '20250112',
    ]);
    expect(iso(draws[0]!.drawAt)).toBe('2025-01-06T11:15:00.000Z');
    expect(iso(draws[0]!.closeAt)).toBe('2025-01-06T11:00:00.000Z');
    expect(iso(draws[0]!.opensAt)).toBe('2025-01-05T11:00:00.000Z');
  });

  it('follows the station rota: TP.HCM Monday and Saturday at 16:15', () => {
    const hcm = game('VN_S_HCM');
    // 2025-01-06 is a Monday.
    const draws = drawsBetween(hcm, vn('2025-01-06T00:00'), vn('2025-01-20T00:00'));
    expect(draws.map((d) => d.numero)).toEqual(['20250106', '20250111', '20250113', '20250118']);
    expect(draws[0]!.drawAt).toEqual(vn('2025-01-06T16:15'));
    expect(draws[1]!.opensAt).toEqual(vn('2025-01-06T16:00'));
    expect(nextDraw(hcm, vn('2025-01-06T16:15')).numero).toBe('20250111');
    expect(nextDraw(hcm, vn('2025-01-06T16:14:59')).numero).toBe('20250106');
    expect(previousDraw(hcm, vn('2025-01-10T12:00')).numero).toBe('20250106');
  });

  it("puts each weekday's stations on that Vietnam day even though it is the day before in UTC", () => {
    // Monday 2025-01-06 in Vietnam: the central stations are Thừa Thiên Huế and Phú Yên at 17:15.
    const monday = VN_GAMES.filter(
      (g) => drawsBetween(g, vn('2025-01-06T00:00'), vn('2025-01-07T00:00')).length > 0,
    );
    expect(
      monday
        .filter((g) => g.region === 'CENTRAL')
        .map((g) => g.code)
        .sort(),
    ).toEqual(['VN_C_PYE', 'VN_C_TTH']);
    expect(
      monday
        .filter((g) => g.region === 'SOUTH')
        .map((g) => g.code)
        .sort(),
    ).toEqual(['VN_S_CMA', 'VN_S_DTH', 'VN_S_HCM']);
    // Sunday 23:30 UTC is already Monday 06:30 in Vietnam.
    expect(nextDraw(game('VN_C_PYE'), new Date('2025-01-05T23:30:00Z')).drawAt).toEqual(
      vn('2025-01-06T17:15'),
    );
  });

  it('betting on a station rolls to its next draw day after close', () => {
    const dng = game('VN_C_DNG'); // Wednesday and Saturday
    expect(bettingDraw(dng, vn('2025-01-08T16:59:59')).numero).toBe('20250108');
    expect(bettingDraw(dng, vn('2025-01-08T17:00')).numero).toBe('20250111');
    expect(bettingDraw(dng, vn('2025-01-08T17:00'), { closeSeconds: 60 }).numero).toBe('20250108');
  });

  it('finds a station draw by numero only on its days', () => {
    const hcm = game('VN_S_HCM');
    expect(drawByNumero(hcm, '20250111')?.drawAt).toEqual(vn('2025-01-11T16:15'));
    expect(drawByNumero(hcm, '20250112')).toBeNull();
    expect(drawByNumero(hcm, '20250111-0001')).toBeNull();
    expect(drawByNumero(game('VN_NORTH'), '20240229')?.drawAt).toEqual(vn('2024-02-29T18:15'));
  });

  it('refuses ranges too long to list', () => {
    expect(() =>
      drawsBetween(game('K3_1'), vn('2025-01-01T00:00'), vn('2025-03-01T00:00')),
    ).toThrow(RangeError);
  });
});
