import {
  addFavoriteGame,
  favoriteGameIds,
  favoriteGamesList,
  gameList,
  hotGames,
  jackpot,
  newGameVendor,
  pvpRoomList,
  rankList,
  recentGames,
  removeFavoriteGame,
  vassGameType,
  winnerBoard,
} from '@monsoon/contracts/catalogue';
import { normaliseLanguage } from '@monsoon/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import type { ModuleContext } from '@/services.ts';
import { serializeGameList } from './games.presenter.ts';

/** The language to answer in: the call's `language` parameter, else the request's. */
const langOf = (req: FastifyRequest, language: string | undefined): string =>
  normaliseLanguage(language) ?? req.lang;

/** The game catalogue calls (wire reference §6.1–6.3). Launches are in modules/game. */
export async function registerGamesModule(app: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const { games } = ctx.services;

  registerCall(app, newGameVendor, async ({ req, query }) => ({
    data: { lanes: await games.lanes(req.merchant, langOf(req, query.language)) },
  }));

  registerCall(app, vassGameType, async ({ req }) => ({
    content: await games.vassGameType(req.merchant.id),
  }));

  // The hot path (architecture §9): items are checked against the contract once, when cached, and
  // written from their cached JSON.
  registerCall(
    app,
    gameList,
    async ({ req, query }) => games.list(req.merchant.id, langOf(req, query.language), query),
    {
      serialize: serializeGameList,
    },
  );

  registerCall(app, hotGames, async ({ req, query, body }) => {
    const f = { ...query, ...body };
    return games.hot(req.merchant.id, langOf(req, f.language), f);
  });

  registerCall(app, favoriteGameIds, async ({ session }) => games.favoriteIds(session));

  registerCall(app, favoriteGamesList, async ({ req, session, query }) =>
    games.favoriteList(session, langOf(req, query.language), query),
  );

  registerCall(app, addFavoriteGame, async ({ session, body }) => games.addFavorite(session, body));

  registerCall(app, removeFavoriteGame, async ({ session, query, body }) =>
    games.removeFavorite(session, body?.nodeId ?? query.nodeId),
  );

  registerCall(app, recentGames, async ({ req, session, query }) =>
    games.recent(session, langOf(req, query.language), query),
  );

  for (const call of [winnerBoard, rankList]) {
    registerCall(app, call, async ({ req, query }) => ({
      list: await games.winners(req.merchant, langOf(req, query.language), query),
    }));
  }

  registerCall(app, jackpot, async ({ req }) => games.jackpot(req.merchant));

  registerCall(app, pvpRoomList, async ({ req, query }) =>
    games.rooms(req.merchant.id, query.nodeId, langOf(req, query.language)),
  );
}
