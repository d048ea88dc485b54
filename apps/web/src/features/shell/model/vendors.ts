/** Vendors of the footer strip (studio artwork in /assets/vendors). */
// TODO(#catalogue): take the vendor list from the vendor lanes once the catalogue issue lands.
export const studioVendorCodes = [
  'MONSOON',
  'MS_SLOTS',
  'MS_LIVE',
  'MS_SPORTS',
  'MS_FISH',
  'MS_CARDS',
  'MS_LOTTO',
  'STORM',
  'TYPHOON',
  'DS88',
  'FB',
  'TCG_LOTTO_VN',
] as const;

/** The footer strip leaves out vendors whose code starts with TCG (spec §1). */
export const footerVendors = (codes: readonly string[]): string[] => codes.filter((c) => !c.toUpperCase().startsWith('TCG'));

/** Logo of a vendor code. */
export const vendorLogo = (code: string): string => `/assets/vendors/${code}.svg`;
