import { operatorCookieName } from '@monsoon/contracts/admin/call';
import { permissionsOf } from '@monsoon/contracts/admin/permissions';
import {
  adminSession,
  adminSignInPassword,
  adminSignInTotp,
  adminSignOut,
} from '@monsoon/contracts/admin/session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import type { ModuleContext } from '@/services.ts';
import { operatorOf } from './admin.context.ts';
import { csrfTokenFor, type OperatorContext } from './operator-auth.service.ts';
import { qrSvgDataUri } from './qr.ts';

/** The cookie's attributes: HttpOnly, SameSite=Strict, Secure on https, only sent to /admin. */
const cookieOptions = (req: FastifyRequest) => ({
  path: '/admin',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: req.protocol === 'https',
});

/** Sign-in (password, then two-factor code), the signed-in operator, sign-out. */
export function registerAdminSessionRoutes(
  app: FastifyInstance,
  { services }: ModuleContext,
): void {
  const { operatorAuth } = services.admin;

  const me = (
    op: Pick<OperatorContext, 'operatorId' | 'username' | 'role'>,
    req: FastifyRequest,
  ) => ({
    id: op.operatorId,
    username: op.username,
    role: op.role,
    permissions: permissionsOf(op.role),
    merchant: { code: req.merchant.code, name: req.merchant.name, currency: req.merchant.currency },
  });

  registerCall(app, adminSignInPassword, async ({ body, req }) => {
    const step = await operatorAuth.password(req.merchant, body, req.ip);
    return {
      challenge: step.challenge,
      enrolment: step.enrolment
        ? { ...step.enrolment, qrSvgDataUri: qrSvgDataUri(step.enrolment.otpauthUri) }
        : null,
    };
  });

  registerCall(app, adminSignInTotp, async ({ body, req, reply }) => {
    const { token } = await operatorAuth.totp(req.merchant, body, req.ip);
    const op = await operatorAuth.resolve(req.merchant.id, token, req.ip);
    if (!op) throw new Error('a session just opened is not live');
    reply.setCookie(operatorCookieName, token, cookieOptions(req));
    return { operator: me(op, req), csrfToken: csrfTokenFor(token) };
  });

  registerCall(app, adminSession, ({ req }) => {
    const op = operatorOf(req);
    return { operator: me(op, req), csrfToken: op.csrfToken };
  });

  registerCall(app, adminSignOut, async ({ req, reply }) => {
    await operatorAuth.signOut(operatorOf(req));
    reply.clearCookie(operatorCookieName, cookieOptions(req));
    return null;
  });
}
