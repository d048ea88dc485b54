import {
  DEPOSIT_CALLS,
  depositOrderStatus,
  depositRecords,
  depositSettings,
} from '@monsoon/contracts/deposits';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import type { ModuleContext } from '@/services.ts';
import { presentOrder, presentRecord, presentSettings } from './deposits.presenter.ts';

/**
 * Deposits (wire-api §5.2): settings, the four calls that create a payment order, the order's status
 * and the member's records. The PSP's callbacks reach the service through the PSP module.
 */
export async function registerDepositsModule(
  app: FastifyInstance,
  ctx: ModuleContext,
): Promise<void> {
  const { deposits } = ctx.services;
  registerCall(app, depositSettings, async ({ req, session }) =>
    presentSettings(await deposits.settings(req.merchant, session)),
  );
  for (const [kind, call] of Object.entries(DEPOSIT_CALLS))
    registerCall(app, call, async ({ req, session, body }) =>
      presentOrder(
        await deposits.create(
          req.merchant,
          session,
          kind as keyof typeof DEPOSIT_CALLS,
          body,
          req.lang,
        ),
      ),
    );
  registerCall(app, depositOrderStatus, async ({ req, session, query }) =>
    presentOrder(await deposits.order(req.merchant, session, query.orderNo)),
  );
  registerCall(app, depositRecords, async ({ req, session, query }) => {
    const { rows, total } = await deposits.records(req.merchant, session, query);
    return {
      list: rows.map(presentRecord),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      totalCount: total,
      totalPages: Math.ceil(total / query.pageSize),
    };
  });
}
