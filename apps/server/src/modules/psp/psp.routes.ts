import type { FastifyInstance } from 'fastify';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from '@monsoon/contracts/provider/signature';
import type { ModuleContext } from '@/services.ts';

const header = (v: string | string[] | undefined): string | undefined =>
  typeof v === 'string' ? v : undefined;

/**
 * `POST /psp/v1/{psp}/callback`: the signed results of payments and payouts (docs/paygate.md). The
 * raw bytes are kept (the signature covers them exactly) and checked before any database access;
 * the PSP is acknowledged with 200 only once the effect is committed or known to be a duplicate, and
 * anything else makes it retry.
 */
export async function registerPspModule(app: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const { psp } = ctx.services;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 64 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.setErrorHandler(async (err: { statusCode?: number }, req, reply) => {
      const status = typeof err.statusCode === 'number' && err.statusCode < 500 ? 400 : 500;
      if (status === 500) req.log.error({ err }, 'PSP callback failed');
      return reply.status(status).send({ ok: false });
    });
    scope.post<{ Params: { psp: string } }>(
      '/psp/v1/:psp/callback',
      { schema: { hide: true } },
      async (req, reply) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const answer = await psp.receive(
          req.params.psp,
          {
            timestamp: header(req.headers[TIMESTAMP_HEADER]),
            signature: header(req.headers[SIGNATURE_HEADER]),
          },
          raw,
        );
        if (answer.status !== 200)
          req.log.warn(
            { psp: req.params.psp, reason: answer.reason },
            'PSP callback not acknowledged',
          );
        return reply.status(answer.status).send({ ok: answer.status === 200 });
      },
    );
  });
}
