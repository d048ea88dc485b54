import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '@/services.ts';
import { installOperatorHook } from './admin.hooks.ts';
import { registerAdminAdjustmentRoutes } from './admin-adjustments.routes.ts';
import { registerAdminAuditRoutes } from './admin-audit.routes.ts';
import { registerAdminMemberRoutes } from './admin-members.routes.ts';
import { registerAdminOperatorRoutes } from './admin-operators.routes.ts';
import { registerAdminSessionRoutes } from './admin-session.routes.ts';
import { registerAdminSettingsRoutes } from './admin-settings.routes.ts';

/**
 * The back office API under `/admin/api` (design/architecture.md §10). The operator hook guards every
 * `auth: 'operator'` call of any module; another module's operator screen registers its calls in its
 * own `*.admin.routes.ts` with `registerCall` and reads the operator with `operatorOf(req)`.
 */
export async function registerAdminModule(app: FastifyInstance, ctx: ModuleContext): Promise<void> {
  installOperatorHook(app, ctx.services.admin.operatorAuth);
  // Operator data is never cached on the way.
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/admin/api/')) reply.header('cache-control', 'no-store');
  });
  registerAdminSessionRoutes(app, ctx);
  registerAdminOperatorRoutes(app, ctx);
  registerAdminAuditRoutes(app, ctx);
  registerAdminMemberRoutes(app, ctx);
  registerAdminAdjustmentRoutes(app, ctx);
  registerAdminSettingsRoutes(app, ctx);
}
