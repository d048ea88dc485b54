import { affiliateCheck, registerMobile, registerUsername } from '@monsoon/contracts/register';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import { requestMeta } from '@/http/request-meta.ts';
import type { ModuleContext } from '@/services.ts';

/** Registration calls: by username, by mobile number, and the invitation-code check. */
export async function registerRegisterModule(
  app: FastifyInstance,
  ctx: ModuleContext,
): Promise<void> {
  const { register: service } = ctx.services;
  registerCall(app, registerUsername, ({ req, body }) =>
    service.register(req.merchant, 'username', body, requestMeta(req)),
  );
  registerCall(app, registerMobile, ({ req, body }) =>
    service.register(req.merchant, 'mobile', body, requestMeta(req)),
  );
  registerCall(app, affiliateCheck, ({ req, query }) =>
    service.checkAffiliate(req.merchant, query.code, req.ip),
  );
}
