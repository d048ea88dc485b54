import { captchaCookieName, captchaImage } from '@monsoon/contracts/session';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import type { ModuleContext } from '@/services.ts';

/** GET /wps/captcha: a new image; the answer is tied to the captchaId cookie. */
export async function registerCaptchaModule(
  app: FastifyInstance,
  ctx: ModuleContext,
): Promise<void> {
  registerCall(app, captchaImage, async ({ req, reply }) => {
    const { captchaId, image } = await ctx.services.captcha.issue(req.merchant.id, req.ip);
    reply.setCookie(captchaCookieName, captchaId, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: 86_400,
      secure: ctx.env.NODE_ENV === 'production',
    });
    reply.header('cache-control', 'no-store');
    return image;
  });
}
