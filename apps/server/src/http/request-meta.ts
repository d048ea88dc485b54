import { captchaCookieName } from '@monsoon/contracts/session';
import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from '@/modules/session/session.types.ts';

/** The origin of an account request: IP, captcha cookie, language and User-Agent. */
export const requestMeta = (req: FastifyRequest): RequestMeta => ({
  ip: req.ip,
  captchaId: req.cookies[captchaCookieName],
  lang: req.lang,
  userAgent: req.headers['user-agent'] ?? null,
});
