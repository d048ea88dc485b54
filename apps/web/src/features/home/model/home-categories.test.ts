import type { VendorCard } from '@monsoon/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { groupOrder, regroupLanes } from '@/lib/catalogue/regroup';
import { homeCategories, homeVendorLimit } from './home-categories';
import { vendorCard } from '@/test/vendor-card';

const card = (vassalage: string, gameType: VendorCard['gameType']): VendorCard =>
  vendorCard(vassalage, { gameType });

describe('homeCategories (wire §11: 5 vendors per category)', () => {
  const groups = regroupLanes([
    {
      title: 'RNG',
      cards: Array.from({ length: 7 }, (_, i) => card(`R${i}`, 'RNG')),
      gameClassify: [],
    },
    { title: 'FISH', cards: [card('MS_FISH', 'FISH')], gameClassify: [] },
  ]);

  it('keeps every game type, those with vendors first', () => {
    const list = homeCategories(groups);
    expect(list).toHaveLength(groupOrder.length);
    expect(list.slice(0, 2).map((c) => c.gameType)).toEqual(['RNG', 'FISH']);
    expect(list.slice(2).every((c) => c.total === 0)).toBe(true);
  });

  it('shows at most 5 vendors and counts the rest', () => {
    const rng = homeCategories(groups)[0];
    expect(rng?.vendors.map((v) => v.vassalage)).toEqual(['R0', 'R1', 'R2', 'R3', 'R4']);
    expect(rng?.vendors).toHaveLength(homeVendorLimit);
    expect(rng?.total).toBe(7);
    expect(rng?.path).toBe('/rng');
  });
});

describe('homeCategories: lottery and e-lottery', () => {
  const groups = regroupLanes([
    { title: 'ELOTT', cards: [card('ELOTT', 'ELOTT')], gameClassify: [] },
    {
      title: 'LOTT',
      cards: [card('TCG_LOTTO_VN', 'LOTT'), card('LOTT', 'LOTT')],
      gameClassify: [],
    },
    { title: 'COCKFIGHT', cards: [card('DS88', 'COCKFIGHT')], gameClassify: [] },
  ]);
  const of = (type: VendorCard['gameType']) =>
    homeCategories(groups).find((c) => c.gameType === type);

  it('offers them (not coming soon) and links the lobby of their first vendor', () => {
    expect(of('ELOTT')).toMatchObject({ total: 1, path: '/lottery?vendor=ELOTT' });
    expect(of('LOTT')).toMatchObject({ total: 2, path: '/vnlottery' });
  });

  it('leaves cockfight without a page (its vendor opens a game)', () => {
    expect(of('COCKFIGHT')?.path).toBeNull();
  });
});
