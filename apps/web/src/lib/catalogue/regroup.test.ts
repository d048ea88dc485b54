import type { Lane, VendorCard } from '@monsoon/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import {
  cockfightGroupTitle,
  cockfightVendorCodes,
  esportsVendorCodes,
} from '@/config/vendor-groups';
import { groupOrder, prizeModeOf, regroupLanes } from './regroup';
import { gamePath, lotteryLobbyPath, lotteryPath, vendorAction } from './vendor-action';
import { vendorCard } from '@/test/vendor-card';

const card = (
  vassalage: string,
  gameType: VendorCard['gameType'],
  over: Partial<VendorCard> = {},
): VendorCard => vendorCard(vassalage, { gameType, ...over });
const lane = (title: string, cards: VendorCard[]): Lane => ({ title, cards, gameClassify: [] });

describe('regroupLanes (spec §2)', () => {
  const lanes = [
    lane('SPORTS', [
      card('FB', 'SPORTS'),
      card('IMES', 'SPORTS'),
      card('TF', 'SPORTS'),
      card('DS88', 'SPORTS'),
      card('SV3', 'SPORTS'),
    ]),
    lane('RNG', [card('MONSOON', 'RNG'), card('STORM', 'RNG')]),
    lane('PVP', [card('MS_CARDS', 'PVP')]),
    lane('UNKNOWN', [card('X', 'RNG')]),
  ];
  const groups = regroupLanes(lanes);
  const codes = (type: string) =>
    groups.find((g) => g.gameType === type)?.cards.map((c) => c.vassalage);

  it('moves esports vendors out of sports into ESPORTS', () => {
    expect(codes('ESPORTS')).toEqual(['IMES', 'TF']);
    expect(codes('SPORTS')).toEqual(['FB']);
  });
  it('moves cockfight vendors into their own group titled DS88 right after PVP', () => {
    expect(codes('COCKFIGHT')).toEqual(['DS88', 'SV3']);
    const order = groups.map((g) => g.gameType);
    expect(order.indexOf('COCKFIGHT')).toBe(order.indexOf('PVP') + 1);
    expect(groups.find((g) => g.gameType === 'COCKFIGHT')?.title).toBe('DS88');
    expect(groups.find((g) => g.gameType === 'SPORTS')?.title).toBe('SPORTS');
  });
  it('reads a lane titled DS88 as the cockfight group', () => {
    const fromLane = regroupLanes([lane('DS88', [card('CF1', 'SPORTS')])]);
    expect(fromLane.find((g) => g.gameType === 'COCKFIGHT')?.cards.map((c) => c.vassalage)).toEqual(
      ['CF1'],
    );
  });
  it('takes the vendor lists from the site config (spec §9)', () => {
    expect(esportsVendorCodes).toEqual(['AV', 'AI', 'IMES', 'TF', 'IA']);
    expect(cockfightVendorCodes).toContain('DS88');
    expect(cockfightGroupTitle).toBe('DS88');
  });
  it('keeps every game type (empty ones too) in header order and drops unknown lanes', () => {
    expect(groups.map((g) => g.gameType)).toEqual(groupOrder);
    expect(codes('FISH')).toEqual([]);
    expect(groups.flatMap((g) => g.cards).some((c) => c.vassalage === 'X')).toBe(false);
  });
  it('reads the prize mode from the ELOTT cards', () => {
    expect(prizeModeOf(lanes)).toBe('Lott');
    expect(prizeModeOf([lane('ELOTT', [card('TCG_LOTTO_VN', 'ELOTT')])])).toBe('Elott');
  });
});

