import { defineCall } from '@monsoon/contracts/call';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '@/lib/errors.ts';
import { installErrorHandling } from './errors.ts';
import { registerCall } from './register-call.ts';

const value = z.object({ code: z.string(), numero: z.string() });
const base = {
  methods: ['GET'],
  auth: 'public',
  summary: 'test',
  params: z.object({ code: z.string().regex(/^[A-Z0-9_]+$/) }),
  value,
} as const;
const enveloped = defineCall({ ...base, paths: ['/wps/test/:code'] });
const bare = defineCall({
  ...base,
  paths: ['/lgw/test/:code', '/lotto/lgw/test/:code'],
  envelope: 'bare',
});

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  const handler = ({ params }: { params: { code: string } }) => {
    if (params.code === 'GONE') throw new AppError('game.not.found');
    return { code: params.code, numero: '20261121-0001' };
  };
  registerCall(app, enveloped, handler);
  registerCall(app, bare, handler);
  await app.ready();
});
afterAll(async () => app.close());

describe('registerCall', () => {
  it('wraps a value in the success envelope, and passes the validated path parameters', async () => {
    const res = await app.inject({ url: '/wps/test/K3_1' });
    expect(res.json()).toEqual({ success: true, value: { code: 'K3_1', numero: '20261121-0001' } });
  });

  it('answers a bare call with the value itself, on every path it lists (decision 0024)', async () => {
    for (const url of ['/lgw/test/K3_1', '/lotto/lgw/test/K3_1']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 'K3_1', numero: '20261121-0001' });
    }
  });

  it('answers a bare call’s failures with the failure body and a non-200 status', async () => {
    const gone = await app.inject({ url: '/lgw/test/GONE' });
    expect(gone.statusCode).toBe(400);
    expect(gone.json()).toMatchObject({ success: false, errorCode: 'game.not.found' });
    const bad = await app.inject({ url: '/lgw/test/not-a-code' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'invalid.request' });
  });
});
