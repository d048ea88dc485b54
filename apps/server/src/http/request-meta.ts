import { captchaCookieName } from '@monsoon/contracts/session';
import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from '@/modules/session/session.types.ts';

/** The origin of an account request: IP, captcha cookie and language. */
export const requestMeta = (req: FastifyRequest): RequestMeta => ({
  ip: req.ip,
  captchaId: req.cookies[captchaCookieName],
  lang: req.lang,
});
