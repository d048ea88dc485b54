import { z } from 'zod';
import { defineCall, type CallDef } from '../call.ts';
import { wireAmountSchema } from '../wire-amount.ts';
import { LOTTERY_KINDS, PRIZE_MODES, VN_REGIONS, VN_TIERS, type LotteryKind } from './model.ts';

/**
 * The lottery gateway calls of wire reference §7 (issue 5). Unlike `/wps`, an lgw call answers its
 * value **bare** (the value is the whole JSON body, no `{ success, value }`); failures keep the usual
 * failure envelope with a non-2xx status (docs/decisions/0024). Field names the reference does not show
 * are ours, in the style of the documented ones, and marked "ours". Money on the wire is a decimal
 * number in the currency, exact at any size (presenters write `toWireAmount`, decision 0033); times
 * are epoch ms.
 */

/** The gateway is mounted under three prefixes (the upstream lottery UI calls `lgw/...` relative to its page). */
export const LGW_PREFIXES = ['/lgw', '/lotto/lgw', '/lotto-vn/lgw'] as const;
export type LgwPrefix = (typeof LGW_PREFIXES)[number];

/** A gateway path under every prefix, the documented one first. */
export const lgwPaths = (path: `/${string}`, first: LgwPrefix = '/lgw'): [string, ...string[]] => [
  `${first}${path}`,
  ...LGW_PREFIXES.filter((p) => p !== first).map((p) => `${p}${path}`),
];

/** Declares an lgw call: its `value` is the whole answer body (decision 0024). */
export const defineLgwCall = <const D extends CallDef>(def: D) =>
  defineCall({ ...def, envelope: 'bare' as const });

/** Whether a call answers bare JSON instead of the success envelope. */
export const isBareCall = (call: CallDef): boolean => call.envelope === 'bare';

/** The popular list's size (spec §9). */
export const POPULAR_LOTTERY_COUNT = 20;
/** The Vietnamese opened-draws list's size (spec §9). */
export const VN_OPENED_COUNT = 100;
/** Most draws one bet line may chase (`numero[]`), and the largest multiple. Ours. */
export const MAX_CHASE_DRAWS = 120;
export const MAX_BET_MULTIPLE = 10_000;
/** Most lines in one betting request. Ours. */
export const MAX_BET_CONTENTS = 100;

