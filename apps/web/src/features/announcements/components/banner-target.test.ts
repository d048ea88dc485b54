import type { Banner } from '@monsoon/contracts/content';
import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-target';

const gameBanner = (
  vassalage: string,
  gameType: string,
  gameCode: string | null = null,
): Banner => ({
  bannerId: 1,
  groupName: 'w_home',
  url: '/assets/banners/w_home-1.svg',
  title: 'Banner',
  linkage: null,
  linkageType: 'GAME',
  redirect: null,
  externalLink: null,
  redirectPromotionId: null,
  gameLinkageMapping: { vassalage, gameType, gameCode },
});

describe('bannerTarget of a game banner (catalogue rules, spec §2)', () => {
  it('opens the list page of RNG, FISH and PVP vendors with the vendor chosen', () => {
    expect(bannerTarget(gameBanner('STORM', 'RNG'))).toEqual({
      kind: 'route',
      to: '/rng?vassalage=STORM',
    });
    expect(bannerTarget(gameBanner('MS_FISH', 'fish'))).toEqual({
      kind: 'route',
      to: '/fish?vassalage=MS_FISH',
    });
    expect(bannerTarget(gameBanner('', 'PVP'))).toEqual({ kind: 'route', to: '/pvp' });
  });
  it('opens a cockfight game directly, and is not clickable without one', () => {
    expect(bannerTarget(gameBanner('DS88', 'SPORTS', 'DS0001'))).toEqual({
      kind: 'route',
      to: '/game?vassalage=DS88&gameId=DS0001',
    });
    expect(bannerTarget(gameBanner('DS88', 'SPORTS'))).toBeNull();
  });
  it('sends lottery games to their lottery page', () => {
    expect(bannerTarget(gameBanner('TCG_LOTTO_VN', 'LOTT', 'VN01'))).toEqual({
      kind: 'route',
      to: '/vnlottery?gameCode=VN01&vendor=TCG_LOTTO_VN',
    });
    expect(bannerTarget(gameBanner('LOTT', 'LOTT'))).toEqual({ kind: 'route', to: '/lottery' });
  });
  it('sends FB to the sports book and other types to their lobby', () => {
    expect(bannerTarget(gameBanner('FB', 'SPORTS'))).toEqual({ kind: 'route', to: '/fbsports' });
    expect(bannerTarget(gameBanner('MS_LIVE', 'LIVE'))).toEqual({ kind: 'route', to: '/live' });
    expect(bannerTarget(gameBanner('MS_LIVE', 'LIVE', 'ML01'))).toEqual({
      kind: 'route',
      to: '/game?vassalage=MS_LIVE&gameId=ML01',
    });
    expect(bannerTarget(gameBanner('X', 'UNKNOWN'))).toBeNull();
  });
});
