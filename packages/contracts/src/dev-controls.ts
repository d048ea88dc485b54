import { z } from 'zod';
import { defineCall } from './call.ts';
import { PRIZE_MODES, VN_REGIONS } from './lottery/model.ts';
import { maintenanceSchema } from './system.ts';

/**
 * Test seam for the browser journeys: switches the merchant's maintenance and region screens on a
 * running server. Registered only with ENABLE_DEV_ROUTES=true, never in production; the operator
 * back office replaces it.
 */
export const devMerchantScreens = defineCall({
  paths: ['/dev/merchant/screens'],
  methods: ['PUT'],
  auth: 'public',
  summary: 'Development only: turn the maintenance / region-blocked screens on or off',
  body: z.object({
    maintenance: maintenanceSchema.nullable(),
    blockedIps: z.array(z.string().max(64)).max(20),
  }),
  value: z.object({ maintenance: z.boolean(), blockedIps: z.array(z.string()) }),
});

/** Basis points of the stake (server rules/odds.ts) as a decimal string: JSON has no bigint. */
const oddsBpsSchema = z.string().regex(/^[1-9][0-9]{0,17}$/, 'a positive integer of basis points');

/** One play type's odds as stored on the server: `bps` for every pick unless a pick or VN region differs. */
export const devPlayOddsSchema = z.strictObject({
  bps: oddsBpsSchema,
  byPick: z.record(z.string().max(16), oddsBpsSchema).optional(),
  byRegion: z.partialRecord(z.enum(VN_REGIONS), oddsBpsSchema).optional(),
});

/**
 * Test seam for the sandbox and browser journeys: sets a merchant's odds of one play type in one prize
 * mode (merchant by code). Bets placed after it are sold at these odds; tickets already sold keep
 * theirs. Registered only with ENABLE_DEV_ROUTES=true, never in production; the operators' back
 * office replaces it.
 */
export const devLotteryOdds = defineCall({
  paths: ['/dev/lottery/odds'],
  methods: ['PUT'],
  auth: 'public',
  summary: "Development only: set a merchant's lottery odds of one play type in one prize mode",
  body: z.object({
    merchant: z.string().trim().min(1).max(64),
    prizeMode: z.enum(PRIZE_MODES),
    playCode: z.string().trim().min(1).max(40),
    odds: devPlayOddsSchema,
  }),
  value: z.object({
    merchant: z.string(),
    prizeMode: z.enum(PRIZE_MODES),
    playCode: z.string(),
    odds: devPlayOddsSchema,
  }),
});

/** The server's clock as the dev controls see it. */
export const devClockValueSchema = z.object({
  /** The server's now, epoch ms. */
  now: z.number().int(),
  /** How far the server's clock runs ahead of the real one, ms. */
  offsetMs: z.number().int(),
});

/**
 * Test seam for the browser journeys: reads the server's clock. Registered only with
 * ENABLE_DEV_ROUTES=true on a process started with a shiftable clock, never in production.
 */
export const devClockRead = defineCall({
  paths: ['/dev/clock'],
  methods: ['GET'],
  auth: 'public',
  summary: "Development only: the server's clock",
  value: devClockValueSchema,
});

/**
 * Test seam for the browser journeys: moves the server's clock forward (draws, expiries and
 * auto-confirm deadlines arrive without waiting). Never backwards, at most 30 days per call.
 */
export const devClockShift = defineCall({
  paths: ['/dev/clock'],
  methods: ['PUT'],
  auth: 'public',
  summary: "Development only: move the server's clock forward",
  body: z.object({
    shiftMs: z
      .number()
      .int()
      .min(0)
      .max(30 * 24 * 3600_000),
  }),
  value: devClockValueSchema,
});

/**
 * Test seam for crash tests and browser journeys: runs one of the server's scheduled jobs (by its
 * queue name, e.g. `withdrawal-payouts`) now, in this process, and answers when it is done — instead
 * of waiting for its cron minute. Registered only with ENABLE_DEV_ROUTES=true, never in production.
 */
export const devRunJob = defineCall({
  paths: ['/dev/jobs/run'],
  methods: ['POST'],
  auth: 'public',
  summary: 'Development only: run a scheduled job now',
  body: z.object({ name: z.string().trim().min(1).max(64) }),
  value: z.object({ name: z.string(), ms: z.number().int() }),
});
