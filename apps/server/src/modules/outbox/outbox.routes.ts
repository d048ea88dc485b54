import { devOutbox } from '@monsoon/contracts/dev';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import type { ModuleContext } from '@/services.ts';
import { presentOutboxMessage } from './outbox.presenter.ts';

/** Dev calls of the outbox: registered only with ENABLE_DEV_ROUTES (modules/index.ts `devModules`). */
export async function registerOutboxModule(
  app: FastifyInstance,
  ctx: ModuleContext,
): Promise<void> {
  registerCall(app, devOutbox, async ({ req, query }) => {
    const rows = await ctx.services.outbox.listNewest(
      req.merchant.id,
      query.recipient || undefined,
      query.limit,
    );
    return rows.map(presentOutboxMessage);
  });
}
