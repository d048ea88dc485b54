import { csrfHeaderName, operatorCookieName, permissionOf } from '@monsoon/contracts/admin/call';
import { can } from '@monsoon/contracts/admin/permissions';
import type { FastifyInstance } from 'fastify';
import { AppError } from '@/lib/errors.ts';
import { safeEqual } from '@/lib/ids.ts';
import type { OperatorAuthService } from './operator-auth.service.ts';
import './admin.context.ts';

/**
 * Guards every `auth: 'operator'` call, whichever module registers it, before its input is validated:
 * a live operator session from the cookie (401 admin.session.required), the session's CSRF token in
 * `X-CSRF-Token` on every write (403 admin.csrf.invalid), and the call's permission for the operator's
 * role, read from the permission table on every call (403 role.denied).
 */
export function installOperatorHook(app: FastifyInstance, auth: OperatorAuthService): void {
  app.decorateRequest('operator', null);
  app.addHook('preValidation', async (req) => {
    const call = req.routeOptions.config.call;
    const permission = call ? permissionOf(call) : undefined;
    if (permission === undefined) return;
    const token = req.cookies[operatorCookieName];
    const op = token ? await auth.resolve(req.merchant.id, token, req.ip) : null;
    if (!op) throw new AppError('admin.session.required');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const sent = req.headers[csrfHeaderName];
      if (typeof sent !== 'string' || !safeEqual(sent, op.csrfToken))
        throw new AppError('admin.csrf.invalid');
    }
    if (permission !== null && !can(op.role, permission)) throw new AppError('role.denied');
    req.operator = op;
  });
}
