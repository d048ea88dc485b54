import { login, loginFreePlay, loginUnsecure, logout } from '@monsoon/contracts/session';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import { requestMeta } from '@/http/request-meta.ts';
import type { ModuleContext } from '@/services.ts';

/** Clients send the SMS flag as a boolean, "true" or 1. */
const isOn = (flag: boolean | string | number | null | undefined): boolean =>
  flag === true || flag === 1 || flag === 'true' || flag === '1';

/** Session calls: login (password or SMS code), test-only plain login, free play, logout. */
export async function registerSessionModule(
  app: FastifyInstance,
  ctx: ModuleContext,
): Promise<void> {
  const { limiter, session: service } = ctx.services;
  // The shared limiter (services.ts) keeps a Redis connection when REDIS_URL is set: close it with the app.
  app.addHook('onClose', async () => limiter.close());

  registerCall(app, login, ({ req, body }) =>
    service.login(
      req.merchant,
      {
        username: body.username,
        password: body.password,
        captcha: body.captcha,
        sms: body.type === 'sms' || isOn(body.isSms),
        thirdParty: body.type === 'firebase',
        countryDialingCode: body.countryDialingCode,
        deviceId: body.loginDeviceId,
      },
      requestMeta(req),
    ),
  );
  if (ctx.env.ENABLE_UNSECURE_LOGIN) {
    registerCall(app, loginUnsecure, ({ req, body }) =>
      service.login(
        req.merchant,
        { ...body, captcha: null, sms: false, countryDialingCode: undefined, deviceId: null },
        requestMeta(req),
      ),
    );
  }
  registerCall(app, loginFreePlay, ({ req }) => service.freePlay(req.merchant, requestMeta(req)));
  registerCall(app, logout, async ({ session }) => {
    await service.logout(session);
    return null;
  });
}
