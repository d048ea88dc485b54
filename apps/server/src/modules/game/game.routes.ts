import { gameLaunchFB } from '@monsoon/contracts/catalogue';
import { gameTrialLaunch, launchGame } from '@monsoon/contracts/game';
import { normaliseLanguage } from '@monsoon/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import { AppError, invalidRequest } from '@/lib/errors.ts';
import type { GameRef } from '@/modules/games/catalogue.service.ts';
import type { ModuleContext } from '@/services.ts';
import { lotteryLaunchUrl } from './lottery-launch.service.ts';

/** The brand code of the FB sports book (`/fbsports`, spec §2). */
const FB_BRAND = 'FB';

/** The site's origin as the request reached it (behind a proxy, as forwarded when TRUST_PROXY is set). */
const originOf = (req: FastifyRequest): string => `${req.protocol}://${req.host}`;

/** The site origin a game's lobby button returns to. */
const lobbyOf = (req: FastifyRequest, backUrl: string | undefined): string =>
  backUrl && /^https?:\/\//.test(backUrl) ? backUrl : `${originOf(req)}/`;

const present = (url: string) => ({ content: { game_url: url }, gameUrl: url });

/** The game a launch names: `vassalage` + `gameId`, else `nodeId`. */
function gameRefOf(q: {
  vassalage?: string | undefined;
  gameId?: string | undefined;
  nodeId?: string | undefined;
}): GameRef {
  if (q.vassalage && q.gameId) return { vassalage: q.vassalage, gameId: q.gameId };
  if (q.nodeId) {
    if (!/^[1-9]\d{0,14}$/.test(q.nodeId))
      throw invalidRequest({ nodeId: 'must be a positive number' });
    return { nodeId: Number(q.nodeId) };
  }
  throw invalidRequest({ gameId: 'vassalage and gameId, or nodeId, are required' });
}

/** Game launch: `/wps/game/launchGame` (members), the visitors' trial launch, the FB sports book. */
export async function registerGameModule(app: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const { launches, catalogue } = ctx.services;

  registerCall(app, launchGame, async ({ req, session, query }) => {
    if (!query.launchMode) throw new AppError('#727');
    if (query.launchMode === 'LOTT')
      return present(
        lotteryLaunchUrl(session, {
          gameCode: query.lottoGameCode,
          view: query.lottoView,
          origin: originOf(req),
        }),
      );
    if (query.launchMode !== 'GLS') throw new AppError('function.not.available');
    const url = await launches.launch(req.merchant, session, {
      game: gameRefOf(query),
      language: normaliseLanguage(query.language) ?? req.lang,
      lobbyUrl: lobbyOf(req, query.backUrl),
      real: query.accountType === 1,
    });
    return present(url);
  });

  registerCall(app, gameTrialLaunch, async ({ req, query }) =>
    present(
      await launches.trial(req.merchant, {
        game: gameRefOf(query),
        language: normaliseLanguage(query.language) ?? req.lang,
        lobbyUrl: lobbyOf(req, query.backUrl),
      }),
    ),
  );

  // A member opens the book with their wallet; a visitor gets its demo view.
  registerCall(app, gameLaunchFB, async ({ req, session, query }) => {
    const game = await catalogue.firstGameOf(req.merchant.id, FB_BRAND);
    const input = {
      game: { nodeId: game.nodeId },
      language: normaliseLanguage(query.language) ?? req.lang,
      lobbyUrl: lobbyOf(req, query.backUrl),
    };
    return present(
      session
        ? await launches.launch(req.merchant, session, { ...input, real: true })
        : await launches.trial(req.merchant, input),
    );
  });
}