/** Prize mode as clients write it (`Lott`, `LOTT`, `Elott`, `ELOTT`, `ZY`, `SEA`), read upper-case. */
export const prizeModeSchema = z.string().trim().toUpperCase().pipe(z.enum(PRIZE_MODES));
/** `WEB` is the only device value seen; other values are kept (upper-cased) for the records. */
const device = z.string().trim().toUpperCase().min(1).max(16).default('WEB');
const language = z.string().trim().max(8).optional();
const gameId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const gameCode = z.string().trim().min(1).max(64);
/** A count asked by the client, clamped to `max`. */
const count = (fallback: number, max: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .default(fallback)
    .transform((n) => Math.min(n, max));
/** Spring-style 0-based paging, as the lottery UI asks it (`page=0&size=10`). */
const page = z.coerce.number().int().min(0).max(1_000_000).default(0);
const size = (fallback: number) => count(fallback, 100);
/** Money in the currency, exact at any size (decision 0033). */
const money = wireAmountSchema;
const epochMs = z.number().int();

/** One lottery game as menus, recent and popular list it. */
export const lgwGameMenuSchema = z.object({
  gameId: z.number().int(),
  /** The code `/lottery?gameCode=` and `lottoGameCode` use. */
  gameCode: z.string(),
  gameName: z.string(),
  gameGroupCode: z.string(),
  /** The vendor code the site routes by (spec §3: `TCG_LOTTO_VN`, `LOTT`, `ELOTT`). */
  accountTypeName: z.string(),
  /** Ours: the kind of game, and the region of a Vietnamese station (null otherwise). */
  kind: z.enum(LOTTERY_KINDS),
  region: z.enum(VN_REGIONS).nullable(),
  /** The play type a betting screen opens on (spec: defaultPlayType). */
  defaultPlayType: z.string(),
  /** Ours: seconds between draws (60, 180, 300 for fast games; 86400 for a daily station). */
  drawInterval: z.number().int(),
  /** Ours: when the next draw closes for bets and when it is drawn (null while none is scheduled). */
  closeTime: epochMs.nullable(),
  drawTime: epochMs.nullable(),
  /** Ours. */
  icon: z.string(),
});
export type LgwGameMenu = z.infer<typeof lgwGameMenuSchema>;

/** A group of games; the answer is an object keyed by `gameGroupCode`, in display order. */
export const lgwGameGroupSchema = z.object({
  gameGroupCode: z.string(),
  /** Ours. */
  gameGroupName: z.string(),
  gameMenus: z.array(lgwGameMenuSchema),
});
export const lgwGameGroupsSchema = z.record(z.string(), lgwGameGroupSchema);

/** One drawn (or cancelled) draw. */
export const lgwDrawSchema = z.object({
  gameId: z.number().int(),
  gameCode: z.string(),
  /** The draw's number, e.g. `20250101-0420`. */
  numero: z.string(),
  /**
   * The result as text (`winNo`, B-legacy): values in draw order joined by commas (dice `3,5,1`,
   * digits `0,4,1,9,7`, cars `07,02,...`, 11x5 `03,11,...`); a Vietnamese draw gives its special prize.
   * Empty for a cancelled draw.
   */
  winNo: z.string(),
  /** Ours: every tier of a Vietnamese draw (null for other games). */
  prizes: z.partialRecord(z.enum(VN_TIERS), z.array(z.string())).nullable(),
  /** Ours. */
  gameName: z.string(),
  drawTime: epochMs,
  /** Ours: `CANCELLED` draws void their tickets. */
  status: z.enum(['DRAWN', 'CANCELLED']),
  /** Ours: the commitment published before sales closed (SHA-256 hex of `seed`) and the revealed seed. */
  seedHash: z.string(),
  seed: z.string().nullable(),
});
export type LgwDraw = z.infer<typeof lgwDrawSchema>;

/** A Spring-style page, as the lottery UI reads results (`data.content`). */
export const lgwPage = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    /** 0-based page number. */
    number: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
  });

export const lgwGameMenus = defineLgwCall({
  paths: lgwPaths('/games/game_menus'),
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'public',
  summary: 'Lottery game menus, grouped (object keyed by gameGroupCode)',
  query: z.object({ prizeMode: prizeModeSchema.optional(), device, language }),
  value: lgwGameGroupsSchema,
});

export const lgwVnGameMenu = defineLgwCall({
  paths: lgwPaths('/vn/games/game_menu'),
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'public',
  summary: 'Vietnamese lottery menus by region group (object keyed by gameGroupCode)',
  query: z.object({ prizeMode: prizeModeSchema.optional(), device, language }),
  value: lgwGameGroupsSchema,
});

/** The member's recently played lottery games, most recent first. Ours: the answer's shape and size. */
const recentQuery = z.object({
  prizeMode: prizeModeSchema.optional(),
  device,
  language,
  count: count(20, 50),
});

export const lgwVnRecent = defineLgwCall({
  paths: lgwPaths('/vn/games/game_menu/recent'),
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'session',
  summary: "The member's recent Vietnamese lottery games",
  query: recentQuery,
  value: z.array(lgwGameMenuSchema),
});

export const lgwRecent = defineLgwCall({
  paths: lgwPaths('/games/game_menus/recent'),
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'session',
  summary: "The member's recent lottery games",
  query: recentQuery,
  value: z.array(lgwGameMenuSchema),
});

export const lgwVnOpened = defineLgwCall({
  paths: lgwPaths('/vn/numeros/opened/game'),
  methods: ['GET'],
  modId: 'AGEANNOUNCE3',
  auth: 'public',
  summary: 'The latest Vietnamese draws, newest first',
  query: z.object({
    count: count(VN_OPENED_COUNT, VN_OPENED_COUNT),
    prizeMode: prizeModeSchema.optional(),
    language,
  }),
  value: z.array(lgwDrawSchema),
});

export const lgwOpenedNumero = defineLgwCall({
  // The desktop map has `/lgw/...` with a token and `/lotto/lgw/...` without; results are public.
  paths: lgwPaths('/games/opened/numero'),
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'optional',
  summary: "Every game's latest drawn numero (or one game's)",
  query: z.object({ gameId: gameId.optional(), prizeMode: prizeModeSchema.optional(), language }),
  value: z.array(lgwDrawSchema),
});

