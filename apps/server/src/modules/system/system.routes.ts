import {
  countryList,
  domainRoute,
  registerSettings,
  systemStatus,
  systemWhitelabel,
} from '@monsoon/contracts/system';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import { AppError } from '@/lib/errors.ts';
import type { ModuleContext } from '@/services.ts';
import { offeredCountries } from './countries.ts';
import { presentStatus } from './system.presenter.ts';

/** The visitor's country as told by a trusted edge (CDN/load balancer) header. */
const visitorCountry = (req: FastifyRequest, trusted: boolean): string | null => {
  const raw = trusted ? req.headers['x-country-code'] : undefined;
  return typeof raw === 'string' && /^[A-Za-z]{2}$/.test(raw) ? raw.toUpperCase() : null;
};

/** System calls: status, whitelabel, register settings, domain route, countries. */
export async function registerSystemModule(
  app: FastifyInstance,
  ctx: ModuleContext,
): Promise<void> {
  const { merchants } = ctx.services;
  registerCall(app, systemStatus, ({ req }) => {
    const countryCode = visitorCountry(req, ctx.env.TRUST_PROXY);
    const regionBlocked = merchants.isRegionBlocked(req.merchant, req.ip, countryCode);
    return presentStatus(req.merchant, { ip: req.ip, countryCode, regionBlocked, lang: req.lang });
  });
  registerCall(app, systemWhitelabel, ({ req }) => req.merchant.settings.whitelabel);
  registerCall(app, registerSettings, ({ req }) => req.merchant.settings.register);
  registerCall(app, domainRoute, ({ req, query }) => {
    const routes = req.merchant.settings.domainRoute;
    if (query.domain && !routes.some((r) => r.domain === query.domain?.toLowerCase())) {
      throw new AppError('request_param_err');
    }
    return routes;
  });
  registerCall(app, countryList, ({ req }) => {
    const list = offeredCountries(req.merchant.settings.dialingCodes);
    const here = visitorCountry(req, ctx.env.TRUST_PROXY);
    return { current: list.find((c) => c.countryCode === here) ?? list[0] ?? null, list };
  });
}
