import { adminTransfers, transferKinds } from '@monsoon/contracts/admin/transfers';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import { operatorOf } from '@/modules/admin/admin.context.ts';
import type { ModuleContext } from '@/services.ts';
import { presentAdminTransfer } from './transfers.presenter.ts';

/** The back office's transfers screen (read-only; `members.read`). */
export async function registerTransfersAdminModule(
  app: FastifyInstance,
  ctx: ModuleContext,
): Promise<void> {
  const { transfers } = ctx.services;
  registerCall(app, adminTransfers, async ({ req, query }) => {
    const { rows, total } = await transfers.list(
      operatorOf(req).merchantId,
      { kinds: query.kind ? [query.kind] : transferKinds, memberId: query.memberId ?? null },
      { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
    );
    return {
      items: rows.map(presentAdminTransfer),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  });
}