export const lgwPopular = defineLgwCall({
  paths: lgwPaths('/games/popular'),
  methods: ['GET'],
  modId: 'AGEANNOUNCE3',
  auth: 'public',
  // An array, most popular first: `for…in` / `Object.values` read it like an object keyed by index,
  // and the legacy client reads `.length` (decision 0024).
  summary: 'The most played lottery games, most popular first',
  query: z.object({
    count: count(POPULAR_LOTTERY_COUNT, POPULAR_LOTTERY_COUNT),
    prizeMode: prizeModeSchema.optional(),
    device,
    language,
  }),
  value: z.array(lgwGameMenuSchema),
});

/** The draw now on sale. */
export const lgwNumeroSchema = z.object({
  numero: z.string(),
  gameId: z.number().int(),
  /** Ours. */
  gameCode: z.string(),
  /** Ours: bets are refused from `closeTime`; the result is drawn at `drawTime`. */
  closeTime: epochMs,
  drawTime: epochMs,
  /** Ours: the commitment to the draw's seed, published before sales close. */
  seedHash: z.string(),
});

export const lgwNumeroNear = defineLgwCall({
  paths: lgwPaths('/numeros/near'),
  methods: ['GET'],
  // The reference marks it token-required; countdowns are public, so a token is read when sent.
  auth: 'optional',
  summary: "A game's draw on sale (currentNumero) and its last result",
  query: z.object({ gameId }),
  value: z.object({
    /** null while no draw is on sale (game suspended, or between a daily station's close and schedule). */
    currentNumero: lgwNumeroSchema.nullable(),
    /** Ours. */
    lastNumero: lgwDrawSchema.nullable(),
    /** Ours: the server clock, so countdowns do not trust the device's. */
    serverTime: epochMs,
  }),
});

const drawsQuery = z.object({ page, size: size(10), language });
const drawsValue = lgwPage(lgwDrawSchema);

export const lgwDraws = defineLgwCall({
  paths: lgwPaths('/draw'),
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'public',
  summary: "A game's results, newest first (by gameId or gameCode)",
  query: drawsQuery
    .extend({ gameId: gameId.optional(), gameCode: gameCode.optional() })
    .refine((q) => q.gameId !== undefined || q.gameCode !== undefined, {
      message: 'gameId or gameCode is required',
      path: ['gameId'],
    }),
  value: drawsValue,
});

/** Path parameters of the results-by-code call. */
export const lgwDrawsByCodeParamsSchema = z.object({ code: gameCode });

export const lgwDrawsByCode = defineLgwCall({
  paths: lgwPaths('/draw/code/:code'),
  methods: ['GET'],
  auth: 'public',
  summary: "A game's results by gameCode, newest first",
  params: lgwDrawsByCodeParamsSchema,
  query: drawsQuery,
  value: drawsValue,
});

/** One line of a bet: a play on one game over one or more draws (`numero[]`, a chase). */
export const lgwBetContentSchema = z.object({
  gameId,
  playId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** The picks, in the play type's notation (e.g. `0_4_1`: positions joined by `_`). */
  bettingContent: z.string().trim().min(1).max(4000),
  /** Stake of one bet (one combination) at multiple 1, decimal; limits are the merchant's odds config. */
  singleBetPrice: z.number().positive(),
  /** 1 (the only value seen): picks given in `bettingContent`. */
  bettingApproach: z.coerce.number().int().min(1).max(9).default(1),
  /** The legacy slip text (`balls~1~playId~mode~series~multiple`); kept, not read. */
  bettingSlip: z.string().max(4000).nullish(),
  /** A chase stops after the first winning draw. */
  winStop: z.boolean().default(false),
  numero: z
    .array(
      z.object({
        numero: z.string().trim().min(1).max(32),
        multiple: z.coerce.number().int().min(1).max(MAX_BET_MULTIPLE),
      }),
    )
    .min(1)
    .max(MAX_CHASE_DRAWS)
    .refine(
      (rows) => new Set(rows.map((r) => r.numero)).size === rows.length,
      'a draw is listed twice',
    ),
});
export type LgwBetContent = z.infer<typeof lgwBetContentSchema>;

