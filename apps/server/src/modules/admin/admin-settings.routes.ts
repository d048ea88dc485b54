import { adminSettings, adminUpdateSettings } from '@monsoon/contracts/admin/settings';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import type { ModuleContext } from '@/services.ts';
import { operatorOf } from './admin.context.ts';

/** The merchant settings screen: every editable setting, and changes applied together. */
export function registerAdminSettingsRoutes(
  app: FastifyInstance,
  { services }: ModuleContext,
): void {
  const { settings } = services.admin;

  registerCall(app, adminSettings, async ({ req }) => ({
    items: await settings.list(operatorOf(req).merchantId),
  }));
  registerCall(app, adminUpdateSettings, async ({ req, body }) => ({
    items: await settings.update(operatorOf(req), body.changes),
  }));
}
