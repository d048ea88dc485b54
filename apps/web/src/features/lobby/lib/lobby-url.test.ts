import type { Lane, VendorCard } from '@monsoon/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { classifyOptions } from './classify-options';
import { listGameTypeOf, lobbySearch, pickVendor, readLobbyParams } from './lobby-url';
import { vendorCard } from '@/test/vendor-card';

const card = (vassalage: string, displayName = vassalage): VendorCard =>
  vendorCard(vassalage, { displayName, gameCount: 4 });
const cards = [card('MONSOON', 'Monsoon'), card('STORM', 'Storm'), card('TYPHOON', 'Typhoon')];
const hall = (c: VendorCard) => `${c.displayName} Game Hall`;

describe('the game-list address (spec §2)', () => {
  it('reads the game type from the path, upper-cased', () => {
    expect(listGameTypeOf('/rng')).toBe('RNG');
    expect(listGameTypeOf('/fish')).toBe('FISH');
    expect(listGameTypeOf('/PVP/')).toBe('PVP');
    expect(listGameTypeOf('/elsewhere')).toBe('RNG');
  });

  it('reads vendor, slot hall page and tab; an unknown tab is none', () => {
    expect(readLobbyParams(new URLSearchParams('vassalage=STORM&tab=fav'))).toEqual({
      vassalage: 'STORM',
      page: '',
      tab: 'fav',
    });
    expect(readLobbyParams(new URLSearchParams('page=Storm&tab=x')).tab).toBe('none');
  });

  it('a vendor choice replaces the hall page; every vendor and the none tab leave the address', () => {
    expect(
      lobbySearch(new URLSearchParams('page=STORM&tab=hot'), {
        vassalage: 'TYPHOON',
        tab: 'none',
      }).toString(),
    ).toBe('vassalage=TYPHOON');
    expect(
      lobbySearch(new URLSearchParams('vassalage=STORM&tab=hot'), { vassalage: '' }).toString(),
    ).toBe('tab=hot');
    expect(lobbySearch(new URLSearchParams('vassalage=STORM'), { tab: 'recent' }).toString()).toBe(
      'vassalage=STORM&tab=recent',
    );
  });

  it('picks the vendor by code, then by hall page (code, name or label), else every vendor', () => {
    expect(pickVendor(cards, { vassalage: 'storm', page: '' }, hall)?.vassalage).toBe('STORM');
    expect(pickVendor(cards, { vassalage: '', page: 'Typhoon Game Hall' }, hall)?.vassalage).toBe(
      'TYPHOON',
    );
    expect(pickVendor(cards, { vassalage: '', page: 'typhoon' }, hall)?.vassalage).toBe('TYPHOON');
    expect(pickVendor(cards, { vassalage: 'NOPE', page: '' }, hall)).toBeUndefined();
    expect(pickVendor(cards, { vassalage: '', page: '' }, hall)).toBeUndefined();
    expect(pickVendor([], { vassalage: 'STORM', page: '' }, hall)).toBeUndefined();
  });
});

describe('classify filter (spec §2)', () => {
  const lanes: Lane[] = [
    {
      title: 'RNG',
      cards,
      gameClassify: [
        { key: 'SLOTS', displayName: 'Slots', gameCount: 30 },
        { key: 'ARCADE', displayName: 'Arcade', gameCount: 0 },
        { key: 'BINGO', displayName: 'Bingo', gameCount: 2 },
      ],
    },
  ];
  it('lists the classes with games; bingo only when TY is offered', () => {
    expect(classifyOptions(lanes, 'RNG', ['EN', 'MY'])).toEqual(['SLOTS']);
    expect(classifyOptions(lanes, 'RNG', ['EN', 'TY'])).toEqual(['SLOTS', 'BINGO']);
    expect(classifyOptions(lanes, 'FISH', ['TY'])).toEqual([]);
  });
});
