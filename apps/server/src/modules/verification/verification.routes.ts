import { smsNoLogin, smsRegister } from '@monsoon/contracts/verification';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import { requestMeta } from '@/http/request-meta.ts';
import type { ModuleContext } from '@/services.ts';

/** SMS code requests without a session: login and registration codes. */
export async function registerVerificationModule(
  app: FastifyInstance,
  ctx: ModuleContext,
): Promise<void> {
  const { verification } = ctx.services;
  registerCall(app, smsNoLogin, ({ req, body }) =>
    verification.requestLoginCode(
      req.merchant,
      body.countryDialingCode,
      body.mobileNum,
      requestMeta(req),
    ),
  );
  registerCall(app, smsRegister, ({ req, body }) =>
    verification.requestRegisterCode(
      req.merchant,
      body.countryDialingCode,
      body.mobileNo,
      requestMeta(req),
    ),
  );
}
