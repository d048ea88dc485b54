import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env } from '@/config/env.ts';
import { API_PATH_FAMILIES, isUnder } from './path-families.ts';

const defaultDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
/** Paths that are never the site's pages: every API family, the back office, the docs, health checks. */
const notPages = [...API_PATH_FAMILIES, '/admin', '/docs', '/healthz', '/readyz'];

/**
 * Vite's build output folder (apps/web/vite.config.ts `build.assetsDir`): every file in it has a content
 * hash in its name, so it can be cached for good. The files of apps/web/public (/assets/banners/...,
 * /assets/brand/..., /robots.txt) keep their names and are cached briefly.
 */
export const hashedDir = '/static/';

/** Cache policy of the site's files. */
export const siteCache = {
  hashed: 'public, max-age=31536000, immutable',
  public: 'public, max-age=3600',
  page: 'no-cache',
} as const;

const cacheFor = (dist: string, file: string): string => {
  const rel = `/${path.relative(dist, file).split(path.sep).join('/')}`;
  if (rel.startsWith(hashedDir)) return siteCache.hashed;
  if (/^\/index\.html(?:\.(?:br|gz))?$/.test(rel)) return siteCache.page;
  return siteCache.public;
};

/**
 * Serves the built site: static files, and index.html for every other GET that is not an API path
 * (history-mode routes such as /rng or /register). The build leaves `.br` and `.gz` siblings of its text
 * files (apps/web/vite.config.ts); they are sent to clients that accept them. Anything else is
 * compressed on the fly by @fastify/compress (app.ts).
 */
export async function installSite(app: FastifyInstance, env: Env): Promise<void> {
  const dist = path.resolve(env.WEB_DIST ?? defaultDist);
  if (!existsSync(path.join(dist, 'index.html'))) {
    app.log.warn({ dist }, 'site not built; serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // The precompressed siblings are not addressed by themselves.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (reply: FastifyReply, file: string) => {
      reply.header('cache-control', cacheFor(dist, file));
    },
  });
  app.get('/*', { schema: { hide: true } }, (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (notPages.some((p) => isUnder(url, p))) {
      return reply.callNotFound();
    }
    if (url.startsWith('/assets/') || url.startsWith(hashedDir)) return reply.callNotFound();
    return reply.header('cache-control', siteCache.page).sendFile('index.html');
  });
}
