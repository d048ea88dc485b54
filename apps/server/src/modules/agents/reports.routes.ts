import {
  agentAnnouncements,
  income,
  teamBetting,
  teamOverview,
  teamTransactions,
  userProfit,
} from '@monsoon/contracts/agent-reports';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import { presentTextNotice } from '@/modules/content/content.presenter.ts';
import { languageChain } from '@/modules/content/content.service.ts';
import type { ModuleContext } from '@/services.ts';
import {
  presentBetting,
  presentIncome,
  presentOverview,
  presentProfit,
  presentTeamTransactions,
} from './reports.presenter.ts';

/** The agent centre's reports (wire-api §10.2, §10.3) and the agent notices. */
export async function registerAgentReportsModule(
  app: FastifyInstance,
  ctx: ModuleContext,
): Promise<void> {
  const { agentReports } = ctx.services;
  registerCall(app, teamOverview, async ({ req, session, query }) =>
    presentOverview(query.period, await agentReports.overview(req.merchant, session, query)),
  );
  registerCall(app, teamBetting, async ({ req, session, query }) =>
    presentBetting(query, await agentReports.betting(req.merchant, session, query)),
  );
  registerCall(app, userProfit, async ({ req, session, query }) =>
    presentProfit(query, await agentReports.profit(req.merchant, session, query)),
  );
  registerCall(app, income, async ({ req, session, query }) =>
    presentIncome(query, await agentReports.income(req.merchant, session, query)),
  );
  registerCall(app, teamTransactions, async ({ req, session, query }) =>
    presentTeamTransactions(query, await agentReports.transactions(req.merchant, session, query)),
  );
  registerCall(app, agentAnnouncements, async ({ req, session }) => {
    const rows = await agentReports.announcements(req.merchant, session);
    const languages = languageChain(req.lang, req.merchant.defaultLanguage);
    return rows.map((r) => presentTextNotice(r, languages));
  });
}
