import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { devRoutesEnabled, type Env } from '@/config/env.ts';
import type { DatabaseHandle } from '@/db/client.ts';
import { installErrorHandling } from '@/http/errors.ts';
import { exactSerializerCompiler } from '@/http/exact-serializer.ts';
import { installJsonBodies } from '@/http/json-body.ts';
import { apiFamilyOf, DEV_PATH_FAMILY } from '@/http/path-families.ts';
import { installRateLimits } from '@/http/rate-limit.ts';
import { installRequestContext } from '@/http/request-context.ts';
import { installSecurityHeaders } from '@/http/security-headers.ts';
import { installAdminSite } from '@/http/admin-site.ts';
import { installSite } from '@/http/site.ts';
import { systemClock, type Clock } from '@/lib/clock.ts';
import { loggerOptions } from '@/lib/logger.ts';
import { devModules, modules } from '@/modules/index.ts';
import { createServices, type ModuleContext } from '@/services.ts';
import '@/http/context.ts';

export interface BuildAppOptions {
  env: Env;
  database: DatabaseHandle;
  clock?: Clock;
  /** Pino logger options; false silences (tests). */
  logger?: boolean | object;
}

/** Builds the Fastify app without listening, so tests drive it with `inject`. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(opts.env.LOG_LEVEL),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: opts.env.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  // Development routes exist only when explicitly enabled (design/architecture.md §10): a route under
  // /dev declared otherwise stops the start-up. First of the onRoute hooks, before any plugin (the
  // OpenAPI document) has seen the route.
  const devRoutes = devRoutesEnabled(opts.env);
  app.addHook('onRoute', (route) => {
    if (!devRoutes && apiFamilyOf(route.url) === DEV_PATH_FAMILY)
      throw new Error(`${route.url}: a development route, but ENABLE_DEV_ROUTES is off`);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(exactSerializerCompiler);
  installJsonBodies(app);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  const services = createServices({
    env: opts.env,
    database: opts.database,
    clock: opts.clock ?? systemClock,
    log: app.log,
  });
  app.decorate('services', services);
  const ctx: ModuleContext = {
    env: opts.env,
    clock: opts.clock ?? systemClock,
    log: app.log,
    services,
  };

  // Before any route is declared (it hooks each route as it is added): gzip/brotli for text answers of
  // 1 KB and more (API JSON, Swagger), and for the site's files that have no precompressed sibling.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
  await app.register(cookie);
  await app.register(formbody);
  await installRateLimits(app, opts.env);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Monsoon API', version: '0.1.0', description: 'The wire API of Monsoon' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  installSecurityHeaders(app, opts.env.STUDIO_URL);
  installErrorHandling(app);
  installRequestContext(app, services);

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await opts.database.query('select 1');
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'database unreachable' });
    }
  });

  for (const register of modules) await register(app, ctx);
  if (devRoutes) for (const register of devModules) await register(app, ctx);
  // Vendors are read once the demo seed (main.ts) has registered ours; then every 30 s.
  app.addHook('onReady', async () => services.vendors.reload());
  await installSite(app, opts.env);
  await installAdminSite(app, opts.env);
  return app;
}
