import type { CallBodyInput, CallDef, CallQueryInput, CallValue } from '@monsoon/contracts/call';
import { parseExactJson } from '@monsoon/contracts/exact-number';
import i18next from 'i18next';
import type { z } from 'zod';
import { callUrl, requestHeaders, toSearchParams } from '@/lib/api-request';
import { sessionStore } from '@/lib/storage';
import type { AnyCall, DefOf } from '@/lib/wire-call';
import { openModal } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';

/** A failed call: the envelope's stable `errorCode`, its localised `message`, hints in `value`, the HTTP status. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly errorCode: string,
    message: string,
    readonly value: unknown,
    /** HTTP status; 0 when the network failed before an answer. */
    readonly status: number,
  ) {
    super(message);
  }
}

/** True when `e` is an ApiError, optionally with one of `codes`. */
export const isApiError = (e: unknown, ...codes: string[]): e is ApiError =>
  e instanceof ApiError && (codes.length === 0 || codes.includes(e.errorCode));

/** Error codes the client itself raises (never sent by the server). */
export const clientErrorCodes = {
  network: 'network.error',
  badResponse: 'invalid.response',
  aborted: 'request.aborted',
} as const;

let merchantFallback: string | null = null;

/** The merchant code from the status payload, used until sessionStorage `merchant` is written. */
export const setMerchantFallback = (code: string): void => {
  merchantFallback = code;
};

/** The Merchant header: sessionStorage `merchant`, else the code the status call answered. */
export const currentMerchant = (): string | null =>
  sessionStore.get('merchant') ?? merchantFallback;

/** The Language header: the site's current wire language code. */
export const currentLanguage = (): string =>
  (i18next.resolvedLanguage ?? i18next.language ?? 'EN').toUpperCase();

export interface CallOptions<D extends CallDef> {
  query?: CallQueryInput<D>;
  body?: CallBodyInput<D>;
  signal?: AbortSignal;
  /** Extra headers (e.g. `Encryption`, `X-Digest`, `X-RSA` of encrypted calls). */
  headers?: Readonly<Record<string, string>>;
  /** A pre-serialised body sent as is instead of `body` (encrypted calls). */
  rawBody?: string;
  /** Do not clear the session and open the login modal on `login.not.session`. */
  silentSessionExpiry?: boolean;
  /**
   * The answer to this very request, already asked for (src/boot.ts sends the first calls before the
   * app bundle has loaded): read instead of fetching. Its failure counts like a failed fetch.
   */
  response?: Promise<Response>;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The headers of a call: Merchant, Language, and Authorization (raw token) unless the call is public. */
export function callHeaders(call: AnyCall, token: string | null): Headers {
  return requestHeaders(call, { token, merchant: currentMerchant(), language: currentLanguage() });
}

function encodeBody<D extends CallDef>(
  call: AnyCall,
  options: CallOptions<D>,
  headers: Headers,
): BodyInit | undefined {
  if (options.rawBody !== undefined) {
    headers.set('Content-Type', 'application/json');
    return options.rawBody;
  }
  if (options.body === undefined) return undefined;
  if (call.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    return toSearchParams(options.body).toString();
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(options.body);
}

/** Parses with a schema whose type stays generic (inference through `call.value` would widen it). */
function parseWith<S extends z.ZodType>(
  schema: S,
  data: unknown,
): { ok: true; value: z.output<S> } | { ok: false; issues: unknown } {
  const parsed = schema.safeParse(data);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, issues: parsed.error.issues };
}

/**
 * The `value` of a success answer to a wire call (no schema shipped): the server validated it against
 * the same contract before sending it (apps/server/src/http/register-call.ts).
 */
function serverCheckedValue<D extends CallDef>(body: unknown, bare: boolean): CallValue<D> {
  const value: unknown =
    bare || typeof body !== 'object' || body === null ? body : Reflect.get(body, 'value');
  // The one trust boundary of the site's answers: checked by the server against this contract.
  return value as CallValue<D>;
}

/**
 * Whether an answer is a success: the envelope's `success: true`, or for a bare call (the lottery
 * gateway, decision 0024) any 2xx status, the body being the value itself. Failures of bare calls
 * keep the failure envelope with a non-2xx status.
 */
const isSuccess = (call: AnyCall, response: Response, json: unknown): boolean =>
  call.envelope === 'bare' ? response.ok : isRecord(json) && json.success === true;

/** The session died on the server: forget it locally and ask the visitor to log in again. */
function onSessionExpired(): void {
  const { token, logout } = useSessionStore.getState();
  if (!token) return;
  logout();
  openModal('login', {});
}

/**
 * Calls one contract call (or its wire facts): method and path from the contract, Merchant/Language/
 * Authorization headers, JSON or form body; unwraps the envelope (a bare call's whole body is its value)
 * and returns the typed `value` (parsed
 * with the contract's schema when the full call is given). Throws ApiError.
 */
export async function callApi<C extends AnyCall>(
  call: C,
  options: CallOptions<DefOf<C>> = {},
): Promise<CallValue<DefOf<C>>> {
  const token = useSessionStore.getState().token;
  const headers = callHeaders(call, token);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  const body = encodeBody(call, options, headers);
  let response: Response;
  let text: string;
  try {
    response = await (options.response ??
      fetch(callUrl(call, options.query), {
        method: call.methods[0],
        headers,
        body,
        signal: options.signal ?? null,
        credentials: 'same-origin',
      }));
    text = await response.text();
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(clientErrorCodes.network, i18next.t('site:errors.network'), null, 0);
  }
  let json: unknown;
  try {
    // Money is exact at any size (decision 0033): a number a double would change stays an ExactNumber,
    // which the contracts' money fields accept and `wireToMinor` reads digit for digit.
    json = parseExactJson(text);
  } catch {
    throw new ApiError(
      clientErrorCodes.badResponse,
      i18next.t('site:errors.system'),
      null,
      response.status,
    );
  }
  const bare = call.envelope === 'bare';
  if (!isSuccess(call, response, json)) {
    const errorCode =
      isRecord(json) && typeof json.errorCode === 'string'
        ? json.errorCode
        : clientErrorCodes.badResponse;
    const message =
      isRecord(json) && typeof json.message === 'string'
        ? json.message
        : i18next.t('site:errors.system');
    const value = isRecord(json) ? json.value : null;
    if (errorCode === 'login.not.session' && !options.silentSessionExpiry && call.auth !== 'public')
      onSessionExpired();
    throw new ApiError(errorCode, message, value ?? null, response.status);
  }
  if (!('value' in call)) return serverCheckedValue<DefOf<C>>(json, bare);
  const parsed = parseWith<DefOf<C>['value']>(
    call.value,
    bare ? json : isRecord(json) ? json.value : undefined,
  );
  if (!parsed.ok) {
    throw new ApiError(
      clientErrorCodes.badResponse,
      i18next.t('site:errors.system'),
      parsed.issues,
      response.status,
    );
  }
  return parsed.value;
}
