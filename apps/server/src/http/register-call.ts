import type { CallBody, CallDef, CallQuery, CallValue } from '@monsoon/contracts/call';
import { okEnvelope } from '@monsoon/contracts/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, invalidRequest } from '@/lib/errors.ts';
import type { SessionInfo } from '@/modules/session/session.types.ts';
import { nulCharacterPath } from './nul-characters.ts';

/** What a call handler gets: parsed input and the request's merchant, language and session. */
export interface CallContext<D extends CallDef, S extends SessionInfo | null> {
  query: CallQuery<D>;
  body: CallBody<D>;
  req: FastifyRequest;
  reply: FastifyReply;
  session: S;
}

type SessionFor<D extends CallDef> = D['auth'] extends 'session' ? SessionInfo : SessionInfo | null;

/**
 * Registers a contract call on every path and verb it lists: validates input with the contract,
 * enforces the call's auth, wraps the handler's value in the success envelope and validates it
 * against the contract on the way out.
 */
export function registerCall<const D extends CallDef>(
  app: FastifyInstance,
  call: D,
  handler: (ctx: CallContext<D, SessionFor<D>>) => Promise<CallValue<D>> | CallValue<D>,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const url of call.paths) {
    typed.route({
      method: [...call.methods],
      url,
      schema: {
        summary: call.summary,
        tags: [url.split('/')[2] ?? 'wps'],
        ...(call.query ? { querystring: call.query } : {}),
        ...(call.body ? { body: call.body } : {}),
        response: { 200: okEnvelope(call.value) },
      },
      config: { call },
      // A token-required call answers 401 before its input is even validated.
      preValidation: async (req) => {
        if (call.auth === 'session' && !req.session) throw new AppError('login.not.session');
      },
      // Valid by the contract, but text PostgreSQL cannot store is still bad input (400, not a 500).
      preHandler: async (req) => {
        const at = nulCharacterPath(req.query) ?? nulCharacterPath(req.body);
        if (at !== null) throw invalidRequest({ [at || '_']: 'must not contain a NUL character' });
      },
      handler: async (req, reply) => {
        const session = req.session;
        const value = await handler({
          // Fastify has validated both against the contract's schemas above.
          query: req.query as CallQuery<D>,
          body: req.body as CallBody<D>,
          req,
          reply,
          session: session as SessionFor<D>,
        });
        return { success: true as const, value };
      },
    });
  }
}
