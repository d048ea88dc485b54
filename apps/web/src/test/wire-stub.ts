import { vi } from 'vitest';

/** A recorded call: path, query, method and JSON body. */
export interface SentCall {
  path: string;
  query: URLSearchParams;
  method: string;
  body: unknown;
}

/** Stubs fetch with answers per path (a value is wrapped in the success envelope); records every call. */
export function stubWire(routes: Record<string, (call: SentCall) => unknown>) {
  const sent: SentCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: unknown, init?: RequestInit) => {
      const [path = '', search = ''] = String(url).split('?');
      const call: SentCall = {
        path,
        query: new URLSearchParams(search),
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
      };
      sent.push(call);
      const route = routes[path];
      const answer: unknown = route ? route(call) : fail('system.error', 503);
      if (answer instanceof Error) throw answer;
      return answer instanceof Response
        ? answer
        : new Response(JSON.stringify({ success: true, value: answer }), { status: 200 });
    }),
  );
  return sent;
}

/** A failure envelope with its HTTP status. */
export const fail = (errorCode: string, status = 400): Response =>
  new Response(JSON.stringify({ success: false, errorCode, message: 'server text', value: null }), {
    status,
  });
