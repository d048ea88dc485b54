import type {
  ApiErrorCode,
  RotateAnswer,
  SessionView,
  SpinAnswer,
  VerifyAnswer,
  FairView,
  HistoryView,
} from './api-types.ts';

/** A call's result: the answer, or a stable error code (`network` when the studio did not answer). */
export type ApiResult<T> =
  { ok: true; data: T } | { ok: false; error: ApiErrorCode | 'network'; balanceMinor?: string };

async function call<T>(method: 'GET' | 'POST', url: string, body?: object): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : null,
      cache: 'no-store',
    });
  } catch {
    return { ok: false, error: 'network' };
  }
  try {
    if (res.ok) {
      // Same-origin answers of this studio version: typed by api-types (the server `satisfies` them).
      const data = (await res.json()) as T;
      return { ok: true, data };
    }
    const failure = (await res.json()) as { error?: ApiErrorCode; balanceMinor?: string };
    return {
      ok: false,
      error: failure.error ?? 'network',
      ...(failure.balanceMinor ? { balanceMinor: failure.balanceMinor } : {}),
    };
  } catch {
    return { ok: false, error: res.status >= 500 ? 'connection.lost' : 'network' };
  }
}

/** The studio's game API for one launch token. */
export function createApi(token: string) {
  return {
    session: () => call<SessionView>('POST', '/api/slots/session', { token }),
    spin: (betMinor: number) => call<SpinAnswer>('POST', '/api/slots/spin', { token, betMinor }),
    setClientSeed: (clientSeed: string) =>
      call<{ fair: FairView }>('POST', '/api/slots/client-seed', { token, clientSeed }),
    rotateSeed: () => call<RotateAnswer>('POST', '/api/slots/rotate-seed', { token }),
    history: () =>
      call<{ history: HistoryView[] }>(
        'GET',
        `/api/slots/history?token=${encodeURIComponent(token)}`,
      ),
    verify: (params: {
      gameCode: string;
      serverSeed: string;
      clientSeed: string;
      nonce: number;
      betMinor: number;
    }) =>
      call<VerifyAnswer>(
        'GET',
        `/api/slots/verify?${new URLSearchParams({ ...params, nonce: String(params.nonce), betMinor: String(params.betMinor) })}`,
      ),
  };
}
export type Api = ReturnType<typeof createApi>;
