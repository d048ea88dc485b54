import type { FastifyInstance } from 'fastify';
import { apiFamilyOfRequest } from './path-families.ts';

/**
 * Security headers on every answer, and a content security policy for the site's pages. Games run in
 * an iframe from our studio's origin (`STUDIO_URL`) or a vendor's https origin; the studio's game tiles
 * are images from the same origin.
 */
export function installSecurityHeaders(app: FastifyInstance, studioUrl: string): void {
  const studio = new URL(studioUrl).origin;
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    // API answers are per member and per moment (balances, codes): no cache may keep them.
    if (apiFamilyOfRequest(req) !== null) reply.header('cache-control', 'no-store');
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html') && !req.url.startsWith('/docs')) {
      reply.header(
        'content-security-policy',
        [
          "default-src 'self'",
          `img-src 'self' data: blob: https: ${studio}`,
          "style-src 'self' 'unsafe-inline'",
          "script-src 'self'",
          "connect-src 'self'",
          `frame-src 'self' ${studio} https:`,
          "object-src 'none'",
          "base-uri 'self'",
        ].join('; '),
      );
    }
  });
}
