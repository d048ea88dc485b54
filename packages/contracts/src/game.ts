import { z } from 'zod';
import { defineCall } from './call.ts';
import { lotteryLaunchParamsSchema } from './lottery/lgw.ts';

const code = z.string().trim().min(1).max(64);

/** The game URL: at `content.game_url` (and `gameUrl` for builds that read it there). */
export const launchValueSchema = z.object({
  content: z.object({ game_url: z.string() }),
  gameUrl: z.string(),
});
export type LaunchValue = z.infer<typeof launchValueSchema>;

export const launchGame = defineCall({
  paths: ['/wps/game/launchGame'],
  methods: ['GET'],
  modId: 'GAMELO3',
  auth: 'session',
  summary: 'Launches a game (launchMode GLS), or opens our lottery pages (launchMode LOTT)',
  // The game: `vassalage` (brand) + `gameId`, or `nodeId` alone (the catalogue resolves it).
  query: z.object({
    gameId: code.optional(),
    vassalage: code.optional(),
    nodeId: z.string().max(32).optional(),
    gameType: z.string().max(32).optional(),
    platform: z.string().max(32).optional(),
    clientType: z.string().max(32).optional(),
    language: z.string().max(8).optional(),
    merchantCode: z.string().max(64).optional(),
    launchMode: z.string().max(16).optional(),
    /** 1 real money, 0 free play. */
    accountType: z.coerce.number().int().min(0).max(1).default(1),
    confirmTrans: z.string().max(8).optional(),
    roomId: z.string().max(64).optional(),
    backUrl: z.string().max(2048).optional(),
    // The lottery launch's fields (wire §7): read only when launchMode is LOTT.
    ...lotteryLaunchParamsSchema.omit({ launchMode: true, language: true, backUrl: true }).shape,
  }),
  value: launchValueSchema,
});

export const gameTrialLaunch = defineCall({
  paths: ['/wps/relay/GCS_gameTrialLaunch'],
  methods: ['GET', 'POST'],
  auth: 'public',
  summary: "A visitor's demo play (no wallet)",
  query: z.object({
    gameId: code.optional(),
    vassalage: code.optional(),
    nodeId: z.string().max(32).optional(),
    language: z.string().max(8).optional(),
    platform: z.string().max(32).optional(),
    backUrl: z.string().max(2048).optional(),
  }),
  value: launchValueSchema,
});
