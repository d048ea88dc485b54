import { z } from 'zod';
import { GAME_CLASSIFIES, GAME_TYPES } from '../catalogue.ts';

/**
 * The catalogue a vendor publishes at a signed `GET {vendor base}/games` (docs/vendor-wallet-api.md).
 * A GET is signed like a POST with its path and query string (`/games`) in place of the body.
 * One integration (vendor registration) may publish several brands; each brand is a vendor code
 * (vassalage) of the site's lanes, launched and settled through the integration that published it.
 */

const text = z.string().trim().min(1).max(200);
/** Names per wire language code (EN required; others fall back to EN). */
const names = z
  .record(z.string().regex(/^[A-Z]{2}$/), text)
  .refine((n) => 'EN' in n, 'EN name required');
const url = z.string().url().max(2048);

export const feedBrandSchema = z.object({
  /** Vendor code of the lanes, e.g. `MONSOON`, `STORM`. */
  code: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  names,
  logoUrl: url,
  /** `list`: the game-list page; `direct`: the card launches its first game; `popup`: VASSALAGE list. */
  launchStyle: z.enum(['list', 'direct', 'popup']),
  hot: z.boolean(),
  /** Order within a game type (ascending). */
  order: z.number().int().min(0).max(10_000),
  /** An announced maintenance window (epoch ms), or null. */
  maintenance: z.object({ start: z.number().int(), end: z.number().int() }).nullable(),
});
export type FeedBrand = z.infer<typeof feedBrandSchema>;

export const feedRoomSchema = z.object({
  roomId: z.string().min(1).max(64),
  names,
  minBetMinor: z.number().int().min(0),
  minBalanceMinor: z.number().int().min(0),
});

export const feedGameSchema = z.object({
  /** Unique within the integration; what the launch call sends as gameId. */
  gameId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  brand: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  gameType: z.enum(GAME_TYPES),
  classify: z.enum(GAME_CLASSIFIES),
  names,
  iconUrl: url,
  minBetMinor: z.number().int().min(0),
  lines: z.number().int().min(0).max(10_000),
  isNew: z.boolean(),
  /** Vendor's hot rank (1 = hottest), or null when not promoted. */
  hotRank: z.number().int().min(1).max(10_000).nullable(),
  /** Whether visitors may open a free demo. */
  demo: z.boolean(),
  /** PVP games: their rooms. */
  rooms: z.array(feedRoomSchema).max(100).default([]),
});
export type FeedGame = z.infer<typeof feedGameSchema>;

export const catalogueFeedSchema = z.object({
  brands: z.array(feedBrandSchema).max(500),
  games: z.array(feedGameSchema).max(50_000),
});
export type CatalogueFeed = z.infer<typeof catalogueFeedSchema>;

/** The path (and signed bytes) of the catalogue call. */
export const CATALOGUE_PATH = '/games';
