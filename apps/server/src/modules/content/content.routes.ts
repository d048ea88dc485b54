import { getAnnouncements, helpCenter, submitFeedback } from '@monsoon/contracts/content';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import type { ModuleContext } from '@/services.ts';
import { presentFeed, presentHelpTopics } from './content.presenter.ts';
import { languageChain } from './content.service.ts';

/** Content calls: the announcement feed, the help centre and feedback. */
export async function registerContentModule(
  app: FastifyInstance,
  ctx: ModuleContext,
): Promise<void> {
  const { content } = ctx.services;

  registerCall(app, getAnnouncements, async ({ req, query, session }) => {
    const rows = await content.feed({
      merchant: req.merchant,
      session,
      types: query.types,
      platform: query.platform,
      execution: query.execution,
    });
    return presentFeed(rows, languageChain(req.lang, req.merchant.defaultLanguage));
  });

  registerCall(app, helpCenter, async ({ req, query }) => {
    const { topics, languages } = await content.helpTopics(req.merchant, req.lang, query.lang);
    return presentHelpTopics(topics, languages);
  });

  registerCall(app, submitFeedback, async ({ req, body, session }) =>
    content.submitFeedback({ merchant: req.merchant, session, ip: req.ip, lang: req.lang, body }),
  );
}
