import { describe, expect, it } from 'vitest';
import { launchGame } from '../game.ts';
import {
  isBareCall,
  lgwBetting,
  lgwDraws,
  lgwNumeroNear,
  lgwPaths,
  lgwPopular,
  lgwVnGameMenu,
  lgwVnOpened,
  lotteryLaunchParamsSchema,
  lotteryPagePath,
  prizeModeSchema,
} from './lgw.ts';

/** The bet body operator tests send (wire §7), with a draw number from `currentNumero`. */
const operatorBet = {
  prizeMode: 'Lott',
  device: 'WEB',
  contents: [
    {
      gameId: 5910,
      winStop: false,
      playId: 2057,
      bettingContent: '0_4_1',
      singleBetPrice: 1.5,
      bettingApproach: 1,
      bettingSlip: null,
      numero: [{ numero: '20250101-0420', multiple: 1 }],
    },
  ],
};

const menu = {
  gameId: 5910,
  gameCode: 'VN_HN',
  gameName: 'Hà Nội',
  gameGroupCode: 'NORTH',
  accountTypeName: 'TCG_LOTTO_VN',
  kind: 'VN',
  region: 'NORTH',
  defaultPlayType: 'LO',
  drawInterval: 86_400,
  closeTime: 1_735_725_000_000,
  drawTime: 1_735_726_500_000,
  icon: '/lottery/icons/vn.png',
};

describe('lgw contracts', () => {
  it('serves every call under the three gateway prefixes, the documented path first', () => {
    expect(lgwPaths('/numeros/near')).toEqual([
      '/lgw/numeros/near',
      '/lotto/lgw/numeros/near',
      '/lotto-vn/lgw/numeros/near',
    ]);
    expect(lgwBetting.paths[0]).toBe('/lotto-vn/lgw/betting');
    expect(lgwBetting.paths).toContain('/lgw/betting');
  });

  it('marks lgw calls bare and leaves /wps calls enveloped', () => {
    expect(isBareCall(lgwBetting)).toBe(true);
    expect(isBareCall(lgwVnGameMenu)).toBe(true);
    expect(isBareCall(launchGame)).toBe(false);
  });

  it("accepts the operator tests' bet body as sent", () => {
    const body = lgwBetting.body.parse(operatorBet);
    expect(body.prizeMode).toBe('LOTT');
    expect(body.contents[0]?.numero).toEqual([{ numero: '20250101-0420', multiple: 1 }]);
    expect(lgwBetting.query.parse({ t: '1735725000000' }).t).toBe(1_735_725_000_000);
  });

  it.each([
    ['no lines', { ...operatorBet, contents: [] }],
    [
      'a zero stake',
      { ...operatorBet, contents: [{ ...operatorBet.contents[0], singleBetPrice: 0 }] },
    ],
    ['no draw', { ...operatorBet, contents: [{ ...operatorBet.contents[0], numero: [] }] }],
    [
      'a zero multiple',
      {
        ...operatorBet,
        contents: [{ ...operatorBet.contents[0], numero: [{ numero: 'x', multiple: 0 }] }],
      },
    ],
    [
      'a draw listed twice',
      {
        ...operatorBet,
        contents: [
          {
            ...operatorBet.contents[0],
            numero: [
              { numero: 'x', multiple: 1 },
              { numero: 'x', multiple: 2 },
            ],
          },
        ],
      },
    ],
    ['an unknown prize mode', { ...operatorBet, prizeMode: 'JACKPOT' }],
    [
      'empty picks',
      { ...operatorBet, contents: [{ ...operatorBet.contents[0], bettingContent: '  ' }] },
    ],
  ])('refuses a bet with %s', (_, body) => {
    expect(lgwBetting.body.safeParse(body).success).toBe(false);
  });

  it('reads prize modes in either case', () => {
    expect(['Lott', 'Elott', 'ZY', 'sea'].map((m) => prizeModeSchema.parse(m))).toEqual([
      'LOTT',
      'ELOTT',
      'ZY',
      'SEA',
    ]);
  });

  it('answers near-draw with currentNumero at the top level', () => {
    const answer = {
      currentNumero: {
        numero: '20250101-0420',
        gameId: 5910,
        gameCode: 'VN_HN',
        closeTime: 1,
        drawTime: 2,
        seedHash: 'ab',
      },
      lastNumero: null,
      serverTime: 0,
    };
    expect(lgwNumeroNear.value.parse(answer).currentNumero?.gameId).toBe(5910);
    expect(lgwNumeroNear.value.safeParse({ success: true, value: answer }).success).toBe(false);
  });

  it('answers VN menus as an object of groups whose gameMenus the desktop maps', () => {
    const answer = lgwVnGameMenu.value.parse({
      NORTH: { gameGroupCode: 'NORTH', gameGroupName: 'North', gameMenus: [menu] },
    });
    // What the desktop does with it (wire §7).
    const groups = Object.values(answer).map((g) =>
      g.gameMenus.map((m) => ({ ...m, accountTypeName: 'TCG_LOTTO_VN' })),
    );
    expect(groups[0]?.[0]?.gameCode).toBe('VN_HN');
  });

  it('answers popular as a ranked array that `for…in` and `.length` both read', () => {
    const answer = lgwPopular.value.parse([menu, { ...menu, gameId: 1, gameCode: 'K3_1' }]);
    const viaForIn: unknown[] = [];
    for (const k in answer) viaForIn.push(answer[k]);
    expect(viaForIn).toHaveLength(answer.length);
    expect(lgwPopular.query.parse({ count: '500' }).count).toBe(20);
  });

  it('clamps the Vietnamese opened list to 100 and pages results from 0', () => {
    expect(lgwVnOpened.query.parse({}).count).toBe(100);
    expect(lgwDraws.query.parse({ gameCode: 'K3_1' })).toMatchObject({ page: 0, size: 10 });
    expect(lgwDraws.query.safeParse({}).success).toBe(false);
  });

  it('reads the desktop lottery launch and picks the page it opens', () => {
    const params = lotteryLaunchParamsSchema.parse({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'Lott',
      lottoGameCode: 'TESTTHAI3',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: 'https://example.test/vnLottery',
      language: 'EN',
    });
    expect(params).toMatchObject({
      lottoPrizeMode: 'LOTT',
      lottoGameCode: 'TESTTHAI3',
      lottoView: 'betting',
    });
    expect(lotteryLaunchParamsSchema.safeParse({ launchMode: 'GLS' }).success).toBe(false);
    expect(lotteryPagePath({ gameCode: 'VN_HN', kind: 'VN' })).toBe('/vnlottery?gameCode=VN_HN');
    expect(lotteryPagePath({ gameCode: 'K3 1', kind: 'DICE3' })).toBe('/lottery?gameCode=K3+1');
    expect(lotteryPagePath({ gameCode: 'K3_1', kind: 'DICE3' }, 'lobby')).toBe('/lottery');
    expect(lotteryPagePath(null)).toBe('/lottery');
  });
});
