import {
  adminAdjustments,
  adminApproveAdjustment,
  adminRejectAdjustment,
  adminRequestAdjustment,
} from '@monsoon/contracts/admin/adjustments';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import type { ModuleContext } from '@/services.ts';
import { operatorOf } from './admin.context.ts';
import { pageWindow, presentAdjustment } from './admin.presenter.ts';

/** Manual adjustments: the queue, a request (maker), approve or reject (checker). */
export function registerAdminAdjustmentRoutes(
  app: FastifyInstance,
  { services }: ModuleContext,
): void {
  const { adjustments } = services.admin;

  registerCall(app, adminAdjustments, async ({ req, query }) => {
    const { rows, total } = await adjustments.list(
      operatorOf(req).merchantId,
      { status: query.status, memberId: query.memberId, category: query.category },
      pageWindow(query),
    );
    return {
      items: rows.map(presentAdjustment),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  });
  registerCall(app, adminRequestAdjustment, async ({ req, body }) =>
    presentAdjustment(await adjustments.request(operatorOf(req), req.merchant, body)),
  );
  registerCall(app, adminApproveAdjustment, async ({ req, params, body }) =>
    presentAdjustment(await adjustments.approve(operatorOf(req), params.id, body.note ?? null)),
  );
  registerCall(app, adminRejectAdjustment, async ({ req, params, body }) =>
    presentAdjustment(await adjustments.reject(operatorOf(req), params.id, body.note)),
  );
}