export const lgwBetBodySchema = z.object({
  prizeMode: prizeModeSchema,
  device,
  contents: z.array(lgwBetContentSchema).min(1).max(MAX_BET_CONTENTS),
});
export type LgwBetBody = z.infer<typeof lgwBetBodySchema>;

export const TICKET_STATUSES = ['OPEN', 'WIN', 'LOSE', 'VOID'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** One ticket: one bet line on one draw. Ours (the reference shows no ticket). */
export const lgwTicketSchema = z.object({
  ticketId: z.string(),
  /** The betting request that placed it. */
  orderNo: z.string(),
  gameId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  numero: z.string(),
  playId: z.number().int(),
  prizeMode: z.enum(PRIZE_MODES),
  bettingContent: z.string(),
  /** Combinations the picks make. */
  betCount: z.number().int(),
  multiple: z.number().int(),
  singleBetPrice: money,
  /** singleBetPrice × betCount × multiple. */
  betAmount: money,
  /** null until settled; 0 on a loss; the stake back on a void. */
  winAmount: money.nullable(),
  status: z.enum(TICKET_STATUSES),
  /** The draw's result once drawn. */
  winNo: z.string().nullable(),
  betTime: epochMs,
  settleTime: epochMs.nullable(),
});
export type LgwTicket = z.infer<typeof lgwTicketSchema>;

export const lgwBetting = defineLgwCall({
  paths: lgwPaths('/betting', '/lotto-vn/lgw'),
  methods: ['POST'],
  auth: 'session',
  summary:
    'Places bets: every line on every chased draw becomes a ticket; the stake is taken at once',
  // `t` is the client's cache-buster (epoch ms), which a retrying client repeats: without an
  // Idempotency-Key it is the request's key, per member (decision 0030); a request needs one of the two.
  query: z.object({ t: z.coerce.number().int().nonnegative().optional() }),
  body: lgwBetBodySchema,
  value: z.object({
    /** Ours. */
    orderNo: z.string(),
    tickets: z.array(lgwTicketSchema),
    totalAmount: money,
    /** The main wallet's available balance after the bet. */
    balance: money,
  }),
});

export const lgwOrders = defineLgwCall({
  // Ours: `orders` is the gateway's resource for bets (the legacy client's `/lgw/orders/betting`).
  paths: lgwPaths('/orders'),
  methods: ['GET'],
  auth: 'session',
  summary: "The member's tickets, newest first (open, settled or all)",
  query: z.object({
    status: z.enum(['open', 'settled', 'all']).default('all'),
    gameId: gameId.optional(),
    page,
    size: size(20),
  }),
  value: lgwPage(lgwTicketSchema),
});

/**
 * The lottery launch's extra query fields (`/wps/game/launchGame` with `launchMode=LOTT`, wire §7).
 * game.ts's `launchGame` query spreads them in (all but `launchMode`, `language`, `backUrl`, which it has);
 * the launch answers the usual `value.content.game_url`, pointing at `lotteryPagePath`.
 */
export const lotteryLaunchParamsSchema = z.object({
  launchMode: z.literal('LOTT'),
  /** The desktop always sends `VN`, for e-lottery too: the game code decides the page. */
  lottoArea: z.string().trim().toUpperCase().max(8).default('VN'),
  lottoPrizeMode: prizeModeSchema.optional(),
  /** Empty for the lobby. */
  lottoGameCode: z.string().trim().max(64).default(''),
  /** `betting` with a game code, else `lobby`; derived from the code when absent. */
  lottoView: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['betting', 'lobby']))
    .optional(),
  device,
  backUrl: z.string().max(2048).optional(),
  language,
});
export type LotteryLaunchParams = z.infer<typeof lotteryLaunchParamsSchema>;

/**
 * The site page a lottery launch opens (decision 0024): a Vietnamese game's `/vnlottery`, any other
 * game's `/lottery`, the lobby (no game, or `lottoView=lobby`) `/lottery`. The server prefixes its origin.
 */
export function lotteryPagePath(
  game: { gameCode: string; kind: LotteryKind } | null,
  view?: 'betting' | 'lobby',
): string {
  if (!game || view === 'lobby') return '/lottery';
  const page = game.kind === 'VN' ? '/vnlottery' : '/lottery';
  return `${page}?${new URLSearchParams({ gameCode: game.gameCode }).toString()}`;
}
