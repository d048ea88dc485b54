import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env } from '@/config/env.ts';

const defaultDist = fileURLToPath(new URL('../../../admin/dist', import.meta.url));

/** Cache policy of the back office's files: hashed build output for good, the page never. */
const cacheFor = (dist: string, file: string): string =>
  path.relative(dist, file).split(path.sep)[0] === 'static'
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';

/**
 * Serves the built back office (apps/admin) under /admin: its files, and its page for every other GET
 * under /admin that is not its API (history-mode routes such as /admin/members/12). Absent build: the
 * API still answers, the screens do not.
 */
export async function installAdminSite(app: FastifyInstance, env: Env): Promise<void> {
  const dist = path.resolve(env.ADMIN_DIST ?? defaultDist);
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ dist }, 'back office not built; serving its API only');
    return;
  }
  const page = readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/admin/',
    wildcard: false,
    index: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, file: string) => {
      reply.header('cache-control', cacheFor(dist, file));
    },
  });
  const sendPage = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  app.get('/admin', { schema: { hide: true } }, (_req, reply) => sendPage(reply));
  app.get('/admin/*', { schema: { hide: true } }, (req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (url.startsWith('/admin/api/') || url.startsWith('/admin/static/'))
      return reply.callNotFound();
    return sendPage(reply);
  });
}
