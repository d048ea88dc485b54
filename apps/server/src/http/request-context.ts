import { normaliseLanguage, isSiteLanguage, type LanguageCode } from '@monsoon/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@/lib/errors.ts';
import type { MerchantService } from '@/modules/merchant/merchant.service.ts';
import type { SessionStore } from '@/modules/session/session.store.ts';
import { apiFamilyOfRequest, DEV_PATH_FAMILY } from './path-families.ts';

/** Counts how often a header was sent: Node folds duplicates of unknown headers into one string. */
const headerCount = (req: FastifyRequest, name: string): number =>
  req.raw.rawHeaders.filter((h, i) => i % 2 === 0 && h.toLowerCase() === name).length;

/** What a merchant code can look like (`demo`, `go44bdtf5`); anything else names no merchant. */
const merchantCodePattern = /^[\w-]{1,64}$/;

/** The host name of a Host header, lower-cased without the port; undefined when it is not a host name. */
const hostName = (host: string | undefined): string | undefined => {
  const name = host?.split(':')[0]?.toLowerCase();
  return name && /^[a-z0-9.-]{1,253}$/.test(name) ? name : undefined;
};

/** The language to answer in: a translated Language header, else the merchant's default. */
const pickLanguage = (header: string | undefined, fallback: string): LanguageCode => {
  const code = normaliseLanguage(header);
  if (code && isSiteLanguage(code)) return code;
  return normaliseLanguage(fallback) ?? 'EN';
};

/**
 * Clients that set `Content-Type: application/json` on every request send it on a body-less DELETE
 * (logout) too; Fastify would refuse that as an empty JSON body. Without a body, the type means nothing.
 */
const dropTypeOfEmptyBody = (req: FastifyRequest): void => {
  const { headers } = req;
  const empty =
    headers['transfer-encoding'] === undefined && (headers['content-length'] ?? '0') === '0';
  if (empty && headers['content-type'] !== undefined) delete headers['content-type'];
};

/** Resolves merchant, language and session for every API request, before validation runs. */
export function installRequestContext(
  app: FastifyInstance,
  deps: { merchants: MerchantService; sessions: SessionStore },
): void {
  app.decorateRequest('lang', 'EN');
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (req) => {
    const rawLang = req.headers['language'];
    req.lang = pickLanguage(typeof rawLang === 'string' ? rawLang : undefined, 'EN');
    const call = req.routeOptions.config.call;
    const needsMerchant = call !== undefined || apiFamilyOfRequest(req) === DEV_PATH_FAMILY;
    if (!needsMerchant) return;
    dropTypeOfEmptyBody(req);
    if (headerCount(req, 'merchant') > 1) throw new AppError('function.not.available');
    const code = req.headers['merchant'];
    if (typeof code === 'string' && code !== '' && !merchantCodePattern.test(code)) {
      throw new AppError('merchant.acct.setup.err');
    }
    req.merchant = await deps.merchants.resolve(
      typeof code === 'string' && code ? code : undefined,
      hostName(req.headers.host),
    );
    req.lang = pickLanguage(
      typeof rawLang === 'string' ? rawLang : undefined,
      req.merchant.defaultLanguage,
    );
    const token = req.headers.authorization;
    if (call?.auth !== 'public' && token) {
      req.session = await deps.sessions.resolve(req.merchant.id, token.trim());
    }
  });
}
