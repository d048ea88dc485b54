import { transactionHistory } from '@monsoon/contracts/transactions';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import type { ModuleContext } from '@/services.ts';
import { presentTransactionHistory } from './transactions.presenter.ts';

/** The member's transaction history (`ODSFE2_MemTransDet`). */
export async function registerTransactionsModule(
  app: FastifyInstance,
  ctx: ModuleContext,
): Promise<void> {
  const { transactions } = ctx.services;
  registerCall(app, transactionHistory, async ({ req, session, query }) =>
    presentTransactionHistory(query, await transactions.history(req.merchant, session, query)),
  );
}
