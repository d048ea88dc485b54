import {
  lgwBetting,
  lgwDraws,
  lgwDrawsByCode,
  lgwGameMenus,
  lgwNumeroNear,
  lgwOpenedNumero,
  lgwOrders,
  lgwPopular,
  lgwRecent,
  lgwVnGameMenu,
  lgwVnOpened,
  lgwVnRecent,
} from '@monsoon/contracts/lottery/lgw';
import { normaliseLanguage } from '@monsoon/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import type { ModuleContext } from '@/services.ts';
import { idempotencyKeyOf } from './betting/idempotency.ts';
import { lotteryLanguage } from './lgw.presenter.ts';
import { findLotteryGame } from './lgw.service.ts';

/** The language names are given in: the call's `language` parameter, else the request's. */
const langOf = (req: FastifyRequest, language: string | undefined) =>
  lotteryLanguage(normaliseLanguage(language) ?? req.lang);

/**
 * The lottery gateway (wire reference §7, docs/decisions/0024: bare JSON under `/lgw`, `/lotto/lgw` and
 * `/lotto-vn/lgw`): menus, draws and results, betting (decision 0026) and the member's tickets.
 * `prizeMode` is accepted everywhere and changes no list: every game is offered in every prize mode,
 * which sets odds only.
 */
export async function registerLotteryModule(
  app: FastifyInstance,
  ctx: ModuleContext,
): Promise<void> {
  const { lotteryBetting: betting, lgw } = ctx.services;

  registerCall(app, lgwGameMenus, ({ req, query }) => lgw.gameMenus(langOf(req, query.language)));

  registerCall(app, lgwVnGameMenu, ({ req, query }) => lgw.vnGameMenu(langOf(req, query.language)));

  registerCall(app, lgwRecent, ({ req, session, query }) =>
    lgw.recent(session, false, langOf(req, query.language), query.count),
  );

  registerCall(app, lgwVnRecent, ({ req, session, query }) =>
    lgw.recent(session, true, langOf(req, query.language), query.count),
  );

  registerCall(app, lgwPopular, ({ req, query }) =>
    lgw.popular(req.merchant.id, langOf(req, query.language), query.count),
  );

  // The session resolves within the request's merchant, whose currency the stake is taken in.
  registerCall(app, lgwBetting, ({ req, session, body, query }) =>
    betting.place({ ...session, currency: req.merchant.currency }, body, {
      idemKey: idempotencyKeyOf(req, query.t),
      now: ctx.clock.now(),
      lang: langOf(req, undefined),
    }),
  );

  registerCall(app, lgwOrders, ({ req, session, query }) =>
    betting.tickets(session, query, langOf(req, undefined)),
  );

  registerCall(app, lgwVnOpened, ({ req, query }) =>
    lgw.vnOpened(langOf(req, query.language), query.count),
  );

  registerCall(app, lgwOpenedNumero, ({ req, query }) =>
    lgw.openedNumero(langOf(req, query.language), query.gameId),
  );

  registerCall(app, lgwNumeroNear, ({ req, query }) =>
    lgw.near(query.gameId, langOf(req, undefined)),
  );

  registerCall(app, lgwDraws, ({ req, query }) =>
    lgw.results(findLotteryGame(query), langOf(req, query.language), query.page, query.size),
  );

  registerCall(app, lgwDrawsByCode, ({ req, params, query }) =>
    lgw.results(
      findLotteryGame({ gameCode: params.code }),
      langOf(req, query.language),
      query.page,
      query.size,
    ),
  );
}
