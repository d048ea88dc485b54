import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { TitleDef } from '@/games/slots/engine/types.ts';
import type { ApiError } from '@/games/slots/client/api-types.ts';
import type { RateLimiter } from '@/server/rate-limit.ts';
import type { Result, SlotService } from '@/server/slot-service.ts';
import { verifyRound } from '@/server/slot-service.ts';

export interface SlotRoutesDeps {
  service: SlotService;
  limiter: RateLimiter;
  findTitle: (code: string) => TitleDef | undefined;
}

const token = z.string().min(1).max(256);
const sessionBody = z.object({ token });
const spinBody = z.object({
  token,
  betMinor: z.union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,15}$/)
      .transform(Number),
  ]),
});
/** Printable ASCII, 1–64 characters. */
const clientSeed = z.string().regex(/^[\x20-\x7e]{1,64}$/);
const clientSeedBody = z.object({ token, clientSeed });
const verifyQuery = z.object({
  gameCode: z.string().min(1).max(32),
  serverSeed: z.string().min(1).max(128),
  clientSeed,
  nonce: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  betMinor: z.coerce.number().int().positive(),
});

/** Per IP over the whole API, and spins per launch token. */
const IP_LIMIT = { limit: 60, windowMs: 1_000 };
const SPIN_LIMIT = { limit: 10, windowMs: 1_000 };

function send<T>(reply: FastifyReply, result: Result<T>): T | FastifyReply {
  if (result.ok) return result.value;
  return reply.code(result.status).send(result.error);
}

const bad = (reply: FastifyReply, error: ApiError = { error: 'invalid.request' }) =>
  reply.code(400).send(error);

/** The game page's JSON API; the launch token in the body stands for the player's launch. */
export async function slotRoutes(app: FastifyInstance, deps: SlotRoutesDeps): Promise<void> {
  const { service, limiter } = deps;
  app.addHook('onRequest', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (!limiter.hit(`ip:${req.ip}`, IP_LIMIT.limit, IP_LIMIT.windowMs)) {
      return reply.code(429).send({ error: 'rate.limited' } satisfies ApiError);
    }
  });

  app.post('/api/slots/session', async (req, reply) => {
    const body = sessionBody.safeParse(req.body);
    if (!body.success) return bad(reply);
    return send(reply, await service.session(body.data.token));
  });

  app.post('/api/slots/spin', async (req, reply) => {
    const body = spinBody.safeParse(req.body);
    if (!body.success) return bad(reply);
    if (!limiter.hit(`spin:${body.data.token}`, SPIN_LIMIT.limit, SPIN_LIMIT.windowMs)) {
      return reply.code(429).send({ error: 'rate.limited' } satisfies ApiError);
    }
    return send(reply, await service.spin(body.data.token, body.data.betMinor));
  });

  app.post('/api/slots/client-seed', async (req, reply) => {
    const body = clientSeedBody.safeParse(req.body);
    if (!body.success) return bad(reply);
    return send(reply, await service.setClientSeed(body.data.token, body.data.clientSeed));
  });

  app.post('/api/slots/rotate-seed', async (req, reply) => {
    const body = sessionBody.safeParse(req.body);
    if (!body.success) return bad(reply);
    return send(reply, await service.rotateSeed(body.data.token));
  });

  app.get('/api/slots/history', async (req, reply) => {
    const query = sessionBody.safeParse(req.query);
    if (!query.success) return bad(reply);
    return send(reply, service.history(query.data.token));
  });

  /** Recomputes a round from revealed seeds; needs no token (anyone can verify). */
  app.get('/api/slots/verify', async (req, reply) => {
    const query = verifyQuery.safeParse(req.query);
    if (!query.success) return bad(reply);
    const { gameCode, serverSeed, nonce, betMinor } = query.data;
    const title = deps.findTitle(gameCode);
    if (!title) return reply.code(404).send({ error: 'not.found' } satisfies ApiError);
    if (!title.betStepsMinor.includes(betMinor)) return bad(reply, { error: 'invalid.bet' });
    return verifyRound(title, serverSeed, query.data.clientSeed, nonce, betMinor);
  });
}
