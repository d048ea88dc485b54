import type { FastifyInstance, InjectOptions } from 'fastify';
import { z } from 'zod';
import { okEnvelope, failEnvelopeSchema } from '@monsoon/contracts/envelope';

type Opts = Omit<InjectOptions, 'method' | 'url'> & {
  token?: string;
  merchant?: string;
  language?: string;
};

/** A small client for API tests: sends the wire headers and parses answers with the contract. */
export function wire(app: FastifyInstance) {
  const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: Opts = {}) => {
    const { token, merchant, language, headers, ...rest } = opts;
    const res = await app.inject({
      method,
      url,
      headers: {
        ...(merchant ? { merchant } : {}),
        ...(language ? { language } : {}),
        ...(token ? { authorization: token } : {}),
        ...headers,
      },
      ...rest,
    });
    return {
      status: res.statusCode,
      body: res.json<unknown>(),
      headers: res.headers,
      cookies: res.cookies,
    };
  };
  return {
    send,
    /** Expects success and returns the value parsed by the contract's schema. */
    async ok<T extends z.ZodType>(
      schema: T,
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      opts?: Opts,
    ) {
      const res = await send(method, url, opts);
      const envelope = okEnvelope(z.unknown()).safeParse(res.body);
      if (!envelope.success)
        throw new Error(
          `expected success from ${method} ${url}, got ${res.status} ${JSON.stringify(res.body)}`,
        );
      return schema.parse(envelope.data.value);
    },
    /** Expects the failure envelope and returns it with the HTTP status. */
    async fail(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts?: Opts) {
      const res = await send(method, url, opts);
      return { status: res.status, ...failEnvelopeSchema.parse(res.body) };
    },
  };
}
