import { defineCall } from '@monsoon/contracts/call';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { wireCall } from '@/lib/wire-call';
import { ApiError, callApi, callHeaders, setMerchantFallback } from './api-client';

const publicCall = defineCall({
  paths: ['/wps/public'],
  methods: ['GET'],
  auth: 'public',
  summary: 'p',
  value: z.object({ n: z.number() }),
});
const optionalCall = defineCall({
  paths: ['/wps/optional'],
  methods: ['GET'],
  auth: 'optional',
  summary: 'o',
  value: z.null(),
});
const sessionCall = defineCall({
  paths: ['/wps/session-only'],
  methods: ['POST'],
  auth: 'session',
  summary: 's',
  body: z.object({ a: z.string() }),
  value: z.object({ ok: z.boolean() }),
});
const formCall = defineCall({
  paths: ['/wps/form'],
  methods: ['POST'],
  auth: 'public',
  form: true,
  summary: 'f',
  body: z.object({ username: z.string(), email: z.string() }),
  value: z.null(),
});

const bareCall = defineCall({
  paths: ['/lgw/bare'],
  methods: ['GET'],
  auth: 'optional',
  envelope: 'bare',
  summary: 'b',
  value: z.array(z.object({ n: z.number() })),
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  window.sessionStorage.clear();
  setMerchantFallback('demo');
  useSessionStore.setState({ token: 'tok-123' });
});
afterEach(() => {
  vi.restoreAllMocks();
  useModalStore.setState({ stack: [] });
});

describe('api client headers', () => {
  it('sends the raw token only for non-public calls', () => {
    expect(callHeaders(publicCall, 'tok').get('Authorization')).toBeNull();
    expect(callHeaders(optionalCall, 'tok').get('Authorization')).toBe('tok');
    expect(callHeaders(sessionCall, 'tok').get('Authorization')).toBe('tok');
    expect(callHeaders(sessionCall, null).get('Authorization')).toBeNull();
  });

  it('sends Merchant from sessionStorage, else the status merchant, and Language', () => {
    expect(callHeaders(publicCall, null).get('Merchant')).toBe('demo');
    window.sessionStorage.setItem('merchant', 'other');
    expect(callHeaders(publicCall, null).get('Merchant')).toBe('other');
    expect(callHeaders(publicCall, null).get('Language')).toMatch(/^[A-Z]{2}/);
  });

  it('uses the contract method and path, JSON body, and unwraps the envelope', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(answer(200, { success: true, value: { ok: true } }));
    await expect(callApi(sessionCall, { body: { a: 'x' } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/wps/session-only');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":"x"}');
    expect(new Headers(init?.headers).get('Authorization')).toBe('tok-123');
  });

  it('sends the extra headers a caller gives (an Idempotency-Key)', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(answer(200, { success: true, value: { ok: true } }));
    await callApi(sessionCall, { body: { a: 'x' }, headers: { 'Idempotency-Key': 'slip-1' } });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBe('slip-1');
    expect(new Headers(init?.headers).get('Authorization')).toBe('tok-123');
  });

  it('form-encodes form calls and leaves out Authorization on public ones', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(answer(200, { success: true, value: null }));
    await callApi(formCall, { body: { username: 'al', email: 'a@b.c' } });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(headers.get('Authorization')).toBeNull();
    expect(init?.body).toBe('username=al&email=a%40b.c');
  });

  it('throws a typed ApiError from the failure envelope', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      answer(400, {
        success: false,
        errorCode: 'captcha.required',
        message: 'Need captcha',
        value: { captcha: true },
      }),
    );
    const error = await callApi(publicCall).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      errorCode: 'captcha.required',
      message: 'Need captcha',
      value: { captcha: true },
      status: 400,
    });
  });

  it('on 401 login.not.session clears the session and opens the login modal', async () => {
    window.sessionStorage.setItem('token', 'tok-123');
    window.sessionStorage.setItem('merchant', 'demo');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      answer(401, { success: false, errorCode: 'login.not.session', message: 'x', value: null }),
    );
    await expect(callApi(sessionCall, { body: { a: 'x' } })).rejects.toMatchObject({
      errorCode: 'login.not.session',
      status: 401,
    });
    expect(useSessionStore.getState().token).toBeNull();
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(window.sessionStorage.getItem('merchant')).toBe('demo');
    expect(useModalStore.getState().stack.map((m) => m.name)).toEqual(['login']);
  });

  it("reads a bare call's whole body as its value (lgw, decision 0024)", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(200, [{ n: 1 }, { n: 2 }]));
    await expect(callApi(bareCall)).resolves.toEqual([{ n: 1 }, { n: 2 }]);
    const facts = wireCall<typeof bareCall>({
      paths: ['/lgw/bare'],
      methods: ['GET'],
      auth: 'optional',
      envelope: 'bare',
    });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      answer(200, { success: true, value: 'not unwrapped' }),
    );
    await expect(callApi(facts)).resolves.toEqual({ success: true, value: 'not unwrapped' });
  });

  it("checks a bare answer against the schema and reads a bare call's failure envelope", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      answer(200, { success: true, value: [{ n: 1 }] }),
    );
    await expect(callApi(bareCall)).rejects.toMatchObject({
      errorCode: 'invalid.response',
      status: 200,
    });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      answer(400, { success: false, errorCode: 'lottery.closed', message: 'Closed', value: null }),
    );
    await expect(callApi(bareCall)).rejects.toMatchObject({
      errorCode: 'lottery.closed',
      message: 'Closed',
      status: 400,
    });
  });
});
