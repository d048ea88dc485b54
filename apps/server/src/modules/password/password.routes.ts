import {
  changePassword,
  forgotPasswordEmail,
  passwordSms,
  passwordVerification,
} from '@monsoon/contracts/password';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import { requestMeta } from '@/http/request-meta.ts';
import type { ModuleContext } from '@/services.ts';

/** Password calls: change (session), forgot by e-mail, reset code by SMS, reset with the code. */
export async function registerPasswordModule(
  app: FastifyInstance,
  ctx: ModuleContext,
): Promise<void> {
  const { verification, password: service } = ctx.services;
  registerCall(app, changePassword, async ({ req, session, body }) => {
    await service.change(req.merchant, session, body);
    return null;
  });
  registerCall(app, forgotPasswordEmail, async ({ req, body }) => {
    await service.forgotByEmail(req.merchant, body, requestMeta(req));
    return null;
  });
  registerCall(app, passwordSms, ({ req, body }) =>
    verification.requestResetCode(
      req.merchant,
      body.countryDialingCode,
      body.mobileNum,
      requestMeta(req),
    ),
  );
  registerCall(app, passwordVerification, ({ req, body }) =>
    service.resetBySms(req.merchant, body),
  );
}
