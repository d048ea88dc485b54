import {
  AFFILIATE_LINK_LIMIT,
  affiliateUrls,
  agentDownlines,
  createAffiliateUrl,
  deleteAffiliateUrl,
  downlineDetail,
  promoteDownline,
  registerDownline,
  registeredAffiliates,
  transferEnabled,
} from '@monsoon/contracts/agent-team';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import type { ModuleContext } from '@/services.ts';
import {
  presentAffiliateLink,
  presentDownlineDetail,
  presentDownlines,
  presentRegisteredPage,
  presentTeamMember,
} from './team.presenter.ts';

/** The site the agent is on: its links point there. */
const originOf = (req: FastifyRequest): string => `${req.protocol}://${req.host}`;

/** The agent's team: downlines, detail, registration, promotion, transfers allowed, affiliate links. */
export async function registerAgentTeamModule(
  app: FastifyInstance,
  ctx: ModuleContext,
): Promise<void> {
  const { agentTeam: team, affiliateLinks: links } = ctx.services;

  registerCall(app, agentDownlines, async ({ req, session, query }) =>
    presentDownlines(await team.downlines(req.merchant, session, query)),
  );
  registerCall(app, downlineDetail, async ({ req, session, query }) =>
    presentDownlineDetail(await team.detail(req.merchant, session, query.memberId)),
  );
  registerCall(app, registerDownline, async ({ req, session, body }) =>
    presentTeamMember(await team.registerDownline(req.merchant, session, body, req.ip)),
  );
  registerCall(app, promoteDownline, async ({ req, session, body }) =>
    presentTeamMember(await team.promote(req.merchant, session, body.downlineId)),
  );
  registerCall(app, transferEnabled, async ({ session }) => ({
    enabled: await team.transferEnabled(session),
  }));

  registerCall(app, createAffiliateUrl, async ({ req, session, body }) =>
    presentAffiliateLink(await links.create(req.merchant, session, body), originOf(req)),
  );
  registerCall(app, deleteAffiliateUrl, async ({ req, session, query }) => ({
    affiUrlId: await links.remove(req.merchant, session, query.affiUrlId),
  }));
  registerCall(app, affiliateUrls, async ({ req, session }) => ({
    list: (await links.list(req.merchant, session)).map((l) =>
      presentAffiliateLink(l, originOf(req)),
    ),
    limit: AFFILIATE_LINK_LIMIT,
  }));
  registerCall(app, registeredAffiliates, async ({ req, session, query }) =>
    presentRegisteredPage(await links.registered(req.merchant, session, query)),
  );
}
