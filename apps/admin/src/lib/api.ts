import type { CallBodyInput, CallDef, CallQueryInput, CallValue } from '@monsoon/contracts/call';
import { csrfHeaderName } from '@monsoon/contracts/admin/call';
import { failEnvelopeSchema, okEnvelope } from '@monsoon/contracts/envelope';
import { z } from 'zod';
import { currentLanguage } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session-store';

/** A refused call: the envelope's stable code, its message, hints in `value`, the HTTP status. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly errorCode: string,
    message: string,
    readonly value: unknown,
    /** 0 when the network failed before an answer. */
    readonly status: number,
  ) {
    super(message);
  }
}

/** The per-field problems of an `invalid.request` answer. */
export const fieldErrorsOf = (e: unknown): Record<string, string> => {
  if (!(e instanceof ApiError)) return {};
  const parsed = z.object({ fields: z.record(z.string(), z.string()) }).safeParse(e.value);
  return parsed.success ? parsed.data.fields : {};
};

export interface AdminCallOptions<D extends CallDef> {
  query?: CallQueryInput<D>;
  body?: CallBodyInput<D>;
  /** Path parameters (`:id`). */
  params?: Record<string, string | number>;
  signal?: AbortSignal;
}

/** Parses with a schema whose type stays generic (so the value keeps the call's own type). */
function parseValue<S extends z.ZodType>(
  schema: S,
  data: unknown,
): { ok: true; value: z.output<S> } | { ok: false } {
  const parsed = schema.safeParse(data);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false };
}

const pathOf = (template: string, params: Record<string, string | number> = {}): string =>
  template.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(String(params[name] ?? '')));

const searchOf = (query: unknown): string => {
  if (!query || typeof query !== 'object') return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/**
 * Calls a back-office contract: the session cookie goes along by itself (same origin), writes carry
 * the session's CSRF token, every answer is checked against the contract. A 401 ends the session in
 * the store (the router then shows the sign-in page).
 */
export async function adminCall<D extends CallDef>(
  call: D,
  options: AdminCallOptions<D> = {},
): Promise<CallValue<D>> {
  const method = call.methods[0];
  const headers = new Headers({ Language: currentLanguage() });
  const csrf = useSessionStore.getState().csrf;
  if (method !== 'GET' && csrf) headers.set(csrfHeaderName, csrf);
  let body: string | undefined;
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(`${pathOf(call.paths[0], options.params)}${searchOf(options.query)}`, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (e) {
    throw new ApiError('network.error', e instanceof Error ? e.message : 'network', null, 0);
  }
  const json: unknown = await response.json().catch(() => null);
  const ok = okEnvelope(z.unknown()).safeParse(json);
  if (ok.success) {
    const value = parseValue<D['value']>(call.value, ok.data.value);
    if (value.ok) return value.value;
    throw new ApiError('invalid.response', 'invalid response', null, response.status);
  }
  const failure = failEnvelopeSchema.safeParse(json);
  if (failure.success) {
    const f = failure.data;
    if (response.status === 401) useSessionStore.getState().signedOut();
    throw new ApiError(f.errorCode, f.message, f.value, response.status);
  }
  throw new ApiError('invalid.response', 'invalid response', null, response.status);
}
