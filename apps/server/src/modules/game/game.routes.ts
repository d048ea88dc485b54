import { gameTrialLaunch, launchGame } from '@monsoon/contracts/game';
import { normaliseLanguage } from '@monsoon/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import { AppError } from '@/lib/errors.ts';
import { createProviderRepository } from '@/modules/provider/provider.repository.ts';
import type { ModuleContext } from '@/services.ts';
import { createLaunchService } from './launch.service.ts';

/** The site origin a game's lobby button returns to. */
const lobbyOf = (req: FastifyRequest, backUrl: string | undefined): string =>
  backUrl && /^https?:\/\//.test(backUrl) ? backUrl : `${req.protocol}://${req.host}/`;

const present = (url: string) => ({ content: { game_url: url }, gameUrl: url });

/** Game launch: `/wps/game/launchGame` (members) and the visitors' trial launch. */
export async function registerGameModule(app: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const { vendors, wallet } = ctx.services;
  const launches = createLaunchService({ clock: ctx.clock, vendors, wallet, repo: createProviderRepository(ctx.database.db) });

  registerCall(app, launchGame, async ({ req, session, query }) => {
    if (!query.launchMode) throw new AppError('#727');
    // The lottery launch (LOTT) arrives with the lottery issue.
    if (query.launchMode !== 'GLS') throw new AppError('function.not.available');
    const url = await launches.launch(req.merchant, session, {
      vendorCode: query.vassalage,
      gameCode: query.gameId,
      language: normaliseLanguage(query.language) ?? req.lang,
      lobbyUrl: lobbyOf(req, query.backUrl),
      real: query.accountType === 1,
    });
    return present(url);
  });

  registerCall(app, gameTrialLaunch, async ({ req, query }) =>
    present(
      await launches.trial(req.merchant, {
        vendorCode: query.vassalage,
        gameCode: query.gameId,
        language: normaliseLanguage(query.language) ?? req.lang,
        lobbyUrl: lobbyOf(req, query.backUrl),
      }),
    ),
  );
}
