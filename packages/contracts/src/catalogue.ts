import { z } from 'zod';
import { defineCall } from './call.ts';

/**
 * The game catalogue calls of wire reference §6 (vendor lanes, game list, hot, favourites, recent,
 * winner board, jackpot, PVP rooms, FB launch). The single source of these shapes for server, site
 * and tests. Money on the wire is a decimal number in the currency (presenters convert).
 */

/** Game types of the catalogue (spec §3 plus the regrouped ESPORTS and COCKFIGHT lanes). */
export const GAME_TYPES = [
  'SPORTS',
  'LIVE',
  'RNG',
  'FISH',
  'PVP',
  'ELOTT',
  'LOTT',
  'ESPORTS',
  'COCKFIGHT',
] as const;
export type GameType = (typeof GAME_TYPES)[number];
export const gameTypeSchema = z.enum(GAME_TYPES);
/** Game types with a game-list page (/rng, /fish, /pvp): a vendor click lists its games; other types launch one. */
export const LIST_GAME_TYPES: readonly GameType[] = ['RNG', 'FISH', 'PVP'];

/** Game classes of the game-list filter (spec §2); BINGO only where TY is offered. */
export const GAME_CLASSIFIES = [
  'SLOTS',
  'SCRATCH',
  'VIDEO_POKER',
  'TABLE',
  'ARCADE',
  'BINGO',
] as const;
export type GameClassify = (typeof GAME_CLASSIFIES)[number];
export const gameClassifySchema = z.enum(GAME_CLASSIFIES);

/** The minimum-bet filter's choices (spec §2); the filter keeps games whose minimum bet is at most this. */
export const MIN_BET_FILTERS = [0.01, 0.05, 0.1, 0.5, 0.75] as const;

/** Page sizes: the UI asks 12 or 24; operator tools up to 3000; larger asks are clamped to this. */
export const MAX_GAME_PAGE_SIZE = 3000;
/** The hot-games feed answers at most this many games (one page; the site loads no more). */
export const HOT_GAMES_LIMIT = 24;
/** Winner board: at most this many rows; only wins above the threshold are listed (spec §8, §9). */
export const WINNER_BOARD_LIMIT = 50;
export const WINNER_BOARD_MIN_WIN = 50_000;

/** `isGame` of a vendor card that opens a popup list of the vendor's games. */
export const VASSALAGE = 'VASSALAGE';

const language = z.string().trim().max(8).optional();
const platform = z.string().trim().max(64).optional();
const clientType = z.coerce.number().int().min(1).max(9).optional();
const pageNo = z.coerce.number().int().min(1).max(1_000_000).default(1);
const pageSize = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .default(fallback)
    .transform((n) => Math.min(n, MAX_GAME_PAGE_SIZE));
/** nodeId as the site sends it (number or digits). */
const nodeId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A vendor's maintenance window (epoch ms); games are hidden or marked while it is open. */
export const maintenanceSchema = z.object({
  maintainTime: z.number().int(),
  endTime: z.number().int(),
});

/** One game as lists, hot, favourites and recent show it (wire §6.2 item fields). */
export const gameItemSchema = z.object({
  /** Numeric catalogue id; the favourite key. */
  nodeId: z.number().int(),
  /** The vendor's game id, e.g. `MS0001`. */
  gameId: z.string(),
  /** Launch code at the vendor (lottery/VN games use it). */
  gameCode: z.string(),
  roomId: z.string().nullable(),
  /** Vendor code. */
  vassalage: z.string(),
  gameType: gameTypeSchema,
  /** Name in the request's language (English fallback). */
  gameName: z.string(),
  nodeName: z.string(),
  displayName: z.string(),
  showIcon: z.string(),
  iconUrl: z.string(),
  defaultIcon: z.string(),
  gameClassify: gameClassifySchema,
  /** Smallest stake, decimal. */
  minBet: z.number(),
  /** Pay lines (0 for ways games and games without lines). */
  lines: z.number().int(),
  isNew: z.union([z.literal(0), z.literal(1)]),
  isHot: z.union([z.literal(0), z.literal(1)]),
  /** Whether a visitor may open a free demo. */
  hasDemo: z.boolean(),
  /** 1 real-money account type. */
  accountTypeId: z.number().int(),
  /** Set while the vendor is in maintenance (the game cannot launch). */
  maintenance: maintenanceSchema.nullable(),
});
export type GameItem = z.infer<typeof gameItemSchema>;

