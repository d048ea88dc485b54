/** Query parameters that carry secrets: the launch `token`. */
const secretQuery = /([?&](?:token|tokens|serverSeed)=)[^&#]*/gi;

/** A URL as logs may show it: secret query values replaced by `[redacted]`. */
export const scrubUrl = (url: string): string => url.replace(secretQuery, '$1[redacted]');

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
}

/**
 * The studio's pino options: requests are logged as method, scrubbed URL and address, never headers or
 * bodies, so launch tokens, signatures and the wallet secret stay out of the logs.
 */
export function loggerOptions(level: string) {
  return {
    level,
    redact: ['req.headers', 'token', '*.token', 'secret', '*.secret'],
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: scrubUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}
