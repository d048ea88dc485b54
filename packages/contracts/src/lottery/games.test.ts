import { describe, expect, it } from 'vitest';
import {
  FAST_GAMES,
  LOTTERY_GAMES,
  LOTTERY_GROUP_CODES,
  LOTTERY_GROUP_NAMES,
  VN_GAMES,
  isVnGame,
  lotteryGameByCode,
  lotteryGameById,
  type Weekday,
} from './games.ts';

const languages = ['CN', 'EN', 'ID', 'MY', 'TH', 'TY', 'VI'];

/** Station codes drawing in `region` on `weekday`, in table order. */
const rota = (region: string, weekday: Weekday) =>
  VN_GAMES.filter((g) => g.region === region && g.weekdays.includes(weekday)).map((g) => g.code);

describe('lottery games', () => {
  it('have unique codes and ids', () => {
    expect(new Set(LOTTERY_GAMES.map((g) => g.code)).size).toBe(LOTTERY_GAMES.length);
    expect(new Set(LOTTERY_GAMES.map((g) => g.gameId)).size).toBe(LOTTERY_GAMES.length);
  });

  it('name every game and group in all seven languages', () => {
    for (const names of [
      ...LOTTERY_GAMES.map((g) => g.names),
      ...Object.values(LOTTERY_GROUP_NAMES),
    ]) {
      expect(Object.keys(names).sort()).toEqual(languages);
      for (const name of Object.values(names)) expect(name.trim()).not.toBe('');
    }
  });

  it('put every game in a known group, and every group has games', () => {
    const used = new Set(LOTTERY_GAMES.map((g) => g.gameGroupCode));
    expect([...used].sort()).toEqual([...LOTTERY_GROUP_CODES].sort());
  });

  it('offer each fast family at 1, 3 and 5 minutes, with its rebate type and vendor', () => {
    expect(FAST_GAMES.map((g) => g.code)).toEqual([
      'K3_1',
      'K3_3',
      'K3_5',
      'SSC_1',
      'SSC_3',
      'SSC_5',
      'PK10_1',
      'PK10_3',
      'PK10_5',
      '11X5_1',
      '11X5_3',
      '11X5_5',
    ]);
    expect(lotteryGameByCode('PK10_3')).toMatchObject({
      kind: 'RACE10',
      intervalMinutes: 3,
      rebateType: 'PK10_1',
      vendor: 'ELOTT',
      gameType: 'ELOTT',
      defaultCloseSeconds: 30,
    });
    expect(lotteryGameByCode('K3_1')).toMatchObject({ kind: 'DICE3', defaultCloseSeconds: 10 });
    expect(lotteryGameByCode('SSC_5')?.names).toMatchObject({
      EN: 'Five Digits 5 Min',
      VI: 'Năm Số 5 Phút',
      CN: '五星彩5分钟',
      MY: 'ဂဏန်း ငါးလုံး ၅ မိနစ်',
    });
  });

  it('make every Vietnamese game TCG_LOTTO_VN, VIETNAM_LOTTO, closing 15 minutes before', () => {
    for (const game of VN_GAMES) {
      expect(game).toMatchObject({
        vendor: 'TCG_LOTTO_VN',
        gameType: 'LOTT',
        rebateType: 'VIETNAM_LOTTO',
        defaultCloseSeconds: 900,
      });
      expect(game.gameGroupCode).toBe(`VN_${game.region}`);
    }
  });

  it('draw the north daily at 18:15, central at 17:15, south at 16:15', () => {
    expect(lotteryGameByCode('VN_NORTH')).toMatchObject({
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      drawTime: '18:15',
      region: 'NORTH',
    });
    expect(lotteryGameByCode('VN_C_DNG')).toMatchObject({ drawTime: '17:15' });
    expect(lotteryGameByCode('VN_S_HCM')).toMatchObject({
      drawTime: '16:15',
      names: { VI: 'TP. Hồ Chí Minh', CN: '胡志明市' },
    });
  });

  it.each<[Weekday, string[], string[]]>([
    [1, ['VN_S_HCM', 'VN_S_DTH', 'VN_S_CMA'], ['VN_C_TTH', 'VN_C_PYE']],
    [2, ['VN_S_BTR', 'VN_S_VTA', 'VN_S_BLI'], ['VN_C_DLK', 'VN_C_QNM']],
    [3, ['VN_S_DNA', 'VN_S_CTH', 'VN_S_STR'], ['VN_C_DNG', 'VN_C_KHO']],
    [4, ['VN_S_TNI', 'VN_S_AGI', 'VN_S_BTH'], ['VN_C_BDI', 'VN_C_QTR', 'VN_C_QBI']],
    [5, ['VN_S_VLO', 'VN_S_BDU', 'VN_S_TVI'], ['VN_C_GLA', 'VN_C_NTH']],
    [6, ['VN_S_HCM', 'VN_S_LAN', 'VN_S_BPH', 'VN_S_HGI'], ['VN_C_DNG', 'VN_C_QNG', 'VN_C_DNO']],
    [0, ['VN_S_TGI', 'VN_S_KGI', 'VN_S_DLA'], ['VN_C_TTH', 'VN_C_KHO', 'VN_C_KTU']],
  ])('follow the station rota on weekday %i', (weekday, south, central) => {
    expect(rota('SOUTH', weekday).sort()).toEqual([...south].sort());
    expect(rota('CENTRAL', weekday).sort()).toEqual([...central].sort());
    expect(rota('NORTH', weekday)).toEqual(['VN_NORTH']);
  });

  it('are found by code and id', () => {
    const game = lotteryGameById(101);
    expect(game?.code).toBe('VN_S_HCM');
    expect(game && isVnGame(game)).toBe(true);
    expect(lotteryGameByCode('nope')).toBeUndefined();
    expect(lotteryGameById(999_999)).toBeUndefined();
  });
});
