import type { CallDef } from '@monsoon/contracts/call';
import type { LanguageCode } from '@monsoon/i18n';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import type { SessionInfo } from '@/modules/session/session.types.ts';
import type { Services } from '@/services.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract call a route serves (set by registerCall); absent on other routes. */
    call?: CallDef;
  }

  interface FastifyInstance {
    /** The shared services (tests flush caches through them). */
    services: Services;
  }
  interface FastifyRequest {
    /** The merchant this request is for (Merchant header, then domain, then the default). */
    merchant: MerchantRow;
    /** The request's language: the Language header when known, else the merchant default. */
    lang: LanguageCode;
    /** The live session when a valid token was sent. */
    session: SessionInfo | null;
  }
}
