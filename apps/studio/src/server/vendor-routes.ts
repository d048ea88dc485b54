import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CATALOGUE_PATH } from '@monsoon/contracts/provider/catalogue';
import type { CatalogueFeed } from '@monsoon/contracts/provider/catalogue';
import { verifySignature } from '@monsoon/contracts/provider/signature';
import { launchRequest } from '@monsoon/contracts/provider/wallet';
import type { TitleDef } from '@/games/slots/engine/types.ts';
import type { LaunchStore } from '@/server/launch-store.ts';
import { normalizeLanguage } from '@/server/languages.ts';

export interface VendorRoutesDeps {
  secret: string;
  publicUrl: string;
  launches: LaunchStore;
  /** The catalogue feed, built once (it changes with a deploy or a restart). */
  catalogue: CatalogueFeed;
  /** The title a game id of the catalogue plays. */
  findTitle: (gameId: string) => TitleDef | undefined;
}

const invalidRequest = { status: 'INVALID_REQUEST' } as const;

function header(req: FastifyRequest, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * What the signature covers: the raw body of a POST; for a GET (no body) the path and query string as
 * sent, so a signature for `/games` cannot be replayed against another path or query.
 */
function signedBytes(req: FastifyRequest): Buffer | string {
  if (req.method === 'GET' || req.method === 'HEAD') return req.url;
  return Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
}

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The calls the Monsoon server makes to us, signed with the shared secret like the wallet calls.
 * Bodies stay raw bytes in this scope: the signature is checked on exactly what was sent, first.
 */
export async function vendorRoutes(app: FastifyInstance, deps: VendorRoutesDeps): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    done(null, body);
  });
  app.addHook('preValidation', async (req, reply) => {
    if (
      !verifySignature(
        deps.secret,
        header(req, 'x-timestamp'),
        header(req, 'x-signature'),
        signedBytes(req),
      )
    ) {
      return reply.code(401).send({ status: 'INVALID_SIGNATURE' });
    }
  });

  /** A game URL for a launch token (or a demo id minted here for visitors). */
  app.post('/launch', async (req, reply) => {
    const parsed = launchRequest.safeParse(
      Buffer.isBuffer(req.body) ? parseJson(req.body) : undefined,
    );
    if (!parsed.success) return reply.code(400).send(invalidRequest);
    const { gameCode, mode, currency, lobbyUrl, token, playerId } = parsed.data;
    if (!deps.findTitle(gameCode)) return reply.code(400).send(invalidRequest);
    if (mode !== 'demo' && (!token || !playerId)) return reply.code(400).send(invalidRequest);
    const language = normalizeLanguage(parsed.data.language);
    const launchToken =
      mode === 'demo' || !token ? `demo-${randomBytes(16).toString('hex')}` : token;
    deps.launches.record({
      token: launchToken,
      gameCode,
      mode,
      currency,
      language,
      lobbyUrl,
      ...(mode === 'demo' || !playerId ? {} : { playerId }),
      createdAt: Date.now(),
    });
    const query = `token=${encodeURIComponent(launchToken)}&lang=${language}&lobby=${encodeURIComponent(lobbyUrl)}`;
    return { url: `${deps.publicUrl}/play/${encodeURIComponent(gameCode)}?${query}` };
  });

  /** The catalogue the server's sync reads (signed GET: see signedBytes). */
  app.get(CATALOGUE_PATH, async (_req, reply) =>
    reply.header('cache-control', 'no-store').send(deps.catalogue),
  );
}
