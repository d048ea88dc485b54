import { errorMessageKey } from '@monsoon/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { isDataException, sqlStateOf } from '@/lib/db-errors.ts';
import { AppError } from '@/lib/errors.ts';
import { translate } from '@/lib/messages.ts';

const send = (
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  value: unknown,
  params = {},
) =>
  reply.status(status).send({
    success: false,
    errorCode: code,
    message: translate(req.lang ?? 'EN', errorMessageKey(code), params),
    value,
  });

/**
 * What an unexpected error is logged as. A failed query's error (Drizzle) carries the query's parameters
 * in its message, stack and `params` (password and code hashes, e-mails, phone numbers): those stay out.
 */
export function loggableError(err: Error): unknown {
  if (!('params' in err) || !('query' in err) || typeof err.query !== 'string') return err;
  return {
    type: err.name,
    message: `Failed query: ${err.query}`,
    sqlState: sqlStateOf(err)?.code ?? null,
    cause: err.cause instanceof Error ? err.cause.message : null,
    stack: (err.stack ?? '')
      .split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
  };
}

/** Every failure leaves in the failure envelope with a stable code and a translated message. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError)
      return send(req, reply, err.status, err.code, err.value, err.params);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          String(issue.params?.['path'] ?? '');
        fields[key || '_'] = issue.message ?? 'invalid';
      }
      return send(req, reply, 400, 'invalid.request', { fields });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, 'response does not match its contract');
      return send(req, reply, 500, 'system.error', null);
    }
    if (
      err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
      err.statusCode === 400 ||
      err.statusCode === 415
    ) {
      return send(req, reply, 400, 'invalid.request', { fields: { _: err.message } });
    }
    if (err.statusCode === 413)
      return send(req, reply, 400, 'invalid.request', { fields: { _: 'body too large' } });
    if (err.statusCode === 429) return send(req, reply, 429, 'TOO_MANY_REQUESTS', null);
    if (isDataException(err)) {
      // The database refused a value that validation let through: still the caller's bad input.
      req.log.warn({ err: loggableError(err) }, 'input refused by the database');
      return send(req, reply, 400, 'invalid.request', { fields: { _: 'invalid value' } });
    }
    req.log.error({ err: loggableError(err) }, 'unhandled error');
    return send(req, reply, 500, 'system.error', null);
  });

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    const known = (['GET', 'POST', 'PUT', 'DELETE'] as const).some((method) =>
      app.hasRoute({ url, method }),
    );
    if (known) return send(req, reply, 405, 'http_method_not_support', null);
    return send(req, reply, 404, 'not.found', null);
  });
}
