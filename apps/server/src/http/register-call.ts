import type {
  CallBody,
  CallDef,
  CallParams,
  CallQuery,
  CallValue,
  HttpMethod,
} from '@monsoon/contracts/call';
import { okEnvelope } from '@monsoon/contracts/envelope';
import { restoreExactNumbers } from '@monsoon/contracts/exact-number';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, invalidRequest } from '@/lib/errors.ts';
import type { SessionInfo } from '@/modules/session/session.types.ts';
import { nulCharacterPath } from './nul-characters.ts';

/** What a call handler gets: parsed input and the request's merchant, language and session. */
export interface CallContext<D extends CallDef, S extends SessionInfo | null> {
  query: CallQuery<D>;
  body: CallBody<D>;
  params: CallParams<D>;
  req: FastifyRequest;
  reply: FastifyReply;
  session: S;
}

type SessionFor<D extends CallDef> = D['auth'] extends 'session' ? SessionInfo : SessionInfo | null;

/** How a call is served. */
export interface CallOptions<D extends CallDef> {
  /**
   * Writes the success envelope itself instead of checking the value against the contract on every
   * answer: for a hot call whose value is built from parts already checked when they were cached
   * (the game list's items).
   */
  serialize?: (envelope: { success: true; value: CallValue<D> }) => string;
}

/**
 * Registers a contract call on every path and verb it lists: validates input with the contract,
 * enforces the call's auth, wraps the handler's value in the success envelope (a bare call answers the
 * value itself) and validates it against the contract on the way out (unless `options.serialize` writes
 * a value checked before). Failures always take the error handler's failure body and status.
 */
export function registerCall<const D extends CallDef>(
  app: FastifyInstance,
  call: D,
  handler: (ctx: CallContext<D, SessionFor<D>>) => Promise<CallValue<D>> | CallValue<D>,
  options: CallOptions<D> = {},
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { serialize } = options;
  const bare = call.envelope === 'bare';
  if (bare && serialize)
    throw new Error(`${call.paths[0]}: a bare call cannot have its own serialiser`);
  // A GET carries no body: a call that takes one on its other verbs (hot games: GET or POST) gets
  // its GET registered apart, without the body schema.
  const others = call.methods.filter((m) => m !== 'GET');
  const verbs: HttpMethod[][] =
    call.body && others.length > 0 && others.length < call.methods.length
      ? [['GET'], others]
      : [[...call.methods]];
  for (const url of call.paths)
    for (const methods of verbs) {
      const body = call.body && !methods.includes('GET') ? call.body : undefined;
      typed.route({
        method: methods,
        url,
        schema: {
          summary: call.summary,
          tags: [url.includes('/lgw/') ? 'lgw' : (url.split('/')[2] ?? 'wps')],
          ...(call.query ? { querystring: call.query } : {}),
          ...(call.params ? { params: call.params } : {}),
          ...(body ? { body } : {}),
          response: { 200: bare ? call.value : okEnvelope(call.value) },
        },
        config: { call },
        ...(call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
        ...(serialize
          ? // Only the 200 answer has a schema: failures keep Fastify's plain JSON serialiser.
            {
              serializerCompiler: () => (data: unknown) =>
                restoreExactNumbers(serialize(data as { success: true; value: CallValue<D> })),
            }
          : {}),
        // A token-required call answers 401 before its input is even validated.
        preValidation: async (req) => {
          if (call.auth === 'session' && !req.session) throw new AppError('login.not.session');
        },
        // Valid by the contract, but text PostgreSQL cannot store is still bad input (400, not a 500).
        preHandler: async (req) => {
          const at = nulCharacterPath(req.query) ?? nulCharacterPath(req.body);
          if (at !== null)
            throw invalidRequest({ [at || '_']: 'must not contain a NUL character' });
        },
        handler: async (req, reply) => {
          const session = req.session;
          const value = await handler({
            // Fastify has validated both against the contract's schemas above.
            query: req.query as CallQuery<D>,
            body: req.body as CallBody<D>,
            params: req.params as CallParams<D>,
            req,
            reply,
            session: session as SessionFor<D>,
          });
          return bare ? value : { success: true as const, value };
        },
      });
    }
}
