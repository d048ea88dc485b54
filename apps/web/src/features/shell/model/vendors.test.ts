import type { Lane, VendorCard } from '@monsoon/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { footerVendors } from './vendors';
import { vendorCard } from '@/test/vendor-card';

const card = (vassalage: string, over: Partial<VendorCard> = {}): VendorCard =>
  vendorCard(vassalage, { displayName: `${vassalage} name`, ...over });
const lane = (title: string, cards: VendorCard[]): Lane => ({ title, cards, gameClassify: [] });

describe('footerVendors (spec §1 vendor strip)', () => {
  const lanes = [
    lane('RNG', [card('MONSOON', { smallIcon: '/img/monsoon.png' }), card('STORM')]),
    lane('LOTT', [card('TCG_LOTTO_VN'), card('tcg_sea'), card('MS_LOTTO')]),
    lane('FISH', [card('MONSOON'), card('MS_FISH')]),
  ];

  it('takes every lane card, once per vendor, in lane order', () => {
    expect(footerVendors(lanes).map((v) => v.code)).toEqual([
      'MONSOON',
      'STORM',
      'MS_LOTTO',
      'MS_FISH',
    ]);
  });

  it('leaves out vendors whose code starts with TCG (any case)', () => {
    expect(footerVendors(lanes).some((v) => v.code.toUpperCase().startsWith('TCG'))).toBe(false);
  });

  it("uses the card's logo and name, else the studio artwork of the code", () => {
    const [monsoon, storm] = footerVendors(lanes);
    expect(monsoon).toEqual({ code: 'MONSOON', name: 'MONSOON name', logoUrl: '/img/monsoon.png' });
    expect(storm?.logoUrl).toBe('/assets/vendors/STORM.svg');
  });

  it('is empty without lanes', () => {
    expect(footerVendors([])).toEqual([]);
  });
});
