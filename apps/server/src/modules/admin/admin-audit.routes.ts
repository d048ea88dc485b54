import { adminAuditLog, adminVerifyAudit } from '@monsoon/contracts/admin/audit';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import type { ModuleContext } from '@/services.ts';
import { operatorOf } from './admin.context.ts';
import { pageWindow, presentAuditEntry } from './admin.presenter.ts';

/** The audit screen: filtered pages of the log, and the chain check. */
export function registerAdminAuditRoutes(app: FastifyInstance, { services }: ModuleContext): void {
  const { audit } = services.admin;

  registerCall(app, adminAuditLog, async ({ req, query }) => {
    const { rows, total } = await audit.list(
      operatorOf(req).merchantId,
      {
        action: query.action,
        operator: query.operator,
        targetKind: query.targetKind,
        targetId: query.targetId,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
      },
      pageWindow(query),
    );
    return {
      items: rows.map(presentAuditEntry),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  registerCall(app, adminVerifyAudit, ({ req }) => audit.verify(operatorOf(req).merchantId));
}
