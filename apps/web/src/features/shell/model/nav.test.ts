import type { VendorCard } from '@monsoon/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { groupOrder, regroupLanes } from '@/lib/catalogue/regroup';
import { dropdownMove } from './dropdown-keys';
import { navGameTypes, navVendorLimit } from './nav';
import { vendorCard } from '@/test/vendor-card';

const card = (vassalage: string, gameType: VendorCard['gameType']): VendorCard =>
  vendorCard(vassalage, { gameType });
const vendors = (n: number, type: VendorCard['gameType']) =>
  Array.from({ length: n }, (_, i) => card(`V${i}`, type));

describe('navGameTypes (spec §2 header bottom)', () => {
  it('lists all 9 game types in header order, even before the lanes load', () => {
    const items = navGameTypes([]);
    expect(items.map((i) => i.gameType)).toEqual(groupOrder);
    expect(items.every((i) => i.vendors.length === 0 && !i.more)).toBe(true);
  });

  it('gives each type its page, none for cockfight and lottery', () => {
    const byType = Object.fromEntries(navGameTypes([]).map((i) => [i.gameType, i.path]));
    expect(byType).toMatchObject({
      RNG: '/rng',
      FISH: '/fish',
      PVP: '/pvp',
      LIVE: '/live',
      SPORTS: '/sports',
      ESPORTS: '/esports',
    });
    expect([byType.COCKFIGHT, byType.LOTT, byType.ELOTT]).toEqual([null, null, null]);
  });

  it('shows up to 11 logos and a More button from 11 vendors on', () => {
    const ten = navGameTypes(
      regroupLanes([{ title: 'RNG', cards: vendors(10, 'RNG'), gameClassify: [] }]),
    ).find((i) => i.gameType === 'RNG');
    expect(ten?.shown).toHaveLength(10);
    expect(ten?.more).toBe(false);
    const eleven = navGameTypes(
      regroupLanes([{ title: 'RNG', cards: vendors(11, 'RNG'), gameClassify: [] }]),
    ).find((i) => i.gameType === 'RNG');
    expect(eleven?.shown).toHaveLength(navVendorLimit);
    expect(eleven?.more).toBe(true);
    const many = navGameTypes(
      regroupLanes([{ title: 'RNG', cards: vendors(15, 'RNG'), gameClassify: [] }]),
    ).find((i) => i.gameType === 'RNG');
    expect(many?.shown).toHaveLength(11);
    expect(many?.vendors).toHaveLength(15);
  });

  it('has no More button on a type without a page', () => {
    const lott = navGameTypes(
      regroupLanes([{ title: 'LOTT', cards: vendors(12, 'LOTT'), gameClassify: [] }]),
    ).find((i) => i.gameType === 'LOTT');
    expect(lott?.shown).toHaveLength(11);
    expect(lott?.more).toBe(false);
  });
});

describe('dropdownMove (keyboard in a vendor dropdown)', () => {
  it('enters the dropdown with ArrowDown and closes with Escape', () => {
    expect(dropdownMove('ArrowDown', -1, 5)).toBe(0);
    expect(dropdownMove('Escape', -1, 5)).toBe('close');
    expect(dropdownMove('Escape', 3, 5)).toBe('close');
    expect(dropdownMove('ArrowDown', -1, 0)).toBeNull();
  });

  it('moves through the grid with the arrow keys (4 columns), wrapping left and right', () => {
    expect(dropdownMove('ArrowRight', 0, 6)).toBe(1);
    expect(dropdownMove('ArrowRight', 5, 6)).toBe(0);
    expect(dropdownMove('ArrowLeft', 0, 6)).toBe(5);
    expect(dropdownMove('ArrowDown', 1, 6)).toBe(5);
    expect(dropdownMove('ArrowDown', 3, 6)).toBe(5);
    expect(dropdownMove('ArrowUp', 5, 6)).toBe(1);
    expect(dropdownMove('ArrowUp', 2, 6)).toBe(-1);
    expect(dropdownMove('Home', 4, 6)).toBe(0);
    expect(dropdownMove('End', 1, 6)).toBe(5);
  });

  it('leaves Tab and Enter to the browser', () => {
    expect(dropdownMove('Tab', 2, 6)).toBeNull();
    expect(dropdownMove('Enter', 2, 6)).toBeNull();
    expect(dropdownMove('ArrowRight', -1, 6)).toBeNull();
  });
});
