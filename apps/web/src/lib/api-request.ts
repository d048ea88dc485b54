import type { AnyCall } from '@/lib/wire-call';

/**
 * The request side of a wire call (URL and headers) without the answer handling of
 * lib/api-client.ts, so that src/boot.ts can send the first calls before i18next and the app bundle
 * have loaded. lib/api-client.ts builds every request with these too.
 */

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const scalar = (v: unknown): string | null => {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  return null;
};

/** Query or form fields: scalars as text, arrays comma-joined, null/undefined left out. */
export function toSearchParams(fields: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (!isRecord(fields)) return params;
  for (const [key, raw] of Object.entries(fields)) {
    const text = Array.isArray(raw)
      ? raw
          .map(scalar)
          .filter((s) => s !== null)
          .join(',')
      : scalar(raw);
    if (text !== null) params.set(key, text);
  }
  return params;
}

/** The URL of a call: its first path plus the query string. */
export function callUrl(call: AnyCall, query?: unknown): string {
  const search = toSearchParams(query).toString();
  return search ? `${call.paths[0]}?${search}` : call.paths[0];
}

/** Who is asking: the session token, the merchant code and the wire language code. */
export interface RequestContext {
  token: string | null;
  merchant: string | null;
  language: string;
}

/** The headers of a call: Merchant, Language, ModuleId, and Authorization (raw token) unless the call is public. */
export function requestHeaders(
  call: AnyCall,
  { token, merchant, language }: RequestContext,
): Headers {
  const headers = new Headers({ Accept: 'application/json', Device: 'web' });
  if (merchant) headers.set('Merchant', merchant);
  headers.set('Language', language);
  if (call.modId) headers.set('ModuleId', call.modId);
  if (call.auth !== 'public' && token) headers.set('Authorization', token);
  return headers;
}
