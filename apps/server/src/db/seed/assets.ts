/** A footer licence badge: display name, badge image path and the page it links to. */
export interface LicenceBadge {
  name: string;
  imageUrl: string;
  url: string;
}

/** Builds the public path of one banner: `/assets/banners/<group>-<n>.svg`. */
const banner = (group: string, n: number): string => `/assets/banners/${group}-${n}.svg`;

/** Public paths of the brand artwork (logo for light or any header, logo for dark theme, favicon). */
export const brandAssets = {
  logo: '/assets/brand/logo.svg',
  logoDark: '/assets/brand/logo-dark.svg',
  favicon: '/assets/brand/favicon.svg',
};

/** Public paths of the banner artwork (1920x480 SVG, key content inside the middle 1200 px), keyed by banner group. */
export const bannerImages: Record<string, string[]> = {
  w_home: [banner('w_home', 1), banner('w_home', 2), banner('w_home', 3)],
  w_rng: [banner('w_rng', 1)],
  w_live: [banner('w_live', 1)],
  w_fish: [banner('w_fish', 1)],
  w_pvp: [banner('w_pvp', 1)],
  w_sports: [banner('w_sports', 1)],
  w_esports: [banner('w_esports', 1)],
  w_lott: [banner('w_lott', 1)],
  w_down: [banner('w_down', 1)],
  w_promotion: [banner('w_promotion', 1)],
  w_shop: [banner('w_shop', 1)],
  w_help: [banner('w_help', 1)],
};

/** Public paths of the vendor wordmark logos (200x80 SVG), keyed by vendor code. */
export const vendorLogos: Record<string, string> = {
  MONSOON: '/assets/vendors/MONSOON.svg',
  MS_SLOTS: '/assets/vendors/MS_SLOTS.svg',
  MS_FISH: '/assets/vendors/MS_FISH.svg',
  MS_CARDS: '/assets/vendors/MS_CARDS.svg',
  MS_LIVE: '/assets/vendors/MS_LIVE.svg',
  MS_SPORTS: '/assets/vendors/MS_SPORTS.svg',
  MS_LOTTO: '/assets/vendors/MS_LOTTO.svg',
  STORM: '/assets/vendors/STORM.svg',
  TYPHOON: '/assets/vendors/TYPHOON.svg',
  DS88: '/assets/vendors/DS88.svg',
  FB: '/assets/vendors/FB.svg',
  TCG_LOTTO_VN: '/assets/vendors/TCG_LOTTO_VN.svg',
};

/** Footer licence badges (160x56 SVG) of the demo merchant. */
export const licenceBadges: LicenceBadge[] = [
  { name: 'Malta', imageUrl: '/assets/licence/malta.svg', url: '/help#licence' },
  { name: 'BVI', imageUrl: '/assets/licence/bvi.svg', url: '/help#licence' },
];

/** Public path of the round fallback avatar shown when a member has none. */
export const defaultAvatar = '/assets/avatar/default.svg';

/** Public paths of the selectable member avatars (round 128x128 SVG characters). */
export const avatars: string[] = [1, 2, 3, 4, 5, 6].map((n) => `/assets/avatar/${n}.svg`);

/** Public paths of the status illustrations (maintenance, region block, broken game image, empty list). */
export const statusImages = {
  maintenance: '/assets/status/maintenance.svg',
  regionBlocked: '/assets/status/region-blocked.svg',
  imageError: '/assets/status/image-error.svg',
  empty: '/assets/status/empty.svg',
};