describe('vendorAction (spec §2, wire §6.4)', () => {
  it('RNG, FISH and PVP vendors open their list page with the vendor chosen', () => {
    expect(vendorAction(card('STORM', 'RNG'), 'RNG')).toEqual({
      kind: 'navigate',
      to: '/rng?vassalage=STORM',
    });
    expect(vendorAction(card('MS_FISH', 'FISH'), 'FISH')).toEqual({
      kind: 'navigate',
      to: '/fish?vassalage=MS_FISH',
    });
    expect(vendorAction(card('MS_CARDS', 'PVP'), 'PVP')).toEqual({
      kind: 'navigate',
      to: '/pvp?vassalage=MS_CARDS',
    });
  });
  it('sports vendor FB goes to /fbsports', () => {
    expect(vendorAction(card('FB', 'SPORTS'), 'SPORTS')).toEqual({
      kind: 'navigate',
      to: '/fbsports',
    });
  });
  it('a VASSALAGE card opens the popup list, before the list-page and FB rules (wire §6.4)', () => {
    expect(vendorAction(card('MS_LIVE', 'LIVE', { isGame: 'VASSALAGE' }), 'LIVE')).toEqual({
      kind: 'popup',
      vassalage: 'MS_LIVE',
      gameType: 'LIVE',
    });
    // The demo merchant's popup brand sits in the RNG lane: the header opens its popup, not /rng.
    expect(vendorAction(card('MS_SLOTS', 'RNG', { isGame: 'VASSALAGE' }), 'RNG')).toEqual({
      kind: 'popup',
      vassalage: 'MS_SLOTS',
      gameType: 'RNG',
    });
    expect(vendorAction(card('FB', 'SPORTS', { isGame: 'VASSALAGE' }), 'SPORTS').kind).toBe(
      'popup',
    );
  });
  it('a VASSALAGE card in maintenance is still unavailable', () => {
    const m = card('MS_SLOTS', 'RNG', { isGame: 'VASSALAGE', maintainTime: 1_000, endTime: 2_000 });
    expect(vendorAction(m, 'RNG', 1_500)).toEqual({ kind: 'unavailable', reason: 'maintenance' });
  });
  it('cockfight and other vendors launch their game directly', () => {
    const ds88 = card('DS88', 'SPORTS', { gameId: 'DS0001', nodeId: 9 });
    expect(vendorAction(ds88, 'COCKFIGHT')).toEqual({
      kind: 'launch',
      game: { vassalage: 'DS88', gameId: 'DS0001', nodeId: 9, gameType: 'SPORTS', gameCode: '' },
    });
    expect(vendorAction(card('MS_LIVE', 'LIVE'), 'LIVE')).toEqual({
      kind: 'unavailable',
      reason: 'no-game',
    });
  });
  it('a vendor in maintenance is unavailable only inside its window', () => {
    const m = card('STORM', 'RNG', { maintainTime: 1_000, endTime: 2_000 });
    expect(vendorAction(m, 'RNG', 1_500)).toEqual({ kind: 'unavailable', reason: 'maintenance' });
    expect(vendorAction(m, 'RNG', 2_000).kind).toBe('navigate');
  });
  it('lottery vendors route to the lottery pages, other games to /game', () => {
    const game = { nodeId: 1, gameType: 'LOTT' as const, gameCode: 'VN01', gameId: 'L1' };
    expect(gamePath({ ...game, vassalage: 'TCG_LOTTO_VN' })).toBe(
      '/vnlottery?gameCode=VN01&vendor=TCG_LOTTO_VN',
    );
    expect(gamePath({ ...game, vassalage: 'TCG_SEA' })).toBe(
      '/seaLottery?gameCode=VN01&vendor=TCG_SEA',
    );
    expect(gamePath({ ...game, vassalage: 'LOTT' })).toBe('/lottery?gameCode=VN01&vendor=LOTT');
    expect(gamePath({ ...game, vassalage: 'ELOTT', gameType: 'ELOTT' })).toBe(
      '/lottery?gameCode=VN01&vendor=ELOTT',
    );
    expect(lotteryPath('TCG_SEA', 'SEA01', 'QUICK')).toBe(
      '/seaLottery?gameCode=SEA01&vendor=TCG_SEA&playType=QUICK',
    );
    expect(lotteryPath('STORM', 'ST0001')).toBeNull();
    expect(
      gamePath(
        { vassalage: 'STORM', gameId: 'ST0001', nodeId: 2, gameType: 'RNG', gameCode: 'ST0001' },
        { demo: true },
      ),
    ).toBe('/game?vassalage=STORM&gameId=ST0001&demo=1');
  });
  it('a lottery vendor card opens its first listed game on its lottery page (server lanes, decision 0036)', () => {
    const fast = card('ELOTT', 'ELOTT', { gameId: '301', gameCode: 'K3_1' });
    const action = vendorAction(fast, 'ELOTT');
    expect(action).toEqual({
      kind: 'launch',
      game: {
        vassalage: 'ELOTT',
        gameId: '301',
        nodeId: null,
        gameType: 'ELOTT',
        gameCode: 'K3_1',
      },
    });
    if (action.kind !== 'launch') throw new Error('not a launch');
    expect(gamePath(action.game)).toBe('/lottery?gameCode=K3_1&vendor=ELOTT');
    const vn = vendorAction(
      card('TCG_LOTTO_VN', 'LOTT', { gameId: '101', gameCode: 'VN_NORTH' }),
      'LOTT',
    );
    if (vn.kind !== 'launch') throw new Error('not a launch');
    expect(gamePath(vn.game)).toBe('/vnlottery?gameCode=VN_NORTH&vendor=TCG_LOTTO_VN');
  });
  it('lottery lobbies by vendor', () => {
    expect(lotteryLobbyPath('TCG_LOTTO_VN')).toBe('/vnlottery');
    expect(lotteryLobbyPath('TCG_SEA')).toBe('/seaLottery');
    expect(lotteryLobbyPath('ELOTT')).toBe('/lottery?vendor=ELOTT');
    expect(lotteryLobbyPath('LOTT')).toBe('/lottery?vendor=LOTT');
    expect(lotteryLobbyPath('STORM')).toBeNull();
  });
});
