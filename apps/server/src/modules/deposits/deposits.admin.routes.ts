import {
  adminCreateDepositChannel,
  adminDepositChannels,
  adminPaymentOrder,
  adminPaymentOrders,
  adminRemoveDepositChannel,
  adminResolvePaymentOrderReview,
  adminUpdateDepositChannel,
  adminUpdateDepositSettings,
} from '@monsoon/contracts/admin/deposits';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import { actorOf } from '@/modules/admin/admin.actor.ts';
import { operatorOf } from '@/modules/admin/admin.context.ts';
import type { ModuleContext } from '@/services.ts';

/**
 * The back office's deposit screens under /admin/api/deposits (the operator hook checks the session,
 * the role's permission and CSRF): channels added, changed and removed, the switch (all audited),
 * payment orders with their events, and the resolution of their review flags (audited).
 */
export async function registerDepositsAdminModule(
  app: FastifyInstance,
  { services }: ModuleContext,
): Promise<void> {
  const { depositsAdmin } = services;
  registerCall(app, adminDepositChannels, async ({ req }) =>
    depositsAdmin.channels(operatorOf(req).merchantId, req.merchant.currency),
  );
  registerCall(app, adminUpdateDepositChannel, async ({ req, params, body }) =>
    depositsAdmin.updateChannel(actorOf(operatorOf(req)), params.id, body),
  );
  registerCall(app, adminCreateDepositChannel, async ({ req, body }) =>
    depositsAdmin.createChannel(actorOf(operatorOf(req)), body),
  );
  registerCall(app, adminRemoveDepositChannel, async ({ req, params, body }) => {
    const op = operatorOf(req);
    await depositsAdmin.removeChannel(actorOf(op), params.id, body.reason);
    return depositsAdmin.channels(op.merchantId, req.merchant.currency);
  });
  registerCall(app, adminUpdateDepositSettings, async ({ req, body }) => {
    const op = operatorOf(req);
    await depositsAdmin.setEnabled(actorOf(op), body.enabled);
    return depositsAdmin.channels(op.merchantId, req.merchant.currency);
  });
  registerCall(app, adminPaymentOrders, async ({ req, query }) => {
    const { items, total } = await depositsAdmin.orders(operatorOf(req).merchantId, query, {
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return { items, total, page: query.page, pageSize: query.pageSize };
  });
  registerCall(app, adminPaymentOrder, async ({ req, params }) =>
    depositsAdmin.order(operatorOf(req).merchantId, params.id),
  );
  registerCall(app, adminResolvePaymentOrderReview, async ({ req, params, body }) =>
    depositsAdmin.resolveReview(actorOf(operatorOf(req)), params.id, body.note),
  );
}
