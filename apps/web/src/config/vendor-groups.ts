/**
 * The site's vendor regrouping config (product spec §2 and §9): which sports vendors the header shows
 * under their own cockfight and esports groups. lib/catalogue/regroup.ts applies it to the server's lanes.
 */

/** Sports vendors that move into the ESPORTS group (spec §9: AV, AI, IMES, TF, IA). */
export const esportsVendorCodes: readonly string[] = ['AV', 'AI', 'IMES', 'TF', 'IA'];

/**
 * Cockfight vendors, moved out of sports into their own group after PVP (spec §9 names DS88; the wire
 * reference §6.1 also regroups SV3).
 */
export const cockfightVendorCodes: readonly string[] = ['DS88', 'SV3'];

/** Title of the cockfight group (spec §2 "their own group titled DS88"); a lane with this title is cockfight too. */
export const cockfightGroupTitle = 'DS88';
