import type { SitePath } from '@/config/paths';
import { paths } from '@/config/paths';

/** Game types of the header (wire §11 order). */
export type NavGameTypeCode = 'SPORTS' | 'LIVE' | 'RNG' | 'FISH' | 'PVP' | 'ELOTT' | 'LOTT' | 'ESPORTS' | 'COCKFIGHT';

/** A vendor in a game type's dropdown. */
export interface NavVendor {
  /** Vendor code (vassalage). */
  code: string;
  displayName: string;
  logoUrl: string;
  /** 1 shows the hot icon. */
  isHot: 0 | 1;
}

/** One header item per game type, with its vendors (spec §2 header bottom). */
export interface NavGameType {
  gameType: NavGameTypeCode;
  /** Where the game type's page is, or null (cockfight, lottery: a vendor opens a game). */
  path: SitePath | null;
  vendors: readonly NavVendor[];
}

// TODO(#catalogue): the game catalogue issue fills this from the vendor lanes (GCSGAME_newGameVendor).
/** The header's game types. Empty until the catalogue issue provides the lanes. */
export const navGameTypes: readonly NavGameType[] = [];

/** Up to this many vendor logos in a dropdown; a More button from this count on (spec §9). */
export const navVendorLimit = 11;

/** The static links of the header bottom bar. */
export const navLinks = {
  home: paths.home,
  download: paths.download,
  promotions: paths.promotions,
} as const;
