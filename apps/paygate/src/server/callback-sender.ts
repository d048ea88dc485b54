import { callbackHeaders } from '@monsoon/contracts/psp/signature';

/** The outcome of one attempt: acknowledged (HTTP 200) or not, with why. */
export type SendOutcome =
  | { acknowledged: true; httpStatus: 200 }
  | { acknowledged: false; httpStatus: number | null; reason: string };

/**
 * Posts one signed callback. Only HTTP 200 acknowledges it; another status, a network error or no
 * answer within `timeoutMs` is a failed attempt (the caller retries with the same bytes).
 */
export async function sendCallback(
  url: string,
  secret: string,
  raw: string,
  timestamp: number,
  timeoutMs: number,
  signedRaw: string = raw,
): Promise<SendOutcome> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        ...callbackHeaders(secret, signedRaw, timestamp),
        'user-agent': 'monsoon-paygate-sandbox',
      },
      body: raw,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The answer's body means nothing; read it so the connection is released.
    await response.arrayBuffer().catch(() => undefined);
    if (response.status === 200) return { acknowledged: true, httpStatus: 200 };
    return { acknowledged: false, httpStatus: response.status, reason: `HTTP ${response.status}` };
  } catch (err) {
    const reason =
      err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')
        ? 'timeout'
        : err instanceof Error
          ? `${err.name}: ${err.cause instanceof Error ? err.cause.message : err.message}`
          : 'network error';
    return { acknowledged: false, httpStatus: null, reason };
  }
}
