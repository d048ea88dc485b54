import {
  bindEmail,
  bindEmailCode,
  bindMobile,
  bindMobileCode,
  loginHistory,
  securityConfig,
  updateProfile,
} from '@monsoon/contracts/security';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import { requestMeta } from '@/http/request-meta.ts';
import type { ModuleContext } from '@/services.ts';
import { maskEmail, maskMobile } from './member.presenter.ts';
import { presentProfile, presentSecurityConfig } from './security.presenter.ts';
import { presentLoginRecord } from '@/modules/session/session.presenter.ts';

/** The security centre's calls: what is bound, profile, mobile and e-mail binding, login history. */
export async function registerSecurityModule(
  app: FastifyInstance,
  ctx: ModuleContext,
): Promise<void> {
  const { security, session: sessions } = ctx.services;
  registerCall(app, securityConfig, async ({ req, session }) => {
    const { member, ...extra } = await security.config(req.merchant, session);
    return presentSecurityConfig(member, req.merchant, extra);
  });
  registerCall(app, updateProfile, async ({ req, session, body }) =>
    presentProfile(await security.updateProfile(req.merchant, session, body)),
  );
  registerCall(app, bindMobileCode, ({ req, session, body }) =>
    security.requestMobileCode(req.merchant, session, body, requestMeta(req)),
  );
  registerCall(app, bindMobile, async ({ req, session, body }) => {
    const member = await security.bindMobile(req.merchant, session, body);
    return {
      mobile: maskMobile(member.mobile) ?? '',
      countryDialingCode: member.countryDialingCode ?? '',
    };
  });
  registerCall(app, bindEmailCode, ({ req, session, body }) =>
    security.requestEmailCode(req.merchant, session, body.email, requestMeta(req)),
  );
  registerCall(app, bindEmail, async ({ req, session, body }) => {
    const member = await security.bindEmail(req.merchant, session, body);
    return { email: maskEmail(member.email) ?? '' };
  });
  registerCall(app, loginHistory, async ({ session, query }) => {
    const { rows, total } = await sessions.loginHistory(session, query.pageNo, query.pageSize);
    return {
      list: rows.map(presentLoginRecord),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      totalCount: total,
      totalPages: Math.ceil(total / query.pageSize),
    };
  });
}
