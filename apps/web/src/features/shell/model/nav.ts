import type { GameType, VendorCard } from '@monsoon/contracts/catalogue';
import { paths } from '@/config/paths';
import { groupOrder, type GameGroup } from '@/lib/catalogue/regroup';
import { gameTypePath } from '@/lib/catalogue/vendor-action';

/** Up to this many vendor logos in a dropdown; a More button from this count on (spec §9). */
export const navVendorLimit = 11;

/** One header item per game type, with its vendors (spec §2 header bottom). */
export interface NavGameType {
  gameType: GameType;
  /** Where the game type's page is, or null (cockfight, lottery: a vendor opens a game). */
  path: string | null;
  /** Every vendor of the type. */
  vendors: readonly VendorCard[];
  /** The logos the dropdown shows (at most `navVendorLimit`). */
  shown: readonly VendorCard[];
  /** A More button to the type's page (11 vendors or more, and the type has a page). */
  more: boolean;
}

/**
 * The header's game types from the regrouped lanes: every type of `groupOrder`, in that order, even
 * while the lanes load or when a type has no vendor (its dropdown then says so), so the bar never moves.
 */
export function navGameTypes(groups: readonly GameGroup[]): NavGameType[] {
  return groupOrder.map((gameType) => {
    const vendors = groups.find((g) => g.gameType === gameType)?.cards ?? [];
    const path = gameTypePath[gameType];
    return {
      gameType,
      path,
      vendors,
      shown: vendors.slice(0, navVendorLimit),
      more: path !== null && vendors.length >= navVendorLimit,
    };
  });
}

/** The static links of the header bottom bar. */
export const navLinks = {
  home: paths.home,
  download: paths.download,
  promotions: paths.promotions,
} as const;
