import { describe, expect, it } from 'vitest';
import { menu } from '@/features/lottery/components/test-fixtures';
import { byVendor } from './lobby-groups';

const groups = {
  VN_NORTH: {
    gameGroupCode: 'VN_NORTH',
    gameGroupName: 'North',
    gameMenus: [menu(1, 'VN_NORTH', 'VN_NORTH', null)],
  },
  K3: {
    gameGroupCode: 'K3',
    gameGroupName: 'Dice',
    gameMenus: [menu(301, 'K3_1', 'K3', null), menu(302, 'K3_3', 'K3', null)],
  },
};
const codes = (g: ReturnType<typeof byVendor>) =>
  Object.values(g).flatMap((x) => x.gameMenus.map((m) => m.gameCode));

describe('the lobby narrowed by the page’s vendor', () => {
  it('keeps only that vendor’s games, whatever the case of the code', () => {
    expect(codes(byVendor(groups, 'ELOTT'))).toEqual(['K3_1', 'K3_3']);
    expect(codes(byVendor(groups, 'tcg_lotto_vn'))).toEqual(['VN_NORTH']);
  });

  it('shows every game without a vendor, or for a vendor with no games here', () => {
    expect(codes(byVendor(groups, null))).toEqual(['VN_NORTH', 'K3_1', 'K3_3']);
    expect(codes(byVendor(groups, 'LOTT'))).toEqual(['VN_NORTH', 'K3_1', 'K3_3']);
  });
});
