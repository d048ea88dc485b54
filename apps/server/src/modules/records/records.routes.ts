import { betRecords, personalProfit } from '@monsoon/contracts/records';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import type { ModuleContext } from '@/services.ts';
import { presentBetRecords, presentProfit } from './records.presenter.ts';

/** The member's betting records and P&L from wager facts. */
export async function registerRecordsModule(
  app: FastifyInstance,
  ctx: ModuleContext,
): Promise<void> {
  const { records } = ctx.services;
  registerCall(app, betRecords, async ({ req, session, query }) =>
    presentBetRecords(query, await records.bets(req.merchant, session, query)),
  );
  registerCall(app, personalProfit, async ({ req, session, query }) =>
    presentProfit(await records.profit(req.merchant, session, query)),
  );
}