/** A vendor (or a directly launchable game) in a lane (wire §6.1 card fields). */
export const vendorCardSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: gameTypeSchema,
  /** (sic) large icon. */
  lagerIcon: z.string(),
  smallIcon: z.string(),
  mobileSmallIcon: z.string(),
  h5Icon: z.string(),
  mobileLargeIcon: z.string(),
  accountTypeName: z.string(),
  /** First game's code for vendors that open a game directly (lottery, cockfight, sports), else ''. */
  gameCode: z.string(),
  /** `VASSALAGE`: open a popup list of the vendor's games; '' otherwise. */
  isGame: z.string(),
  /** On directly launchable cards: the game to launch; null on list vendors. */
  nodeId: z.number().int().nullable(),
  gameId: z.string().nullable(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  /** Games of this vendor in this lane. */
  gameCount: z.number().int(),
  maintainTime: z.number().int().nullable(),
  endTime: z.number().int().nullable(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const classifyCountSchema = z.object({
  key: gameClassifySchema,
  displayName: z.string(),
  gameCount: z.number().int(),
});

export const laneSchema = z.object({
  /** Game type of the lane (the server sends the raw types; the site regroups ESPORTS and COCKFIGHT). */
  title: z.string(),
  cards: z.array(vendorCardSchema),
  gameClassify: z.array(classifyCountSchema),
});
export type Lane = z.infer<typeof laneSchema>;

export const newGameVendor = defineCall({
  paths: ['/wps/relay/GCSGAME_newGameVendor', '/wps/relay/GCSGAME_gameVendor'],
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'optional',
  summary: "The merchant's vendors per game type (lanes with cards and class counts)",
  query: z.object({
    platform,
    merchant: z.string().max(64).optional(),
    merchantCode: z.string().max(64).optional(),
    clientType,
    language,
  }),
  value: z.object({ data: z.object({ lanes: z.array(laneSchema) }) }),
});

export const vassGameType = defineCall({
  paths: ['/wps/relay/GCSGAME_getVassGameType', '/wps/relay/GLS2_getVassGameType'],
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'session',
  summary: 'gameType → { vendorCode: game classes offered }',
  query: z.object({ language, platform }),
  value: z.object({
    content: z.record(z.string(), z.record(z.string(), z.array(gameClassifySchema))),
  }),
});

export const gameListQuerySchema = z.object({
  clientType,
  platform,
  channel: z.string().max(32).optional(),
  merchant: z.string().max(64).optional(),
  /** Empty = all types. */
  gameType: z.union([z.literal(''), gameTypeSchema]).optional(),
  vassalage: z.string().trim().max(64).optional(),
  gameClassify: z.union([z.literal(''), gameClassifySchema]).optional(),
  /** Name search in the request's language (case-insensitive, part of the name). */
  gameName: z.string().trim().max(64).optional(),
  /** Games whose minimum bet is at most this (decimal). */
  minBet: z.union([z.literal(''), z.coerce.number().positive().max(1_000_000)]).optional(),
  /** Games with at least this many lines. */
  minLineNum: z.union([z.literal(''), z.coerce.number().int().min(0).max(10_000)]).optional(),
  isNew: z.union([z.literal(''), z.coerce.number().int().min(0).max(1)]).optional(),
  pageNo,
  pageSize: pageSize(12),
  language,
  ext: z.string().max(16).optional(),
  imgSize: z.string().max(16).optional(),
  iconType: z.string().max(16).optional(),
});

export const gameList = defineCall({
  paths: ['/wps/relay/GCSGAME_gameList'],
  methods: ['GET'],
  modId: 'GAMELO3',
  auth: 'optional',
  summary: "A page of the merchant's games (filters, name search, paging)",
  query: gameListQuerySchema,
  value: z.object({
    games: z.array(gameItemSchema),
    /** The page answered (a page past the end is clamped to the last one). */
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  }),
});

const hotQuery = z.object({
  merchantCode: z.string().max(64).optional(),
  isPlatform: z.coerce.number().int().optional(),
  vassalage: z.string().trim().max(64).optional(),
  gameType: z.union([z.literal(''), gameTypeSchema]).optional(),
  platform,
  language,
});

export const hotGames = defineCall({
  paths: ['/wps/relay/GCSGAME_hotGamesV2'],
  methods: ['GET', 'POST'],
  modId: 'GAMELOHOT3',
  auth: 'public',
  summary:
    "The merchant's hot games, most popular first (POST takes the same fields as a JSON body)",
  query: hotQuery,
  body: hotQuery.nullish(),
  value: z.object({ list: z.array(gameItemSchema) }),
});

export const favoriteGameIds = defineCall({
  paths: ['/wps/relay/MCSFE_getFavoriteGames', '/wps/relay/MCS2_getFavoriteGames'],
  methods: ['GET'],
  modId: 'GAMELOFAV3',
  auth: 'session',
  summary: "The member's favourite nodeIds",
  value: z.array(z.number().int()),
});

export const favoriteGamesList = defineCall({
  paths: ['/wps/relay/MCSFE_getFavoriteGamesList', '/wps/relay/MCS2_getFavoriteGamesList'],
  methods: ['GET'],
  modId: 'GAMELOFAV3',
  auth: 'session',
  summary: "A page of the member's favourite games, newest favourite first",
  query: z.object({
    clientType,
    platform,
    language,
    token: z.string().max(256).optional(),
    gameType: z.union([z.literal(''), gameTypeSchema]).optional(),
    vassalage: z.string().trim().max(64).optional(),
    pageNo,
    pageSize: pageSize(999),
  }),
  value: z.object({
    content: z.array(gameItemSchema),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  }),
});

/** Add and remove carry the same fields (remove: JSON body or query string). */
export const favoriteActionSchema = z.object({
  nodeId,
  vendor: z.string().trim().max(64).optional(),
  gameType: z.union([z.literal(''), gameTypeSchema]).optional(),
});

export const addFavoriteGame = defineCall({
  paths: ['/wps/relay/MCSFE_addFavoriteGameV2', '/wps/relay/MCS2_addFavoriteGameV2'],
  methods: ['POST'],
  modId: 'GAMELOFAV3',
  auth: 'session',
  summary: 'Adds a game to the favourites (not for trial accounts); answers the favourite ids',
  body: favoriteActionSchema,
  value: z.array(z.number().int()),
});

/** The remove call's query string: the same fields, each optional (the body may carry them instead). */
export const favoriteActionQuerySchema = favoriteActionSchema.partial();

export const removeFavoriteGame = defineCall({
  paths: ['/wps/relay/MCSFE_removeFavoriteGameV2', '/wps/relay/MCS2_removeFavoriteGameV2'],
  methods: ['DELETE'],
  modId: 'GAMELOFAV3',
  auth: 'session',
  summary:
    'Removes a game from the favourites (fields in the JSON body or the query string); answers the favourite ids',
  // A DELETE often has no body: the fields may come in the query string; nodeId is required in one of them.
  query: favoriteActionQuerySchema,
  body: favoriteActionSchema.nullish(),
  value: z.array(z.number().int()),
});

export const recentGames = defineCall({
  paths: ['/wps/relay/GCS_recentGame'],
  methods: ['GET'],
  modId: 'GAMELOREC3',
  auth: 'session',
  summary: 'The games the member launched, most recent first',
  query: z.object({
    clientType,
    platform,
    vassalage: z.string().trim().max(64).optional(),
    gameType: z.union([z.literal(''), gameTypeSchema]).optional(),
    language,
    pageNo,
    pageSize: pageSize(24),
  }),
  value: z.object({
    list: z.array(gameItemSchema),
    pageNo: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  }),
});

export const winnerRowSchema = z.object({
  vo: z.object({
    /** Masked, e.g. `pl***01`. */
    customerName: z.string(),
    winAmount: z.number(),
    gameName: z.string(),
    nodeId: z.number().int(),
    gameType: gameTypeSchema,
    vendor: z.string(),
    iconUrl: z.string(),
    /** Epoch ms of the settlement. */
    winTime: z.number().int(),
  }),
});
export type WinnerRow = z.infer<typeof winnerRowSchema>;

const winnerQuery = z.object({
  gameCategory: z.union([z.literal('ALL'), z.literal(''), gameTypeSchema]).default('ALL'),
  language,
  limitNum: z.coerce
    .number()
    .int()
    .min(1)
    .default(WINNER_BOARD_LIMIT)
    .transform((n) => Math.min(n, WINNER_BOARD_LIMIT)),
});

/** Wins above WINNER_BOARD_MIN_WIN (currency units) of real settled rounds, largest first. */
export const rankList = defineCall({
  paths: ['/wps/relay/GCSGAME_getRankList'],
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'public',
  summary: 'Winner board (mobile path)',
  query: winnerQuery,
  value: z.object({ list: z.array(winnerRowSchema) }),
});

export const winnerBoard = defineCall({
  paths: ['/wps/relay/ODSFE2_getWinnerBoard'],
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'public',
  summary: 'Winner board (desktop path)',
  query: winnerQuery,
  value: z.object({ list: z.array(winnerRowSchema) }),
});

export const jackpot = defineCall({
  paths: ['/wps/relay/VIS_getJackpot'],
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'public',
  summary: "The slots page's rolling jackpot: a base amount and its growth (spec §4)",
  value: z.object({
    /** Decimal amount at `asOf`. */
    amount: z.number(),
    /** Epoch ms the amount is valid for. */
    asOf: z.number().int(),
    /** Growth per tick and the tick, for the client's counter (165.11 every 3000 ms). */
    increment: z.number(),
    tickMs: z.number().int(),
    currency: z.string(),
  }),
});

export const pvpRoomSchema = z.object({
  roomId: z.string(),
  roomName: z.string(),
  /** Stake per hand or entry, decimal. */
  minBet: z.number(),
  /** Minimum balance to sit down, decimal. */
  minBalance: z.number(),
  onlinePlayers: z.number().int(),
});

export const pvpRoomList = defineCall({
  paths: ['/wps/relay/GLS2_roomList'],
  methods: ['GET'],
  modId: 'GAMELO3',
  auth: 'optional',
  summary: "A PVP game's rooms (from its vendor's catalogue)",
  query: z.object({ nodeId, language }),
  value: z.object({ list: z.array(pvpRoomSchema) }),
});

export const gameLaunchFB = defineCall({
  paths: ['/wps/relay/GCS_gameLaunchFB'],
  methods: ['GET', 'POST'],
  modId: 'GAMELO3',
  auth: 'optional',
  summary: 'Opens the FB sports book: a member session with a token, a visitor view without',
  query: z.object({ language, platform, clientType, backUrl: z.string().max(2048).optional() }),
  value: z.object({ content: z.object({ game_url: z.string() }), gameUrl: z.string() }),
});
