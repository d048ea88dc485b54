import { devMerchantScreens } from '@monsoon/contracts/dev-controls';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import type { ModuleContext } from '@/services.ts';

/** Development-only controls for the browser journeys (ENABLE_DEV_CONTROLS, refused in production). */
export async function registerDevControlsModule(app: FastifyInstance, ctx: ModuleContext): Promise<void> {
  if (!ctx.env.ENABLE_DEV_CONTROLS || ctx.env.NODE_ENV === 'production') return;
  const { merchants } = ctx.services;
  registerCall(app, devMerchantScreens, async ({ req, body }) => {
    const m = req.merchant;
    const content = body.maintenance
      ? { ...m.settings.maintenance.content, [req.lang]: body.maintenance.content }
      : m.settings.maintenance.content;
    await merchants.updateSettings(m, {
      ...m.settings,
      maintenance: { enabled: body.maintenance !== null, endTime: body.maintenance?.endTime ?? null, content },
      region: { ...m.settings.region, blockedIps: body.blockedIps },
    });
    return { maintenance: body.maintenance !== null, blockedIps: body.blockedIps };
  });
}
