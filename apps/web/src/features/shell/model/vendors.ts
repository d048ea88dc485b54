import type { Lane } from '@monsoon/contracts/catalogue';
import { vendorLogoUrl } from '@/lib/catalogue/regroup';

/** Logos in one turn of the footer's looping strip (spec §9: 10 slides). */
export const footerSlides = 10;

/** A logo of the footer's vendor strip. */
export interface FooterVendor {
  code: string;
  name: string;
  logoUrl: string;
}

/**
 * The footer strip's vendors (spec §1): every card of every lane, once per vendor code, in lane order,
 * leaving out vendors whose code starts with TCG.
 */
export function footerVendors(lanes: readonly Lane[]): FooterVendor[] {
  const seen = new Set<string>();
  const out: FooterVendor[] = [];
  for (const lane of lanes) {
    for (const card of lane.cards) {
      const code = card.vassalage.toUpperCase();
      if (code.startsWith('TCG') || seen.has(code)) continue;
      seen.add(code);
      out.push({
        code: card.vassalage,
        name: card.displayName || card.vassalage,
        logoUrl: vendorLogoUrl(card),
      });
    }
  }
  return out;
}
